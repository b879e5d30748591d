/**
 * The Run button under a diagram, against the production build: the
 * simulator's chunk loads on the click and not before, inputs change the
 * outputs and the Console, the clock controls and Reset work, a chunk that
 * does not load offers a Retry, and the open panel passes axe and fits a phone.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open, axe} from './fixtures';
import {BUILD_DIR} from '../site/site';
import {simulatorChunkFiles} from '../../scripts/perf/sim-chunk.mjs';

const BLOCK_PAGE = '/docs/blocks/node_digital_in/';
const CAPABILITY_PAGE = '/elements/temperature_monitoring';
/** The engine and panel chunk: the build's file that holds the engine (scripts/perf/sim-chunk.mjs). */
const CHUNK_FILES = simulatorChunkFiles(BUILD_DIR);
const CHUNK = {
  test: (pathname: string) =>
    CHUNK_FILES.length > 0 && CHUNK_FILES.some((f) => pathname === `/assets/js/${f}`),
};

test('the build has the simulator chunk, apart from every page’s first load', () => {
  expect(CHUNK_FILES.length, 'a file holding the engine in build/assets/js').toBeGreaterThan(0);
});

/** Requests for the simulator chunk, from now on. */
function watchChunk(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (CHUNK.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

/** Presses Run under the first diagram and returns its open panel. */
async function runFirst(page: Page): Promise<Locator> {
  const figure = page.locator('figure', {has: page.getByRole('button', {name: 'Run'})}).first();
  const run = figure.getByRole('button', {name: /^(Run|Loading…|Stop)$/});
  const panel = figure.getByRole('region', {name: /^Run /});
  // The diagram above lays itself out as it scrolls into view (content-visibility),
  // which can move the button under a click: click again only if it still says Run.
  await expect(async () => {
    if ((await run.textContent()) === 'Run') await run.click();
    await expect(panel).toBeVisible({timeout: 3000});
  }).toPass({timeout: 20_000});
  // Its stylesheet loads with its script, not with the page (src/perf/chunk-groups).
  await expect(panel).toHaveCSS('display', 'grid');
  return panel;
}

const consoleOf = (panel: Locator) => panel.getByRole('region', {name: 'Console lines'});
const stateOf = (panel: Locator, block: string) => panel.locator(`dd[data-block="${block}"]`);
const clockOf = (panel: Locator) => panel.locator('time');

test.describe('Run a diagram in the page', () => {
  test('a block page: the input switch drives the Console and the relay; step, speed and Reset', async ({
    page,
  }) => {
    const chunk = watchChunk(page);
    await open(page, BLOCK_PAGE);
    // Scroll every diagram into view: nothing may load the simulator before a click.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(chunk, 'the simulator chunk before Run').toEqual([]);

    const panel = await runFirst(page);
    expect(chunk.length).toBeGreaterThan(0);
    await panel.getByRole('button', {name: 'Pause'}).click();
    const lines = consoleOf(panel);
    // The contact starts open and the input is inverted: the door reads as open.
    await expect(lines).toContainText('[log] door open true');

    // Mouse: close the contact; the 50 ms debounce passes on the next step.
    const contact = panel.getByRole('switch', {name: /Digital input 1/});
    const step = panel.getByRole('button', {name: 'Step to next event'});
    await contact.click();
    await expect(contact).toBeChecked();
    await step.click();
    await expect(lines).toContainText('[log] door open false');

    // Keyboard: open it again, step past the debounce, then to the delay's end.
    await contact.focus();
    await page.keyboard.press('Space');
    await expect(contact).not.toBeChecked();
    await step.focus();
    await page.keyboard.press('Enter');
    await expect(lines.locator('li').last()).toContainText('[log] door open true');
    await expect(stateOf(panel, 'beacon')).toHaveText('off');
    const before = await clockOf(panel).getAttribute('datetime');
    await page.keyboard.press('Enter');
    await expect(lines).toContainText('[sim] relay 3 on');
    await expect(stateOf(panel, 'beacon')).toHaveText('on');
    const after = await clockOf(panel).getAttribute('datetime');
    expect(Date.parse(after!) - Date.parse(before!)).toBe(60_000);
    // The wire into the relay shows the value it carried.
    await expect(page.locator('text[data-port="held_60s.out"]').first()).toBeVisible();
    // The values and states drawn over the diagram are as legible as its labels (11 px).
    const overlay = await page.locator('text[data-port], text[data-state]').evaluateAll((texts) =>
      texts.map((t) => {
        const svg = t.closest('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return parseFloat(getComputedStyle(t).fontSize) * scale;
      }),
    );
    expect(overlay.length).toBeGreaterThan(0);
    expect(Math.min(...overlay)).toBeGreaterThanOrEqual(11);

    // Reset: the start state, with one Console line.
    await panel.getByRole('button', {name: 'Reset'}).click();
    await expect(stateOf(panel, 'beacon')).toHaveText('off');
    await expect(lines.locator('li')).toHaveCount(1);
    await expect(contact).not.toBeChecked();

    // ×3600: an hour of virtual time passes in about a second.
    const start = Date.parse((await clockOf(panel).getAttribute('datetime'))!);
    await panel.getByRole('button', {name: 'Run at 3600 times real time'}).click();
    await expect
      .poll(async () => Date.parse((await clockOf(panel).getAttribute('datetime'))!) - start, {
        timeout: 5000,
      })
      .toBeGreaterThan(10 * 60_000);
    await panel.getByRole('button', {name: 'Pause'}).click();
  });

  test('a capability page: a colder probe clears the alarm and releases the beacon', async ({
    page,
  }) => {
    await open(page, CAPABILITY_PAGE);
    const panel = await runFirst(page);
    // Paused and stepped, so the line looked for is still among the Console lines shown.
    await panel.getByRole('button', {name: 'Pause'}).click();
    const lines = consoleOf(panel);
    const step = panel.getByRole('button', {name: 'Step to next event'});
    const stepUntil = (text: string) =>
      expect(async () => {
        await step.click();
        await expect(lines).toContainText(text, {timeout: 100});
      }).toPass({intervals: [50], timeout: 20_000});
    // The probe starts at 22.4 °C, above the 8 °C alarm: the beacon comes on.
    await stepUntil('[sim] relay 1 on');
    await expect(stateOf(panel, 'beacon')).toHaveText('on');

    // Keyboard: type an exact temperature below the 6 °C clear level.
    const exact = panel.getByRole('spinbutton', {name: /exact value/});
    await exact.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await stepUntil('[sim] relay 1 off');
    await expect(stateOf(panel, 'beacon')).toHaveText('off');

    // Mouse: the slider's warm end, and at ×3600 the alarm comes back.
    const slider = panel.getByRole('slider');
    // Clear of the cookie banner at the bottom of the window.
    await slider.evaluate((el) => el.scrollIntoView({block: 'center', behavior: 'instant'}));
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
    await expect(exact).not.toHaveValue('3');
    await panel.getByRole('button', {name: 'Run at 3600 times real time'}).click();
    await expect(stateOf(panel, 'beacon')).toHaveText('on');
  });

  test('/demo: the greenhouse runs on the page as its steps say', async ({page}) => {
    await open(page, '/demo');
    const panel = await runFirst(page);
    await panel.getByRole('button', {name: 'Pause'}).click();
    const lines = consoleOf(panel);
    // The page's run starts at 10:00 Amsterdam time, by day: the grow lights are on.
    await expect(lines).toContainText('[sim] relay 1 on');
    await expect(panel.locator('time')).toContainText('10:00:');
    const air = panel.getByRole('spinbutton', {name: /Greenhouse air.*°C, exact value/});
    await air.fill('31');
    const step = panel.getByRole('button', {name: 'Step to next event'});
    // The next 10 s reading carries 31 °C to the Threshold.
    await expect(async () => {
      await step.click();
      await expect(lines).toContainText('[sim] relay 2 on', {timeout: 500});
    }).toPass({timeout: 5000});
    await expect(stateOf(panel, 'vent_fan')).toHaveText('on');
  });

  test('a chunk that does not load offers a Retry', async ({page, problems}) => {
    problems.allow(/ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED/);
    await open(page, BLOCK_PAGE);
    let block = true;
    await page.route(
      (url) => CHUNK.test(url.pathname),
      (route) => (block ? route.abort() : route.continue()),
    );
    const figure = page.locator('figure', {has: page.getByRole('button', {name: 'Run'})}).first();
    await figure.getByRole('button', {name: 'Run', exact: true}).click();
    const alert = figure.getByRole('alert');
    await expect(alert).toContainText('The simulator did not load');
    block = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(figure.getByRole('region', {name: /^Run /})).toBeVisible();
  });

  // The block page's inputs are switches; the tutorial's are buttons, each a kind of control.
  for (const [where, path] of [
    ['a block page', BLOCK_PAGE],
    ['a lesson with button inputs', '/tutorials/sprinkler3'],
  ] as const)
    for (const scheme of ['light', 'dark'] as const) {
      test(`the open panel on ${where} has no axe violations in ${scheme} mode`, async ({page}) => {
        await page.emulateMedia({colorScheme: scheme});
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const panel = await runFirst(page);
        // The pressed speed is drawn inverted: its text must not take a transparent colour.
        const pressed = panel.locator('button[aria-pressed="true"]').first();
        await expect(pressed).toBeVisible();
        expect(await pressed.evaluate((b) => getComputedStyle(b).color)).not.toBe(
          'rgba(0, 0, 0, 0)',
        );
        if (path === BLOCK_PAGE) {
          await panel.getByRole('button', {name: 'Pause'}).click();
          await expect(consoleOf(panel).locator('li').first()).toBeVisible();
        }
        const results = await axe(page).include('figure').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual(
          [],
        );
      });
    }

  test('at 390 px the open panel stacks and the page does not scroll sideways', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, CAPABILITY_PAGE);
    const panel = await runFirst(page);
    await panel.getByRole('button', {name: 'Pause'}).click();
    await expect(panel.getByRole('slider')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(390);
  });
});
