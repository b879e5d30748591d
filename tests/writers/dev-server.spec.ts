/**
 * The loop a writer goes through, on the README's first command: `npm start`
 * serves every kind of page, shows an edit to a page, a project file or a block
 * record without a restart, and renders each page `npm run new` makes.
 * Readiness is polled, never slept for, so a slow machine only takes longer.
 */
import {test, expect, type Page} from '@playwright/test';
import {
  copyRepository,
  edit,
  freePort,
  removeCopy,
  run,
  start,
  stop,
  waitForServer,
} from './workspace';

/** One page of each kind a writer meets. */
const PAGES = [
  '/',
  '/docs/intro',
  '/docs/blocks/node_timer/',
  '/docs/features/mqtt',
  '/elements/temperature_monitoring',
  '/solutions/data_center',
  '/tutorials/introduction',
  '/examples/agriculture-ambient-temperature-humidity',
  '/blog/serial-dispatcher',
  '/downloads',
];

/** What `npm run new` makes for each kind in this test, and where it is served. */
const NEW_PAGES = [
  {args: ['block', 'node_timer'], route: '/docs/blocks/node_timer/', title: 'Timer'},
  {
    args: ['feature', 'lorawan', '--title', 'LoRaWAN'],
    route: '/docs/features/lorawan',
    title: 'LoRaWAN',
  },
  {
    args: ['doc', 'protocols/lorawan', '--title', 'LoRaWAN gateways'],
    route: '/docs/protocols/lorawan',
    title: 'LoRaWAN gateways',
  },
  {
    args: ['element', 'smoke_detection', '--title', 'Smoke detection'],
    route: '/elements/smoke_detection',
    title: 'Smoke detection',
  },
  {
    args: ['solution', 'cold_storage', '--title', 'Cold storage'],
    route: '/solutions/cold_storage',
    title: 'Cold storage',
  },
  {
    args: ['tutorial', 'pwm_fans', '--title', 'PWM fans'],
    route: '/tutorials/pwm_fans',
    title: 'PWM fans',
  },
  {
    args: ['example', 'pwm-fan-curve', '--title', 'PWM fan curve'],
    route: '/examples/pwm-fan-curve',
    title: 'PWM fan curve',
  },
  {
    args: ['blog', 'pwm-fans', '--title', 'Fans on PWM outputs'],
    route: '/blog/pwm-fans',
    title: 'Fans on PWM outputs',
  },
];

let dir = '';
let base = '';
let server: ReturnType<typeof start> | undefined;

test.describe.configure({mode: 'serial', timeout: 15 * 60_000});

test.beforeAll(async () => {
  // A hook has the config's 30 s, not the describe's: the dev server's first compile takes
  // about 40 s alone on 2 cores, and minutes on a busy machine.
  test.setTimeout(10 * 60_000);
  dir = copyRepository('dev');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = start(
    'npm',
    ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    dir,
  );
  await waitForServer(`${base}/docs/intro`, server);
});

test.afterAll(() => {
  if (server) stop(server.child);
  if (dir) removeCopy(dir);
});

/** Collects console errors and uncaught exceptions on a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`Uncaught: ${e.message}`));
  return errors;
}

/** Opens a route until it renders an h1 (the dev server compiles on demand), and returns its text. */
async function h1(page: Page, route: string): Promise<string> {
  await page.goto(`${base}${route}`);
  return (await page.locator('h1').first().textContent({timeout: 60_000}))?.trim() ?? '';
}

test('npm start serves one page of every kind with no console error', async ({page}) => {
  const errors = watchErrors(page);
  for (const route of PAGES) {
    await expect
      .poll(() => h1(page, route), {message: route, timeout: 5 * 60_000})
      .not.toMatch(/^$|Page Not Found/);
  }
  expect(errors, `console errors (server log:\n${server?.log().slice(-2000)})`).toEqual([]);
});

test('an edit to an MDX page shows without a restart', async ({page}) => {
  await h1(page, '/docs/intro');
  const marker = 'The writers loop test added this sentence.';
  edit(dir, 'docs/intro.mdx', (t) => `${t}\n${marker}\n`);
  await expect(page.getByText(marker)).toBeVisible({timeout: 5 * 60_000});
});

test('an edit to a project file redraws its diagram without a restart', async ({page}) => {
  await h1(page, '/docs/blocks/node_timer/');
  edit(dir, 'docs/blocks/_projects/node_timer-blink.tessera.json', (t) =>
    t.replace('"name": "Blink relay 1"', '"name": "Blink relay 1 edited"'),
  );
  await expect(page.locator('figure svg > title').getByText(/Blink relay 1 edited/)).toHaveCount(
    1,
    {
      timeout: 5 * 60_000,
    },
  );
});

test('an edit to a block record shows on its page without a restart', async ({page}) => {
  await h1(page, '/docs/blocks/node_timer/');
  edit(dir, 'src/data/blocks/records/timers.ts', (t) =>
    t.replace(
      'Stops the timer, so no tick is sent until the next start; the value is ignored.',
      'Stops the timer until the next start (edited by the writers loop test).',
    ),
  );
  await expect(page.getByText('edited by the writers loop test')).toBeVisible({
    timeout: 5 * 60_000,
  });
});

/** The labels of the docs sidebar's links, on the page open. */
async function sidebarLabels(page: Page): Promise<string[]> {
  return (await page.locator('nav.menu .menu__link').allTextContents()).map((t) => t.trim());
}

test('after a record edit, sidebars.ts and the data it reads still reload', async ({page}) => {
  // Runs after the record edit above: the writers' report had sidebar edits ignored from then on.
  const opened = async () => {
    await h1(page, '/docs/blocks/node_timer/');
    return sidebarLabels(page);
  };
  edit(dir, 'sidebars.ts', (t) => t.replace("'Tips and tricks',", "'Tips, tricks and fixes',"));
  await expect.poll(opened, {timeout: 5 * 60_000}).toContain('Tips, tricks and fixes');

  // The block categories' labels come from src/data, through sidebars.ts.
  edit(dir, 'src/data/blocks/categories.ts', (t) =>
    t.replace("timers: 'Timers',", "timers: 'Timers and clocks',"),
  );
  await expect.poll(opened, {timeout: 5 * 60_000}).toContain('Timers and clocks');

  // A feature whose page does not exist: the terminal names the id, from FEATURES.
  edit(dir, 'src/data/features.ts', (t) =>
    t.replace("short: 'general',", "short: 'general-settings',"),
  );
  await expect
    .poll(() => server?.log() ?? '', {timeout: 5 * 60_000})
    .toContain('no doc with id "features/general-settings"');
  edit(dir, 'src/data/features.ts', (t) =>
    t.replace("short: 'general-settings',", "short: 'general',"),
  );
});

test('every kind of page npm run new makes, back to back, renders in the running server', async ({
  page,
}) => {
  // The block scaffold refuses a block that has a page: take the Timer's away first.
  const removed = await run('rm', ['docs/blocks/node_timer.mdx'], dir);
  expect(removed.code).toBe(0);
  // One after the other, as a writer makes a batch of pages, without waiting for each to show:
  // the sections' reloads overlapped, and the last to finish dropped the others' pages.
  for (const {args} of NEW_PAGES) {
    const made = await run('npm', ['run', 'new', '--', ...args], dir);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('Also touch:');
  }
  for (const {route, title} of NEW_PAGES) {
    await expect.poll(() => h1(page, route), {message: route, timeout: 5 * 60_000}).toBe(title);
  }
});
