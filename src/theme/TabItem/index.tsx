// Why: the stock TabItem drops every prop but `hidden` and `className`, so the
// id and aria-labelledby that src/theme/Tabs assigns (to link each panel to its
// tab) would never reach the role=tabpanel element. Same markup otherwise.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/TabItem';
import styles from './styles.module.css';

/** The theme's props plus the two that link a panel to its tab (set by src/theme/Tabs). */
export type Props = ThemeProps & {readonly id?: string; readonly 'aria-labelledby'?: string};

export default function TabItem({children, hidden, className, id, 'aria-labelledby': labelledBy}: Props): ReactNode {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}
    >
      {children}
    </div>
  );
}
