/**
 * Scenarios: a page's claims about a project, as steps at virtual times and
 * expectations. Files are named <stem>.scenario.json beside
 * <stem>.tessera.json; schemas/scenario.schema.json describes them.
 */
import {createSimulation, type Simulation} from './simulation';
import type {
  ConsoleLine,
  Delivery,
  NetworkFailure,
  NetworkService,
  SimOptions,
  Value,
} from './types';

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

/** The longest time a scenario may name (`at`, `within`, `for`, `hold`, `until`): 400 days. */
export const MAX_SCENARIO_MS = 400 * 86400000;

/** A duration in ms; throws a sentence when it is not one, or is longer than 400 days. */
export function parseDuration(d: Duration): number {
  let total = 0;
  if (typeof d === 'number') total = d;
  else if (typeof d === 'string') {
    const rest = d.replace(/(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)\b/g, (_all, n: string, u: string) => {
      total += Number(n) * UNITS[u];
      return '';
    });
    if (rest.trim() !== '' || d.trim() === '')
      throw new Error(`"${d}" is not a duration such as 90s, 2min or 1h 30min`);
  } else throw new Error(`${JSON.stringify(d) ?? typeof d} is not a duration such as 90s or 2min`);
  if (!Number.isFinite(total) || total < 0)
    throw new Error(`${JSON.stringify(d)} is not a duration of 0 ms or more`);
  if (total > MAX_SCENARIO_MS)
    throw new Error(`${JSON.stringify(d)} is longer than the 400 days a scenario may run`);
  return total;
}

const matches = (text: string, want: string, contains?: boolean) =>
  contains ? text.includes(want) : text === want;

/** Whether `actual` contains every field of `expected`, compared as JSON. */
function includes(actual: Value | undefined, expected: Value): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([k, v]) =>
      includes(Object.hasOwn(actual, k) ? actual[k] : undefined, v),
    );
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

function describe(step: Step): string {
  return JSON.stringify(step);
}

/** Own fields only, so a block or port named like one of Object's members finds nothing. */
const own = <T>(o: Record<string, T>, k: string): T | undefined =>
  Object.hasOwn(o, k) ? o[k] : undefined;

/**
 * Runs one scenario on a project file; an empty list means every expectation held. Never throws:
 * a scenario that cannot be read, a step that cannot run, or a clock the event cap paused is a
 * failure with a sentence.
 */
export function runScenario(
  project: unknown,
  scenario: Scenario,
  limits: Pick<SimOptions, 'maxEventsPerCall' | 'maxMessagesPerInstant'> = {},
): {failures: Failure[]; sim?: Simulation} {
  const name =
    scenario && typeof scenario === 'object' && typeof scenario.name === 'string'
      ? scenario.name
      : '(unnamed)';
  const failures: Failure[] = [];
  const fail = (step: number, message: string) => failures.push({scenario: name, step, message});
  try {
    return play(project, scenario, limits, fail, failures);
  } catch (e) {
    fail(-1, `the scenario cannot be run: ${String(e)}`);
    return {failures};
  }
}

function play(
  project: unknown,
  scenario: Scenario,
  limits: Pick<SimOptions, 'maxEventsPerCall' | 'maxMessagesPerInstant'>,
  fail: (step: number, message: string) => void,
  failures: Failure[],
): {failures: Failure[]; sim?: Simulation} {
  if (!scenario || typeof scenario !== 'object' || !Array.isArray(scenario.steps)) {
    fail(-1, 'the scenario is not an object with a list of steps');
    return {failures};
  }
  const created = createSimulation(project, {
    start: scenario.start,
    timeZone: scenario.timeZone,
    settings: scenario.settings,
    deviceName: scenario.deviceName,
    ...limits,
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
  // The clock moves only through these, so a paused clock ends the scenario with its reason.
  class Paused extends Error {}
  const advance = (ms: number, stopWhen?: (line: ConsoleLine) => boolean) => {
    const r = sim.advance(ms, stopWhen);
    if (r) throw new Paused(r);
  };
  for (const [i, step] of scenario.steps.entries()) {
    try {
      if (!step || typeof step !== 'object') throw new Error('the step is not an object');
      run(i, step);
    } catch (e) {
      fail(i, (e as Error).message);
      if (e instanceof Paused) return {failures, sim};
    }
  }
  if (scenario.until !== undefined) {
    try {
      advance(Math.max(0, sim.start + parseDuration(scenario.until) - sim.now()));
    } catch (e) {
      fail(scenario.steps.length, (e as Error).message);
    }
  }
  return {failures, sim};

  function run(i: number, step: Step) {
    const at = sim.start + parseDuration(step.at ?? sim.now() - sim.start);
    if (at < sim.now())
      return fail(
        i,
        `step at ${JSON.stringify(step.at)} comes before the clock (${sim.now() - sim.start} ms after the start)`,
      );
    advance(at - sim.now());
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
        const wanted = (l: {time: number; text: string}) =>
          l.time >= since && matches(l.text, e.console, e.contains);
        let found = sim.console().some(wanted);
        if (!found && end > sim.now()) {
          advance(end - sim.now(), wanted);
          found = sim.console().some(wanted);
        }
        if (!found) {
          advance(Math.max(0, end - sim.now()));
          fail(
            i,
            `expected the Console line "${e.console}" by ${e.within ?? 'now'}; the Console ends:\n${tail()}`,
          );
        }
      } else if ('noConsole' in e) {
        advance(Math.max(0, at + parseDuration(e.for ?? 0) - sim.now()));
        const hit = sim
          .console()
          .find((l) => l.time >= at && matches(l.text, e.noConsole, e.contains));
        if (hit)
          fail(
            i,
            `expected no Console line "${e.noConsole}", but at ${hit.at} it says "${hit.text}"`,
          );
      } else if ('port' in e) {
        const t = own(sim.state().ports, e.port);
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
        const actual = own(sim.state().blocks, e.state);
        if (!includes(actual, e.is))
          fail(
            i,
            `expected ${e.state} to be ${JSON.stringify(e.is)}; it is ${JSON.stringify(actual ?? null)}`,
          );
      }
    }
  }
}
