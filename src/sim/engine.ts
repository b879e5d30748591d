/**
 * The discrete-event engine: a virtual clock with a queue of timed events,
 * and a FIFO queue of messages on wires. See README.md for the order rules.
 */
import {blockById} from '../data/blocks';
import type {BlockRecord} from '../data/blocks/types';
import type {ProjectFile} from '../data/projects/types';
import {NAME, validateProject} from '../data/projects/validate';
import {BEHAVIOURS} from './blocks';
import {fixedDevice, missingChannel, slowestSampling} from './blocks/device';
import type {Behaviour, BlockContext, BlockId, TimerHandle} from './blocks/types';
import {projectControls} from './inputs';
import {notJson, quoted, toJson} from './json';
import {isTimeZone, localStamp, parseIso} from './time';
import type {
  ConsoleLine,
  Delivery,
  InputControl,
  NetworkFailure,
  NetworkService,
  SimOptions,
  SimState,
  SimStats,
  Traffic,
  Value,
} from './types';

interface TimedEvent {
  time: number;
  seq: number;
  fn: () => void;
  cancelled: boolean;
}

/**
 * The messages one cause set off: an outside command, one block's start, or
 * one timed event. The loop guard counts each chain on its own, so many
 * independent inputs in one instant never add up to a false loop, and a
 * stopped loop drops only its own messages.
 */
interface Chain {
  count: number;
  /** Characters of text its messages carried. */
  chars: number;
  perWire: Map<string, number>;
  stopped: boolean;
}

const newChain = (): Chain => ({count: 0, chars: 0, perWire: new Map(), stopped: false});

interface Instance {
  id: string;
  /** The name Studio shows on the canvas, when the file gives one. */
  label?: string;
  type: BlockId;
  record: BlockRecord;
  props: Record<string, Value | undefined>;
  behaviour: Behaviour<BlockId>;
  last: Map<string, Value>;
  state: Record<string, Value>;
}

interface Wire {
  key: string;
  from: string;
  toBlock: string;
  toPort: string;
}

/** A binary heap ordered by time, then by scheduling order, so equal times run first-in first-out. */
class EventQueue {
  private heap: TimedEvent[] = [];
  private less = (a: TimedEvent, b: TimedEvent) =>
    a.time < b.time || (a.time === b.time && a.seq < b.seq);
  push(e: TimedEvent) {
    const h = this.heap;
    h.push(e);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(h[i], h[p])) break;
      [h[i], h[p]] = [h[p], h[i]];
      i = p;
    }
  }
  peek(): TimedEvent | undefined {
    while (this.heap.length && this.heap[0].cancelled) this.pop();
    return this.heap[0];
  }
  pop(): TimedEvent | undefined {
    const h = this.heap;
    const top = h[0];
    const end = h.pop();
    if (h.length && end) {
      h[0] = end;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l], h[m])) m = l;
        if (r < h.length && this.less(h[r], h[m])) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
  clear() {
    this.heap = [];
  }
}

export const DEFAULT_START = '2026-10-20T07:00:00';
/**
 * Why a block of the catalogue cannot run yet, and where its behaviour goes:
 * a writer who adds a record and its page meets this under Run and in the
 * scenario tests, so it names the two files to write (src/sim/README.md, "Add a block").
 */
export function missingBehaviour(record: Pick<BlockRecord, 'id' | 'category'>): string {
  return `(${record.id}) has no simulated behaviour yet: write it in src/sim/blocks/${record.category}.ts (src/sim/README.md, "Add a block"), and the cases of its record's sentences in src/data/blocks/records/${record.category}.cases.ts`;
}

const DEFAULT_LOOP_LIMIT = 1000;
/** Timed events and messages one command may run before it pauses the clock. */
export const DEFAULT_EVENT_LIMIT = 1_000_000;
/**
 * The longest text a wire carries (above every block's own limit, Azure's 256 KB the largest),
 * the text one chain may carry in an instant, and the longest Console line. A loop that quotes
 * its own error message doubles the text each time round: it would fill the memory long before
 * the loop guard counts a thousand messages.
 */
export const MAX_TEXT = 1_048_576;
const MAX_CHAIN_TEXT = 16 * MAX_TEXT;
const MAX_LINE = 10_000;

/** The last instant the clock may reach: the end of the year 9999 UTC, which every date format can write. */
export const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export class Engine {
  readonly timeZone: string;
  readonly startTime: number;
  private readonly loopLimit: number;
  private readonly eventLimit: number;
  /** Events and messages the current command has run; see `command`. */
  private spent = 0;
  /** Messages delivered and timed events run since the engine was created: `stats()`, for the bench. */
  private delivered = 0;
  private ran = 0;
  private depth = 0;
  private paused = false;
  readonly settings: NonNullable<SimOptions['settings']>;
  private time = 0;
  private seq = 0;
  private events = new EventQueue();
  private queue: {wire: Wire; value: Value; chain: Chain}[] = [];
  private head = 0;
  private draining = false;
  /** The chain whose message (or cause) is being handled now. */
  private chain: Chain = newChain();
  private blocks = new Map<string, Instance>();
  private outgoing = new Map<string, Wire[]>();
  private incoming = new Set<string>();
  private portTraffic = new Map<string, Traffic>();
  private wireTraffic = new Map<string, Traffic>();
  private lines: ConsoleLine[] = [];
  private failures = new Map<NetworkService, NetworkFailure>();
  private volatile = new Map<string, unknown>();
  private persistent = new Map<string, unknown>();
  private pendingRestart: string | null = null;
  /** Ports whose over-long text the Console has reported once. */
  private cut = new Set<string>();
  private generation = 0;

  constructor(
    private readonly project: ProjectFile,
    readonly options: SimOptions,
  ) {
    this.timeZone = options.timeZone ?? 'UTC';
    this.loopLimit = options.maxMessagesPerInstant ?? DEFAULT_LOOP_LIMIT;
    this.eventLimit = options.maxEventsPerCall ?? DEFAULT_EVENT_LIMIT;
    // A setting named __proto__ or constructor must be a key, never a way into Object.prototype.
    this.settings = Object.assign(
      Object.create(null) as NonNullable<SimOptions['settings']>,
      structuredClone(options.settings ?? {}),
    );
    this.startTime = parseIso(options.start ?? DEFAULT_START, this.timeZone);
    this.time = this.startTime;
    for (const w of project.wires) {
      const [toBlock, toPort] = w.to.split('.');
      const wire = {key: `${w.from}->${w.to}`, from: w.from, toBlock, toPort};
      const list = this.outgoing.get(w.from) ?? [];
      list.push(wire);
      this.outgoing.set(w.from, list);
      this.incoming.add(w.to);
    }
  }

  /** Problems that stop a run before it starts, or an empty list. Never throws. */
  static check(project: unknown, options: SimOptions): string[] {
    const source = 'project';
    if (!project || typeof project !== 'object' || Array.isArray(project))
      return [`${source}: is not a JSON object`];
    const p = project as ProjectFile;
    const errors: string[] = [];
    const why = notJson(project);
    if (why) return [`${source}: is not JSON data: ${why}`];
    const name = typeof p.name === 'string' ? p.name : source;
    if (!Array.isArray(p.blocks)) errors.push(`${name}: has no blocks list`);
    if (!Array.isArray(p.wires)) errors.push(`${name}: has no wires list`);
    for (const [i, b] of (Array.isArray(p.blocks) ? p.blocks : []).entries())
      if (!b || typeof b !== 'object' || Array.isArray(b))
        errors.push(`${name}: block ${i + 1} is ${quoted(b)}, not an object with id and type`);
    for (const [i, w] of (Array.isArray(p.wires) ? p.wires : []).entries())
      if (!w || typeof w !== 'object' || typeof w.from !== 'string' || typeof w.to !== 'string')
        errors.push(`${name}: wire ${i + 1} is not an object with from and to as text`);
    if (errors.length) return errors;
    try {
      errors.push(...validateProject(p, name));
    } catch (e) {
      errors.push(`${name}: cannot be read (${(e as Error).message})`);
    }
    errors.push(...Engine.checkOptions(options));
    if (errors.length) return errors;
    for (const b of p.blocks) {
      if (blockById(b.type) && !Object.hasOwn(BEHAVIOURS, b.type))
        errors.push(`block "${b.id}" ${missingBehaviour(blockById(b.type)!)}`);
    }
    return errors;
  }

  /** The options' problems: each a sentence naming the option. */
  private static checkOptions(options: SimOptions): string[] {
    if (!options || typeof options !== 'object') return ['options: is not an object'];
    const errors: string[] = [];
    for (const key of ['start', 'timeZone', 'deviceName', 'broker'] as const)
      if (options[key] !== undefined && typeof options[key] !== 'string')
        errors.push(`option ${key}: is ${quoted(options[key])}, not text`);
    for (const key of ['maxMessagesPerInstant', 'maxEventsPerCall'] as const) {
      const n = options[key];
      if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= 1e9))
        errors.push(`option ${key}: is ${quoted(n)}, not a whole number from 1 to 1000000000`);
    }
    if (options.settings !== undefined) {
      const why = notJson(options.settings);
      if (why || typeof options.settings !== 'object' || Array.isArray(options.settings))
        errors.push(
          `option settings: is not an object of settings by name${why ? ` (${why})` : ''}`,
        );
      else
        for (const [key, s] of Object.entries(options.settings)) {
          if (!NAME.test(key))
            errors.push(
              `setting ${quoted(key)}: a setting's name must be lowercase letters, digits and "_", starting with a letter`,
            );
          else if (!s || typeof s !== 'object' || !Object.hasOwn(s, 'value'))
            errors.push(`setting "${key}": has no value`);
        }
    }
    if (errors.length) return errors;
    const tz = options.timeZone ?? 'UTC';
    if (!isTimeZone(tz)) errors.push(`time zone "${tz}" is not known`);
    else {
      const start = parseIso(options.start ?? DEFAULT_START, tz);
      if (Number.isNaN(start))
        errors.push(`start "${options.start}" is not an ISO 8601 date and time`);
      else if (start < 0 || start > MAX_TIME)
        errors.push(`start "${options.start}" is not between 1970 and the end of 9999`);
    }
    return errors;
  }

  /** Creates every block and starts the project, as after a deploy. */
  boot(startReason = 'deploy') {
    this.generation++;
    this.events.clear();
    this.queue = [];
    this.head = 0;
    this.volatile = new Map();
    this.blocks = new Map();
    for (const b of this.project.blocks) {
      const record = blockById(b.type)!;
      const props: Record<string, Value | undefined> = {};
      for (const p of record.properties) props[p.name] = b.properties?.[p.name] ?? p.default;
      const inst: Instance = {
        id: b.id,
        label: b.label,
        type: b.type as BlockId,
        record,
        props,
        behaviour: {},
        last: new Map(),
        state: {},
      };
      this.blocks.set(b.id, inst);
    }
    const device = fixedDevice(this.project);
    for (const inst of this.blocks.values()) {
      const missing = missingChannel(device, inst.type, inst.props);
      if (missing) {
        this.print(missing.text);
        if (missing.idle) continue;
      }
      const slower = slowestSampling(device, inst.type, inst.props);
      if (slower) this.print(slower);
      const factory = BEHAVIOURS[inst.type] as (ctx: BlockContext<BlockId>) => Behaviour<BlockId>;
      this.chain = newChain();
      inst.behaviour = this.guard(inst, () => factory(this.context(inst, startReason))) ?? {};
    }
    // Every block starts before any message is delivered, so none receives a message before it has started.
    for (const inst of this.blocks.values()) {
      this.chain = newChain();
      this.guard(inst, () => inst.behaviour.start?.());
    }
    this.drain();
  }

  private guard<T>(inst: Instance, fn: () => T): T | undefined {
    try {
      return fn();
    } catch (e) {
      this.print(`[sim] block "${inst.id}" (${inst.type}) stopped: ${(e as Error).message}`);
      return undefined;
    }
  }

  private context(inst: Instance, startReason: string): BlockContext<BlockId> {
    const generation = this.generation;
    const schedule = (time: number, fn: () => void): TimerHandle => {
      const when = Number.isNaN(time) ? Infinity : Math.max(time, this.time);
      // A timer due in the same instant continues the chain that set it, so a loop through a
      // 0 ms delay still meets the loop guard; a later one starts a chain of its own.
      const cause = when === this.time ? this.chain : null;
      const e: TimedEvent = {
        time: when,
        seq: this.seq++,
        fn: () => {
          this.chain = cause ?? newChain();
          if (generation === this.generation) this.guard(inst, fn);
        },
        cancelled: false,
      };
      this.events.push(e);
      return {id: e.seq, event: e} as TimerHandle;
    };
    const errorPort = inst.record.outputs.some((p) => p.name === 'error');
    return {
      id: inst.id,
      type: inst.type,
      props: inst.props as never,
      emit: (port, value) => this.emit(inst, port, value),
      last: (port) => inst.last.get(port),
      wiredIn: (port) => this.incoming.has(`${inst.id}.${port}`),
      wiredOut: (port) => this.outgoing.has(`${inst.id}.${port}`),
      after: (ms, fn) => schedule(this.time + Math.max(0, ms), fn),
      at: schedule,
      cancel: (h) => {
        if (h) (h as unknown as {event: TimedEvent}).event.cancelled = true;
      },
      now: () => this.time,
      timeZone: this.timeZone,
      print: (text) => this.print(text),
      sim: (text) => this.print(`[sim] ${text}`),
      fail: (message) => {
        this.print(message);
        if (errorPort) this.emit(inst, 'error', message);
      },
      show: (state) => {
        Object.assign(inst.state, state);
      },
      network: (service) => this.failures.get(service) ?? this.failures.get('all') ?? null,
      shared: <T>(key: string, create: () => T): T => {
        const store = key.startsWith('persist:') ? this.persistent : this.volatile;
        if (!store.has(key)) store.set(key, create());
        return store.get(key) as T;
      },
      peers: (type) =>
        [...this.blocks.values()]
          .filter((b) => b.type === type)
          .map((b) => ({id: b.id, label: b.label, props: b.props, handle: b.behaviour.handle})),
      restart: (reason) => {
        this.pendingRestart = reason;
      },
      startReason,
      settings: this.settings,
      deviceName: this.options.deviceName ?? 'simulator',
      device: fixedDevice(this.project),
      broker: this.options.broker ?? 'broker.example:8883',
    };
  }

  private emit(inst: Instance, port: string, value: Value) {
    if (!inst.record.outputs.some((p) => p.name === port))
      throw new Error(`${inst.type} has no output "${port}"`);
    const key = `${inst.id}.${port}`;
    if (typeof value === 'string' && value.length > MAX_TEXT) {
      if (!this.cut.has(key)) {
        this.cut.add(key);
        this.print(
          `[sim] block "${inst.id}" (${inst.type}) sent ${value.length} characters on ${port}; texts on wires are cut at ${MAX_TEXT}`,
        );
      }
      value = value.slice(0, MAX_TEXT);
    }
    const t = this.portTraffic.get(key) ?? {last: undefined, count: 0};
    t.last = value;
    t.count++;
    this.portTraffic.set(key, t);
    const chain = this.chain;
    if (chain.stopped) return;
    for (const wire of this.outgoing.get(key) ?? []) this.queue.push({wire, value, chain});
  }

  /** Delivers queued messages until none is left, breadth first, stopping a runaway loop. */
  private drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.head < this.queue.length) {
        const {wire, value, chain} = this.queue[this.head++];
        if (chain.stopped) continue;
        this.spent++;
        chain.count++;
        chain.perWire.set(wire.key, (chain.perWire.get(wire.key) ?? 0) + 1);
        if (typeof value === 'string') chain.chars += value.length;
        if (chain.count > this.loopLimit) {
          this.stopLoop(chain, `${this.loopLimit} messages`);
          continue;
        }
        if (chain.chars > MAX_CHAIN_TEXT) {
          this.stopLoop(chain, `${MAX_CHAIN_TEXT} characters of text`);
          continue;
        }
        this.chain = chain;
        this.delivered++;
        const t = this.wireTraffic.get(wire.key) ?? {last: undefined, count: 0};
        t.last = value;
        t.count++;
        this.wireTraffic.set(wire.key, t);
        const target = this.blocks.get(wire.toBlock);
        if (!target) continue;
        target.last.set(wire.toPort, value);
        this.guard(target, () => target.behaviour.input?.(wire.toPort as never, value));
      }
    } finally {
      this.queue = [];
      this.head = 0;
      this.draining = false;
    }
    if (this.pendingRestart) {
      const reason = this.pendingRestart;
      this.pendingRestart = null;
      this.print(`[sim] device restarts (${reason})`);
      this.boot(reason);
    }
  }

  private stopLoop(chain: Chain, what: string) {
    const counts = [...chain.perWire.entries()];
    const most = Math.max(...counts.map(([, n]) => n));
    // The wires that carried most of the messages are the ones going round.
    const loop = counts.filter(([, n]) => n * 2 >= most).map(([k]) => k);
    this.print(`[sim] loop stopped: more than ${what} in one instant on ${loop.join(', ')}`);
    chain.stopped = true;
  }

  print(text: string) {
    const line =
      text.length > MAX_LINE ? `${text.slice(0, MAX_LINE)}… (${text.length} characters)` : text;
    this.lines.push({time: this.time, at: localStamp(this.time, this.timeZone), text: line});
  }

  now() {
    return this.time;
  }

  /**
   * Runs one command from outside (advance, setInput...) under the cap on the
   * events and messages one command may run. Commands inside a command share
   * its budget. Returns the command's result, or the pause's sentence when the
   * cap stopped the clock before `fn` finished its work.
   */
  command<T>(fn: () => T): T | string {
    if (this.depth++ === 0) {
      this.spent = 0;
      this.paused = false;
    }
    try {
      const result = fn();
      return this.paused ? this.pauseText() : result;
    } finally {
      this.depth--;
    }
  }

  private pauseText() {
    return `more than ${this.eventLimit} events in one call: the clock stopped at ${localStamp(this.time, this.timeZone)}; advance again to go on`;
  }

  /**
   * Runs every event due up to `until`, then sets the clock there, unless the cap pauses it first.
   * With `stopWhen`, it stops instead at the end of the first instant that writes a Console line
   * `stopWhen` accepts; true when it did.
   */
  runUntil(until: number, stopWhen?: (line: ConsoleLine) => boolean): boolean {
    let read = this.lines.length;
    let found = false;
    for (;;) {
      const next = this.events.peek();
      if (found && (!next || next.time > this.time)) return true;
      if (!next || next.time > until) break;
      if (this.spent >= this.eventLimit) {
        this.paused = true;
        this.print(`[sim] paused: ${this.pauseText()}`);
        return false;
      }
      this.spent++;
      this.ran++;
      this.events.pop();
      this.time = next.time;
      next.fn();
      this.drain();
      if (stopWhen)
        for (; read < this.lines.length && !found; read++) found = stopWhen(this.lines[read]);
    }
    this.time = Math.max(this.time, until);
    return false;
  }

  /** Runs the next instant that has events; false when nothing is scheduled. */
  step(): boolean {
    const next = this.events.peek();
    if (!next || next.time > MAX_TIME) return false;
    this.runUntil(next.time);
    return true;
  }

  nextEventTime(): number | null {
    const next = this.events.peek()?.time;
    return next === undefined || next > MAX_TIME ? null : next;
  }

  /** Runs fn as an outside event at the current time, a chain of its own, then delivers what it sent. */
  outside<T>(fn: () => T): T {
    this.chain = newChain();
    const result = fn();
    this.drain();
    return result;
  }

  instance(id: string) {
    return this.blocks.get(id);
  }

  all() {
    return [...this.blocks.values()];
  }

  setFailure(service: NetworkService, failure: NetworkFailure) {
    if (failure === null) this.failures.delete(service);
    else this.failures.set(service, failure);
    const word = failure === null ? 'restored' : `failing (${failure})`;
    this.print(`[sim] network ${service} ${word}`);
    for (const b of this.blocks.values()) {
      this.chain = newChain();
      this.guard(b, () => b.behaviour.networkChanged?.(service, failure));
    }
    this.drain();
  }

  shared<T>(key: string, create: () => T): T {
    if (!this.volatile.has(key)) this.volatile.set(key, create());
    return this.volatile.get(key) as T;
  }

  /** Messages delivered on wires and timed events run since this engine was created. */
  stats(): SimStats {
    return {messages: this.delivered, events: this.ran};
  }

  console(): readonly ConsoleLine[] {
    return this.lines;
  }

  /** A JSON copy: whatever a behaviour put on a wire or in its state, the reader gets data. */
  state(): SimState {
    const blocks = Object.fromEntries(
      [...this.blocks.values()]
        .filter((b) => Object.keys(b.state).length)
        .map((b) => [b.id, toJson(b.state) as Record<string, Value>]),
    );
    const copy = (m: Map<string, Traffic>) =>
      Object.fromEntries(
        [...m].map(([k, t]) => [
          k,
          {last: t.last === undefined ? undefined : toJson(t.last), count: t.count},
        ]),
      );
    return {time: this.time, blocks, ports: copy(this.portTraffic), wires: copy(this.wireTraffic)};
  }

  inputs(): InputControl[] {
    return projectControls(this.all());
  }

  deliverTo(delivery: Delivery): boolean {
    let taken = false;
    for (const b of this.blocks.values()) {
      this.chain = newChain();
      if (b.behaviour.deliver && this.guard(b, () => b.behaviour.deliver!(delivery))) taken = true;
    }
    this.drain();
    return taken;
  }
}
