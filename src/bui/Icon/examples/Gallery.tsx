/** The icon set — every icon in BUI with its name; the names are what `icon` and `Icon name` accept. */
import {Icon, iconNames} from '@bui/react';

export default function Gallery() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(calc(var(--bui-space-8) * 5), 1fr))',
        gap: 'var(--bui-space-4)',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{display: 'flex', alignItems: 'center', gap: 'var(--bui-space-2)'}}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
