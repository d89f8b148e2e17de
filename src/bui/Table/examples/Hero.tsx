/** Pending absence requests — sortable columns, row selection, a locked row that explains itself. */
import {Badge, Button, Icon, Table, type TableSort} from '@bui/react';
import {absenceRequests, requestStatusLabel, type AbsenceRequest} from '@bui/demo';
import {useState} from 'react';

export default function Hero() {
  const [sort, setSort] = useState<TableSort>({column: 'submitted', direction: 'descending'});
  const [selected, setSelected] = useState<string[]>([]);
  const [approved, setApproved] = useState<string[]>([]);
  const locked = absenceRequests.filter((row) => row.lockedReason).map((row) => row.id);

  const status = (row: AbsenceRequest) => {
    if (row.lockedReason) {
      return (
        <span>
          <Icon name="lock" size="sm" color="muted" /> {row.lockedReason}
        </span>
      );
    }
    const value = approved.includes(row.id) ? 'approved' : row.status;
    const variant = value === 'approved' ? 'success' : value === 'rejected' ? 'danger' : 'warning';
    return <Badge variant={variant}>{requestStatusLabel(value)}</Badge>;
  };

  return (
    <>
      <Table
        label="Pending absence requests"
        rows={absenceRequests}
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
        <Table.Column id="status" render={status}>
          Status
        </Table.Column>
        <Table.Column
          id="actions"
          render={(row: AbsenceRequest) =>
            row.status === 'pending' && !approved.includes(row.id) ? (
              <Button variant="tertiary" size="sm" onPress={() => setApproved([...approved, row.id])}>
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
