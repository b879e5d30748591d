import {test, expect, open, external} from './fixtures';

const MESSAGE =
  'We use cookies to optimize site functionality and give you the best possible experience.';
const DAY = 24 * 60 * 60;

test.describe('cookie banner: shown until a choice is stored', () => {
  test('is visible with the spec message until a choice is stored', async ({page}) => {
    await open(page, '/');
    const banner = page.getByRole('region', {name: 'Cookie consent'});
    await expect(banner).toContainText(MESSAGE);
    await expect(banner.getByRole('button', {name: 'Accept cookies'})).toHaveText('Accept Cookies');
    await open(page, '/docs/intro');
    await expect(banner).toBeVisible();
  });

  for (const [choice, value] of [
    ['Accept cookies', 'true'],
    ['Decline cookies', 'false'],
  ] as const) {
    test(`"${choice}" stores tesseraCookieConsent=${value} for 150 days and hides the banner for good`, async ({
      page,
    }) => {
      await open(page, '/');
      const banner = page.getByRole('region', {name: 'Cookie consent'});
      await banner.getByRole('button', {name: choice}).click();
      await expect(banner).toBeHidden();
      const cookie = (await page.context().cookies()).find(
        (c) => c.name === 'tesseraCookieConsent',
      );
      expect(cookie?.value).toBe(value);
      const days = (cookie!.expires - Date.now() / 1000) / DAY;
      expect(days).toBeGreaterThan(149.9);
      expect(days).toBeLessThan(150.1);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(banner).toHaveCount(0);
    });
  }
});

test.describe('announcement bar: dismissible, back when the announcement changes', () => {
  test('links to the demo project, and its dismissal survives a reload', async ({page}) => {
    await open(page, '/');
    const bar = page
      .getByRole('banner')
      .filter({hasText: 'demo project'})
      .or(page.locator('[class*="announcementBar"]'));
    const link = page.locator('[class*="announcementBarContent"] a');
    await expect(link).toHaveAttribute('href', external.demoProjectUrl);
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(link).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(link).toHaveCount(0);
    void bar;
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Close'}).click();
    // What the theme stored for the dismissed bar: its id, and the dismissal itself.
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.includes('announcement')),
    );
    const idKey = keys.find((k) => /announcement\.id/.test(k));
    expect(idKey, `stored keys: ${keys.join(', ')}`).toBeTruthy();
    expect(await page.evaluate((k) => localStorage.getItem(k), idKey!)).toBe(
      external.announcement.id,
    );
    // A visitor who dismissed an older announcement (another id) sees the current one.
    await page.evaluate((k) => localStorage.setItem(k, 'an-older-announcement'), idKey!);
    await page.reload();
    await expect(page.locator('[class*="announcementBarContent"] a')).toBeVisible();
  });
});

test.describe('error states: not found, broken storage, failed page code', () => {
  test('an unknown path shows the not-found page with search and ways forward', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.getByRole('searchbox', {name: 'Search the site'})).toBeVisible();
    for (const name of ['Documentation', 'Tutorials', 'Examples']) {
      await expect(
        page.locator('main').getByRole('link', {name: new RegExp(`^${name}`)}),
      ).toBeVisible();
    }
    // The search form works without JavaScript: it submits to /search?q=…
    await page.getByRole('searchbox', {name: 'Search the site'}).fill('relay');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=relay$/);
  });

  test('local storage that throws leaves every page usable, with a warning only', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    problems.allow(/Docusaurus storage error/);
    await open(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await page.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('[class*="announcementBarContent"]')).toHaveCount(0);
    await page
      .getByRole('region', {name: 'Cookie consent'})
      .getByRole('button', {name: 'Accept cookies'})
      .click();
    await expect(page.getByRole('region', {name: 'Cookie consent'})).toHaveCount(0);
    expect(problems.warnings.join('\n')).toMatch(/storage is not available/);
  });

  test('a page whose code fails to load during navigation is reloaded in full, and still shows its content', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|ChunkLoadError|Loading chunk|Loading CSS chunk/);
    await open(page, '/');
    // Break the code chunks of the next page, as after a redeploy that removed them.
    let blocked = 0;
    await page.route(/\/assets\/js\/.*\.js$/, (route) => {
      blocked += 1;
      return route.abort('failed');
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator('footer.footer').getByRole('link', {name: 'Terms of service'}).click();
    await expect.poll(() => loads.length).toBeGreaterThan(0);
    expect(blocked).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/terms\/terms$/);
    // The static HTML carries the content even though the app could not start.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Service');
  });
});
