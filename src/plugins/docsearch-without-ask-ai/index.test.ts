import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {AST_NODE_TYPES, type TSESTree} from '@typescript-eslint/typescript-estree';
import {afterAll, describe, expect, test} from 'vitest';
import docsearchWithoutAskAi, {ASK_AI_OFF_MODULE, findAskAiHook, MODAL_MODULE, withoutAskAi} from './index';
import {parseModule} from './treeShake';

const original = readFileSync(require.resolve(MODAL_MODULE), 'utf8');
const result = withoutAskAi(original);
const gzipKiB = (code: string) => gzipSync(code, {level: 6}).length / 1024;

const exportsOf = (code: string) =>
  parseModule(code)
    .program.body.filter(
      (node): node is TSESTree.ExportNamedDeclaration => node.type === AST_NODE_TYPES.ExportNamedDeclaration,
    )
    .flatMap((node) => node.specifiers.map((specifier) => (specifier.exported as TSESTree.Identifier).name));
const classNamesOf = (code: string) => new Set(code.match(/DocSearch-[A-Za-z][\w-]*/g));

describe(`${MODAL_MODULE} without Ask AI`, () => {
  test('the Ask AI hook is replaced by useAskAiOff', () => {
    expect(
      result.code.startsWith(`import {useAskAiOff as useAskAiOff$bui} from ${JSON.stringify(ASK_AI_OFF_MODULE)};`),
    ).toBe(true);
    expect(result.code).toContain(`${result.hook}=useAskAiOff$bui`);
  });

  test('the AI SDK and zod are gone: the module is under 60% of its gzipped size', () => {
    // Markers of each: the AI SDK's error classes, zod's internals.
    expect(original).toContain('vercel.ai.error');
    expect(original).toContain('_zod');
    expect(result.code).not.toContain('vercel.ai');
    expect(result.code).not.toContain('_zod');
    expect(gzipKiB(result.code)).toBeLessThan(0.6 * gzipKiB(original));
  });

  test('it exports the same, and keeps every class name the modal renders', () => {
    expect(exportsOf(result.code)).toEqual(['DocSearchModal']);
    expect(exportsOf(original)).toEqual(['DocSearchModal']);
    expect([...classNamesOf(original)].filter((name) => !classNamesOf(result.code).has(name))).toEqual([]);
  });

  test('recent searches, favourites and the keyboard hints stay', () => {
    for (const text of ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__', 'DocSearch-Commands']) {
      expect(result.code).toContain(text);
    }
  });

  test('a modal without the hook is an error that names the module', () => {
    const withoutHook = original.replace(/assistantId:/g, 'assistant:');
    expect(() => findAskAiHook(parseModule(withoutHook))).toThrow(
      `${MODAL_MODULE}: expected one call of a top-level Ask AI hook with {assistantId, agentStudio}, found 0.`,
    );
  });
});

describe('the plugin', () => {
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'docsearch-without-ask-ai-'));
  afterAll(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

  test('writes the copy and points the modal import at it, exactly', async () => {
    const plugin = docsearchWithoutAskAi({generatedFilesDir});
    await plugin.loadContent?.();
    const copy = path.join(generatedFilesDir, 'docsearch-without-ask-ai', 'DocSearchModal.js');
    expect(readFileSync(copy, 'utf8')).toContain(result.code);
    const config = plugin.configureWebpack?.({}, false, {} as never, undefined);
    expect(config).toEqual({resolve: {alias: {[`${MODAL_MODULE}$`]: copy}}});
  }, 30_000); // the whole transform of a 456 KB module (2–3 s alone; it passed 5 s with a browser suite running)
});
