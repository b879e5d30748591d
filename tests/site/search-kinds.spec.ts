/**
 * Search finds every kind of reference page by what a reader types: its title,
 * its id (blocks and features have one, e.g. node_analog_in, mqtt) and each of
 * its keywords (front matter, or the block catalogue for blocks). The index
 * leaves out diagrams, table prose and related-page lists (config/search.ts);
 * these tests check that nothing a reader types went with them. Up to twelve
 * pages per kind, spread evenly over the sorted list so the sample is the same
 * every run, with all their keywords.
 *
 * The queries run through the search plugin's own worker code against the
 * build's search-index.json (scripts/search/engine.mjs), with the 100 results
 * the search page asks for: what the /search page lists, without a browser. The
 * page itself, typed into, is tests/e2e/search.spec.ts's; in a browser these
 * 300 queries took 155 worker-seconds of the e2e stage.
 */
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {pathOf} from '../../src/lib/search/kind';
import {BUILD_DIR, loadPage, sitemapPaths} from './site';

const KINDS: {kind: string; pattern: RegExp; id?: (path: string) => string}[] = [
  {kind: 'block', pattern: /^\/docs\/blocks\/node_[^/]+\/?$/, id: (p) => p.split('/')[3]!},
  {kind: 'feature', pattern: /^\/docs\/features\/[^/]+\/?$/, id: (p) => p.split('/')[3]!},
  {kind: 'capability', pattern: /^\/elements\/(?!archive|tags|page\/)[^/]+\/?$/},
  {kind: 'tutorial', pattern: /^\/tutorials\/(?!archive|tags|page\/)[^/]+\/?$/},
  {kind: 'example', pattern: /^\/examples\/(?!archive|tags|page\/|devices\/)[^/]+\/?$/},
];
const PER_KIND = 12;
/** What the search page asks the worker for (the plugin's SearchPage). */
const SEARCH_PAGE_LIMIT = 100;

/** Up to n items spread evenly over a sorted list, first and last included. */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({length: n}, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))]!);
}

/**
 * Words lunr's English stop-word filter drops from the index and from queries
 * ("if", "not"): no search can find them, and indexing them would grow the
 * index by about a quarter, so a keyword that is one is not tested.
 */
const lunr = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'))(
  'lunr',
) as {stopWordFilter: (token: unknown) => unknown; Token: new (s: string, m: object) => unknown};
const isStopWord = (q: string) => !lunr.stopWordFilter(new lunr.Token(q.toLowerCase(), {}));

type Search = (query: string, limit?: number) => Promise<{document: {u: string}}[]>;
let search: Search | undefined;
async function engine(): Promise<Search> {
  const {loadSearch} = (await import('../../scripts/search/engine.mjs')) as {
    loadSearch: (buildDir: string) => Promise<Search>;
  };
  search ??= await loadSearch(BUILD_DIR);
  return search;
}

const paths = sitemapPaths();

for (const {kind, pattern, id} of KINDS) {
  test(`every ${kind} page is found by its title, ${id ? 'its id ' : ''}and its keywords`, async () => {
    // Building the worker's index takes seconds on a busy 2-core machine.
    test.setTimeout(120_000);
    const pages = paths.filter((p) => pattern.test(p)).sort();
    expect(pages.length, `no ${kind} page in the build`).toBeGreaterThan(0);
    const queries: {q: string; path: string}[] = [];
    for (const path of spread(pages, PER_KIND)) {
      const $ = loadPage(path);
      const title = $('article h1').first().text().trim();
      expect(title, `${path}: no title`).not.toBe('');
      const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      queries.push({q: title, path});
      if (id) queries.push({q: id(path), path});
      for (const k of keywords.filter((k) => !isStopWord(k))) queries.push({q: k, path});
    }
    const find = await engine();
    const missing: string[] = [];
    for (const {q, path} of queries) {
      const rows = await find(q, SEARCH_PAGE_LIMIT);
      const url = pathOf(path);
      if (!rows.some((r) => pathOf(r.document.u) === url))
        missing.push(`"${q}" does not find ${path}`);
    }
    expect(missing).toEqual([]);
  });
}
