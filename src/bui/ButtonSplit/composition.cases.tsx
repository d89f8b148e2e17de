import {ButtonSplit} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'ButtonSplit',
    render: (props) => (
      <ButtonSplit {...props} label="Export to CSV" menuLabel="More export options">
        <ButtonSplit.Item>Export to Excel</ButtonSplit.Item>
        <ButtonSplit.Item>Export to PDF</ButtonSplit.Item>
      </ButtonSplit>
    ),
  },
];
