/** createSimulation: a validated project started on the virtual clock, behind a small interface. */
import type {ProjectFile} from '../data/projects/types';
import {Engine} from './engine';
import type {
  ConsoleLine,
  Delivery,
  InputControl,
  NetworkFailure,
  NetworkService,
  SimOptions,
  SimState,
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
  /** Runs every event due in the next `ms` of virtual time. */
  advance(ms: number): void;
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
  failNetwork(service: NetworkService, failure: NetworkFailure): void;
  /** Every Console line so far, oldest first. */
  console(): readonly ConsoleLine[];
  state(): SimState;
  inputs(): InputControl[];
  /** Starts again from the start time, as a fresh deploy; the Console is cleared. */
  reset(): void;
  /** Restarts the project now, keeping what a device keeps (persistent values, tables): a power cut is `power_on`. */
  restart(reason?: 'power_on' | 'restart' | 'watchdog'): void;
  /** Calls fn after each command that may have changed the state; returns the unsubscribe. */
  subscribe(fn: () => void): () => void;
  /** The Console and the final state as text, identical for identical runs. */
  trace(): string;
}

export type CreateResult = {ok: true; sim: Simulation} | {ok: false; errors: string[]};

/** Validates a project file and starts it. Never throws: problems come back as `errors`. */
export function createSimulation(project: unknown, options: SimOptions = {}): CreateResult {
  const errors = Engine.check(project, options);
  if (errors.length) return {ok: false, errors};
  const file = project as ProjectFile;
  let engine = new Engine(file, options);
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const fn of listeners) fn();
  };
  const boot = () => {
    engine = new Engine(file, options);
    engine.boot();
  };
  boot();

  const withBlock = (
    block: string,
    act: (b: NonNullable<ReturnType<Engine['instance']>>) => Refusal,
  ) => {
    const inst = engine.instance(block);
    if (!inst) return `no block "${block}" in the project`;
    const result = engine.outside(() => {
      try {
        return act(inst);
      } catch (e) {
        return `block "${block}" refused: ${(e as Error).message}`;
      }
    });
    changed();
    return result;
  };

  const sim: Simulation = {
    now: () => engine.now(),
    get start() {
      return engine.startTime;
    },
    get timeZone() {
      return engine.timeZone;
    },
    advance(ms) {
      engine.runUntil(engine.now() + Math.max(0, ms));
      changed();
    },
    step() {
      const moved = engine.step();
      changed();
      return moved;
    },
    nextEventTime: () => engine.nextEventTime(),
    setInput: (block, value) =>
      withBlock(block, (b) =>
        b.behaviour.set
          ? b.behaviour.set(value)
          : `block "${block}" (${b.type}) takes no input value`,
      ),
    press: (block, holdMs = 100) =>
      withBlock(block, (b) =>
        b.behaviour.press
          ? b.behaviour.press(holdMs)
          : `block "${block}" (${b.type}) cannot be pressed`,
      ),
    deliver(delivery) {
      const taken = engine.deliverTo(delivery);
      changed();
      return taken ? null : `no block takes a ${delivery.kind} delivery`;
    },
    failNetwork(service, failure) {
      engine.setFailure(service, failure);
      changed();
    },
    console: () => engine.console(),
    state: () => engine.state(),
    inputs: () => engine.inputs(),
    reset() {
      boot();
      changed();
    },
    restart(reason = 'power_on') {
      engine.print(`[sim] device restarts (${reason})`);
      engine.boot(reason);
      changed();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    trace: () =>
      engine
        .console()
        .map((l) => `${l.at} ${l.text}`)
        .join('\n') +
      '\n' +
      JSON.stringify(engine.state()),
  };
  return {ok: true, sim};
}
