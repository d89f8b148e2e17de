/** Pending absence requests — sortable columns, row selection, a locked row that explains itself, and rows that stay put when approved. */
import {Badge, Button, Icon, Table, type TableSort} from '@bui/react';
import {absenceRequests, requestStatusLabel, type AbsenceRequest} from '@bui/demo';
import {useState} from 'react';

export default function Hero() {
  const [sort, setSort] = useState<TableSort>({column: 'submitted', direction: 'descending'});
  const [selected, setSelected] = useState<string[]>([]);
  // The rows live in state: approving one changes its status, and the table keeps it in place until the next sort.
  const [rows, setRows] = useState(absenceRequests);
  const approve = (id: string) =>
    setRows(rows.map((row) => (row.id === id ? {...row, status: 'approved' as const} : row)));
  const locked = absenceRequests.filter((row) => row.lockedReason).map((row) => row.id);

  const status = (row: AbsenceRequest) => {
    if (row.lockedReason) {
      return (
        <span>
          <Icon name="lock" size="sm" color="muted" /> {row.lockedReason}
        </span>
      );
    }
    const variant = row.status === 'approved' ? 'success' : row.status === 'rejected' ? 'danger' : 'warning';
    return <Badge variant={variant}>{requestStatusLabel(row.status)}</Badge>;
  };

  return (
    <>
      <Table
        label="Pending absence requests"
        rows={rows}
        rowKey="id"
        size="sm"
        selectable
        selection={selected}
        onSelectionChange={setSelected}
        disabledRows={locked}
        sort={sort}
        onSortChange={setSort}
        testId="pending-approvals"
      >
        <Table.Column id="employee" sortable>
          Employee
        </Table.Column>
        <Table.Column id="type">Type</Table.Column>
        <Table.Column id="from" type="date" sortable>
          From
        </Table.Column>
        <Table.Column id="days" type="number" sortable>
          Days
        </Table.Column>
        <Table.Column id="submitted" type="date" sortable>
          Submitted
        </Table.Column>
        <Table.Column id="status" render={status} sortable sortOrder={['pending', 'approved', 'rejected']}>
          Status
        </Table.Column>
        <Table.Column
          id="actions"
          render={(row: AbsenceRequest) =>
            row.status === 'pending' ? (
              <Button variant="tertiary" size="sm" onPress={() => approve(row.id)}>
                Approve
              </Button>
            ) : null
          }
        >
          Actions
        </Table.Column>
      </Table>
      <p>
        Sorted by <output>{`${sort.column} ${sort.direction}`}</output>; selected:{' '}
        <output>{selected.length > 0 ? selected.join(', ') : 'none'}</output>
      </p>
    </>
  );
}
