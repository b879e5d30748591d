/**
 * Route data by buckets (src/perf/lazy-route-data): a page requests no
 * route chunk or bucket of route data its HTML does not list (each would be a
 * round trip after main.js), prefetches other pages' route data only
 * after it has hydrated, and still navigates by its links; the docs' category
 * cards keep their descriptions, which left the docs' version props.
 */
import path from 'node:path';
import {SCRIPT_META} from '../../src/perf/ssr-template';
import {scriptsBeforeHydration} from '../../scripts/perf/page-weight.mjs';
import {loadPage, routesChunkNames, scriptFilesOf} from '../site/site';
import {test, expect, open} from './fixtures';

/** Every script file of a route: its chunks, those they need, and the buckets of route data. */
function routeScriptFiles(): Set<string> {
  const names = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string') names.add(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(routesChunkNames());
  for (let n = 0; scriptFilesOf(`route-data-${n}`).length > 0; n++) names.add(`route-data-${n}`);
  return new Set([...names].flatMap((name) => scriptFilesOf(name)));
}

const PAGES = [
  '/docs/intro',
  '/docs/features/mqtt',
  '/blog/serial-dispatcher',
  '/tutorials/page/2',
];

for (const route of PAGES) {
  test(`${route} hydrates with no route script its HTML does not list @perf`, async ({page}) => {
    const routeFiles = routeScriptFiles();
    expect(routeFiles.size).toBeGreaterThan(300);
    const $ = loadPage(route);
    const listed = new Set(
      [
        ...$(`meta[name="${SCRIPT_META}"]`)
          .map((_, el) => $(el).attr('content')!)
          .get(),
        ...$('script[src]')
          .map((_, el) => $(el).attr('src')!)
          .get(),
      ].map((src) => path.basename(src)),
    );
    const requested = (await scriptsBeforeHydration(page, route)).map((src) =>
      path.basename(new URL(src).pathname),
    );
    expect(requested.length).toBeGreaterThan(2);
    expect(
      requested.filter((file) => routeFiles.has(file) && listed.has(file)).length,
    ).toBeGreaterThan(1);
    // A route script requested but not listed waited for main.js: a round trip late. (Lazy
    // parts of the layout, such as the cookie banner, are not route scripts.)
    expect(requested.filter((file) => routeFiles.has(file) && !listed.has(file))).toEqual([]);
  });
}

test('links prefetch their route data after hydration, and a click renders the next page without a reload @perf', async ({
  page,
}) => {
  const before = await scriptsBeforeHydration(page, '/docs/intro');
  // The sidebar's links are in view: their buckets load once the page has hydrated and is idle.
  const after = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (r) =>
            (r as PerformanceResourceTiming).initiatorType === 'script' &&
            r.startTime > (window as unknown as {__tesseraHydratedAt: number}).__tesseraHydratedAt,
        )
        .map((r) => r.name),
    );
  await expect.poll(async () => (await after()).length, {timeout: 15_000}).toBeGreaterThan(0);
  expect((await after()).filter((url) => before.includes(url))).toEqual([]);
  await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
  // A doc the sidebar shows open on this page.
  const link = page
    .locator(
      '.theme-doc-sidebar-container a.menu__link:not(.menu__link--sublist):not([aria-current])',
    )
    .first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/docs\//);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/\/$/, '')}/?$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    loadPage(href)('article h1').first().text(),
  );
  expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBe(
    'same document',
  );
});

test('a block category page keeps its cards’ descriptions once hydrated', async ({page}) => {
  const route = '/docs/category/timers';
  const $ = loadPage(route);
  const descriptions = $('article a.card p')
    .map((_, el) => $(el).text().trim())
    .get();
  expect(descriptions.length).toBeGreaterThan(2);
  for (const d of descriptions)
    expect(d.length, 'a card without its doc’s description').toBeGreaterThan(20);
  await open(page, route);
  await expect(page.locator('article a.card p')).toHaveText(descriptions);
});
