import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type {ExtractedPage} from './records';

/**
 * Turns one rendered page into sections the way the DocSearch crawler's
 * Docusaurus template does (deploy/docsearch-crawler.js uses these same
 * selectors; crawlerConfig.test.ts keeps the two in step):
 * lvl0 from the deepest active sidebar category or the active navbar item,
 * lvl1 from the h1, lvl2–lvl6 from h2–h6, content from p, li and td; and
 * each prop of a props table (src/components/PropsTable) as a heading of its
 * own at lvl6, the deepest level, under the heading above its table.
 */
export const SELECTORS = {
  /** The last (deepest) match, as in the crawler template. */
  lvl0: '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active',
  /** First root that exists: docs and blog posts have an article, pages only main. */
  roots: ['article', 'main'],
  /** First selector that matches. */
  lvl1: ['header h1', 'article h1', 'main h1'],
  /** lvl2 … lvl6, inside the root. */
  headings: ['h2', 'h3', 'h4', 'h5', 'h6'],
  /**
   * Also lvl6: a props table's row headers, the prop names. The row's cells
   * (its type and description) are then that prop's text, and its id the anchor.
   */
  propNames: 'table[data-props-of] th[scope="row"]',
  /** Text blocks inside the root. */
  content: ['p', 'li', 'td'],
  /** Chrome inside the article that is not the page's text. */
  remove: [
    '.hash-link',
    '.theme-doc-breadcrumbs',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.theme-doc-version-badge',
    '.pagination-nav',
    '.theme-edit-this-page',
    '.theme-last-updated',
    '[role="tablist"]',
    // Table cells that are not worth finding (a prop's default and whether it is required).
    '[data-search-skip]',
    // A live example's preview: the example's own headings and text are not the page's, and the index npm start
    // builds from the Markdown never sees them.
    '[data-example-preview]',
    // Any other island (the icon gallery): a tool on the page, whose words (a count, the icons' names) the page's
    // own text already says, and which the page's Markdown drops too.
    '[data-island]',
    'script',
    'style',
    'button',
    'svg',
  ].join(', '),
} as const;

/** lvl0 when neither the sidebar nor the navbar has an active item. */
export function defaultLvl0(path: string): string {
  return /^\/blog(\/|$)/.test(path) ? 'Blog' : 'Documentation';
}

function text($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  // A list item's own text, without the nested list (indexed on its own).
  copy.find('ul, ol').remove();
  return copy
    .text()
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

export function extractPageFromHtml(html: string, path: string): ExtractedPage | null {
  const $ = load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  const lvl0 = $(SELECTORS.lvl0).last().text().trim() || defaultLvl0(path);
  const language = meta('docsearch:language') || $('html').attr('lang') || 'en';
  const docusaurusTag = meta('docsearch:docusaurus_tag') || 'default';

  const rootSelector = SELECTORS.roots.find((selector) => $(selector).length > 0);
  if (!rootSelector) return null;
  const titleSelector = SELECTORS.lvl1.find((selector) => $(selector).length > 0);
  const title = titleSelector ? $(titleSelector).first().text().replace(/\s+/g, ' ').trim() : '';
  if (!title) return null;

  $(SELECTORS.remove).remove();
  const page: ExtractedPage = {
    path,
    lvl0,
    language,
    docusaurusTag,
    sections: [{level: 1, heading: title, anchor: '', content: []}],
  };
  const current = () => page.sections[page.sections.length - 1];
  const contentSelector = SELECTORS.content.join(', ');
  // One pass in document order over headings and text blocks of every root
  // (a blog list page has several articles; a page has one main).
  $(rootSelector)
    .find(`${SELECTORS.headings.join(', ')}, ${SELECTORS.propNames}, ${contentSelector}`)
    .each((_, node) => {
      const element = node;
      const name = element.tagName.toLowerCase();
      const level = /^h[2-6]$/.test(name) ? Number(name[1]) : $(element).is(SELECTORS.propNames) ? 6 : 0;
      if (level > 0) {
        const heading = $(element)
          .text()
          .replace(/[\s\u200b]+/g, ' ')
          .trim();
        if (!heading) return;
        page.sections.push({level, heading, anchor: $(element).attr('id') ?? '', content: []});
        return;
      }
      // Text inside a list item or cell is part of that item's text, except
      // in a nested list, which the item's text leaves out.
      const owner = $(element).parent().closest(contentSelector);
      if (
        owner.length > 0 &&
        $(element)
          .parentsUntil(owner.get(0) as Element)
          .filter('ul, ol').length === 0
      )
        return;
      const value = text($, element);
      if (value) current().content.push(value);
    });
  return page;
}
