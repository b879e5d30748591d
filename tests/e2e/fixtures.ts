/**
 * Shared test fixtures: every page opened through `page` has its console
 * errors and uncaught exceptions collected, and a test fails if any occurred
 * (the site's budget: no console errors on any route).
 */
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Browser, type Locator, type Page} from '@playwright/test';
import {loadExternalConfig} from '../../config/external';
import trackingEnv from '../tracking-env.json';
import {TRACKING_PORT} from '../../playwright.config';

export const TRACKING_ORIGIN = `http://127.0.0.1:${TRACKING_PORT}`;

/** The config of the default build, as the build itself resolved it. */
export const external = loadExternalConfig({});

/**
 * The ids the tracking build is made with (see the `build:tracking` script);
 * hosts are reserved names that tests intercept, so nothing leaves the machine.
 */
export const TRACKING_ENV: Record<string, string> = trackingEnv;
export const trackingConfig = loadExternalConfig(TRACKING_ENV);

export interface PageProblems {
  errors: string[];
  warnings: string[];
  /** Console errors a test expects; they are removed from `errors` before the final check. */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{problems: PageProblems}>({
  problems: [
    async ({page}, use) => {
      const errors: string[] = [];
      const warnings: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`Uncaught: ${err.message}`));
      await use({errors, warnings, allow: (p) => allowed.push(p)});
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * How long a first search result may take. The search worker builds its lunr
 * index from the documents of search-index.json when the first query comes:
 * about a second of CPU on the 2-core CI machine when idle (2.0–2.6 s from the
 * page load to the first result), and past 30 s with a second suite sharing
 * the cores (load average 16). Later queries answer at once; the bench
 * measures the time itself (`search-first-result`).
 */
export const SEARCH_INDEX_TIMEOUT = 90_000;

/** The rules every axe check runs: WCAG 2.1 A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe run of the page's WCAG 2.1 A/AA rules. Legacy mode runs axe in the page
 * itself; the default mode finishes every run in a new blank page, which doubled
 * each check's time on the 2-core machine (a11y.spec.ts was a quarter of the e2e
 * stage). What legacy mode gives up, cross-origin frames, the site has none of.
 */
export const axe = (page: Page) =>
  new AxeBuilder({page})
    // Details of violations only: the rules still run, but the nodes that pass are not
    // collected and sent back, a third of each run's CPU. No test reads `passes` or
    // `incomplete`. First: `options()` replaces the whole options object, and with it the
    // rule selection `withTags` makes (after it, axe ran its best-practice rules too).
    .options({resultTypes: ['violations']})
    .withTags(WCAG_AA)
    .setLegacyMode(true);

/** Opens a path and waits until React has hydrated it, so clicks are handled by the app. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Runs `run` on a page of a phone's browser: a touch screen, 390 px wide. */
export async function onPhone(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: {width: 390, height: 844},
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The colour and font style each part of some code blocks shows (every pre, line and
 * token), and what the code theme the page rendered them with asks for: the nearest
 * inline style, which prism-react-renderer writes from the theme in use; the same for
 * the first pre's background. The build's
 * HTML carries the light theme's inline styles, so `themed` is meaningful only for a
 * block React has rendered.
 */
export const codeColours = (blocks: Locator) =>
  blocks.evaluateAll((els) => {
    const parts = els.flatMap((el) => [
      ...el.querySelectorAll<HTMLElement>('pre, .token-line, .token'),
    ]);
    const inline = (el: HTMLElement, property: 'color' | 'fontStyle') => {
      for (let e: HTMLElement | null = el; e && e !== document.body; e = e.parentElement)
        if (e.style[property]) return e.style[property];
      return property === 'fontStyle' ? 'normal' : '';
    };
    return {
      shown: parts.map((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).fontStyle}`),
      themed: parts.map((el) => `${inline(el, 'color')} ${inline(el, 'fontStyle')}`),
      background: parts.length ? getComputedStyle(parts[0]).backgroundColor : '',
      themedBackground: parts.length ? parts[0].style.backgroundColor : '',
    };
  });

/** Stores a cookie choice before the page loads, as a returning visitor would have it. */
export async function setConsent(
  page: Page,
  origin: string,
  value: 'true' | 'false',
): Promise<void> {
  await page.context().addCookies([{name: 'tesseraCookieConsent', value, url: origin}]);
}

/** Records every request that leaves 127.0.0.1 and answers it locally, so tests never reach the network. */
export async function captureThirdParty(
  page: Page,
  handler?: (
    url: URL,
  ) => {status?: number; body?: string; contentType?: string} | 'abort' | undefined,
) {
  const requests: URL[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const url = new URL(route.request().url());
      requests.push(url);
      const answer = handler?.(url) ?? {status: 204, body: ''};
      if (answer === 'abort') return route.abort('connectionrefused');
      return route.fulfill({
        status: answer.status ?? 200,
        body: answer.body ?? '',
        contentType: answer.contentType ?? 'text/plain',
      });
    },
  );
  return requests;
}
