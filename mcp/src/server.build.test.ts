import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {loadDocsData} from './docs-data';
import {createDocsServer} from './server';
import {snippetChecker} from './snippet-check';

/**
 * The MCP server through the SDK's own client, over the site `npm run build` wrote: each tool's answer checked
 * against the site's data, and bad input answered with an error result, never a crash.
 */
const repository = path.resolve(__dirname, '..', '..');
const client = new Client({name: 'bui-docs-test', version: '1.0.0'});

beforeAll(async () => {
  const server = createDocsServer(loadDocsData(repository), snippetChecker(repository));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
});
afterAll(() => client.close());

async function call(name: string, args: Record<string, unknown>): Promise<{text: string; result: CallToolResult}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const first = result.content[0];
  return {text: first?.type === 'text' ? first.text : '', result};
}

const docgen = (name: string) =>
  JSON.parse(readFileSync(path.join(repository, '.docusaurus', 'bui-docgen', 'default', `${name}.json`), 'utf8')) as {
    props: {name: string; type: string}[];
  };

test('lists its four tools, each with a description and an input schema', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([
    'check_snippet',
    'find_tokens',
    'get_component',
    'search_docs',
  ]);
  for (const tool of tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(40);
    expect(tool.inputSchema.type, tool.name).toBe('object');
  }
});

describe('search_docs', () => {
  test("finds a prop unique to one component on that component's page", async () => {
    const {text, result} = await call('search_docs', {query: 'loadingLabel'});
    expect(result.isError).toBeFalsy();
    const hits = (result.structuredContent as {hits: {title: string; url: string}[]}).hits;
    expect(hits.slice(0, 3).map((hit) => hit.title)).toContain('Button');
    expect(text).toContain('/docs/components/button');
    // Each hit's anchor is a heading of its page (a custom {#id} is the exception this cannot see).
    for (const hit of hits) {
      const {pathname, hash} = new URL(hit.url);
      if (hash)
        expect(readFileSync(path.join(repository, 'build', `${pathname}.html`), 'utf8')).toContain(
          `id=${hash.slice(1)}`,
        );
    }
  });

  test('an empty query is an error that says what to send; no match is an empty answer', async () => {
    const empty = await call('search_docs', {query: '  '});
    expect(empty.result.isError).toBe(true);
    expect(empty.text).toMatch(/query is empty/);
    const none = await call('search_docs', {query: 'zzqxv'});
    expect(none.result.isError).toBeFalsy();
    expect(none.text).toMatch(/Nothing in the BUI docs matches/);
  });
});

describe('get_component', () => {
  test("gives the props of the page's components as docgen has them, its examples' sources and its guidance", async () => {
    const {text, result} = await call('get_component', {name: 'button split'});
    expect(result.isError).toBeFalsy();
    const docs = result.structuredContent as {
      name: string;
      props: {component: string; props: {name: string; type: string}[]}[];
      examples: {file: string; source: string}[];
      guidance: string;
    };
    expect(docs.name).toBe('Button split');
    expect(docs.props.map((table) => table.component)).toEqual(['ButtonSplit', 'ButtonSplitItem']);
    expect(docs.props[0].props.map(({name, type}) => ({name, type}))).toEqual(
      docgen('ButtonSplit').props.map(({name, type}) => ({name, type})),
    );
    const hero = readFileSync(path.join(repository, 'src/bui/ButtonSplit/examples/Hero.tsx'), 'utf8').trimEnd();
    expect(docs.examples.find((example) => example.file === 'Hero.tsx')?.source).toBe(hero);
    expect(docs.guidance).toMatch(/^## When to use$/m);
    expect(docs.guidance).not.toMatch(/^## Props$/m);
    expect(text).toContain('`label` (required)');
  });

  test('an unknown component is an error that suggests the near names and lists the real ones', async () => {
    const {text, result} = await call('get_component', {name: 'Date'});
    expect(result.isError).toBe(true);
    expect(text).toMatch(/BUI has no component "Date"\. Did you mean Date picker, Date range picker\?/);
    expect(text).toContain('Typeahead');
  });
});

describe('find_tokens', () => {
  test('finds a colour by its value and by its purpose, with both modes', async () => {
    const byValue = await call('find_tokens', {query: '#2546c4'});
    const tokens = (byValue.result.structuredContent as {tokens: {cssVar: string; values: Record<string, string>}[]})
      .tokens;
    expect(tokens.map((token) => token.cssVar)).toContain('--bui-color-primary');
    expect(tokens.find((token) => token.cssVar === '--bui-color-primary')?.values).toEqual({
      light: '#2546c4',
      dark: '#93abff',
    });
    const byPurpose = await call('find_tokens', {query: 'space 4'});
    expect(byPurpose.text).toContain('--bui-space-4');
  });

  test('an empty query is an error; no match is an empty answer', async () => {
    expect((await call('find_tokens', {query: ''})).result.isError).toBe(true);
    const none = await call('find_tokens', {query: '--bui-color-chartreuse'});
    expect(none.result.isError).toBeFalsy();
    expect(none.text).toMatch(/No BUI token matches/);
  });
});

describe('check_snippet', () => {
  test('passes real components and props, and names each invented one with its line', async () => {
    const good = await call('check_snippet', {
      code: 'import {Button} from \'@bui/react\';\nexport const A = () => <Button variant="primary">Save</Button>;',
    });
    expect(good.result.isError).toBeFalsy();
    expect(good.text).toMatch(/^No problems/);
    const bad = await call('check_snippet', {
      code: [
        "import {Button, Chip} from '@bui/react';",
        'export const A = () => (',
        '  <Button tone="primary">Save</Button>',
        ');',
      ].join('\n'),
    });
    expect(bad.result.isError).toBeFalsy();
    expect(bad.text).toContain('line 1: Chip is not exported by @bui/react');
    expect(bad.text).toMatch(/line 3: .*tone/);
  });

  test('a snippet that does not parse, one with no @bui/react import, and an empty one are errors', async () => {
    const broken = await call('check_snippet', {code: "import {Button} from '@bui/react';\n<Button>Save</Buton>"});
    expect(broken.result.isError).toBe(true);
    expect(broken.text).toMatch(/does not parse as TSX:\n- line 2/);
    const unrelated = await call('check_snippet', {code: 'export const a = 1;'});
    expect(unrelated.result.isError).toBe(true);
    expect(unrelated.text).toMatch(/imports nothing from @bui\/react/);
    expect((await call('check_snippet', {code: ''})).result.isError).toBe(true);
  });
});

test('a call with arguments of the wrong shape is an error result, not a crash', async () => {
  const {result} = await call('get_component', {title: 'Button'});
  expect(result.isError).toBe(true);
  // The server still answers.
  expect((await call('search_docs', {query: 'tabs'})).result.isError).toBeFalsy();
});

test('the bin runs over stdio: `bui-docs-mcp` answers a client that starts it', async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(repository, 'mcp', 'bin.cjs'), '--site', repository],
    stderr: 'pipe',
  });
  const stdio = new Client({name: 'bui-docs-stdio-test', version: '1.0.0'});
  await stdio.connect(transport);
  try {
    const result = (await stdio.callTool({name: 'find_tokens', arguments: {query: 'color-primary'}})) as CallToolResult;
    expect(result.content[0]?.type === 'text' && result.content[0].text).toContain('--bui-color-primary');
  } finally {
    await stdio.close();
  }
}, 60_000);
