/** The icon set — every icon in BUI with its name; the names are what `icon` and `Icon name` accept. */
import {Icon, iconNames, Inline} from '@bui/react';

export default function Gallery() {
  return (
    <Inline as="ul" gap={4}>
      {iconNames.map((name) => (
        // One width for every cell lines the names up in columns, as a reader scans a catalogue.
        <li key={name} style={{inlineSize: 'calc(var(--bui-space-8) * 5)'}}>
          <Inline gap={2} wrap={false}>
            <Icon name={name} size="lg" />
            <code>{name}</code>
          </Inline>
        </li>
      ))}
    </Inline>
  );
}
