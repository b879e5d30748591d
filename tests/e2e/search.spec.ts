import {FEATURES} from '../../src/data/features';
import {test, expect, open, SEARCH_INDEX_TIMEOUT} from './fixtures';

const searchInput = (page: import('@playwright/test').Page) =>
  page.locator('.navbar__search-input');

test.describe('search: shortcut, suggestions, results page, index loading', () => {
  // Most tests wait for the worker's index first (SEARCH_INDEX_TIMEOUT).
  test.describe.configure({timeout: 150_000});
  test('Ctrl+K focuses the search box, which shows the shortcut hint', async ({page}) => {
    await open(page, '/docs/intro');
    await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
    await expect(searchInput(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
  });

  test('Cmd+K focuses the search box on a Mac', async ({browser}) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The plugin tells a Mac by the User-Agent Client Hints platform.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgentData', {
        value: {platform: 'macOS'},
        configurable: true,
      });
    });
    await open(page, '/docs/intro');
    await expect(page.locator('.navbar__search kbd').first()).toHaveText('⌘');
    await page.keyboard.press('Meta+k');
    await expect(searchInput(page)).toBeFocused();
    await context.close();
  });

  test("a query's text ends short of the clear button, on a 390 px phone", async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/docs/intro');
    await searchInput(page).fill('modbus write timeout');
    const clear = page.locator('.navbar__search button[class*="searchClearButton"]');
    await expect(clear).toBeVisible();
    const textEnd = await searchInput(page).evaluate((input) => {
      const box = input.getBoundingClientRect();
      return box.right - parseFloat(getComputedStyle(input).paddingRight);
    });
    const button = (await clear.boundingBox())!;
    expect(textEnd, 'the text area stops before the clear button').toBeLessThanOrEqual(button.x);
  });

  test('suggests at most 8 results as you type, each with a title, and opens the chosen one', async ({
    page,
  }) => {
    await open(page, '/');
    await searchInput(page).fill('temperature');
    const suggestions = page.getByRole('listbox').getByRole('option');
    await expect(suggestions.first()).toBeVisible({timeout: SEARCH_INDEX_TIMEOUT});
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      expect(
        (await suggestions.nth(i).locator('[class*="hitTitle"]').innerText()).trim().length,
      ).toBeGreaterThan(3);
    }
    // Snippets are cut to the configured 50 characters, plus the ellipses.
    const snippets = (
      await page
        .getByRole('listbox')
        .locator('[class*="hitTitle"], [class*="hitPath"]')
        .allInnerTexts()
    ).filter((t) => t.includes('…'));
    for (const text of snippets) expect(text.replace(/…/g, '').length).toBeLessThanOrEqual(50);
    const title = (await suggestions.first().locator('[class*="hitTitle"]').innerText())
      .replace(/…$/, '')
      .trim();
    await suggestions.first().click();
    await expect(page.getByRole('heading', {level: 1})).toContainText(title.split(':')[0]);
  });

  test('a front-matter keyword finds its page', async ({page}) => {
    await open(page, '/');
    await searchInput(page).fill('DS18B20');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
      timeout: SEARCH_INDEX_TIMEOUT,
    });
  });

  test('finds every feature page by its short name and by its title', async ({page}) => {
    test.setTimeout(240_000);
    // One page load, so the index is fetched and built once; each query is typed as a visitor would.
    await open(page, '/search');
    const box = page.locator('input[class*="searchQueryInput_"]');
    const missing: string[] = [];
    for (const f of FEATURES) {
      for (const q of [f.short, f.title]) {
        await box.fill(q);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${q}"`);
        const hit = page.locator(`.main-wrapper article h2 a[href^="/docs/features/${f.short}"]`);
        const found = await hit
          .first()
          .waitFor({timeout: SEARCH_INDEX_TIMEOUT})
          .then(() => true)
          .catch(() => false);
        if (!found) missing.push(`${q} → /docs/features/${f.short}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('the results page lists title, snippet and link for q', async ({page}) => {
    await open(page, '/search?q=relay');
    const results = page.locator('.main-wrapper article');
    await expect(results.first()).toBeVisible({timeout: SEARCH_INDEX_TIMEOUT});
    expect(await results.count()).toBeGreaterThan(1);
    for (const result of (await results.all()).slice(0, 5)) {
      await expect(result.locator(':is(h2, h3) a')).toHaveAttribute('href', /^\//);
      expect((await result.innerText()).length).toBeGreaterThan(10);
    }
    await expect(page.locator('.main-wrapper article p mark').first()).toContainText(/relay/i);
    // A page's best section is a row under the page's (src/lib/search/rank.ts): indented, a
    // heading level down, and not counted as a page of its own.
    const pages = page.locator('.main-wrapper article:has(> h2)');
    await expect(page.locator('.main-wrapper p', {hasText: / found$/})).toHaveText(
      `${await pages.count()} pages found`,
    );
    const section = page.locator('.main-wrapper article:has(> h3)').first();
    const itsPage = section.locator('xpath=preceding-sibling::article[h2][1]');
    const [sectionBox, pageBox] = [await section.boundingBox(), await itsPage.boundingBox()];
    expect(sectionBox!.x).toBeGreaterThanOrEqual(pageBox!.x + 16);
  });

  test('shows "No results" when nothing matches', async ({page}) => {
    await open(page, '/search?q=qzxwvk');
    await expect(page.locator('.main-wrapper')).toContainText(/No results/, {
      timeout: SEARCH_INDEX_TIMEOUT,
    });
    await searchInput(page).fill('qzxwvk');
    await expect(page.getByRole('listbox')).toContainText(/No results/);
  });

  test('a hostile q is shown as inert text', async ({page}) => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>"\'';
    await open(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('.main-wrapper')).toContainText('No results', {
      timeout: SEARCH_INDEX_TIMEOUT,
    });
    await expect(page.locator('.main-wrapper h1')).toContainText('<img src=x');
    expect(
      await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned),
    ).toBeUndefined();
    await expect(page.locator('img[src="x"], .main-wrapper script')).toHaveCount(0);
    await searchInput(page).fill(hostile);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned),
    ).toBeUndefined();
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
