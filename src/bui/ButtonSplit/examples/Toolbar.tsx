/** In a table toolbar — secondary at size sm, beside 32 px filters; typing a letter jumps to an item. */
import {useState} from 'react';
import {ButtonSplit} from '@bui/react';

export default function Toolbar() {
  const [format, setFormat] = useState<string | null>(null);
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-4)', flexWrap: 'wrap', alignItems: 'center'}}>
      <ButtonSplit size="sm" label="Export to CSV" menuLabel="More export options" onPress={() => setFormat('CSV')}>
        <ButtonSplit.Item onAction={() => setFormat('Excel')}>Export to Excel</ButtonSplit.Item>
        <ButtonSplit.Item onAction={() => setFormat('PDF')}>Export to PDF</ButtonSplit.Item>
        <ButtonSplit.Item onAction={() => setFormat('JSON')}>Export to JSON</ButtonSplit.Item>
      </ButtonSplit>
      <output>{format ? `Exporting as ${format}` : 'No export yet'}</output>
    </div>
  );
}
