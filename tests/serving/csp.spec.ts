/**
 * The Content-Security-Policy in the browser, through nginx: no page type reports
 * a violation, with and without analytics and chat ids, and what the site does in
 * the browser (cookie banner, search and its worker, the Capabilities menu, the
 * consent-gated loaders) still works under the policy. Any violation is also a
 * console error, which the shared fixtures fail on.
 */
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  open,
  captureThirdParty,
  setConsent,
  trackingConfig,
  type PageProblems,
  SEARCH_INDEX_TIMEOUT,
} from '../e2e/fixtures';
import {NGINX_PORT, NGINX_TRACKING_PORT} from '../../playwright.config';
import {chatScriptUrl} from '../../src/lib/chat';

const DEFAULT_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
const TRACKING_ORIGIN = `http://127.0.0.1:${NGINX_TRACKING_PORT}`;

/** One page of each type the site has. */
const PAGES = [
  '/',
  '/docs/intro',
  '/tutorials/introduction',
  '/elements/temperature_monitoring',
  '/solutions/indoor_farming',
  '/examples/agriculture-ambient-temperature-humidity',
  '/blog/serial-dispatcher',
  '/examples',
  '/search?q=relay',
  '/terms/terms',
  // A block reference page, served with its trailing slash.
  '/docs/blocks/node_timer/',
];
const UNKNOWN = '/no/such/page';

type CspWindow = Window & {__cspViolations?: string[]};

/** Records every securitypolicyviolation event of each document the page loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as CspWindow;
    w.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (e) =>
        w.__cspViolations!.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`,
        ),
      true,
    );
  });
  return () => page.evaluate(() => (window as CspWindow).__cspViolations ?? []);
}

async function expectNoViolation(
  violations: () => Promise<string[]>,
  problems: PageProblems,
  where: string,
) {
  expect(await violations(), `CSP violations on ${where}`).toEqual([]);
  // Violations are console errors; a Permissions-Policy feature Chromium does not know is a warning.
  expect(
    [...problems.errors, ...problems.warnings].filter((e) =>
      /Content Security Policy|Permissions-Policy/i.test(e),
    ),
    `CSP and Permissions-Policy messages on ${where}`,
  ).toEqual([]);
}

const cookieBanner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});

for (const [name, origin] of [
  ['default build (no ids)', DEFAULT_ORIGIN],
  ['tracking build (test ids)', TRACKING_ORIGIN],
] as const) {
  test.describe(`CSP through nginx, ${name}`, () => {
    test.use({baseURL: origin});

    for (const path of PAGES) {
      test(`${path} loads, hydrates and reports no violation`, async ({page, problems}) => {
        // The search page waits for the worker's index (SEARCH_INDEX_TIMEOUT).
        test.slow(path.startsWith('/search'));
        const thirdParty = await captureThirdParty(page);
        const violations = await watchViolations(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
        if (path.startsWith('/search')) {
          // Results come from the search worker and the index it fetches.
          await expect(page.locator('.main-wrapper article').first()).toBeVisible({
            timeout: SEARCH_INDEX_TIMEOUT,
          });
        }
        await page.waitForLoadState('networkidle');
        await expectNoViolation(violations, problems, path);
        // Before any consent nothing leaves the site.
        expect(thirdParty.map(String)).toEqual([]);
      });
    }

    test('an unknown path is the 404 page, with no violation', async ({page, problems}) => {
      problems.allow(/Failed to load resource: the server responded with a status of 404/);
      const violations = await watchViolations(page);
      const response = await page.goto(UNKNOWN);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expectNoViolation(violations, problems, UNKNOWN);
    });

    test('the cookie banner, search and the Capabilities menu work under the policy', async ({
      page,
      problems,
    }) => {
      test.slow(); // The first suggestion waits for the worker's index.
      // Third-party loads after consent are the next test's subject; here they are answered empty.
      await captureThirdParty(page);
      const violations = await watchViolations(page);
      await open(page, '/');

      await cookieBanner(page).getByRole('button', {name: 'Accept cookies'}).click();
      await expect(cookieBanner(page)).toBeHidden();

      await page.locator('.navbar__search-input').fill('relay');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
        timeout: SEARCH_INDEX_TIMEOUT,
      });
      await page.keyboard.press('Escape');

      const toggle = page.getByRole('button', {name: 'Capabilities'});
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(
        `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
      );
      await expect(panel.getByRole('link').first()).toBeVisible();
      // Client-side navigation to another page type keeps the policy quiet too.
      await panel.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/elements\//);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expectNoViolation(violations, problems, 'banner, search and menu');
    });
  });
}

test.describe('CSP through nginx, tracking build: the loads after consent', () => {
  test.use({baseURL: TRACKING_ORIGIN});

  const chatUrl = new URL(chatScriptUrl(trackingConfig.chat));
  const posthogHost = new URL(trackingConfig.analytics.posthogHost).host;

  test('gtag.js, PostHog and the chat widget load with no violation', async ({page, problems}) => {
    const thirdParty = await captureThirdParty(page, (url) => {
      if (url.hostname === 'www.googletagmanager.com') {
        return {body: 'window.__gtagLoaded = true;', contentType: 'text/javascript'};
      }
      if (url.host === chatUrl.host) {
        return {body: 'window.__chatLoaded = true;', contentType: 'text/javascript'};
      }
      if (url.host === posthogHost && url.pathname.endsWith('.js')) {
        return {body: '', contentType: 'text/javascript'};
      }
      return {status: 200, body: '{}', contentType: 'application/json'};
    });
    const violations = await watchViolations(page);
    await open(page, '/docs/intro');
    await cookieBanner(page).getByRole('button', {name: 'Accept cookies'}).click();

    type Loaded = Window & {__gtagLoaded?: boolean; __chatLoaded?: boolean};
    await expect.poll(() => page.evaluate(() => (window as Loaded).__gtagLoaded)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as Loaded).__chatLoaded), {timeout: 10_000})
      .toBe(true);
    await expect
      .poll(() => thirdParty.filter((u) => u.host === posthogHost).length)
      .toBeGreaterThan(0);
    // A route change sends the next page views through the same hosts.
    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await page.waitForTimeout(500);
    await expectNoViolation(violations, problems, 'the tracking loads');
  });

  test('a returning visitor who accepted loads them on the first page, with no violation', async ({
    page,
    problems,
  }) => {
    await setConsent(page, TRACKING_ORIGIN, 'true');
    const thirdParty = await captureThirdParty(page, (url) =>
      url.hostname === 'www.googletagmanager.com' || url.host === chatUrl.host
        ? {body: '', contentType: 'text/javascript'}
        : {status: 200, body: '{}', contentType: 'application/json'},
    );
    const violations = await watchViolations(page);
    await open(page, '/blog/serial-dispatcher');
    await expect
      .poll(() => thirdParty.filter((u) => u.host === chatUrl.host).length, {timeout: 10_000})
      .toBe(1);
    await expectNoViolation(violations, problems, 'the first page of a returning visitor');
  });
});
