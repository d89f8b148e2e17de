import type {GateException} from './types';

/**
 * Valid-HTML gate (scripts/check-html.ts): W3C Nu HTML checker findings
 * accepted, each by its exact message and the exact pages (routes) it appears
 * on. Only findings in markup that Docusaurus' theme or react-aria-components
 * (the design system's chosen base) produce belong here, never our own.
 */
export interface HtmlException extends GateException {
  readonly message: string;
  readonly pages: readonly string[];
}

const TABLE_REASON =
  "react-aria-components' Table (the brief's base for Table: the grid pattern, with sorting and selection) " +
  'server-renders explicit grid roles on the native table elements (row, rowgroup, columnheader, gridcell) and an ' +
  'empty aria-describedby before it knows whether the table has a description. The roles match what the elements ' +
  'are inside role=grid, which assistive technology needs for the grid pattern; the HTML spec calls them redundant or ' +
  "disallowed because a native table already implies them. Changing it means forking the library's Table.";

const DATE_INPUT_REASON =
  "react-aria-components' DatePicker renders a hidden native date input (for form submission and autofill) with " +
  'form="" when the field is not tied to a form by id. Hidden from everyone (tabindex=-1, visually hidden); browsers ' +
  'treat an empty form attribute as absent.';

export const htmlExceptions: readonly HtmlException[] = [
  {
    message:
      'Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.',
    pages: [
      '/blog/tags',
      '/docs/tags',
      '/docs/tags/mobile',
      '/docs/tags/web',
      '/docs/tags/webapp',
      '/docs/category/components',
      '/docs/category/design-patterns',
      '/docs/category/foundations',
      '/docs/category/introduction',
    ],
    reason:
      "A warning, not an error. Docusaurus 3.9.1's theme wraps generated lists in a heading-less <section>: TagsListByLetter (the two tag indexes), DocTagDocListPage (a docs tag's page) and DocCardList (category index pages). The pages' headings (the h1 above, the h2 per letter or card title inside) still give readers the structure, and changing the wrapper means ejecting three theme components in full for an advisory note.",
  },
  {
    message: 'Article lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all articles.',
    pages: [
      '/docs/category/components',
      '/docs/category/design-patterns',
      '/docs/category/foundations',
      '/docs/category/introduction',
    ],
    reason:
      "A warning, not an error. Docusaurus 3.9.1's DocCategoryGeneratedIndexPage puts the card grid in an <article> below the page's <header> (which holds the h1) instead of inside one article with it; each card inside has its own h2. Same trade-off as above: a full eject of a theme page for an advisory note.",
  },
  {
    message:
      'The “role” attribute must not be used on a “td” element which has a “table” ancestor with no “role” attribute, or with a “role” attribute whose value is “table”, “grid”, or “treegrid”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message:
      'The “role” attribute must not be used on a “th” element which has a “table” ancestor with no “role” attribute, or with a “role” attribute whose value is “table”, “grid”, or “treegrid”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message:
      'The “role” attribute must not be used on a “tr” element which has a “table” ancestor with no “role” attribute, or with a “role” attribute whose value is “table”, “grid”, or “treegrid”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message: 'The “columnheader” role is unnecessary for element “th”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message: 'The “rowgroup” role is unnecessary for element “tbody”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message: 'The “rowgroup” role is unnecessary for element “thead”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message: 'The “row” role is unnecessary for element “tr”.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message:
      'Bad value “” for attribute “aria-describedby” on element “table”: An IDREFS value must contain at least one non-whitespace character.',
    pages: ['/docs/components/table'],
    reason: TABLE_REASON,
  },
  {
    message: 'Bad value “” for attribute “form” on element “input”: An ID must not be the empty string.',
    pages: ['/docs/components/date-picker', '/docs/design-patterns/forms'],
    reason: DATE_INPUT_REASON,
  },
  {
    message: 'The “form” attribute must refer to a form element.',
    pages: ['/docs/components/date-picker', '/docs/design-patterns/forms'],
    reason: DATE_INPUT_REASON,
  },
  {
    message: 'Attribute “aria-hidden” is unnecessary for elements that have attribute “hidden”.',
    pages: ['/docs/components/accordion', '/docs/components/nav-bar'],
    reason:
      "A warning: react-aria-components' Disclosure panel, closed, carries both `hidden` and aria-hidden in its server render. Redundant, not wrong: both hide the panel.",
  },
  {
    message: 'Attribute “aria-disabled” is unnecessary for elements that have attribute “disabled”.',
    pages: ['/docs/components/duration-picker'],
    reason:
      "A warning: react-aria-components' NumberField puts aria-disabled beside `disabled` on a disabled field's input. Redundant, not wrong.",
  },
  {
    message: 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    pages: ['/docs/components/nav-bar'],
    reason:
      "NavBar.Tabs (the app's mobile section switcher, react-aria Tabs) switch what the app shows below the bar, which is the app's page, not part of the component; the docs example has no page to show. Left for the NavBar owner: render the panels, or make the switcher a list of links.",
  },
];
