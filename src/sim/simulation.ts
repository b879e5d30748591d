/** createSimulation: a validated project started on the virtual clock, behind a small interface. */
import type {ProjectFile} from '../data/projects/types';
import {fromHex} from './blocks/comms';
import {Engine, MAX_TIME} from './engine';
import {notJson, quoted} from './json';
import type {
  ConsoleLine,
  Delivery,
  InputControl,
  NetworkFailure,
  NetworkService,
  SimOptions,
  SimState,
  SimStats,
  Value,
} from './types';

/** The result of a command from outside: null when it was taken, else why not. */
export type Refusal = string | null;

export interface Simulation {
  /** Virtual time, ms since the Unix epoch. */
  now(): number;
  /** The run's start time and time zone. */
  readonly start: number;
  readonly timeZone: string;
  /**
   * Runs every event due in the next `ms` of virtual time. Returns null, or why the clock did not
   * get there: `ms` is not a finite number of 0 or more, or the call met the cap on events.
   * With `stopWhen`, the clock stops early at the end of the first instant that writes a Console
   * line `stopWhen` accepts (returning null).
   */
  advance(ms: number, stopWhen?: (line: ConsoleLine) => boolean): Refusal;
  /** Runs to the next instant that has something scheduled; false when nothing is. */
  step(): boolean;
  /** The time of the next scheduled event, or null. */
  nextEventTime(): number | null;
  /** Sets an input block's value: a switch, an analog reading in mA or V, a 1-Wire temperature... */
  setInput(block: string, value: Value): Refusal;
  /** Presses a button (digital-input button, LCD button, dashboard button, counter pulse) for holdMs. */
  press(block: string, holdMs?: number): Refusal;
  /** Something arriving from the network or a bus: MQTT, serial, HTTP, Wiegand... */
  deliver(delivery: Delivery): Refusal;
  /** Breaks a network service (`failure` null restores it). */
  failNetwork(service: NetworkService, failure: NetworkFailure): Refusal;
  /** Every Console line so far, oldest first. */
  console(): readonly ConsoleLine[];
  state(): SimState;
  inputs(): InputControl[];
  /** Starts again from the start time, as a fresh deploy; the Console is cleared. */
  reset(): Refusal;
  /** Restarts the project now, keeping what a device keeps (persistent values, tables): a power cut is `power_on`. */
  restart(reason?: 'power_on' | 'restart' | 'watchdog'): Refusal;
  /** Calls fn after each command that may have changed the state; returns the unsubscribe. */
  subscribe(fn: () => void): () => void;
  /** The Console and the final state as text, identical for identical runs. */
  trace(): string;
  /** Messages delivered on wires and timed events run since the start or the last `reset()`. */
  stats(): SimStats;
}

export type CreateResult = {ok: true; sim: Simulation} | {ok: false; errors: string[]};

const SERVICES: readonly NetworkService[] = [
  'all',
  'mqtt',
  'http',
  'cloud',
  'azure',
  'sms',
  'socket',
  'modbus',
  'serial',
  'onewire',
];
const FAILURES: readonly NetworkFailure[] = [
  'offline',
  'timeout',
  'refused',
  'dns',
  'tls',
  'unauthorised',
  'no_sim',
  null,
];
const RESTARTS = ['power_on', 'restart', 'watchdog'] as const;

/** The fields each kind of delivery must have, and their types; others are optional. */
const DELIVERY_FIELDS: Record<Delivery['kind'], Record<string, 'string' | 'number' | 'object'>> = {
  mqtt: {topic: 'string', payload: 'string'},
  serial: {text: 'string'},
  socket: {text: 'string'},
  http: {path: 'string'},
  http_response: {url: 'string'},
  wiegand: {card: 'number'},
  wiegand_pin: {keys: 'string'},
  sms: {from: 'string', text: 'string'},
  azure: {payload: 'string'},
  azure_desired: {patch: 'object'},
  modbus_slave: {slave_id: 'number', address: 'number'},
  modbus_master_write: {address: 'number'},
  firmware: {version: 'string'},
  table_row: {table: 'string', row: 'object'},
};

/** Why a delivery cannot be handed to the blocks, or null. */
function badDelivery(d: unknown): string | null {
  const why = notJson(d);
  if (why) return `the delivery is not JSON data: ${why}`;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return 'the delivery is not an object';
  const kind = (d as {kind?: unknown}).kind;
  if (typeof kind !== 'string' || !Object.hasOwn(DELIVERY_FIELDS, kind))
    return `the delivery's kind ${quoted(kind)} is not one of ${Object.keys(DELIVERY_FIELDS).join(', ')}`;
  for (const [field, type] of Object.entries(DELIVERY_FIELDS[kind as Delivery['kind']])) {
    const v = (d as Record<string, unknown>)[field];
    const ok =
      type === 'object' ? !!v && typeof v === 'object' && !Array.isArray(v) : typeof v === type;
    if (!ok)
      return `a ${kind} delivery needs ${field} as ${type === 'object' ? 'an object' : type}`;
  }
  const {hex, text, headers} = d as {hex?: unknown; text?: unknown; headers?: unknown};
  if ((kind === 'serial' || kind === 'socket') && hex === true && fromHex(String(text)) === null)
    return `a ${kind} delivery with hex needs text as hex pairs, such as 01 03 0A`;
  if (
    headers !== undefined &&
    (!headers ||
      typeof headers !== 'object' ||
      Array.isArray(headers) ||
      Object.values(headers).some((v) => typeof v !== 'string'))
  )
    return `a ${kind} delivery's headers must be an object of texts, such as {"location": "/v2"}`;
  return null;
}

/** Why `ms` is not a duration the clock can run, or null. */
function badDuration(what: string, ms: unknown, now: number): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
    return `${what} must be a finite number of milliseconds, 0 or more; it is ${quoted(ms)}`;
  if (now + ms > MAX_TIME)
    return `${what} of ${ms} ms would take the clock past the end of the year 9999`;
  return null;
}

/** Validates a project file and starts it. Never throws: problems come back as `errors`. */
export function createSimulation(project: unknown, options: SimOptions = {}): CreateResult {
  try {
    return create(project, options ?? {});
  } catch (e) {
    return {ok: false, errors: [`project: cannot be started (${String(e)})`]};
  }
}

function create(project: unknown, options: SimOptions): CreateResult {
  const errors = Engine.check(project, options);
  if (errors.length) return {ok: false, errors};
  const file = project as ProjectFile;
  let engine = new Engine(file, options);
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const fn of listeners) {
      try {
        fn();
      } catch {
        // A listener's mistake is the caller's to see; it must not stop the other listeners.
      }
    }
  };
  const boot = () => {
    engine = new Engine(file, options);
    return engine.command(() => engine.boot());
  };
  boot();

  /**
   * Every command runs here: under the cap on events, and behind a catch, so the page never sees
   * an exception; an unexpected one becomes a Console line and the command's refusal.
   */
  const run = <T>(name: string, act: () => T, fallback: T): T | string => {
    try {
      return engine.command(act);
    } catch (e) {
      const text = `${name} failed: ${String(e)}`;
      try {
        engine.print(`[sim] ${text}`);
      } catch {
        // The Console itself failed; the refusal still says why.
      }
      return typeof fallback === 'string' || fallback === null ? text : fallback;
    } finally {
      changed();
    }
  };
  const refusal = (r: unknown): Refusal => (typeof r === 'string' ? r : null);

  const withBlock = (
    command: string,
    block: unknown,
    act: (b: NonNullable<ReturnType<Engine['instance']>>) => Refusal,
  ): Refusal =>
    refusal(
      run(
        command,
        () => {
          const inst = typeof block === 'string' ? engine.instance(block) : undefined;
          if (!inst) return `no block ${quoted(block)} in the project`;
          return engine.outside(() => {
            try {
              return act(inst);
            } catch (e) {
              return `block "${inst.id}" refused: ${(e as Error).message}`;
            }
          });
        },
        null,
      ),
    );

  const sim: Simulation = {
    now: () => engine.now(),
    get start() {
      return engine.startTime;
    },
    get timeZone() {
      return engine.timeZone;
    },
    advance(ms, stopWhen) {
      const bad = badDuration('advance(ms): ms', ms, engine.now());
      if (bad) return bad;
      if (stopWhen !== undefined && typeof stopWhen !== 'function')
        return `advance: stopWhen is ${quoted(stopWhen)}, not a function of a Console line`;
      return refusal(run('advance', () => engine.runUntil(engine.now() + ms, stopWhen), null));
    },
    step() {
      const moved = run('step', () => engine.step(), false);
      return moved === true;
    },
    nextEventTime: () => engine.nextEventTime(),
    setInput: (block, value) => {
      const why = notJson(value);
      if (why) return `block ${quoted(block)}: the value to set is not JSON data: ${why}`;
      return withBlock('setInput', block, (b) =>
        b.behaviour.set
          ? b.behaviour.set(value)
          : `block "${b.id}" (${b.type}) takes no input value`,
      );
    },
    press: (block, holdMs = 100) => {
      const bad = badDuration(`press ${quoted(block)}: hold`, holdMs, engine.now());
      if (bad) return bad;
      return withBlock('press', block, (b) =>
        b.behaviour.press
          ? b.behaviour.press(holdMs)
          : `block "${b.id}" (${b.type}) cannot be pressed`,
      );
    },
    deliver(delivery) {
      const bad = badDelivery(delivery);
      if (bad) return bad;
      const taken = run('deliver', () => engine.deliverTo(delivery), false);
      if (typeof taken === 'string') return taken;
      return taken ? null : `no block takes a ${delivery.kind} delivery`;
    },
    failNetwork(service, failure) {
      if (!SERVICES.includes(service))
        return `failNetwork: the service ${quoted(service)} is not one of ${SERVICES.join(', ')}`;
      if (!FAILURES.includes(failure))
        return `failNetwork: the failure ${quoted(failure)} is not one of ${FAILURES.join(', ')}`;
      return refusal(run('failNetwork', () => engine.setFailure(service, failure), null));
    },
    console: () => engine.console(),
    state: () => {
      try {
        return engine.state();
      } catch (e) {
        engine.print(`[sim] state failed: ${String(e)}`);
        return {time: engine.now(), blocks: {}, ports: {}, wires: {}};
      }
    },
    inputs: () => {
      try {
        return engine.inputs();
      } catch {
        return [];
      }
    },
    reset() {
      return refusal(run('reset', () => boot(), null));
    },
    restart(reason = 'power_on') {
      if (!RESTARTS.includes(reason))
        return `restart: the reason ${quoted(reason)} is not one of ${RESTARTS.join(', ')}`;
      return refusal(
        run(
          'restart',
          () => {
            engine.print(`[sim] device restarts (${reason})`);
            engine.boot(reason);
          },
          null,
        ),
      );
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    stats: () => engine.stats(),
    trace: () => {
      const lines = engine
        .console()
        .map((l) => `${l.at} ${l.text}`)
        .join('\n');
      return `${lines}\n${JSON.stringify(sim.state())}`;
    },
  };
  return {ok: true, sim};
}
