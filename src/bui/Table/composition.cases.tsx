import {Table} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const rows = [
  {id: 'r1', name: 'Ana López', days: 3},
  {id: 'r2', name: 'Jan de Vries', days: 5},
];

export const cases: CompositionCase[] = [
  {
    name: 'Table',
    // Shaped like a field: the ref and aria-* on the table (the grid the label names); data-* and the class on the
    // outer element, which holds the label, the sort announcement and the scrolling table.
    kind: 'composite',
    render: (props) => (
      <Table {...props} label="Absence requests" rows={rows} selectable>
        <Table.Column id="name">Name</Table.Column>
        <Table.Column id="days" type="number" sortable>
          Days
        </Table.Column>
      </Table>
    ),
  },
];
