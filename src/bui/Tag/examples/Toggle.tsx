/** A lone toggle — outside a group, a selectable tag is a toggle button with `checked` and `onChange`. */
import {useState} from 'react';
import {Tag} from '@bui/react';

export default function Toggle() {
  const [mineOnly, setMineOnly] = useState(false);
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-3)', alignItems: 'center'}}>
      <Tag checked={mineOnly} onChange={setMineOnly} icon="user">
        Only my team
      </Tag>
      <output>{mineOnly ? 'Showing your team' : 'Showing everyone'}</output>
    </div>
  );
}
