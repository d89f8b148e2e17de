/**
 * `@docusaurus/utils-common` as the browser build sees it (aliased by
 * ./index.ts): the package's exports, taken from its own modules, without its
 * index. That index is CommonJS compiled by TypeScript and does
 * `require("tslib")` for one helper, which brings all of tslib (3.8 KiB
 * gzipped) into main.js; these modules need no tslib. index.test.ts checks
 * that the exports stay those of the package.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

/** The package index's own constant (the one export no module of it holds). */
export const blogPostContainerID = '__blog-post-container';
