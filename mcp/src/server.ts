import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {normaliseName, type DocsData} from './docs-data';
import type {SnippetVerdict} from './snippet-check';

/**
 * The BUI docs as an MCP server: four tools shaped as an assistant's tasks. Each answers in text (Markdown, for the
 * model to read) and, where it has structure, as JSON too. Bad input gets an error result that says what to send
 * instead; nothing here throws to the client.
 */

const text = (value: string, structured?: Record<string, unknown>): CallToolResult => ({
  content: [{type: 'text', text: value}],
  ...(structured ? {structuredContent: structured} : {}),
});
const failure = (message: string): CallToolResult => ({content: [{type: 'text', text: message}], isError: true});

export function createDocsServer(data: DocsData, checkSnippet: (code: string) => SnippetVerdict): McpServer {
  const server = new McpServer({name: 'bui-docs', version: '1.1.0'});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the BUI docs',
      description:
        'Finds the sections of the BUI design-system docs (components, patterns, foundations, posts) that match a query, ' +
        'such as "validate a form on blur" or "loadingLabel". Returns each hit with its page, heading, address and an excerpt.',
      inputSchema: {query: z.string().describe('Words to look for'), limit: z.number().int().min(1).max(20).optional()},
    },
    ({query, limit}) => {
      if (query.trim() === '') return failure('The query is empty: give the words to look for, such as "date picker".');
      const hits = data.search(query, limit);
      if (hits.length === 0) return text(`Nothing in the BUI docs matches "${query}".`, {hits: []});
      const lines = hits.map(
        (hit) => `- **${hit.title}${hit.heading ? ` › ${hit.heading}` : ''}** (${hit.url})\n  ${hit.excerpt}`,
      );
      return text(lines.join('\n'), {hits});
    },
  );

  server.registerTool(
    'get_component',
    {
      title: 'Get a BUI component',
      description:
        "A BUI component's guidance (when to use it, behaviour, content, accessibility), its props with types and " +
        'defaults, and the source of its live examples. Takes the name as the docs write it: "Button split", "ButtonSplit" or "button-split".',
      inputSchema: {name: z.string().describe('The component, such as "Date picker"')},
    },
    ({name}) => {
      if (name.trim() === '') return failure(`No component named: choose one of ${data.componentNames.join(', ')}.`);
      const docs = data.component(name);
      if (!docs) {
        const wanted = normaliseName(name);
        // Names that begin with what was asked, or have a word that does: "date" finds Date picker, not Force update.
        const near = data.componentNames.filter(
          (candidate) =>
            normaliseName(candidate).startsWith(wanted) ||
            candidate.split(/\s+/).some((word) => normaliseName(word).startsWith(wanted)),
        );
        return failure(
          `BUI has no component "${name}".${near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''} ` +
            `The components are: ${data.componentNames.join(', ')}.`,
        );
      }
      const props = docs.props.map(
        ({component, props: rows}) =>
          `### Props of ${component}\n\n` +
          rows
            .map(
              (prop) =>
                `- \`${prop.name}\`${prop.required ? ' (required)' : ''}: \`${prop.type}\`` +
                `${prop.defaultValue ? `, default \`${prop.defaultValue}\`` : ''}. ${prop.description}`,
            )
            .join('\n'),
      );
      const examples = docs.examples.map((example) => `### ${example.file}\n\n\`\`\`tsx\n${example.source}\n\`\`\``);
      return text(
        [
          `# ${docs.name}`,
          `${docs.description} (${docs.url})`,
          '## Props',
          ...props,
          '## Examples',
          ...examples,
          '## Guidance',
          docs.guidance,
        ].join('\n\n'),
        {...docs},
      );
    },
  );

  server.registerTool(
    'find_tokens',
    {
      title: 'Find BUI design tokens',
      description:
        'Finds design tokens by name (CSS custom property or JavaScript name), by value (such as "#2546c4" or "16px") ' +
        'or by purpose (such as "danger text"). Returns each token with its light and dark values or its one value.',
      inputSchema: {query: z.string().describe('A name, a value or a purpose')},
    },
    ({query}) => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return failure('The query is empty: give a token name, a value or a purpose.');
      const haystack = (token: DocsData['tokens'][number]) =>
        [token.cssVar, token.jsName, token.kind, token.usage, ...Object.values(token.values)].join(' ').toLowerCase();
      const found = data.tokens.filter((token) => words.every((word) => haystack(token).includes(word)));
      if (found.length === 0) return text(`No BUI token matches "${query}".`, {tokens: []});
      const lines = found.map(
        (token) =>
          `- \`${token.cssVar}\` (\`${token.jsName}\`, ${token.kind}): ` +
          `${Object.entries(token.values)
            .map(([mode, value]) => (mode === 'value' ? value : `${mode} ${value}`))
            .join(', ')}. ${token.usage}`,
      );
      return text(lines.join('\n'), {tokens: found});
    },
  );

  server.registerTool(
    'check_snippet',
    {
      title: 'Check a TSX snippet against the BUI API',
      description:
        'Checks that every component a TSX snippet imports from @bui/react exists, and that every prop it passes to one ' +
        'is a real prop: the check every code block on the docs site passes. Reports each problem with its line.',
      inputSchema: {code: z.string().describe('TSX that imports from @bui/react')},
    },
    ({code}) => {
      if (code.trim() === '') return failure('The snippet is empty: send TSX that imports from @bui/react.');
      const verdict = checkSnippet(code);
      if (verdict.kind === 'syntax')
        return failure(`The snippet does not parse as TSX:\n${verdict.errors.map((error) => `- ${error}`).join('\n')}`);
      if (verdict.kind === 'nothing to check')
        return failure(
          'The snippet imports nothing from @bui/react, so there is nothing to check: add the import, such as ' +
            "import {Button} from '@bui/react';",
        );
      if (verdict.findings.length === 0)
        return text(`No problems: every @bui/react component and prop in the snippet exists.`, {findings: []});
      return text(verdict.findings.map((finding) => `- line ${finding.line}: ${finding.message}`).join('\n'), {
        findings: verdict.findings,
      });
    },
  );

  return server;
}
