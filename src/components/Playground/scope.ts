import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as Bui from '@bui/react';
import * as BuiDemo from '@bui/demo';

/**
 * Everything code in the playground can use, in one place: React, every
 * export of `@bui/react` and the demo data of `@bui/demo`. `modules` is what an `import` in the edited code
 * resolves to (the automatic JSX runtime is React's own); `scope` is the same
 * set as names, for anything that wants them flat.
 */
export const modules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  '@bui/react': Bui,
  '@bui/demo': BuiDemo,
};

export const scope: Readonly<Record<string, unknown>> = {React, ...Bui};
