/** More actions — an icon button opens the row's actions; a disabled item says why. */
import {useState} from 'react';
import {ContextMenu, Inline} from '@bui/react';

export default function Hero() {
  const [last, setLast] = useState('Nothing yet');
  return (
    <Inline gap={4}>
      <span>Ana López</span>
      <ContextMenu label="More actions for Ana López">
        <ContextMenu.Item icon="edit" shortcut="E" onAction={() => setLast('Editing Ana López')}>
          Edit
        </ContextMenu.Item>
        <ContextMenu.Item icon="copy" onAction={() => setLast('Duplicated')}>
          Duplicate
        </ContextMenu.Item>
        <ContextMenu.Item icon="archive" disabled description="Only managers can archive">
          Archive
        </ContextMenu.Item>
        <ContextMenu.Separator />
        <ContextMenu.Item icon="trash" variant="danger" onAction={() => setLast('Asked to delete')}>
          Delete…
        </ContextMenu.Item>
      </ContextMenu>
      <output>{last}</output>
    </Inline>
  );
}
