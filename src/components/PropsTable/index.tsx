import type {ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type {DocgenComponent} from '@site/src/plugins/docgen/types';
import {propRowId} from './rowId';
import styles from './styles.module.css';

/** Descriptions are JSDoc text; `backticks` mark code, as they do in Markdown. */
function Description({text}: {text: string}): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      // The parts of a description never move, so their position is a stable key.
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

/**
 * The props of one component, generated at build time from its TypeScript
 * type (src/plugins/docgen): `<PropsTable of={ButtonDocgen} />` with
 * `import ButtonDocgen from '@docgen/Button'`. A plain HTML table, rendered on
 * the server, so it is in the page's HTML and in the search index.
 */
export function PropsTable({of}: {of: DocgenComponent}): ReactNode {
  if (of.props.length === 0) {
    return (
      <p>
        <code>{of.name}</code> takes no props.
      </p>
    );
  }
  return (
    <ScrollableTable className={styles.table} data-props-of={of.name}>
      <caption className={styles.caption}>
        Props of <code>{of.name}</code>
      </caption>
      <thead>
        <tr>
          <th scope="col">Prop</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {of.props.map((prop) => (
          <tr key={prop.name}>
            <th scope="row" className={styles.name} id={propRowId(of.name, prop.name)}>
              <code>{prop.name}</code>
            </th>
            <td className={styles.type}>
              <code>{prop.type}</code>
            </td>
            <td data-search-skip="">
              {prop.defaultValue === null ? (
                <span className={styles.none}>None</span>
              ) : (
                <code>{prop.defaultValue}</code>
              )}
            </td>
            <td data-search-skip="">{prop.required ? 'Yes' : 'No'}</td>
            <td className={styles.description}>
              <Description text={prop.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
