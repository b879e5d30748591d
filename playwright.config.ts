import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run in Debian's Chromium against the production build:
 * `build/` is the default build (no analytics or chat ids), `build-tracking/`
 * the same site built with test ids, for the consent-gated loaders.
 */
// Several checkouts on one machine each set their own base, so that no run reuses another's server.
const BASE = Number(process.env.TESSERA_TEST_PORT_BASE) || 4173;
export const PORT = BASE;
export const TRACKING_PORT = BASE + 1;
/** The same two builds served by nginx with deploy/nginx/tessera.conf (project `serving`). */
export const NGINX_PORT = BASE + 7;
export const NGINX_TRACKING_PORT = BASE + 8;
/**
 * The build the first server and the first nginx serve: `build/`, or `build-stock/` for the
 * functional tests on stock Docusaurus behaviour (`npm run test:stock`, src/perf/README.md),
 * which then need no `build/`.
 */
const BUILD = process.env.TESSERA_TEST_BUILD || 'build';

const chromium = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  // Without these, Chromium phones home at start and this machine's closed network refuses it.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // durations.ts prints where the run's time went, per project and slowest tests (README, Tests).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', {open: 'never'}] as const] : []),
    ['./tests/reporters/durations.ts'],
  ],
  // Bounds on waiting, not speed gates (those are page-weight and the bench): beside a
  // second suite on 2 cores (load average 16), pages took more than 7 s to hydrate and
  // an axe run more than 30 s.
  timeout: 60_000,
  expect: {timeout: 15_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test seconds on 2 cores; a failure is traced on its retry.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (Playwright's reuseContext):
    // cookies, storage, cache, routes and init scripts are cleared, and viewport and
    // emulation restored, so each test still starts from an empty cache with no consent
    // stored. A load in a new context cost 5.6 CPU-seconds on the 2-core machine (a
    // renderer started, the site's scripts compiled again), one after a reset 2.2: the
    // browser tests but the crawl took 40 % less CPU (tests/README.md). What a reset leaves
    // (permissions granted at run time, offline mode, extra headers) no test changes, and
    // tests/unit/quality/e2e-isolation.test.ts keeps it so; a test whose context options
    // differ (a phone, a time zone) gets a context of its own. page-weight.spec.ts, which
    // measures a first visit, sets it back to false.
    reuseContext: true,
    launchOptions: chromium,
  },
  projects: [
    // Checks of the built files themselves: no browser.
    {name: 'site', testDir: './tests/site'},
    {
      name: 'e2e',
      testDir: './tests/e2e',
      use: {...devices['Desktop Chrome'], launchOptions: chromium},
    },
    // The writers' loop on copies of the repository: `npm start` and `npm run new`.
    {name: 'writers', testDir: './tests/writers', use: {launchOptions: chromium}},
    // Headers, compression, 404s and the Content-Security-Policy, through nginx.
    {
      name: 'serving',
      testDir: './tests/serving',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium,
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --dir ${BUILD} --port ${PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --dir build-tracking --port ${TRACKING_PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${TRACKING_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // nginx stops on SIGTERM, and scripts/nginx.mjs then removes its temporary folder.
    {
      command: `node scripts/nginx.mjs ${BUILD} ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    {
      command: `node scripts/nginx.mjs build-tracking ${NGINX_TRACKING_PORT}`,
      url: `http://127.0.0.1:${NGINX_TRACKING_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
