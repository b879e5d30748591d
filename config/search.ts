/**
 * Local full-text search (SPEC.md §9): hashed index, English, 8 results,
 * 50-character snippets, the Ctrl/Cmd+K hint, the box on the right. It indexes
 * the docs, the standalone pages and every listing section; front-matter
 * `keywords` reach the index through the pages' keywords meta tag.
 *
 * The index leaves out page parts readers do not type, measured with the
 * plugin's own parser on the 217-page build (brotli 11, whole index):
 * 1316 KB with everything, 975 KB without these. Titles, headings,
 * descriptions, keywords and prose stay; tests/e2e/search-kinds.spec.ts checks
 * every kind of page is still found by its title, id and keywords.
 */
export const SEARCH_IGNORED_SELECTORS = [
  // Block diagrams: block names and port labels the page's own text names (−78 KB).
  'figure',
  // Table cells after the first: the first column holds what readers type (a
  // property, a port, an error message); the rest is prose about it (−230 KB).
  'td:not(:first-child)',
  // Lists of links to other pages, whose titles and descriptions those pages
  // index: a "Related …" section to the next h2 (a block page's "used in" list
  // alone was 50 KB of text), and the capabilities an example uses.
  'h2[id^="related-"] ~ :not(h2, h3, h2[id^="related-"] ~ h2 ~ *)',
  '#capabilities-used + ul',
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
    } satisfies PluginOptions,
  ];
}
