// Ejected from @docusaurus/theme-classic 3.9.1: the navbar's item types, without the ones this site's navbar does not use, whose components every page downloaded in main.js.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
// BUI: no dropdown or localeDropdown item (see ComponentTypes)
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
// BUI: no html item
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
// BUI: no docSidebar, docsVersion or docsVersionDropdown item

import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

// BUI: the types docusaurus.config.ts's navbar uses, plus `default` (a link) and `search`. An item of another type
// fails the build with "No NavbarItem component found for type …" (@theme/NavbarItem): import its component here.
const ComponentTypes = {
  default: DefaultNavbarItem,
  // BUI: no localeDropdown
  search: SearchNavbarItem,
  // BUI: no dropdown or html
  doc: DocNavbarItem,
  // BUI: no docSidebar, docsVersion or docsVersionDropdown
} as Partial<ComponentTypesObject> as ComponentTypesObject; // BUI: upstream's type names every type; @theme/NavbarItem checks for a missing one

export default ComponentTypes;
