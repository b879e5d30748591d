import {test, expect, open} from './fixtures';

const searchInput = (page: import('@playwright/test').Page) => page.locator('.navbar__search-input');

test.describe('SPEC §9 search', () => {
  test('Ctrl+K and Cmd+K focus the search box, which shows the shortcut hint', async ({page}) => {
    await open(page, '/docs/intro');
    await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.locator('body').click({position: {x: 5, y: 300}});
    await expect(searchInput(page)).not.toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(searchInput(page)).toBeFocused();
  });

  test('shows at most 8 suggestions, each with a title, a snippet and a link', async ({page}) => {
    await open(page, '/');
    await searchInput(page).fill('temperature');
    const suggestions = page.locator('.aa-suggestion');
    await expect(suggestions.first()).toBeVisible();
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      const s = suggestions.nth(i);
      await expect(s.locator('a')).toHaveAttribute('href', /^\//);
      expect((await s.innerText()).trim().length).toBeGreaterThan(3);
    }
    // Snippets are cut to the configured 50 characters (plus ellipses).
    const snippets = await page.locator('.aa-suggestion [class*="hitPath"], .aa-suggestion [class*="hitContent"]').allInnerTexts();
    for (const text of snippets) expect(text.length).toBeLessThanOrEqual(60);
  });

  test('a front-matter keyword finds its page', async ({page}) => {
    await open(page, '/');
    await searchInput(page).fill('DS18B20');
    await expect(page.locator('.aa-suggestion a').first()).toBeVisible();
  });

  test('the results page lists title, snippet and link for q', async ({page}) => {
    await open(page, '/search?q=relay');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    const first = results.first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^\//);
    expect((await first.innerText()).length).toBeGreaterThan(20);
  });

  test('shows "No results" when nothing matches', async ({page}) => {
    await open(page, '/search?q=qzxwvk');
    await expect(page.locator('main')).toContainText(/No results/);
    await searchInput(page).fill('qzxwvk');
    await expect(page.locator('.aa-dropdown-menu')).toContainText(/No results/);
  });

  test('a hostile q is shown as inert text', async ({page}) => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>"\'';
    await open(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('main')).toContainText('No results');
    await expect(page.locator('main')).toContainText('<img src=x');
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await searchInput(page).fill(hostile);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('loads one hashed index file on demand', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('search-index')) indexRequests.push(r.url());
    });
    await open(page, '/');
    await searchInput(page).focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests[0]).toMatch(/search-index.*\.json\?_=[0-9a-f]+/);
  });
});
