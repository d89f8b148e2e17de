import {defineConfig} from 'tsup';

/**
 * `@bui/react` as apps install it: one ES module with its type declarations,
 * and one stylesheet (`@bui/react/styles.css`) holding every component's CSS
 * module, with class names esbuild makes unique (`.module.css` is local CSS to
 * it). One sheet, not one per component: an app links it once and cannot
 * forget a component's styles; it is 12 KiB gzipped, while per-component
 * sheets would need each app's bundler to understand CSS imports from
 * packages. Examples, tests and the demo data are not reachable from the entry,
 * so they are not in the package.
 */
export default defineConfig({
  entry: {index: 'index.ts'},
  format: ['esm'],
  target: 'es2022',
  // Neutral, so esbuild leaves `process.env.NODE_ENV` alone: the app's bundler decides whether the development warnings stay.
  platform: 'neutral',
  // tsup hands every stylesheet to esbuild with the loader given for `.css`; every stylesheet here is a CSS module.
  loader: {'.css': 'local-css'},
  dts: {entry: {index: 'index.ts'}},
  tsconfig: 'tsconfig.build.json',
  clean: true,
  treeshake: false,
  splitting: false,
  // The runtime packages stay imports, so an app dedupes them with its own copies.
  external: [/^react(-dom)?(\/|$)/, /^react-aria(-components)?(\/|$)/, /^@internationalized\//, /^@bui\//],
});
