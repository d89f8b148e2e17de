/**
 * The routes of the spec's route table (../shared/spec.md §2), written out
 * once so the browser tests and the link gate (scripts/check-links.ts) check
 * the same list. Nothing in the site imports it: it describes the site, it is
 * not part of it. Changing a route here without changing the spec is a bug.
 */
export const SITE_TITLE = 'BUI Design System';

export const componentSlugs = [
  'accordion',
  'alert',
  'avatar',
  'badge',
  'breadcrumb',
  'button',
  'button-link',
  'button-split',
  'checkbox',
  'context-menu',
  'date-picker',
  'date-range-picker',
  'donut',
  'duration-picker',
  'employee-picker',
  'file-selector',
  'file-upload-mobile',
  'force-update',
  'icon',
  'input-field',
  'input-file',
  'modal',
  'nav-bar',
  'paginator',
  'radio',
  'radio-block',
  'segmented-control',
  'select',
  'side-drawer',
  'spinner',
  'stepper',
  'switch',
  'table',
  'tabs',
  'tag',
  'textarea',
  'time-picker',
  'toast',
  'tooltip',
  'typeahead',
  'wizard',
  'xingloader',
] as const;

export const designPatternSlugs = [
  'Beta',
  'empty-states',
  'Filtering',
  'forms',
  'info-tips',
  'loading-states',
  'My-New-Component',
  'sorting',
] as const;

export const foundationSlugs = ['colours', 'icons', 'principles', 'text-legibility', 'vocabulary-and-style'] as const;

export const gettingStartedSlugs = ['accessibility', 'github', 'intro'] as const;

export const blogPostSlugs = ['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'] as const;
export const blogTags = ['docusaurus', 'facebook', 'hello', 'hola'] as const;
export const docsTags = ['mobile', 'web', 'webapp'] as const;
export const docCategories = ['components', 'design-patterns', 'foundations', 'introduction'] as const;

export const docPages: string[] = [
  ...componentSlugs.map((s) => `/docs/components/${s}`),
  ...designPatternSlugs.map((s) => `/docs/design-patterns/${s}`),
  ...foundationSlugs.map((s) => `/docs/foundations/${s}`),
  ...gettingStartedSlugs.map((s) => `/docs/getting-started/${s}`),
];

/** Every route in the spec's table, in table order, docs pages included. */
export const specRoutes: string[] = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...blogTags.map((t) => `/blog/tags/${t}`),
  ...blogPostSlugs.map((s) => `/blog/${s}`),
  '/search',
  '/docs',
  '/docs/tags',
  ...docsTags.map((t) => `/docs/tags/${t}`),
  ...docCategories.map((c) => `/docs/category/${c}`),
  '/docs/test-doc',
  ...docPages,
];
