import {test, expect, open} from './fixtures';
import {sitemapPaths} from '../site/site';
import {tableCellProblems} from './tableCells';

/**
 * Full-site crawl: every page of the sitemap opened in Chromium.
 * Titles and descriptions are checked once for the whole site in
 * tests/site/pages.spec.ts; this checks what only a browser sees. A page with
 * a table is then narrowed to a phone's width in the same visit, and every
 * cell measured (tableCells.ts).
 */
test.describe('Crawl: every page in sitemap.xml', () => {
  for (const route of sitemapPaths()) {
    test(`${route} loads cleanly`, async ({page}) => {
      const failed: string[] = [];
      page.on('requestfailed', (r) => {
        if (new URL(r.url()).hostname === '127.0.0.1')
          failed.push(`${r.url()} ${r.failure()?.errorText}`);
      });
      page.on('response', (r) => {
        if (new URL(r.url()).hostname === '127.0.0.1' && r.status() >= 400)
          failed.push(`${r.url()} ${r.status()}`);
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1')).toHaveCount(1);
      const imagesWithoutAlt = await page
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.filter((i) => !i.hasAttribute('alt')).map((i) => i.getAttribute('src')),
        );
      expect(imagesWithoutAlt).toEqual([]);
      // Content images (not decorative ones) need words, not just an empty alt.
      const contentImagesWithoutText = await page
        .locator('article img')
        .evaluateAll((imgs) =>
          imgs.filter((i) => !i.getAttribute('alt')?.trim()).map((i) => i.getAttribute('src')),
        );
      expect(contentImagesWithoutText).toEqual([]);
      expect(failed).toEqual([]);
      if (await page.locator('main table, article table').count()) {
        await page.setViewportSize({width: 390, height: 844});
        const cells = await page.evaluate(tableCellProblems);
        expect(
          cells.map((c) => `table "${c.table}", cell "${c.cell}": ${c.problem}`),
          'table cells at 390 px',
        ).toEqual([]);
      }
    });
  }
});

test('the crawl covers the site', () => {
  expect(sitemapPaths().length).toBeGreaterThan(10);
  void open;
});
