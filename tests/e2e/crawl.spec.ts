import {test, expect, open} from './fixtures';
import {sitemapPaths} from '../site/site';
import {tableCellProblems} from './tableCells';

/**
 * Full-site crawl: every page of the sitemap opened in Chromium.
 * Titles and descriptions are checked once for the whole site in
 * tests/site/pages.spec.ts; this checks what only a browser sees. Each page is
 * then narrowed to a phone's width in the same visit: nothing may widen it past
 * the screen, and every table cell is measured (tableCells.ts).
 *
 * The pages are visited in batches, one browser page per batch, as a reader
 * goes from page to page: a fresh browser context per page spent most of its
 * 5–8 s (on the 2-core CI machine) compiling the site's scripts again with an
 * empty cache, and made the crawl most of the e2e stage's time; each batch still
 * pays that once, so batches are large, fifteen for the site's 342 pages. Every check
 * is a soft assertion that names its page, so a batch reports each failing
 * page, not only its first.
 */
const BATCH = 24;
const routes = sitemapPaths();
const batches = Array.from({length: Math.ceil(routes.length / BATCH)}, (_, i) =>
  routes.slice(i * BATCH, (i + 1) * BATCH),
);

test.describe('Crawl: every page in sitemap.xml', () => {
  // Up to 20 s a page beside another suite on 2 cores; about 1 s when idle.
  test.describe.configure({timeout: BATCH * 20_000});

  for (const batch of batches) {
    test(`${batch[0]} … ${batch.at(-1)} load cleanly`, async ({page, problems}) => {
      let failed: string[] = [];
      page.on('requestfailed', (r) => {
        // Leaving a page cancels what it was still fetching (prefetches of the
        // next pages' chunks): ERR_ABORTED is that, not a broken resource, which
        // answers 400 or more (below) or fails with another error.
        const error = r.failure()?.errorText ?? '';
        if (new URL(r.url()).hostname === '127.0.0.1' && error !== 'net::ERR_ABORTED')
          failed.push(`${r.url()} ${error}`);
      });
      page.on('response', (r) => {
        if (new URL(r.url()).hostname === '127.0.0.1' && r.status() >= 400)
          failed.push(`${r.url()} ${r.status()}`);
      });
      const desktop = page.viewportSize()!;
      for (const route of batch) {
        await test.step(route, async () => {
          failed = [];
          await page.setViewportSize(desktop);
          const response = await page.goto(route);
          expect.soft(response?.status(), `${route}: status`).toBe(200);
          await expect
            .soft(page.locator('html'), `${route}: hydrated`)
            .toHaveAttribute('data-has-hydrated', 'true');
          await expect.soft(page.locator('h1'), `${route}: one h1`).toHaveCount(1);
          const imagesWithoutAlt = await page
            .locator('img')
            .evaluateAll((imgs) =>
              imgs.filter((i) => !i.hasAttribute('alt')).map((i) => i.getAttribute('src')),
            );
          expect.soft(imagesWithoutAlt, `${route}: images without alt`).toEqual([]);
          // Content images (not decorative ones) need words, not just an empty alt.
          const contentImagesWithoutText = await page
            .locator('article img')
            .evaluateAll((imgs) =>
              imgs.filter((i) => !i.getAttribute('alt')?.trim()).map((i) => i.getAttribute('src')),
            );
          expect
            .soft(contentImagesWithoutText, `${route}: content images without text`)
            .toEqual([]);
          await page.setViewportSize({width: 390, height: 844});
          const {scroll, client} = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect
            .soft(scroll, `${route}: wider than a 390 px phone (scrollWidth ${scroll})`)
            .toBeLessThanOrEqual(client);
          if (await page.locator('main table, article table').count()) {
            const cells = await page.evaluate(tableCellProblems);
            expect
              .soft(
                cells.map((c) => `table "${c.table}", cell "${c.cell}": ${c.problem}`),
                `${route}: table cells at 390 px`,
              )
              .toEqual([]);
          }
          expect.soft(failed, `${route}: failed requests`).toEqual([]);
          // This page's console errors, named by page; taken out of the list the
          // problems fixture checks at the end, so each is reported once.
          expect
            .soft(problems.errors.splice(0), `${route}: console errors and uncaught exceptions`)
            .toEqual([]);
        });
      }
    });
  }
});

test('the crawl covers the site', () => {
  expect(routes.length).toBeGreaterThan(10);
  void open;
});
