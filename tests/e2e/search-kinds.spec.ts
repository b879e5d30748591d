/**
 * Search finds every kind of reference page by what a reader types: its title,
 * its id (blocks and features have one, e.g. node_analog_in, mqtt) and each of
 * its keywords (front matter, or the block catalogue for blocks). The index
 * leaves out diagrams, table prose and related-page lists (config/search.ts);
 * these tests check that nothing a reader types went with them. Up to twelve
 * pages per kind, spread evenly over the sorted list so the sample is the same
 * every run, with all their keywords.
 */
import {createRequire} from 'node:module';
import {loadPage, sitemapPaths} from '../site/site';
import {test, expect, open, SEARCH_INDEX_TIMEOUT} from './fixtures';

const KINDS: {kind: string; pattern: RegExp; id?: (path: string) => string}[] = [
  {kind: 'block', pattern: /^\/docs\/blocks\/node_[^/]+\/?$/, id: (p) => p.split('/')[3]!},
  {kind: 'feature', pattern: /^\/docs\/features\/[^/]+\/?$/, id: (p) => p.split('/')[3]!},
  {kind: 'capability', pattern: /^\/elements\/(?!archive|tags|page\/)[^/]+\/?$/},
  {kind: 'tutorial', pattern: /^\/tutorials\/(?!archive|tags|page\/)[^/]+\/?$/},
  {kind: 'example', pattern: /^\/examples\/(?!archive|tags|page\/)[^/]+\/?$/},
];
const PER_KIND = 12;

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

const paths = sitemapPaths();

for (const {kind, pattern, id} of KINDS) {
  test(`every ${kind} page is found by its title, ${id ? 'its id ' : ''}and its keywords`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const pages = paths.filter((p) => pattern.test(p)).sort();
    expect(pages.length, `no ${kind} page in the build`).toBeGreaterThan(0);
    const queries: {q: string; path: string}[] = [];
    for (const path of spread(pages, PER_KIND)) {
      const $ = loadPage(path);
      const title = $('article h1').first().text().trim();
      const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      queries.push({q: title, path});
      if (id) queries.push({q: id(path), path});
      for (const k of keywords.filter((k) => !isStopWord(k))) queries.push({q: k, path});
    }
    // One page load: the index is fetched and built once; each query is typed as a visitor would.
    await open(page, '/search');
    const box = page.locator('input[class*="searchQueryInput_"]');
    const missing: string[] = [];
    for (const {q, path} of queries) {
      await box.fill(q);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${q}"`);
      const url = path.replace(/\/$/, '');
      const found = await page
        .locator(
          `.main-wrapper article h2 a[href="${url}"], .main-wrapper article h2 a[href^="${url}/"], .main-wrapper article h2 a[href^="${url}#"]`,
        )
        .first()
        .waitFor({timeout: SEARCH_INDEX_TIMEOUT})
        .then(() => true)
        .catch(() => false);
      if (!found) missing.push(`"${q}" does not find ${path}`);
    }
    expect(missing).toEqual([]);
  });
}
