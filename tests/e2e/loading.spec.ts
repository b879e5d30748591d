import {test, expect, open} from './fixtures';

test.describe('page loading: progress bar, preloading, data saver', () => {
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
    // The cookie banner's code, and before it the map of chunk names (src/perf/chunk-map),
    // load after hydration whatever the connection: only once the banner shows are the
    // requests after the hover the prefetch's own.
    await expect(page.getByRole('button', {name: 'Accept cookies'})).toBeVisible();
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/js\//.test(r.url())) chunks.push(r.url());
    });
    await page.locator('footer.footer').getByRole('link', {name: 'Terms of service'}).hover();
    await page.waitForTimeout(1500);
    expect(chunks).toEqual([]);
  });
});

// The first load stays light: what is hidden is rendered on intent, not with every page
// (src/theme/Navbar/MobileSidebar, src/components/NavbarItems/MegaDropdown).
test.describe('First load: hidden menus wait for intent', () => {
  test('on a phone the navigation drawer mounts on intent and the first tap still opens it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/js\//.test(r.url())) prefetched.push(r.url());
    });
    await open(page, '/docs/blocks/node_analog_in');
    await page.waitForLoadState('networkidle');
    // The theme used to mount the drawer, hidden, and prefetch every doc it links to.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const before = prefetched.length;

    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    // Focus is intent: the drawer is in the page, still closed, so the tap animates it in.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'Analog input', exact: true})).toBeVisible();
    // Its links prefetch once they are in the page.
    await expect.poll(() => prefetched.length).toBeGreaterThan(before);
  });

  test('the Capabilities panel renders its links on intent, and opens with all of them', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, '/docs/intro');
    const toggle = page.getByRole('button', {name: 'Capabilities'});
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await panel.locator('a').count()).toBe(0);
    // Focus is intent too: it renders the links while the panel stays closed.
    await toggle.focus();
    await expect(panel.locator('a').first()).toBeAttached();
    await expect(panel).toBeHidden();
    // A mouse over the button opens it, as Learn and Resources open.
    await toggle.hover();
    await expect(panel).toBeVisible();
    const hrefs = await panel
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h?.startsWith('/elements/')).length).toBeGreaterThanOrEqual(21);
  });
});
