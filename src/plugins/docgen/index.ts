import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateDocgen} from './generate';
import {createLibraryProgram, readLibrary} from './library';
import type {DocgenComponent} from './types';

export const DOCGEN_PLUGIN = 'bui-docgen';

/**
 * Props tables generated at build time (CONTRIBUTING.md "Add or change a component"). Runs
 * react-docgen-typescript over the design system with the repository's
 * tsconfig and makes `@docgen/<ExportName>` a JSON module for every component
 * `@bui/react` exports, which a page passes to `<PropsTable of={…} />`. Each
 * page imports only its own tables.
 *
 * The build fails, naming the component and prop, when a component has no
 * `<Name>Props` export, docgen cannot read it, or a public prop has no JSDoc.
 * Under `npm start` the tables are regenerated when a file in src/bui changes.
 */
export default function docgen(context: LoadContext): Plugin {
  const barrel = path.join(context.siteDir, 'src', 'bui', 'index.ts');
  return {
    name: DOCGEN_PLUGIN,
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src', 'bui', '**', '*.{ts,tsx}')];
    },
    loadContent(): DocgenComponent[] {
      const library = readLibrary(createLibraryProgram(path.join(context.siteDir, 'tsconfig.json'), barrel), barrel);
      const {tables, problems} = generateDocgen(library);
      if (problems.length > 0) {
        throw new Error(
          `Props tables cannot be generated (src/plugins/docgen):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
        );
      }
      return tables;
    },
    async contentLoaded({content, actions}) {
      // `content` is what loadContent above returned; Docusaurus types it unknown.
      const tables = content as DocgenComponent[];
      await Promise.all(tables.map((table) => actions.createData(`${table.name}.json`, JSON.stringify(table))));
    },
    configureWebpack() {
      // createData() writes to <generatedFilesDir>/<plugin name>/<plugin id>/.
      return {
        resolve: {alias: {'@docgen': path.join(context.generatedFilesDir, DOCGEN_PLUGIN, 'default')}},
      };
    },
  };
}
