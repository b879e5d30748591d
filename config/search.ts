/**
 * Local full-text search (SPEC.md §9): hashed index, English, 8 results,
 * 50-character snippets, the Ctrl/Cmd+K hint, the box on the right. It indexes
 * the docs, the standalone pages and every listing section; front-matter
 * `keywords` reach the index through the pages' keywords meta tag.
 *
 * search-index.json holds the pages' text only: the patched plugin leaves the
 * lunr indexes out and the search worker builds them (src/plugins/README.md).
 * At 340 pages it is 1874 KB raw, 541 KB gzip and 457 KB brotli 5 (the budget,
 * scripts/perf/budgets.mjs, is 600), against 7413, 1894 and 1770 KB with the
 * indexes in it; tests/site/search-index.spec.ts gates it.
 *
 * The text leaves out page parts readers do not type, measured with the
 * plugin's own parser (the figures below are with the lunr indexes, brotli 11,
 * at 217 pages: 1316 KB with everything, 975 KB without these). Titles,
 * headings, descriptions, keywords and prose stay;
 * tests/site/search-kinds.spec.ts checks every kind of page is still found by
 * its title, id and keywords. Code blocks stay: 4 KB brotli at 340 pages, and
 * they hold commands and settings readers type.
 */
export const SEARCH_IGNORED_SELECTORS = [
  // Block diagrams: block names and port labels the page's own text names (−78 KB).
  'figure',
  // Table cells after the first: the first column holds what readers type (a
  // property, a port, an error message); the rest is prose about it (−230 KB).
  'td:not(:first-child)',
  // Lists of links to other pages, whose titles and descriptions those pages
  // index: a "Related …" section up to the next h2 (the block pages' "used in"
  // lists alone were 50 KB of text), and the capabilities an example uses.
  'h2[id^="related-"] ~ :not(h2, h3, h2[id^="related-"] ~ h2 ~ *)',
  '#capabilities-used + ul',
  // A table's header row: column names ("What you see", "Cause", "Fix") that
  // no reader searches for, and that led every snippet of a table's first rows.
  'thead',
];

/**
 * Pages the index leaves out: a listing section's paged lists, archive and
 * authors page repeat the titles and summaries of the entries they list, so a
 * query found each entry twice, the list page among them ("/tutorials/page/2").
 * The plugin already leaves out each section's first list page and its tags.
 */
export const SEARCH_IGNORED_ROUTES = [
  new RegExp(`^(${BLOG_SECTIONS.join('|')})/(page|archive|authors)(/|$)`),
  // The gallery's device filters (src/plugins/examples-gallery), lists like a tag's: indexed,
  // each showed up for "sprinkler" as an untitled "Example" with an example's card under it.
  /^examples\/devices(\/|$)/,
];

import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {BLOG_SECTIONS} from './content';

export function searchPlugin(): [string, Record<string, unknown>] {
  return [
    '@easyops-cn/docusaurus-search-local',
    {
      hashed: true,
      language: ['en'],
      indexDocs: true,
      indexBlog: true,
      indexPages: true,
      docsRouteBasePath: ['docs'],
      docsDir: ['docs'],
      blogRouteBasePath: [...BLOG_SECTIONS],
      blogDir: [...BLOG_SECTIONS],
      searchResultLimits: 8,
      searchResultContextMaxLength: 50,
      searchBarShortcut: true,
      searchBarShortcutHint: true,
      searchBarShortcutKeymap: 'mod+k',
      searchBarPosition: 'right',
      explicitSearchResultPath: true,
      highlightSearchTermsOnTargetPage: false,
      ignoreCssSelectors: SEARCH_IGNORED_SELECTORS,
      ignoreFiles: SEARCH_IGNORED_ROUTES,
    } satisfies PluginOptions,
  ];
}
