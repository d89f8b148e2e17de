#!/usr/bin/env node
// `npx bui-docs-mcp [--site <repository folder>]`: the server over stdio. Its code is TypeScript, run through jiti as
// the repository's scripts are, so the server reads the same source as the site (the code-block check, the tokens).
// eslint-disable-next-line @typescript-eslint/no-unsafe-call -- a plain .cjs file outside the TypeScript project: jiti's types do not reach it
require('jiti')(__filename)('./src/main.ts');
