import type {ComponentType} from 'react';
import {transform} from 'sucrase';
import {modules} from './scope';

/** Where the module text finds its `require`: one global, named so nothing else collides with it. */
export const REGISTRY = '__BUI_PLAYGROUND__';

/**
 * Turns an example's source (TypeScript, JSX, ES imports) into the text of an
 * ES module the browser can run as is: sucrase strips the types, compiles JSX
 * for React's automatic runtime and turns `import`s into `require` calls, which
 * resolve to the playground's scope (./scope.ts); the example's default export
 * becomes the module's default export. Throws sucrase's SyntaxError, with line
 * and column, when the code does not parse.
 */
export function toModuleText(code: string): string {
  const compiled = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    filePath: 'example.tsx',
  }).code;
  return [
    `const require = globalThis.${REGISTRY}.require;`,
    'const exports = {};',
    'const module = {exports};',
    compiled,
    'export default module.exports;',
  ].join('\n');
}

/** `require` for edited code: only what the scope offers, otherwise an error that says what is. */
export function requireFromScope(name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(modules, name)) return modules[name];
  throw new Error(
    `"${name}" is not available here: examples import only from ${Object.keys(modules)
      .filter((key) => !key.includes('/'))
      .join(' and ')}.`,
  );
}

/**
 * Runs edited code and returns its default export. The site's
 * Content-Security-Policy has no 'unsafe-eval', so the code is not passed to
 * `new Function` (as react-live's own evaluator does): it is loaded as a
 * module script from a `blob:` address, which `script-src` allows
 * (decisions/0005-playground-as-a-blob-module.md explains the trade-off).
 */
export async function evaluate(code: string): Promise<ComponentType> {
  const text = toModuleText(code);
  (globalThis as Record<string, unknown>)[REGISTRY] = {require: requireFromScope};
  const url = URL.createObjectURL(new Blob([text], {type: 'text/javascript'}));
  try {
    const loaded = (await import(/* webpackIgnore: true */ url)) as {default: {default?: unknown}};
    const component = loaded.default.default;
    if (typeof component !== 'function') {
      throw new Error('The example must default-export a component: export default function Example() {…}');
    }
    return component as ComponentType;
  } finally {
    URL.revokeObjectURL(url);
  }
}
