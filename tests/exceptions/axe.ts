import type {GateException} from './types';

/**
 * Accessibility gate (tests/quality/a11y.spec.ts): the axe findings accepted,
 * each on one rule and the exact elements (a regular expression matched
 * against the whole of axe's target selector) it is accepted on. Checked in
 * the tests that can meet them; an entry that accepted nothing there fails.
 */
export interface AxeException extends GateException {
  readonly rule: string;
  readonly target: RegExp;
  /**
   * The page scans (routes of the spec's table) the entry applies to. Without
   * it, the entry applies only to the search scans at the end of the gate.
   */
  readonly routes?: readonly string[];
  /** Applies only to the scans with a live example's overlay open (menus, lists, dialogs, toasts). */
  readonly opened?: true;
}

export const axeExceptions: readonly AxeException[] = [
  {
    rule: 'nested-interactive',
    // DocSearch's own ids for its result rows: docsearch-hits_<index>_<n>-item-<m>.
    target: /^#docsearch-hits[\w-]*-item-\d+$/,
    reason:
      'DocSearch (@docsearch/react 4.7.0) renders each search hit as a role=option row of its combobox ' +
      'with the result link inside; the link keeps middle-click and "open in new tab" working, and the ' +
      'combobox itself is operated with the arrow keys and Enter (aria-activedescendant), so keyboard and ' +
      "screen-reader users never need to reach the inner link. Changing it means replacing DocSearch's " +
      'modal; the rest of the modal is fixed in src/theme/SearchBar/adaptDocSearchDialog.tsx and scanned in full.',
  },
  {
    rule: 'focus-order-semantics',
    // react-aria's ids for the rows of a collection, server-rendered (react-aria-:R…:-<tag value>)
    // or client-rendered (react-aria<n>-:r…:-<tag value>); the Typeahead's chips are the same Tag.Group.
    // In a live example the React id carries its island's prefix (:island<id>-R…:, src/components/Example/Island.tsx).
    target: /^#react-aria\d*-\\:(island\w+-)?[Rr]\w+\\:-[\w-]+$/,
    routes: ['/docs/components/tag', '/docs/components/typeahead'],
    reason:
      "axe's experimental best-practice rule wants a widget role on every element in the focus order, but " +
      "react-aria-components' TagGroup (the brief's chosen base for Tag.Group) is a grid whose focusable " +
      'items are its rows, each named by its tag and with Backspace/Delete and Space behaviour announced; ' +
      'screen readers announce them as rows of a grid with position and count. Moving focus to the cells ' +
      "would mean rewriting react-aria's tag group by hand.",
  },
  {
    rule: 'label-content-name-mismatch',
    // react-aria's ids for menu items and listbox options, client-rendered once the overlay opens.
    target: /^#react-aria\d*-\\:(island\w+-)?[Rr]\w+\\:(-option-[\w-]+)?$/,
    routes: ['/docs/components/context-menu', '/docs/components/button-split', '/docs/components/typeahead'],
    opened: true,
    reason:
      'Items with a second line (API convention: `description`) are named by their label (aria-labelledby) ' +
      'and described by the second line (aria-describedby), as react-aria builds them; a keyboard shortcut is ' +
      "shown beside the label. WCAG 2.5.3 asks for the visible label inside the name, which holds; axe's " +
      'best-practice rule counts every visible text of the item, description and shortcut included, as label.',
  },
  {
    rule: 'aria-hidden-focus',
    target: /./,
    routes: ['/docs/components/typeahead'],
    opened: true,
    reason:
      "While a combobox's list is open react-aria hides the rest of the page from assistive technology " +
      "(aria-hidden on everything outside the field and its list) so a screen reader's virtual cursor stays " +
      'with the suggestions; keyboard focus stays in the input (aria-activedescendant), so the hidden links ' +
      'are never reached, and the page is back as soon as the list closes (Escape, Tab, a choice).',
  },
  {
    rule: 'page-has-heading-one',
    target: /^html$/,
    routes: ['/docs/components/typeahead'],
    opened: true,
    reason:
      "The page's h1 is hidden from assistive technology only while the combobox list is open (see aria-hidden-focus).",
  },
  {
    rule: 'landmark-one-main',
    target: /^html$/,
    routes: ['/docs/components/date-picker', '/docs/components/date-range-picker'],
    opened: true,
    reason:
      "The calendar's popover is modal: while it is open react-aria makes the rest of the page inert, main and h1 " +
      'included, so the page is out of reach until the popover closes (Escape, a choice, a press outside). Found at ' +
      'phone width, where the scan runs with the popover open over the page.',
  },
  {
    rule: 'page-has-heading-one',
    target: /^html$/,
    routes: ['/docs/components/date-picker', '/docs/components/date-range-picker'],
    opened: true,
    reason: "The page's h1 is inert only while the calendar's popover is open (see landmark-one-main).",
  },
  {
    rule: 'region',
    target: /^#react-aria\d*-\\:(island\w+-)?[Rr]\w+\\:$/,
    routes: ['/docs/components/typeahead'],
    opened: true,
    reason:
      "The suggestions list is rendered at the end of the body (react-aria's popover), outside the page's " +
      'landmarks, and is the only part of the page exposed while it is open (see aria-hidden-focus).',
  },
];
