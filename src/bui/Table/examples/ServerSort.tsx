/** Sorted by the server — `manualSort`: a press asks for the rows in the new order; the table keeps the rows it has until they come. */
import {Table, type TableSort} from '@bui/react';
import {absenceRequests, type AbsenceRequest} from '@bui/demo';
import {useEffect, useState} from 'react';

/** Stands in for an API that sorts, such as `GET /absences?sort=days&order=desc`. */
function fetchSorted(sort: TableSort): Promise<AbsenceRequest[]> {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const rows = [...absenceRequests].sort((a, b) => {
    const [x, y] = [a[sort.column as keyof AbsenceRequest], b[sort.column as keyof AbsenceRequest]];
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  });
  return new Promise((resolve) => setTimeout(() => resolve(rows.slice(0, 5)), 800));
}

export default function ServerSort() {
  const [sort, setSort] = useState<TableSort>({column: 'days', direction: 'descending'});
  const [rows, setRows] = useState<AbsenceRequest[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    void fetchSorted(sort).then((answer) => {
      // An answer to an earlier sort is dropped.
      if (!current) return;
      setRows(answer);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [sort]);

  const changeSort = (next: TableSort) => {
    setSort(next);
    setLoading(true);
  };

  return (
    <Table
      label="Longest absences"
      rows={rows}
      size="sm"
      sort={sort}
      onSortChange={changeSort}
      manualSort
      loading={loading}
      skeletonRows={5}
      testId="server-sort-table"
    >
      <Table.Column id="employee" sortable>
        Employee
      </Table.Column>
      <Table.Column id="type">Type</Table.Column>
      <Table.Column id="days" type="number" sortable>
        Days
      </Table.Column>
    </Table>
  );
}
