/** Sort control — a small select above a list; the change applies at once. */
import {Select} from '@bui/react';
import {useState} from 'react';

export default function Sort() {
  const [sort, setSort] = useState('newest');
  return (
    <Select label="Sort by" size="sm" value={sort} onChange={setSort}>
      <Select.Option value="newest">Newest first</Select.Option>
      <Select.Option value="oldest">Oldest first</Select.Option>
      <Select.Option value="name">Name A to Z</Select.Option>
    </Select>
  );
}
