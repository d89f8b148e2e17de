import type {CSSProperties, ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  colorModes,
  colorTokens,
  contrastLevel,
  contrastPairs,
  contrastRatio,
  formatRatio,
  getColorToken,
  parseColor,
} from '@site/src/bui/tokens';
import type {ColorMode, ColorTokenGroup, ColorTokenName, ContrastPair} from '@site/src/bui/tokens';
import styles from './styles.module.css';

const modeLabel: Record<ColorMode, string> = {light: 'Light', dark: 'Dark'};

function ValueCell({value}: {value: string}): ReactNode {
  const {alpha} = parseColor(value);
  return (
    <td className={styles.nowrap}>
      <span className={styles.chip} style={{background: value}} aria-hidden="true" />
      <code>{value}</code>
      {alpha < 1 && <span className={styles.muted}> ({Math.round(alpha * 100)} % opaque)</span>}
    </td>
  );
}

export interface ColorTokenTableProps {
  /** Which groups of tokens to list. */
  groups: readonly ColorTokenGroup[];
  /** What the table shows; it names the table for assistive technology. */
  caption: string;
}

/**
 * BUI colour tokens read from src/bui/tokens: a live swatch that follows the
 * site's light or dark mode, the values for both modes and when to use each.
 */
export default function ColorTokenTable({groups, caption}: ColorTokenTableProps): ReactNode {
  return (
    <ScrollableTable className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Swatch</th>
          <th scope="col">Token</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
          <th scope="col">Use it for</th>
        </tr>
      </thead>
      <tbody>
        {colorTokens
          .filter((colorToken) => groups.includes(colorToken.group))
          .map((colorToken) => (
            <tr key={colorToken.name}>
              <td>
                <span className={styles.swatch} style={{background: `var(${colorToken.cssVar})`}} aria-hidden="true" />
              </td>
              <th scope="row" className={styles.tokenName}>
                <code>{colorToken.cssVar}</code>
                <span className={styles.jsName}>
                  Mobile: <code>{colorToken.jsName}</code>
                </span>
              </th>
              <ValueCell value={colorToken.light} />
              <ValueCell value={colorToken.dark} />
              <td>{colorToken.usage}</td>
            </tr>
          ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Which pairs a ContrastPairTable lists. */
export type ContrastPairKind = 'text' | 'on-fill' | 'tint' | 'non-text';

function kindOf(pair: ContrastPair): ContrastPairKind {
  if (pair.min === 3) return 'non-text';
  if (getColorToken(pair.foreground).group === 'on-fill') return 'on-fill';
  if (getColorToken(pair.background).group === 'tint') return 'tint';
  return 'text';
}

function ratioOf(foreground: ColorTokenName, background: ColorTokenName, mode: ColorMode): number {
  return contrastRatio(getColorToken(foreground)[mode], getColorToken(background)[mode]);
}

/**
 * The pair drawn in one mode, whatever the site's mode: `data-bui-theme`
 * forces the tokens inside it. Text pairs show text; non-text pairs show the
 * line or ring they are used for, since text at 3:1 would not be legible.
 */
function PairSample({pair, mode}: {pair: ContrastPair; mode: ColorMode}): ReactNode {
  const fg = `var(--bui-${pair.foreground})`;
  const bg = `var(--bui-${pair.background})`;
  if (pair.min === 3) {
    const ring = pair.foreground === 'color-focus';
    const style: CSSProperties = ring ? {outlineColor: fg} : {borderColor: fg};
    return (
      <span data-bui-theme={mode} className={styles.sample} style={{background: bg}}>
        <span className={ring ? styles.ringMark : styles.outlineMark} style={style} />
      </span>
    );
  }
  return (
    <span data-bui-theme={mode} className={styles.sample} style={{color: fg, background: bg}}>
      Aa
    </span>
  );
}

export interface ContrastPairTableProps {
  /** Which pairs to list: body text, labels on solid fills, text on tints, or lines and rings. */
  kind: ContrastPairKind;
  caption: string;
}

/**
 * Pairs of colour tokens meant to be seen together, each drawn in both modes
 * with its measured ratio and the WCAG 2.2 AA ratio it needs. Ratios are cut,
 * never rounded up, and come from the same maths as the unit tests.
 */
export function ContrastPairTable({kind, caption}: ContrastPairTableProps): ReactNode {
  const pairs = contrastPairs.filter((pair) => kindOf(pair) === kind);
  return (
    <ScrollableTable className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Foreground on background</th>
          <th scope="col">Needs</th>
          {colorModes.map((mode) => (
            <th scope="col" key={mode}>
              {modeLabel[mode]}
            </th>
          ))}
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => (
          <tr key={`${pair.foreground} ${pair.background}`}>
            <th scope="row" className={styles.tokenName}>
              <code>{pair.foreground}</code> on <code>{pair.background}</code>
            </th>
            <td className={styles.nowrap}>{pair.min}:1</td>
            {colorModes.map((mode) => {
              const ratio = ratioOf(pair.foreground, pair.background, mode);
              return (
                <td key={mode} className={styles.nowrap}>
                  <PairSample pair={pair} mode={mode} /> {formatRatio(ratio)}{' '}
                  <strong>{contrastLevel(ratio, pair.min)}</strong>
                </td>
              );
            })}
            <td>{pair.use}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export interface ContrastRatioProps {
  foreground: ColorTokenName;
  background: ColorTokenName;
  mode: ColorMode;
}

/** One measured ratio in running text, such as "1.0:1", from the token values. */
export function ContrastRatio({foreground, background, mode}: ContrastRatioProps): ReactNode {
  return <>{formatRatio(ratioOf(foreground, background, mode))}</>;
}
