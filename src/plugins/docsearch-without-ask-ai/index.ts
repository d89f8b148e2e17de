import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {AST_NODE_TYPES, type TSESTree} from '@typescript-eslint/typescript-estree';
import {SURFACE} from '../../upgrade-surface';
import {parseModule, treeShake, visit, type ParsedModule, type TreeShakeResult} from './treeShake';

/**
 * DocSearch's modal without Ask AI, for a site that has no assistant.
 *
 * `@docsearch/react/modal` is one prebuilt file, and 4.7.0's bundles the
 * Vercel AI SDK and zod (about 45% of its 456 KB) for Ask AI. Its modal calls
 * the Ask AI hook on every render, with or without an assistant, so no bundler
 * can leave them out. This plugin writes a copy of the file in which that hook
 * is `useAskAiOff` (client/askAiOff.ts: the idle state the modal sees without
 * an assistant), removes what then nothing reaches (treeShake.ts), and points
 * the import at the copy. The search modal's chunk goes from 109 to about
 * 60 KiB gzipped (decisions/0004-docsearch-modal-without-ask-ai.md). The modal looks and works the same: the
 * browser tests run against it, and a build with an assistant
 * (docusaurus.config.ts) keeps the original.
 */
export const MODAL_MODULE = SURFACE.docsearchModal.specifier;

export const ASK_AI_OFF_MODULE = path.join(__dirname, 'client', 'askAiOff.ts');

const REPLACEMENT = 'useAskAiOff$bui';

/** The keys of the object the modal passes to its Ask AI hook: `useAskAi({assistantId, …, agentStudio})`. */
const HOOK_ARGUMENT_KEYS = ['assistantId', 'agentStudio'];

/** The top-level name of the modal's Ask AI hook, found by the call that passes it its options. */
export function findAskAiHook({program, module}: ParsedModule): string {
  const callees = new Set<string>();
  const keysOf = (node: TSESTree.ObjectExpression) =>
    node.properties.flatMap((property) =>
      property.type === AST_NODE_TYPES.Property && property.key.type === AST_NODE_TYPES.Identifier
        ? [property.key.name]
        : [],
    );
  visit(program, (node) => {
    if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.Identifier) return;
    const [options] = node.arguments;
    if (
      options?.type === AST_NODE_TYPES.ObjectExpression &&
      HOOK_ARGUMENT_KEYS.every((key) => keysOf(options).includes(key))
    ) {
      callees.add(node.callee.name);
    }
  });
  const [hook] = callees;
  if (callees.size !== 1 || !module.set.has(hook)) {
    throw new Error(
      `${MODAL_MODULE}: expected one call of a top-level Ask AI hook with {${HOOK_ARGUMENT_KEYS.join(', ')}}, found ${callees.size}. ` +
        'Has @docsearch/react changed? See src/plugins/docsearch-without-ask-ai.',
    );
  }
  return hook;
}

export function withoutAskAi(source: string): TreeShakeResult & {hook: string} {
  if (source.includes(REPLACEMENT)) throw new Error(`${MODAL_MODULE} already uses the name ${REPLACEMENT}.`);
  const parsed = parseModule(source);
  const hook = findAskAiHook(parsed);
  const shaken = treeShake(source, {
    parsed,
    replace: new Map([[hook, REPLACEMENT]]),
    prelude: `import {useAskAiOff as ${REPLACEMENT}} from ${JSON.stringify(ASK_AI_OFF_MODULE)};`,
  });
  return {...shaken, hook};
}

export default function docsearchWithoutAskAi(context: {generatedFilesDir: string}): Plugin {
  const original = require.resolve(MODAL_MODULE);
  const copy = path.join(context.generatedFilesDir, 'docsearch-without-ask-ai', path.basename(original));
  return {
    name: 'docsearch-without-ask-ai',
    loadContent() {
      const {code} = withoutAskAi(readFileSync(original, 'utf8'));
      mkdirSync(path.dirname(copy), {recursive: true});
      writeFileSync(copy, `// Written by src/plugins/docsearch-without-ask-ai from ${MODAL_MODULE}.\n${code}`);
      return Promise.resolve();
    },
    configureWebpack() {
      return {resolve: {alias: {[`${MODAL_MODULE}$`]: copy}}};
    },
  };
}
