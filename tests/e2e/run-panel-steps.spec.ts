/**
 * The tripwire example and every part of the two tutorial series, followed
 * step by step in the Run panel as their pages say: through the panel's own
 * controls (inputs, the clock, Step, Pause), never the engine's API, checking
 * the Console lines and states the pages quote. One page visit per part.
 * Robust under load: every wait is for a Console line, a state or the clock,
 * and timed steps are run with Step or paused on the clock, never slept.
 * Each test marks the page's numbered steps as it does them (Panel.follows),
 * and must mark exactly those run-panel-followed.ts lists for the page: the
 * list the content tests hold every series part's run steps against.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {FOLLOWED} from './run-panel-followed';

/** A page's run panel, paused at its start, and what a reader does with it. */
class Panel {
  readonly lines: Locator;
  /** The page's numbered steps this test has done, in order. */
  readonly followed: number[] = [];
  constructor(
    readonly page: Page,
    readonly root: Locator,
    /** The page's source file, as run-panel-followed.ts names it. */
    readonly file: string,
  ) {
    this.lines = root.getByRole('region', {name: 'Console lines'});
  }

  static async open(page: Page, path: string): Promise<Panel> {
    // Time flows as usual until runUntil pauses it.
    await page.clock.install();
    await open(page, path);
    const figure = page.locator('figure', {has: page.getByRole('button', {name: 'Run'})}).first();
    const run = figure.getByRole('button', {name: /^(Run|Loading…|Stop)$/});
    const root = figure.getByRole('region', {name: /^Run /});
    // The diagram lays itself out as it scrolls into view, which can move the button under a click.
    await expect(async () => {
      if ((await run.textContent()) === 'Run') await run.click();
      await expect(root).toBeVisible({timeout: 3000});
    }).toPass({timeout: 20_000});
    const panel = new Panel(page, root, `${path.slice(1)}.mdx`);
    opened = panel;
    // Paused at the start time: the clock ran at ×1 while the page loaded.
    await panel.button('Pause').click();
    await panel.button('Reset').click();
    return panel;
  }

  /** What follows does the page's numbered step n. */
  follows(n: number) {
    this.followed.push(n);
  }

  button(name: string | RegExp) {
    return this.root.getByRole('button', {name});
  }

  /** The Console lines that contain a text. */
  line(text: string | RegExp) {
    return this.lines.locator('li', {hasText: text});
  }

  async sees(...texts: string[]) {
    for (const t of texts) await expect(this.line(t).first()).toBeVisible();
  }

  async count(text: string | RegExp, n: number) {
    await expect(this.line(text)).toHaveCount(n);
  }

  state(block: string) {
    return this.root.locator(`dd[data-block="${block}"]`);
  }

  /** Virtual time, ms since the epoch. */
  async now(): Promise<number> {
    return Date.parse((await this.root.locator('time').getAttribute('datetime'))!);
  }

  /** The time stamp of the nth line containing a text (-1: the last), as seconds since midnight. */
  async stamp(text: string | RegExp, nth = 0): Promise<number> {
    const lines = this.line(text);
    const t = (await (nth < 0 ? lines.last() : lines.nth(nth)).textContent())!.slice(0, 8);
    const [h, m, s] = t.split(':').map(Number);
    return h * 3600 + m * 60 + s;
  }

  async switch(name: RegExp, on: boolean) {
    const s = this.root.getByRole('switch', {name});
    await s.setChecked(on);
  }

  async press(name: RegExp) {
    await this.button(name).click();
  }

  /** Types into a text or card field and sends it with the button beside it. */
  async send(name: RegExp, text: string) {
    const field = this.root.getByRole('textbox', {name});
    await field.fill(text);
    await field.press('Enter');
  }

  /**
   * Clicks Step to next event until a check passes; not at all if it passes
   * already (a dashboard button acts at once, and one step too many would run
   * the next timer). Checks are immediate, not retrying: each try is one step.
   */
  async stepUntil(check: () => Promise<void>) {
    const step = this.button('Step to next event');
    await expect(async () => {
      try {
        await check();
        return;
      } catch {
        // Not yet: run the next instant.
      }
      await step.click();
      await check();
    }).toPass({intervals: [0], timeout: 30_000});
  }

  /**
   * Runs the clock at a speed until an immediate check passes, then pauses: the
   * page's clock (Playwright's, installed in open) is paused and moved on by
   * `ticks` of the panel's ticks between checks (by default ten: a second of
   * the panel's time, a minute of virtual time at ×60), so nothing runs past
   * the moment the check passes by more than those ticks.
   * Hours of virtual time pass in seconds, whatever the machine's load: at ×60
   * in real time, sprinkler part 2's 40-minute zone chain took 40 s of real time
   * and more under load, and ran on between the check and the click on Pause.
   */
  async runUntil(
    speed: 1 | 10 | 60 | 3600,
    check: () => Promise<void>,
    {ticks = 10, timeout = 120_000} = {},
  ) {
    const clock = this.page.clock;
    await clock.pauseAt(await this.page.evaluate(() => Date.now() + 5000));
    const run = this.button(`Run at ${speed} times real time`);
    await run.click();
    await expect(run).toHaveAttribute('aria-pressed', 'true');
    await expect(async () => {
      try {
        await check();
        return;
      } catch {
        // Not yet: move virtual time on.
      }
      const before = await this.now();
      await clock.runFor(ticks * TICK_MS);
      // React renders the ticks' changes after the timers ran: wait for the panel's clock.
      await expect.poll(() => this.now()).toBeGreaterThan(before);
      await check();
    }).toPass({intervals: [0], timeout});
    await this.button('Pause').click();
    await clock.resume();
  }

  /**
   * Runs the clock until virtual time reaches a moment, then pauses: at it, or
   * within one panel tick after it. The page's own clock (Playwright's,
   * installed in open) is paused and moved on by the ticks that take the panel
   * there, so nothing runs past it: in real time, on a loaded machine, the
   * clock ran on between reaching the moment and the click on Pause, past the
   * next event of the page's step (a 3 s door pulse ended before a second card).
   */
  async runTo(speed: 1 | 10 | 60 | 3600, time: number) {
    const clock = this.page.clock;
    // Far enough ahead that the page's clock is not there yet when the call arrives.
    await clock.pauseAt(await this.page.evaluate(() => Date.now() + 5000));
    const run = this.button(`Run at ${speed} times real time`);
    // React runs the effect that starts the panel's interval before a click's handling ends.
    await run.click();
    await expect(run).toHaveAttribute('aria-pressed', 'true');
    const ticks = Math.ceil((time - (await this.now())) / (TICK_MS * speed));
    if (ticks > 0) await clock.runFor(ticks * TICK_MS);
    await expect.poll(() => this.now()).toBeGreaterThanOrEqual(time);
    await this.button('Pause').click();
    await clock.resume();
  }
}

/** The panel the running test opened, for the check of its steps after it. */
let opened: Panel | undefined;

/** The panel's wall-clock ms between two advances of a running clock (TICK_MS in SimulatorPanel). */
const TICK_MS = 100;
const MIN = 60_000;
const quick = async (check: () => Promise<void>) => check();
/** An immediate check of a block's state: the text, or (part) a part of it. */
const shows = (p: Panel, block: string, text: string, part = false) =>
  quick(async () => {
    const shown = (await p.state(block).textContent()) ?? '';
    expect(part ? shown.includes(text) : shown === text, `${block} shows ${shown}`).toBe(true);
  });
/** An immediate check of the panel's clock: it shows a text. */
const clockShows = (p: Panel, text: string) =>
  quick(async () => expect(await p.root.locator('time').textContent()).toContain(text));
const has = (p: Panel, text: string, n = 1) =>
  quick(async () => expect(await p.line(text).count()).toBeGreaterThanOrEqual(n));

test.describe('Pages followed in the Run panel', () => {
  test.describe.configure({timeout: 240_000});

  test.beforeEach(() => {
    opened = undefined;
  });

  // A step the list names and the test skipped, or one the test did and the list lacks, fails the test.
  // Playwright reads which fixtures a hook needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(({}, testInfo) => {
    if (!opened || testInfo.status !== 'passed') return;
    const listed = FOLLOWED[opened.file];
    if (listed)
      expect(
        [...new Set(opened.followed)].sort((a, b) => a - b),
        `the steps of ${opened.file} this test followed, against tests/e2e/run-panel-followed.ts`,
      ).toEqual([...listed]);
  });

  test('the tripwire example: close the beam, arm, break it, disarm', async ({page}) => {
    const p = await Panel.open(page, '/examples/tripwire-alarm');
    const beam = /Gate beam \(NC\)/;
    const key = /Arming key switch/;
    // The beam's contact starts open: close it first, as the page says.
    await p.switch(beam, true);
    await p.stepUntil(() => shows(p, 'beam', 'off'));
    await p.switch(key, true);
    await p.stepUntil(() => has(p, '[log] system armed: true'));
    await p.count('[sim] relay 1 on', 0);
    // Break the beam: the alarm, the log and the siren in the same instant.
    await p.switch(beam, false);
    await p.stepUntil(() => has(p, '[sim] relay 1 on'));
    await p.sees('[sim] buzzer alarm at 2700 Hz', '[log] ALARM gate beam broken while armed: true');
    // Exactly 3 min later both stop, though the beam is still broken.
    await p.runUntil(60, () => has(p, '[sim] relay 1 off'));
    await p.sees('[sim] buzzer off');
    expect((await p.stamp('[sim] relay 1 off')) - (await p.stamp('[sim] relay 1 on'))).toBe(180);
    expect((await p.stamp('[sim] buzzer off')) - (await p.stamp('[sim] relay 1 on'))).toBe(180);
    // A second alarm, then the key turned back during it: everything stops together.
    await p.switch(beam, true);
    await p.stepUntil(() => shows(p, 'beam', 'off'));
    await p.switch(beam, false);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 2));
    await p.switch(key, false);
    await p.stepUntil(() => has(p, '[log] system disarmed: false'));
    await p.count('[sim] relay 1 off', 2);
    await p.count('[sim] buzzer off', 2);
    // Disarmed, breaking the beam writes nothing.
    const before = await p.lines.locator('li').count();
    await p.switch(beam, true);
    await p.stepUntil(() => shows(p, 'beam', 'off'));
    await p.switch(beam, false);
    await p.stepUntil(() => shows(p, 'beam', 'on'));
    await expect(p.lines.locator('li')).toHaveCount(before);
    // Armed with the beam broken: the alarm sounds at once.
    await p.switch(key, true);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 3));
  });

  test('sprinkler part 1: a press, the run timer, a second press', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/sprinkler1');
    p.follows(6);
    await p.press(/Press Start button/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on'));
    await p.sees('[log] sprinkler start');
    await expect(p.state('zone1_valve')).toHaveText('on');
    p.follows(7);
    await p.stepUntil(() => has(p, '[sim] relay 1 off'));
    await expect(p.state('zone1_valve')).toHaveText('off');
    p.follows(8);
    // Press, then once more 4 min into the run: the valve closes 10 min after the second press.
    await p.press(/Press Start button/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 2));
    const first = await p.now();
    await p.runTo(60, first + 4 * MIN);
    await p.press(/Press Start button/);
    await p.stepUntil(() => has(p, '[log] sprinkler start', 3));
    const second = await p.now();
    await p.count('[sim] relay 1 on', 2);
    await p.stepUntil(() => has(p, '[sim] relay 1 off', 2));
    const off = await p.stamp('[sim] relay 1 off', 1);
    expect(off - (await p.stamp('[log] sprinkler start', 2))).toBe(10 * 60);
    expect(second - first).toBeGreaterThanOrEqual(4 * MIN);
  });

  test('sprinkler part 2: the zone chain, a stop, a restart midway', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/sprinkler2');
    p.follows(7);
    await p.press(/Press Start button/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on'));
    await p.sees('[log] sprinkler start');
    await p.runUntil(60, () => has(p, '[sim] relay 4 off'));
    const start = await p.stamp('[sim] relay 1 on');
    expect(await p.stamp('[sim] relay 1 off')).toBe(start + 10 * 60);
    expect(await p.stamp('[sim] relay 2 on')).toBe(start + 10 * 60);
    expect(await p.stamp('[sim] relay 3 on')).toBe(start + 25 * 60);
    expect(await p.stamp('[sim] relay 4 on')).toBe(start + 30 * 60);
    expect(await p.stamp('[sim] relay 4 off')).toBe(start + 38 * 60);
    p.follows(8);
    // Stop while zone 2 runs: nothing is left scheduled.
    await p.press(/Press Start button/);
    await p.runUntil(60, () => shows(p, 'zone2_valve', 'on'));
    await p.press(/Press Stop button/);
    await p.stepUntil(() => has(p, '[log] sprinkler stop'));
    await p.count('[sim] relay 2 off', 2);
    const on = await p.line(/\[sim\] relay \d on/).count();
    await p.stepUntil(async () =>
      // The refusal's status line is hidden while empty, so found by its role attribute.
      expect(
        await p.root.locator('[role="status"]', {hasText: 'Nothing is scheduled'}).count(),
      ).toBe(1),
    );
    await p.count(/\[sim\] relay \d on/, on);
    p.follows(9);
    // Start again, and again while zone 3 runs: zone 1 opens as zone 3 closes, zone 2 10 min later.
    await p.press(/Press Start button/);
    await p.runUntil(60, () => shows(p, 'zone3_valve', 'on'));
    await p.press(/Press Start button/);
    await p.stepUntil(() => shows(p, 'zone3_valve', 'off'));
    await expect(p.state('zone1_valve')).toHaveText('on');
    const restart = await p.stamp('[sim] relay 1 on', -1);
    expect(await p.stamp('[sim] relay 3 off', -1)).toBe(restart);
    await p.runUntil(60, () => shows(p, 'zone2_valve', 'on'));
    expect(await p.stamp('[sim] relay 2 on', -1)).toBe(restart + 10 * 60);
  });

  test('sprinkler part 3: a scheduled morning, a dry day, the buttons', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/sprinkler3');
    p.follows(6);
    await expect(p.root.locator('time')).toHaveText('Mon 6 Jul 2026, 05:50:00');
    await p.runUntil(60, () => has(p, '[sim] relay 1 on'));
    expect(await p.stamp('[sim] relay 1 on')).toBe(6 * 3600);
    await p.sees('[log] sprinkler start');
    p.follows(7);
    // Through Tuesday at ×3600: no start until Wednesday 06:00.
    await p.runUntil(3600, () => clockShows(p, 'Tue 7 Jul 2026, 2'));
    expect(await p.stamp('[sim] relay 4 off')).toBe(6 * 3600 + 38 * 60);
    await p.count('[log] sprinkler start', 1);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 2));
    await expect(p.root.locator('time')).toHaveText('Wed 8 Jul 2026, 06:00:00');
    p.follows(8);
    // Stop during zone 1, then start by hand.
    await p.press(/Press Stop button/);
    await p.stepUntil(() => has(p, '[log] sprinkler stop'));
    await p.count('[sim] relay 1 off', 2);
    await expect(p.state('zone2_valve')).toHaveText('off');
    await p.press(/Press Start button/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 3));
    await p.count('[log] sprinkler start', 3);
  });

  test('sprinkler part 4: rain holds back the schedule, stops a run, not a hand start', async ({
    page,
  }) => {
    const p = await Panel.open(page, '/tutorials/sprinkler4');
    const rain = /Rain sensor/;
    p.follows(6);
    await p.sees('[log] rain true');
    await p.switch(rain, true);
    await p.stepUntil(() => has(p, '[log] rain false'));
    p.follows(7);
    await p.switch(rain, false);
    await p.stepUntil(() => has(p, '[log] rain true', 2));
    // Monday 06:00 passes with no start and no relay line.
    await p.runUntil(3600, () => clockShows(p, 'Mon 6 Jul 2026, 1'));
    await p.count('[log] sprinkler start', 0);
    await p.count(/\[sim\] relay/, 0);
    p.follows(8);
    await p.switch(rain, true);
    await p.stepUntil(() => has(p, '[log] rain false', 2));
    await p.runUntil(3600, () => clockShows(p, 'Tue 7 Jul 2026, 2'));
    await p.stepUntil(() => has(p, '[sim] relay 1 on'));
    await expect(p.root.locator('time')).toHaveText('Wed 8 Jul 2026, 06:00:00');
    await p.sees('[log] sprinkler start');
    // Rain during the run stops it; zone 2 never opens.
    await p.switch(rain, false);
    await p.stepUntil(() => has(p, '[log] sprinkler stop', 2));
    await p.sees('[sim] relay 1 off');
    await p.count('[log] rain true', 3);
    await expect(p.state('zone2_valve')).toHaveText('off');
    p.follows(9);
    // By hand, the sensor holds nothing back.
    await p.press(/Press Start button/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 2));
    await p.count('[log] sprinkler start', 2);
  });

  test('sprinkler part 5: the rain topic, commands over MQTT, a hand-over', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/sprinkler5');
    p.follows(8);
    await p.sees('[log] rain true', '[sim] mqtt publish garden/sprinkler/rain true (retained)');
    await p.switch(/Rain sensor/, true);
    await p.stepUntil(() => has(p, '[sim] mqtt publish garden/sprinkler/rain false (retained)'));
    p.follows(9);
    const commands = /Commands \(MQTT garden\/sprinkler\/cmd\)/;
    await p.send(commands, 'start');
    await p.sees(
      '[log] sprinkler start',
      '[sim] relay 1 on',
      '[sim] mqtt publish garden/sprinkler/zone1 true (retained)',
    );
    await p.send(commands, 'stop');
    await p.sees(
      '[log] sprinkler stop',
      '[sim] relay 1 off',
      '[sim] mqtt publish garden/sprinkler/zone1 false (retained)',
    );
    const relayLines = await p.line(/\[sim\] relay/).count();
    await p.send(commands, 'water');
    await p.sees('[log] unknown command water');
    await p.count(/\[sim\] relay/, relayLines);
    p.follows(10);
    // Zone 1 closes and zone 2 opens in one instant, each published.
    const zone1Off = '[sim] mqtt publish garden/sprinkler/zone1 false (retained)';
    const zone2On = '[sim] mqtt publish garden/sprinkler/zone2 true (retained)';
    const closed = await p.line(zone1Off).count();
    await p.send(commands, 'start');
    await p.stepUntil(() => has(p, zone2On));
    await p.count(zone1Off, closed + 1);
    expect(await p.stamp(zone1Off, -1)).toBe(await p.stamp(zone2On, -1));
  });

  test('sprinkler part 6: the dashboard tiles, buttons and next run', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/sprinkler6');
    p.follows(7);
    await expect(p.root.locator('time')).toHaveText('Tue 7 Jul 2026, 18:00:00');
    for (const tile of ['zone1_tile', 'zone2_tile', 'zone3_tile', 'zone4_tile'])
      await expect(p.state(tile)).toHaveText('off');
    await expect(p.state('rain_tile')).toHaveText('on');
    await expect(p.state('next_run_tile')).toHaveText('Wed 2026-07-08 06:00');
    await p.switch(/Rain sensor/, true);
    await p.stepUntil(() => shows(p, 'rain_tile', 'off'));
    p.follows(8);
    await p.press(/Press Start watering/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on'));
    await p.sees('[log] sprinkler start');
    await expect(p.state('zone1_tile')).toHaveText('on');
    await p.stepUntil(() => shows(p, 'zone2_tile', 'on'));
    await expect(p.state('zone1_tile')).toHaveText('off');
    await p.press(/Press Stop watering/);
    await p.stepUntil(() => has(p, '[log] sprinkler stop'));
    await p.sees('[sim] relay 2 off');
    for (const tile of ['zone1_tile', 'zone2_tile', 'zone3_tile', 'zone4_tile'])
      await expect(p.state(tile)).toHaveText('off');
    p.follows(9);
    // The schedule on Wednesday 06:00.
    await p.stepUntil(() =>
      quick(async () =>
        expect(await p.root.locator('time').textContent()).toContain('Wed 8 Jul 2026, 0'),
      ),
    );
    await p.stepUntil(() => shows(p, 'zone1_tile', 'on'));
    await expect(p.state('next_run_tile')).toHaveText('Fri 2026-07-10 06:00');
  });

  const card = /Door reader.*card number/;

  test('access control part 1: the test card enrolled, granted, refused, renewed', async ({
    page,
  }) => {
    const p = await Panel.open(page, '/tutorials/accesscontrol1');
    p.follows(4);
    await expect(p.state('cards')).toContainText('count 1');
    p.follows(9);
    await p.send(card, '24817');
    await p.sees(
      '[sim] reader card_reader green, beep',
      '[log] access granted, card active: true',
      '[sim] relay 1 on',
    );
    await expect(p.state('strike')).toHaveText('on');
    await p.stepUntil(() => has(p, '[sim] relay 1 off'));
    expect((await p.stamp('[sim] relay 1 off')) - (await p.stamp('[sim] relay 1 on'))).toBe(3);
    p.follows(11);
    await p.send(card, '31066');
    await p.sees('[sim] reader card_reader red, 3 beeps', '[log] access denied, card 31066');
    await expect(p.state('strike')).toHaveText('off');
    p.follows(12);
    // Twice, 2 s apart: one relay line on, and off 3 s after the second read.
    await p.send(card, '24817');
    const first = await p.now();
    await p.runTo(1, first + 2000);
    await p.send(card, '24817');
    await p.count('[log] access granted, card active: true', 3);
    await p.count('[sim] relay 1 on', 2);
    await p.stepUntil(() => has(p, '[sim] relay 1 off', 2));
    expect(
      (await p.stamp('[sim] relay 1 off', 1)) -
        (await p.stamp('[log] access granted, card active: true', 2)),
    ).toBe(3);
    // Blocked: the row as the Database page takes it, in place of an edit of test_card.
    p.follows(13);
    await p.send(/^Table cards, a row/, '{"card": "24817", "name": "Test card", "active": false}');
    await expect(p.state('cards')).toContainText('count 1');
    await p.send(card, '24817');
    await p.sees('[log] access refused, card active: false');
    await p.count('[sim] reader card_reader red, 3 beeps', 2);
    await p.count('[sim] relay 1 on', 2);
  });

  test('access control part 2: the exit button, held, and after a card', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/accesscontrol2');
    const exit = /^Press Exit button/;
    p.follows(5);
    await p.press(exit);
    await p.stepUntil(() => has(p, '[sim] relay 1 on'));
    await p.sees('[log] exit request from di2');
    await p.count(/\[sim\] reader/, 0);
    await p.stepUntil(() => has(p, '[sim] relay 1 off'));
    expect((await p.stamp('[sim] relay 1 off')) - (await p.stamp('[sim] relay 1 on'))).toBe(3);
    p.follows(6);
    // Held for 5 s: on at the press, off 3 s later while still held.
    const hold = p.root.getByRole('spinbutton', {name: /^or hold for/});
    await hold.fill('5');
    await p.button(/^Hold Exit button.* for 5 s$/).click();
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 2));
    const pressed = await p.now();
    await p.stepUntil(() => has(p, '[sim] relay 1 off', 2));
    expect((await p.now()) - pressed).toBe(3000);
    await expect(p.state('exit_button')).toContainText('pressed true');
    await p.stepUntil(() => shows(p, 'exit_button', 'pressed false', true));
    await p.count('[sim] relay 1 on', 2);
    p.follows(7);
    // A card, then the button 2 s later: one relay on, off 3 s after the button.
    await p.send(card, '24817');
    await p.sees('[log] access granted');
    const read = await p.now();
    await p.runTo(1, read + 2000);
    await p.press(exit);
    await p.stepUntil(() => has(p, '[log] exit request from di2', 3));
    const button = await p.now();
    await p.stepUntil(() => has(p, '[sim] relay 1 off', 3));
    expect((await p.now()) - button).toBe(3000);
    await p.count('[sim] relay 1 on', 3);
  });

  test('access control part 3: the door contact, held open, forced, an exit', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/accesscontrol3');
    const door = /Door contact/;
    p.follows(9);
    await p.switch(door, true);
    await p.stepUntil(() => shows(p, 'door', 'off'));
    await expect(p.lines.locator('li')).toHaveCount(0);
    p.follows(10);
    await p.send(card, '24817');
    await p.switch(door, false);
    await p.stepUntil(() => shows(p, 'door', 'on'));
    await p.stepUntil(() => has(p, '[sim] relay 1 off'));
    await p.count('[sim] buzzer alarm at 2700 Hz', 0);
    p.follows(11);
    // Left open: the alarm 30 s after it opened.
    await p.stepUntil(() => has(p, '[log] door held open true'));
    await p.sees('[sim] buzzer alarm at 2700 Hz');
    await expect(p.state('alarm')).toHaveText('sounding');
    p.follows(12);
    await p.switch(door, true);
    await p.stepUntil(() => has(p, '[sim] buzzer off'));
    p.follows(13);
    // Forced: at once.
    await p.switch(door, false);
    await p.stepUntil(() => has(p, '[log] door forced open true'));
    await p.count('[sim] buzzer alarm at 2700 Hz', 2);
    await p.switch(door, true);
    await p.stepUntil(() => has(p, '[sim] buzzer off', 2));
    p.follows(14);
    // An exit: the door opens with no alarm.
    await p.press(/^Press Exit button/);
    await p.stepUntil(() => has(p, '[log] exit request from di2'));
    await p.switch(door, false);
    await p.stepUntil(() => shows(p, 'door', 'on'));
    await p.sees('[sim] relay 1 on');
    await p.count('[sim] buzzer alarm at 2700 Hz', 2);
  });

  test('access control part 4: a visitor card that expires at 07:02', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/accesscontrol4');
    p.follows(4);
    await expect(p.state('cards')).toContainText('count 2');
    p.follows(10);
    await p.switch(/Door contact/, true);
    await p.send(card, '30512');
    await p.sees(
      '[sim] reader card_reader green, beep',
      '[log] access granted, card valid until 2026-10-20 07:02:00',
      '[sim] relay 1 on',
    );
    await p.stepUntil(() => has(p, '[sim] relay 1 off'));
    p.follows(11);
    await p.runTo(60, Date.parse('2026-10-20T05:02:00Z'));
    await p.send(card, '30512');
    await p.sees(
      '[sim] reader card_reader red, 3 beeps',
      '[log] access refused, card expired on 2026-10-20 07:02:00',
    );
    await p.count('[sim] relay 1 on', 1);
    p.follows(12);
    await p.send(card, '24817');
    await p.sees('[log] access granted, card valid until 2030-12-31 23:59:59');
    await p.count('[sim] relay 1 on', 2);
    // A blocked card, typed as a row as on the Database page, now leaves on not_found.
    p.follows(5);
    await p.send(
      /^Table cards, a row/,
      '{"card": "24817", "name": "Test card", "active": false, "expires": "2030-12-31 23:59:59"}',
    );
    await p.send(card, '24817');
    await p.sees('[log] access denied, card 24817');
    await p.count('[sim] relay 1 on', 2);
  });

  test('access control part 5: every event recorded in the table', async ({page}) => {
    const p = await Panel.open(page, '/tutorials/accesscontrol5');
    p.follows(9);
    await p.switch(/Door contact/, true);
    await p.runTo(10, Date.parse('2026-10-20T05:00:30Z'));
    const at = (await p.root.locator('time').getAttribute('datetime'))!;
    await p.send(card, '24817');
    await p.sees(`[log] event recorded {"time":"${at}","event":"granted","card":"24817"}`);
    // Each event at its own time, as a reader types them: the table is keyed by the time.
    p.follows(10);
    await p.runTo(10, Date.parse('2026-10-20T05:00:40Z'));
    await p.send(card, '31066');
    await p.sees('[log] access denied, card 31066', '"event":"denied","card":"31066"');
    p.follows(11);
    await p.runTo(10, Date.parse('2026-10-20T05:00:50Z'));
    await p.press(/^Press Exit button/);
    await p.stepUntil(() => has(p, '"event":"exit button","card":""'));
    p.follows(12);
    await p.runTo(60, Date.parse('2026-10-20T05:02:00Z'));
    await p.send(card, '30512');
    await p.sees(
      '[log] access refused, card expired on 2026-10-20 07:02:00',
      '"event":"expired","card":"30512"',
    );
    p.follows(13);
    await p.switch(/Door contact/, false);
    await p.stepUntil(() => has(p, '"event":"door forced"'));
    await p.sees('[sim] buzzer alarm at 2700 Hz');
    await p.stepUntil(() => has(p, '"event":"door held open"'));
    await p.switch(/Door contact/, true);
    await p.stepUntil(() => has(p, '[sim] buzzer off'));
    p.follows(14);
    await expect(p.state('events')).toContainText('count 6');
  });

  test('access control part 6: facility 123, the exit button, a forced and a held door', async ({
    page,
  }) => {
    const p = await Panel.open(page, '/tutorials/accesscontrol6');
    const door = /Door contact/;
    p.follows(8);
    await p.send(card, '24817');
    await p.sees(
      '[log] facility code 123',
      '[sim] reader card_reader green, beep',
      '[log] access granted, card valid until 2030-12-31 23:59:59',
      '[sim] relay 1 on',
    );
    await p.switch(door, true);
    await p.stepUntil(() => shows(p, 'door', 'off'));
    const closed = await p.now();
    await p.switch(door, false);
    await p.stepUntil(() => shows(p, 'door', 'on'));
    expect((await p.now()) - closed).toBe(200);
    // Shut again before the held-open alarm; the strike locks 3 s after the card.
    await p.switch(door, true);
    await p.stepUntil(() => shows(p, 'door', 'off'));
    await p.stepUntil(() => has(p, '[sim] relay 1 off'));
    p.follows(10);
    await p.press(/^Press Exit button/);
    await p.stepUntil(() => has(p, '[sim] relay 1 on', 2));
    await p.sees('[log] exit request from di2');
    const exit = await p.now();
    await p.stepUntil(() => has(p, '[sim] relay 1 off', 2));
    expect((await p.now()) - exit).toBe(3000);
    // The mechanical key: the door opens with the strike locked.
    p.follows(11);
    await p.switch(door, false);
    await p.stepUntil(() => has(p, '[log] door forced open true'));
    await p.sees('[sim] buzzer alarm at 2700 Hz');
    await p.switch(door, true);
    await p.stepUntil(() => has(p, '[sim] buzzer off'));
    // Opened with the card and left open: the alarm 30 s after it opened.
    p.follows(12);
    await p.send(card, '24817');
    await p.switch(door, false);
    await p.stepUntil(() => shows(p, 'door', 'on'));
    const opened = await p.now();
    await p.stepUntil(() => has(p, '[log] door held open true'));
    expect((await p.now()) - opened).toBe(30_000);
    await p.count('[sim] buzzer alarm at 2700 Hz', 2);
    await p.count('[log] door forced open true', 1);
    await p.switch(door, true);
    await p.stepUntil(() => has(p, '[sim] buzzer off', 2));
  });
});
