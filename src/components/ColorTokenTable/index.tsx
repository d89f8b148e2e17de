import type {ReactNode} from 'react';
import {colorTokens, contrastLevel, contrastRatio, formatRatio, getColorToken, parseColor} from '@site/src/bui/tokens';
import type {ColorMode, ColorToken} from '@site/src/bui/tokens';
import styles from './styles.module.css';

function ContrastCell({colorToken, mode}: {colorToken: ColorToken; mode: ColorMode}): ReactNode {
  if (
    colorToken.group === 'tint' ||
    colorToken.name.startsWith('color-surface') ||
    parseColor(colorToken[mode]).alpha < 1
  ) {
    return <td className={styles.muted}>Background</td>;
  }
  const ratio = contrastRatio(colorToken[mode], getColorToken('color-surface')[mode]);
  const level = contrastLevel(ratio);
  return (
    <td className={styles.nowrap}>
      {formatRatio(ratio)} <strong>{level}</strong>
    </td>
  );
}

function ValueCell({value}: {value: string}): ReactNode {
  return (
    <td className={styles.nowrap}>
      <span className={styles.chip} style={{background: value}} aria-hidden="true" />
      <code>{value}</code>
    </td>
  );
}

/**
 * Every BUI colour token, read from src/bui/tokens: a live swatch that follows
 * the site's light or dark mode, the values for both modes, when to use the
 * token and its contrast against `color-surface` in each mode.
 */
export default function ColorTokenTable(): ReactNode {
  return (
    <div className={styles.wrapper} role="region" aria-labelledby="bui-color-token-table-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="bui-color-token-table-caption" className={styles.caption}>
          BUI colour tokens with their light and dark values and their contrast against the surface colour
        </caption>
        <thead>
          <tr>
            <th scope="col">Swatch</th>
            <th scope="col">Token</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
            <th scope="col">Usage</th>
            <th scope="col">Contrast on surface, light</th>
            <th scope="col">Contrast on surface, dark</th>
          </tr>
        </thead>
        <tbody>
          {colorTokens.map((colorToken) => (
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
              <ContrastCell colorToken={colorToken} mode="light" />
              <ContrastCell colorToken={colorToken} mode="dark" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
