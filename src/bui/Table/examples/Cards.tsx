/** Cards — each row as a card of label–value pairs, for small screens where the table matters. */
import {Badge, Table} from '@bui/react';
import {expenseClaims, formatEuros, requestStatusLabel, type ExpenseClaim} from '@bui/demo';

export default function Cards() {
  return (
    <Table
      label="Your expense claims"
      rows={expenseClaims}
      layout="cards"
      selectable
      defaultSort={{column: 'submitted', direction: 'descending'}}
    >
      <Table.Column id="category" sortable>
        Category
      </Table.Column>
      <Table.Column id="submitted" type="date" sortable>
        Submitted
      </Table.Column>
      <Table.Column id="amount" type="number" sortable render={(row: ExpenseClaim) => formatEuros(row.amount)}>
        Amount
      </Table.Column>
      <Table.Column
        id="status"
        render={(row: ExpenseClaim) => <Badge variant="neutral">{requestStatusLabel(row.status)}</Badge>}
      >
        Status
      </Table.Column>
    </Table>
  );
}
