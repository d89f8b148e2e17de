import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string; addDependency: (file: string) => void}, text: string) => string;
const loader = require('./doc-descriptions-loader.cjs') as Loader;

const doc = (id: string, description: string) => ({id, title: id, description, sidebar: 'main'});
const versionProps = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {
      main: [
        {type: 'link', href: '/docs/intro', label: 'Intro', docId: 'intro'},
        {
          type: 'category',
          label: 'Components',
          href: '/docs/category/components',
          items: [
            {type: 'link', href: '/docs/button', label: 'Button', docId: 'button'},
            {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
            {
              type: 'category',
              label: 'Forms',
              href: '/docs/category/forms',
              items: [{type: 'link', href: '/docs/checkbox', label: 'Checkbox', docId: 'checkbox'}],
            },
          ],
        },
      ],
    },
    docs: {
      intro: doc('intro', 'Where to start.'),
      button: doc('button', 'Starts an action.'),
      checkbox: doc('checkbox', 'Turns an option on or off.'),
    },
  },
};
const categoryProps = (permalink: string) => ({
  categoryGeneratedIndex: {title: 'T', slug: '/s', permalink, sidebar: 'main', navigation: {}},
});

let folder = '';
let dependencies: string[] = [];
function run(file: string, props: unknown): unknown {
  const resourcePath = path.join(folder, file);
  writeFileSync(resourcePath, JSON.stringify(props));
  return JSON.parse(loader.call({resourcePath, addDependency: (dep) => dependencies.push(dep)}, JSON.stringify(props)));
}

describe("the docs' descriptions move from the version's props to the category index pages'", () => {
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'doc-descriptions-'));
    dependencies = [];
    writeFileSync(path.join(folder, 'docs-175.json'), JSON.stringify(versionProps));
  });
  afterEach(() => rmSync(folder, {recursive: true, force: true}));

  it("the version's props keep everything but each doc's description", () => {
    const out = run('docs-175.json', versionProps) as typeof versionProps;
    expect(out.version.docsSidebars).toEqual(versionProps.version.docsSidebars);
    expect(out.version.docs).toEqual({
      intro: {id: 'intro', title: 'intro', sidebar: 'main'},
      button: {id: 'button', title: 'button', sidebar: 'main'},
      checkbox: {id: 'checkbox', title: 'checkbox', sidebar: 'main'},
    });
  });

  it('an index page gets the descriptions of the docs its own category links to, and rebuilds when they change', () => {
    expect(run('docs-category-components-909.json', categoryProps('/docs/category/components'))).toEqual({
      categoryGeneratedIndex: {
        ...categoryProps('/docs/category/components').categoryGeneratedIndex,
        docDescriptions: {button: 'Starts an action.'},
      },
    });
    expect(dependencies).toEqual([path.join(folder, 'docs-175.json')]);
    expect(run('docs-category-forms-1.json', categoryProps('/docs/category/forms'))).toMatchObject({
      categoryGeneratedIndex: {docDescriptions: {checkbox: 'Turns an option on or off.'}},
    });
  });

  it('fails the build, naming the file, when no version has the category', () => {
    expect(() => run('docs-category-gone-2.json', categoryProps('/docs/category/gone'))).toThrow(
      /docs-category-gone-2\.json: no docs version beside it has a sidebar category whose index is \/docs\/category\/gone/,
    );
  });

  it('leaves other props as they are', () => {
    const tags = {tags: [{label: 'web', permalink: '/docs/tags/web', count: 3}]};
    expect(run('docs-tags-e58.json', tags)).toEqual(tags);
  });
});
