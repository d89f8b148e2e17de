import {createContext} from 'react';

/**
 * The descriptions of the docs a category index lists, `{docId: description}`.
 * The docs version's props, which every docs page loads, carry none
 * (src/plugins/lean-main-bundle/loaders/doc-descriptions-loader.cjs); the index page's
 * own props do, and src/theme/DocCategoryGeneratedIndexPage provides them here.
 */
export const DocDescriptions = createContext<Readonly<Record<string, string>>>({});
