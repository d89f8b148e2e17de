import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Loader = ((this: LoaderContext, text: string) => string) & {
  exampleChunkName: (file: string, prefix: string) => string;
};
interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
  rootContext: string;
  getOptions: () => {chunkPrefix?: string; eager?: boolean};
}
const loader = require('./example-source-loader.cjs') as Loader;

const site = '/site';
const file = 'src/bui/Button/examples/Hero.tsx';
const text = '/** Hero — one sentence. */\nexport default function Hero() {\n  return null;\n}\n';
const run = (split: boolean, resourceQuery = '', eager = false) =>
  loader.call(
    {
      resourcePath: `${site}/${file}`,
      resourceQuery,
      rootContext: site,
      getOptions: () => (split ? {chunkPrefix: 'bui-examples-', ...(eager && {eager})} : {}),
    },
    text,
  );

describe("the example loader's modules", () => {
  it('on the server: the file, then its source, highlighting and path', () => {
    const out = run(false);
    expect(out.startsWith(text)).toBe(true);
    expect(out).toContain(`export const source = ${JSON.stringify(text)};`);
    expect(out).toContain(`export const sourceFile = "${file}";`);
    expect(out).toMatch(/export const sourceTokens = "\[/);
    expect(out).not.toContain('import(');
  });

  it("in the browser: a stand-in with the same data and a loader of the file's own module, in its component's chunk", () => {
    const out = run(true);
    expect(out).not.toMatch(/^export default/m);
    expect(out).toContain(`export const source = ${JSON.stringify(text)};`);
    expect(out).toContain(`export const sourceFile = "${file}";`);
    expect(out).toContain(
      'export const load = () => import(/* webpackChunkName: "bui-examples-Button" */ "./Hero.tsx?live");',
    );
  });

  it("for the ablation's build without examples-load-apart: the stand-in gives the module from the page's own scripts", () => {
    const out = run(true, '', true);
    expect(out).toContain(`export const sourceFile = "${file}";`);
    expect(out).toContain('import * as live from "./Hero.tsx?live";\nexport const load = () => Promise.resolve(live);');
    expect(out).not.toContain('import(');
  });

  it('leaves the fetched module (?live) as it is on disk', () => {
    expect(run(true, '?live')).toBe(text);
  });

  it('names a chunk per component folder, and refuses a file outside an examples folder', () => {
    expect(loader.exampleChunkName('src/bui/DatePicker/examples/Range.tsx', 'bui-examples-')).toBe(
      'bui-examples-DatePicker',
    );
    expect(() => loader.exampleChunkName('src/bui/Button/Button.tsx', 'bui-examples-')).toThrow(
      /is not an example file/,
    );
  });
});
