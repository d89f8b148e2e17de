/** Sizes — `sm` for toolbars, `md` for forms, `lg` for touch-first screens. */
import {Select} from '@bui/react';

export default function Sizes() {
  return (
    <>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select key={size} label={`Country of work (${size})`} size={size} defaultValue="nl">
          <Select.Option value="de">Germany</Select.Option>
          <Select.Option value="nl">Netherlands</Select.Option>
          <Select.Option value="es">Spain</Select.Option>
        </Select>
      ))}
    </>
  );
}
