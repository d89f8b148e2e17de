/** Empty — no rows: a message and a next step in place of the body. */
import {Table} from '@bui/react';

export default function Empty() {
  return (
    <Table
      label="Requests waiting for your approval"
      rows={[]}
      size="sm"
      emptyState="Nothing to approve. New requests from your team will appear here."
      testId="empty-table"
    >
      <Table.Column id="employee">Employee</Table.Column>
      <Table.Column id="from" type="date">
        From
      </Table.Column>
      <Table.Column id="days" type="number">
        Days
      </Table.Column>
    </Table>
  );
}
