/** Striped with a sticky header — every other row shaded; the header stays while the table scrolls. */
import {Table} from '@bui/react';
import {absenceRequests} from '@bui/demo';

export default function Striped() {
  return (
    <Table
      label="Absence requests this quarter"
      rows={absenceRequests}
      size="sm"
      striped
      stickyHeader
      defaultSort={{column: 'from', direction: 'descending'}}
    >
      <Table.Column id="employee" sortable>
        Employee
      </Table.Column>
      <Table.Column id="type" sortable>
        Type
      </Table.Column>
      <Table.Column id="from" type="date" sortable>
        From
      </Table.Column>
      <Table.Column id="to" type="date">
        To
      </Table.Column>
      <Table.Column id="days" type="number" sortable>
        Days
      </Table.Column>
      <Table.Column id="submitted" type="date" sortable>
        Submitted
      </Table.Column>
    </Table>
  );
}
