/** A lone toggle — outside a group, a selectable tag is a toggle button with `checked` and `onChange`. */
import {useState} from 'react';
import {Inline, Tag} from '@bui/react';

export default function Toggle() {
  const [mineOnly, setMineOnly] = useState(false);
  return (
    <Inline gap={3}>
      <Tag checked={mineOnly} onChange={setMineOnly} icon="user">
        Only my team
      </Tag>
      <output>{mineOnly ? 'Showing your team' : 'Showing everyone'}</output>
    </Inline>
  );
}
