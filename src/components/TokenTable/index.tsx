import type {ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {durationTokens} from '@site/src/bui/tokens';
import type {ScaleCategory, ScaleToken, ShadowToken} from '@site/src/bui/tokens';
import styles from './styles.module.css';

/** A scale token (one value) or a shadow (a value per mode). */
export type TableToken = ScaleToken | ShadowToken;

export interface TokenTableProps {
  /** The tokens to list, straight from `@site/src/bui/tokens`. */
  tokens: readonly TableToken[];
  /** What the table shows; it names the table for assistive technology. */
  caption: string;
}

const ROOT_FONT_PX = 16;

function isThemed(token: TableToken): token is ShadowToken {
  return 'light' in token;
}

/** `0.875rem (14 px)`: readers think in pixels, the code is in rem. */
function describeValue(value: string): string {
  const rem = /^(\d*\.?\d+)rem$/.exec(value);
  return rem ? `${value} (${Number(rem[1]) * ROOT_FONT_PX} px)` : value;
}

/** The easing curve as an SVG path in a 40 × 40 box, time left to right. */
function easingPath(value: string): string | null {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(value);
  if (!match) return null;
  const [x1, y1, x2, y2] = match[1].split(',').map(Number) as [number, number, number, number];
  const x = (t: number) => 4 + 32 * t;
  const y = (t: number) => 36 - 32 * t;
  return `M${x(0)},${y(0)} C${x(x1)},${y(y1)} ${x(x2)},${y(y2)} ${x(1)},${y(1)}`;
}

const longestDuration = Math.max(...durationTokens.map((token) => parseFloat(token.value)));

/**
 * A picture of the token, drawn with the live custom property so it follows
 * the site's mode. Decorative: the row's text says everything it shows.
 */
function Sample({token}: {token: TableToken}): ReactNode {
  const live = `var(${token.cssVar})`;
  if (isThemed(token)) {
    // Both modes side by side: `data-bui-theme` forces each one's tokens.
    return (
      <span className={styles.stages}>
        {(['light', 'dark'] as const).map((mode) => (
          <span key={mode} data-bui-theme={mode} className={styles.stage}>
            <span className={styles.shadow} style={{boxShadow: live}} />
          </span>
        ))}
      </span>
    );
  }
  const category: ScaleCategory = token.category;
  switch (category) {
    case 'space':
      return <span className={styles.bar} style={{inlineSize: live}} />;
    case 'radius':
      return <span className={styles.box} style={{borderRadius: live}} />;
    case 'font-size':
      return <span style={{fontSize: live}}>Aa</span>;
    case 'font-weight':
      return (
        <span className={styles.weight} style={{fontWeight: live}}>
          Aa
        </span>
      );
    case 'line-height':
      return (
        <span className={styles.lines} style={{lineHeight: live}}>
          Two lines
          <br />
          of text
        </span>
      );
    case 'size':
      return <span className={styles.square} style={{inlineSize: live, blockSize: live}} />;
    case 'border':
      return token.name.startsWith('focus-ring') ? (
        <span className={styles.focusRing} />
      ) : (
        <span className={styles.border} style={{borderWidth: live}} />
      );
    case 'duration':
      return (
        <span className={styles.bar} style={{inlineSize: `${(parseFloat(token.value) / longestDuration) * 100}%`}} />
      );
    case 'easing': {
      const path = easingPath(token.value);
      return path ? (
        <svg className={styles.curve} viewBox="0 0 40 40">
          <path d={path} />
        </svg>
      ) : null;
    }
    case 'opacity':
      return <span className={styles.square} style={{opacity: live}} />;
    case 'layer':
      return null;
  }
}

/**
 * A table of design tokens read from src/bui/tokens: a sample drawn with the
 * live token, the web and mobile names, the value (per mode for shadows) and
 * when to use it. Nothing in it is typed by hand, so it cannot drift from the
 * stylesheet the components use.
 */
export default function TokenTable({tokens, caption}: TokenTableProps): ReactNode {
  const withSamples = tokens.some((token) => isThemed(token) || token.category !== 'layer');
  return (
    <ScrollableTable className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {withSamples && <th scope="col">Sample</th>}
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Use it for</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            {withSamples && (
              <td className={styles.sampleCell}>
                <span className={styles.sample} aria-hidden="true">
                  <Sample token={token} />
                </span>
              </td>
            )}
            <th scope="row" className={styles.name}>
              <code>{token.cssVar}</code>
              <span className={styles.jsName}>
                Mobile: <code>{token.jsName}</code>
              </span>
            </th>
            <td>
              {isThemed(token) ? (
                <dl className={styles.modes}>
                  <dt>Light</dt>
                  <dd>
                    <code>{token.light}</code>
                  </dd>
                  <dt>Dark</dt>
                  <dd>
                    <code>{token.dark}</code>
                  </dd>
                </dl>
              ) : (
                <code className={styles.nowrap}>{describeValue(token.value)}</code>
              )}
            </td>
            <td>{token.usage}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
