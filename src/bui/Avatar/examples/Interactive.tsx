/** Interactive — with `onPress` the avatar is a button; its label says what it does. */
import {useState} from 'react';
import {Avatar, Inline} from '@bui/react';

export default function Interactive() {
  const [opened, setOpened] = useState(0);
  return (
    <Inline gap={4}>
      <Avatar name="Ana López" label="Ana López, open profile" onPress={() => setOpened((count) => count + 1)} />
      <output>{opened === 0 ? 'Profile not opened yet' : `Profile opened ${opened}×`}</output>
    </Inline>
  );
}
