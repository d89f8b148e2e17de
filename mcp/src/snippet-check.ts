import path from 'node:path';
import ts from 'typescript';
import {checkCodeBlock, type Finding} from '../../src/plugins/docgen/code-blocks';
import {createLibraryProgram, readLibrary, type Library} from '../../src/plugins/docgen/library';

/**
 * The check every `tsx` block on the site passes (src/plugins/docgen/code-blocks.ts), for a snippet of the
 * reader's: each component imported from `@bui/react`, and each prop given to one, must exist in the library's
 * types. The library is read from the repository's source once, on the first check (a few seconds).
 */
export type SnippetVerdict =
  | {kind: 'syntax'; errors: string[]}
  | {kind: 'nothing to check'}
  | {kind: 'checked'; findings: Finding[]};

export function snippetChecker(repository: string): (code: string) => SnippetVerdict {
  let library: Library | undefined;
  return (code) => {
    const syntax = ts.transpileModule(code, {
      fileName: 'snippet.tsx',
      reportDiagnostics: true,
      compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.Latest},
    });
    const errors = (syntax.diagnostics ?? []).map((diagnostic) => {
      const where =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
          : undefined;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return where ? `line ${where.line + 1}, column ${where.character + 1}: ${message}` : message;
    });
    if (errors.length > 0) return {kind: 'syntax', errors};
    const imported = /from\s+['"]@bui\/react(?:-native)?['"]/.test(code);
    if (!imported) return {kind: 'nothing to check'};
    if (!library) {
      const barrel = path.join(repository, 'src', 'bui', 'index.ts');
      library = readLibrary(createLibraryProgram(path.join(repository, 'tsconfig.json'), barrel), barrel);
    }
    return {kind: 'checked', findings: checkCodeBlock({language: 'tsx', line: 1, code}, library, new Set())};
  };
}
