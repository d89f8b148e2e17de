/** Sizes — 32, 40 and 48 px rows; the web app uses `sm`. */
import {SegmentedControl, Table, type TableSize} from '@bui/react';
import {expenseClaims, formatEuros, type ExpenseClaim} from '@bui/demo';
import {useState} from 'react';

export default function Sizes() {
  const [size, setSize] = useState<TableSize>('sm');
  return (
    <>
      <SegmentedControl label="Row size" value={size} onChange={(value) => setSize(value as TableSize)} size="sm">
        <SegmentedControl.Option value="sm">Small</SegmentedControl.Option>
        <SegmentedControl.Option value="md">Medium</SegmentedControl.Option>
        <SegmentedControl.Option value="lg">Large</SegmentedControl.Option>
      </SegmentedControl>
      <Table
        label="Expense claims"
        rows={expenseClaims}
        size={size}
        defaultSort={{column: 'submitted', direction: 'descending'}}
      >
        <Table.Column id="employee" sortable>
          Employee
        </Table.Column>
        <Table.Column id="category">Category</Table.Column>
        <Table.Column id="submitted" type="date" sortable>
          Submitted
        </Table.Column>
        <Table.Column id="amount" type="number" sortable render={(row: ExpenseClaim) => formatEuros(row.amount)}>
          Amount
        </Table.Column>
      </Table>
    </>
  );
}
