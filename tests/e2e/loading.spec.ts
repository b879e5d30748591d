import {test, expect, open} from './fixtures';

test.describe('SPEC §4 page loading', () => {
  test('the progress bar appears when a route takes longer than 200 ms to load', async ({page}) => {
    await open(page, '/');
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.locator('footer.footer').getByRole('link', {name: 'Terms of service'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/\/terms\/terms$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test("a link's target is preloaded before navigation", async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, '/');
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/js\//.test(r.url())) chunks.push(r.url());
    });
    await page.locator('footer.footer').getByRole('link', {name: 'Terms of service'}).hover();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
  });

  test('prefetch is skipped on a data-saver connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '4g', saveData: true},
        configurable: true,
      });
    });
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, '/');
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/js\//.test(r.url())) chunks.push(r.url());
    });
    await page.locator('footer.footer').getByRole('link', {name: 'Terms of service'}).hover();
    await page.waitForTimeout(1500);
    expect(chunks).toEqual([]);
  });
});
