/**
 * Scenarios: a page's claims about a project, as steps at virtual times and
 * expectations. Files are named <stem>.scenario.json beside
 * <stem>.tessera.json; schemas/scenario.schema.json describes them.
 */
import {createSimulation, type Simulation} from './simulation';
import type {Delivery, NetworkFailure, NetworkService, SimOptions, Value} from './types';

/** A time offset from the start: ms, or text such as "90s", "2min", "1h 30min", "500ms", "2d". */
export type Duration = number | string;

export type Expectation =
  /**
   * A Console line with exactly this text (or containing it, with `contains`) appears between the
   * last action step (or the start) and `within` after this step's time.
   */
  | {console: string; within?: Duration; contains?: boolean}
  /** No Console line with this text (or containing it) appears from the step's time for `for`. */
  | {noConsole: string; for?: Duration; contains?: boolean}
  /** An output port's last value (equal, or a number above or below a bound) and how many messages it sent. */
  | {port: string; last?: Value; above?: number; below?: number; count?: number}
  /** A block's visible state includes these fields. */
  | {state: string; is: Record<string, Value>};

export type Step = {at?: Duration; note?: string} & (
  | {set: Record<string, Value>}
  | {press: string; hold?: Duration}
  | {deliver: Delivery}
  | {failNetwork: {service: NetworkService; failure: NetworkFailure}}
  | {reset: true}
  | {restart: 'power_on' | 'restart' | 'watchdog'}
  | {expect: Expectation}
);

export interface Scenario {
  name: string;
  /** The sentence of the page this scenario checks, quoted. */
  claim?: string;
  start?: string;
  timeZone?: string;
  settings?: SimOptions['settings'];
  deviceName?: string;
  steps: Step[];
  /** Run the clock on to here after the last step, so "nothing happens" claims are covered. */
  until?: Duration;
}

export interface ScenarioFile {
  $schema?: string;
  format: 'tessera-scenario/1';
  scenarios: Scenario[];
}

export interface Failure {
  scenario: string;
  /** Index of the step in the scenario, from 0; -1 when the project did not start. */
  step: number;
  message: string;
}

const UNITS: Record<string, number> = {ms: 1, s: 1000, min: 60000, h: 3600000, d: 86400000};

export function parseDuration(d: Duration): number {
  if (typeof d === 'number') return d;
  let total = 0;
  const rest = d.replace(/(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)\b/g, (_all, n: string, u: string) => {
    total += Number(n) * UNITS[u];
    return '';
  });
  if (rest.trim() !== '' || d.trim() === '')
    throw new Error(`"${d}" is not a duration such as 90s, 2min or 1h 30min`);
  return total;
}

const matches = (text: string, want: string, contains?: boolean) =>
  contains ? text.includes(want) : text === want;

/** Whether `actual` contains every field of `expected`, compared as JSON. */
function includes(actual: Value | undefined, expected: Value): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([k, v]) => includes(actual[k], v));
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

function describe(step: Step): string {
  return JSON.stringify(step);
}

/** Runs one scenario on a project file; an empty list means every expectation held. */
export function runScenario(
  project: unknown,
  scenario: Scenario,
): {failures: Failure[]; sim?: Simulation} {
  const failures: Failure[] = [];
  const fail = (step: number, message: string) =>
    failures.push({scenario: scenario.name, step, message});
  const created = createSimulation(project, {
    start: scenario.start,
    timeZone: scenario.timeZone,
    settings: scenario.settings,
    deviceName: scenario.deviceName,
  });
  if (!created.ok) {
    fail(-1, `the project did not start:\n  ${created.errors.join('\n  ')}`);
    return {failures};
  }
  const sim = created.sim;
  // A console expectation looks at the lines since the last action step (or the start).
  let since = sim.start;
  const tail = () =>
    sim
      .console()
      .slice(-12)
      .map((l) => `    ${l.at} ${l.text}`)
      .join('\n') || '    (empty)';
  for (const [i, step] of scenario.steps.entries()) {
    let at: number;
    try {
      at = sim.start + parseDuration(step.at ?? sim.now() - sim.start);
    } catch (e) {
      fail(i, (e as Error).message);
      continue;
    }
    if (at < sim.now()) {
      fail(
        i,
        `step at ${step.at} comes before the clock (${sim.now() - sim.start} ms after the start)`,
      );
      continue;
    }
    sim.advance(at - sim.now());
    const refuse = (r: string | null) => r && fail(i, `${describe(step)} was refused: ${r}`);
    if (!('expect' in step)) since = sim.now();
    if ('set' in step)
      for (const [block, v] of Object.entries(step.set)) refuse(sim.setInput(block, v));
    else if ('press' in step)
      refuse(sim.press(step.press, step.hold === undefined ? undefined : parseDuration(step.hold)));
    else if ('deliver' in step) refuse(sim.deliver(step.deliver));
    else if ('failNetwork' in step)
      sim.failNetwork(step.failNetwork.service, step.failNetwork.failure);
    else if ('reset' in step) sim.reset();
    else if ('restart' in step) sim.restart(step.restart);
    else if ('expect' in step) {
      const e = step.expect;
      if ('console' in e) {
        const end = at + parseDuration(e.within ?? 0);
        const seen = () =>
          sim.console().some((l) => l.time >= since && matches(l.text, e.console, e.contains));
        while (!seen() && (sim.nextEventTime() ?? Infinity) <= end) sim.step();
        if (!seen()) {
          sim.advance(Math.max(0, end - sim.now()));
          fail(
            i,
            `expected the Console line "${e.console}" by ${e.within ?? 'now'}; the Console ends:\n${tail()}`,
          );
        }
      } else if ('noConsole' in e) {
        sim.advance(Math.max(0, at + parseDuration(e.for ?? 0) - sim.now()));
        const hit = sim
          .console()
          .find((l) => l.time >= at && matches(l.text, e.noConsole, e.contains));
        if (hit)
          fail(
            i,
            `expected no Console line "${e.noConsole}", but at ${hit.at} it says "${hit.text}"`,
          );
      } else if ('port' in e) {
        const t = sim.state().ports[e.port];
        if (e.last !== undefined && !includes(t?.last, e.last))
          fail(
            i,
            `expected ${e.port} to have sent ${JSON.stringify(e.last)} last; it sent ${t ? JSON.stringify(t.last) : 'nothing'}`,
          );
        const n = typeof t?.last === 'number' ? t.last : NaN;
        if (e.above !== undefined && !(n > e.above))
          fail(
            i,
            `expected ${e.port} to have sent more than ${e.above} last; it sent ${t ? JSON.stringify(t.last) : 'nothing'}`,
          );
        if (e.below !== undefined && !(n < e.below))
          fail(
            i,
            `expected ${e.port} to have sent less than ${e.below} last; it sent ${t ? JSON.stringify(t.last) : 'nothing'}`,
          );
        if (e.count !== undefined && (t?.count ?? 0) !== e.count)
          fail(i, `expected ${e.port} to have sent ${e.count} messages; it sent ${t?.count ?? 0}`);
      } else {
        const actual = sim.state().blocks[e.state];
        if (!includes(actual, e.is))
          fail(
            i,
            `expected ${e.state} to be ${JSON.stringify(e.is)}; it is ${JSON.stringify(actual ?? null)}`,
          );
      }
    }
  }
  if (scenario.until !== undefined)
    sim.advance(Math.max(0, sim.start + parseDuration(scenario.until) - sim.now()));
  return {failures, sim};
}
