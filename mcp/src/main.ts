import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadDocsData} from './docs-data';
import {createDocsServer} from './server';
import {snippetChecker} from './snippet-check';

// `bui-docs-mcp [--site <repository>]`: the repository whose `npm run build` it answers from; by default the one
// this package sits in. stdout is the protocol's, so everything else goes to stderr.
const flag = process.argv.indexOf('--site');
const repository = path.resolve(flag === -1 ? path.join(__dirname, '..', '..') : (process.argv[flag + 1] ?? '.'));

async function main(): Promise<void> {
  const data = loadDocsData(repository);
  const server = createDocsServer(data, snippetChecker(repository));
  await server.connect(new StdioServerTransport());
  console.error(`bui-docs-mcp: ${data.pages.length} pages and ${data.tokens.length} tokens from ${repository}`);
}

main().catch((error: unknown) => {
  console.error(`bui-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
