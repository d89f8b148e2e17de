// Ejected from @docusaurus/theme-classic 3.9.1: the stock panel drops the id and aria-labelledby that src/theme/Tabs gives it to tie it to its tab, and a wrapper cannot reach its role=tabpanel element.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
// BUI: the theme's props plus the two that tie a panel to its tab (set by src/theme/Tabs).
import type {Props as ThemeProps} from '@theme/TabItem';
export type Props = ThemeProps & {readonly id?: string; readonly 'aria-labelledby'?: string};

import styles from './styles.module.css';

export default function TabItem({
  children,
  hidden,
  className,
  // BUI: the panel's id and the tab that labels it.
  id,
  'aria-labelledby': labelledBy,
}: Props): ReactNode {
  return (
    <div
      role="tabpanel"
      // BUI: as above.
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      {...{hidden}}
    >
      {children}
    </div>
  );
}
