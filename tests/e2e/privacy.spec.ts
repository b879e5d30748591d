import {
  test,
  expect,
  open,
  captureThirdParty,
  setConsent,
  TRACKING_ORIGIN,
  trackingConfig,
} from './fixtures';
import {chatScriptUrl} from '../../src/lib/chat';

type DataLayerWindow = Window & {dataLayer?: unknown[][]; __gtagLoaded?: boolean};

/** The paths of the page_view events gtag has been given, in order. */
async function gtagPageViews(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as DataLayerWindow).dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as {page_path: string}).page_path),
  );
}

const posthogHost = new URL(trackingConfig.analytics.posthogHost).host;
const chatUrl = new URL(chatScriptUrl(trackingConfig.chat));

test.describe('Privacy: a build with no analytics or chat ids', () => {
  test('makes no request to another host, before or after consent', async ({page}) => {
    const thirdParty = await captureThirdParty(page);
    await open(page, '/');
    await open(page, '/docs/intro');
    await page
      .getByRole('region', {name: 'Cookie consent'})
      .getByRole('button', {name: 'Accept cookies'})
      .click();
    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await page.waitForTimeout(2500); // past the chat loader's idle wait
    expect(thirdParty.map(String)).toEqual([]);
  });
});

test.describe('analytics and chat load after consent only', () => {
  test.use({baseURL: TRACKING_ORIGIN});

  test('nothing third-party loads before the visitor chooses', async ({page}) => {
    const thirdParty = await captureThirdParty(page);
    await open(page, '/');
    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await page.waitForTimeout(2500);
    expect(thirdParty.map(String)).toEqual([]);
    expect(await gtagPageViews(page)).toEqual([]);
  });

  test('declining keeps every third-party script away', async ({page}) => {
    const thirdParty = await captureThirdParty(page);
    await open(page, '/');
    await page
      .getByRole('region', {name: 'Cookie consent'})
      .getByRole('button', {name: 'Decline cookies'})
      .click();
    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await page.reload();
    await page.waitForTimeout(2500);
    expect(thirdParty.map(String)).toEqual([]);
  });

  test('accepting sends a page view for this page and for every route change after it', async ({
    page,
  }) => {
    const thirdParty = await captureThirdParty(page, (url) =>
      url.hostname === 'www.googletagmanager.com'
        ? {body: 'window.__gtagLoaded = true;', contentType: 'text/javascript'}
        : {status: 200, body: '{}', contentType: 'application/json'},
    );
    await open(page, '/docs/intro');
    await page
      .getByRole('region', {name: 'Cookie consent'})
      .getByRole('button', {name: 'Accept cookies'})
      .click();
    await expect.poll(() => gtagPageViews(page)).toEqual(['/docs/intro']);
    await expect
      .poll(() => page.evaluate(() => (window as DataLayerWindow).__gtagLoaded))
      .toBe(true);
    const gtagScript = thirdParty.find((u) => u.pathname === '/gtag/js');
    expect(gtagScript?.searchParams.get('id')).toBe(trackingConfig.analytics.gtagId);

    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect.poll(() => gtagPageViews(page)).toEqual(['/docs/intro', '/solutions']);
    // A hash change on the same page is not a new page view.
    await page.evaluate(() => (window.location.hash = '#top'));
    await page.waitForTimeout(300);
    expect(await gtagPageViews(page)).toEqual(['/docs/intro', '/solutions']);
    // PostHog's own SDK, loaded on demand, reports to the configured host.
    await expect
      .poll(() => thirdParty.filter((u) => u.host === posthogHost).length)
      .toBeGreaterThan(0);
  });

  test('a returning visitor who accepted is counted from the first page', async ({page}) => {
    await setConsent(page, TRACKING_ORIGIN, 'true');
    await captureThirdParty(page, (url) =>
      url.hostname === 'www.googletagmanager.com'
        ? {body: '', contentType: 'text/javascript'}
        : undefined,
    );
    await open(page, '/blog');
    await expect.poll(() => gtagPageViews(page)).toEqual(['/blog']);
  });

  test('the chat widget loads after consent, once the page is idle', async ({page}) => {
    const thirdParty = await captureThirdParty(page, (url) =>
      url.host === chatUrl.host
        ? {body: 'window.__chatLoaded = true;', contentType: 'text/javascript'}
        : undefined,
    );
    await open(page, '/');
    await page.waitForTimeout(1000);
    expect(thirdParty.filter((u) => u.host === chatUrl.host)).toEqual([]);
    await page
      .getByRole('region', {name: 'Cookie consent'})
      .getByRole('button', {name: 'Accept cookies'})
      .click();
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as {__chatLoaded?: boolean}).__chatLoaded),
        {timeout: 10_000},
      )
      .toBe(true);
    expect(thirdParty.filter((u) => u.host === chatUrl.host).map(String)).toEqual([
      chatUrl.toString(),
    ]);
  });

  test('for a returning visitor who accepted, the chat script waits for hydration', async ({
    page,
  }) => {
    await setConsent(page, TRACKING_ORIGIN, 'true');
    await captureThirdParty(page, (url) =>
      url.host === chatUrl.host ? {body: '', contentType: 'text/javascript'} : undefined,
    );
    await page.addInitScript(() => {
      // An idle period at once, as React's yields during hydration give one.
      window.requestIdleCallback = (callback) => {
        queueMicrotask(() => callback({didTimeout: false, timeRemaining: () => 50}));
        return 0;
      };
      // Whether the page had hydrated when the chat script went into it.
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLScriptElement && n.dataset.tesseraChat !== undefined)
              (window as unknown as {chatAt?: string}).chatAt =
                document.documentElement.dataset.hasHydrated;
      }).observe(document, {childList: true, subtree: true});
    });
    await open(page, '/');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {chatAt?: string}).chatAt))
      .toBe('true');
  });

  test('a chat script that never loads is harmless: one warning, the site keeps working', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource/);
    await setConsent(page, TRACKING_ORIGIN, 'true');
    await captureThirdParty(page, (url) => (url.host === chatUrl.host ? 'abort' : undefined));
    await open(page, '/');
    await expect
      .poll(() => problems.warnings.filter((w) => w.includes('[chat]')).length, {timeout: 10_000})
      .toBe(1);
    await page.getByRole('link', {name: 'Solutions', exact: true}).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(problems.warnings.filter((w) => w.includes('[chat]'))).toHaveLength(1);
  });
});
