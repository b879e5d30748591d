/**
 * The discrete-event engine: a virtual clock with a queue of timed events,
 * and a FIFO queue of messages on wires. See README.md for the order rules.
 */
import {blockById} from '../data/blocks';
import type {BlockRecord} from '../data/blocks/types';
import type {ProjectFile} from '../data/projects/types';
import {validateProject} from '../data/projects/validate';
import {BEHAVIOURS} from './blocks';
import type {Behaviour, BlockContext, BlockId, TimerHandle} from './blocks/types';
import {projectControls} from './inputs';
import {isTimeZone, localStamp, parseIso} from './time';
import type {
  ConsoleLine,
  Delivery,
  InputControl,
  NetworkFailure,
  NetworkService,
  SimOptions,
  SimState,
  Traffic,
  Value,
} from './types';

interface TimedEvent {
  time: number;
  seq: number;
  fn: () => void;
  cancelled: boolean;
}

interface Instance {
  id: string;
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
const DEFAULT_LOOP_LIMIT = 1000;

export class Engine {
  readonly timeZone: string;
  readonly startTime: number;
  private readonly loopLimit: number;
  readonly settings: NonNullable<SimOptions['settings']>;
  private time = 0;
  private seq = 0;
  private events = new EventQueue();
  private queue: {wire: Wire; value: Value}[] = [];
  private head = 0;
  private draining = false;
  private instant = {time: NaN, count: 0, stopped: false, perWire: new Map<string, number>()};
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
  private generation = 0;

  constructor(
    private readonly project: ProjectFile,
    readonly options: SimOptions,
  ) {
    this.timeZone = options.timeZone ?? 'UTC';
    this.loopLimit = options.maxMessagesPerInstant ?? DEFAULT_LOOP_LIMIT;
    this.settings = structuredClone(options.settings ?? {});
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

  /** Problems that stop a run before it starts, or an empty list. */
  static check(project: unknown, options: SimOptions): string[] {
    const source = 'project';
    if (!project || typeof project !== 'object') return [`${source}: is not a JSON object`];
    const p = project as ProjectFile;
    const errors: string[] = [];
    try {
      errors.push(...validateProject(p, typeof p.name === 'string' ? p.name : source));
    } catch (e) {
      errors.push(`${source}: cannot be read (${(e as Error).message})`);
    }
    if (!Array.isArray(p.wires)) errors.push(`${source}: has no wires list`);
    const tz = options.timeZone ?? 'UTC';
    if (!isTimeZone(tz)) errors.push(`time zone "${tz}" is not known`);
    else if (Number.isNaN(parseIso(options.start ?? DEFAULT_START, tz)))
      errors.push(`start "${options.start}" is not an ISO 8601 date and time`);
    for (const b of p.blocks ?? []) {
      if (blockById(b.type) && !(b.type in BEHAVIOURS))
        errors.push(`block "${b.id}" (${b.type}) has no simulated behaviour`);
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
        type: b.type as BlockId,
        record,
        props,
        behaviour: {},
        last: new Map(),
        state: {},
      };
      this.blocks.set(b.id, inst);
    }
    for (const inst of this.blocks.values()) {
      const factory = BEHAVIOURS[inst.type] as (ctx: BlockContext<BlockId>) => Behaviour<BlockId>;
      inst.behaviour = this.guard(inst, () => factory(this.context(inst, startReason))) ?? {};
    }
    // Every block starts before any message is delivered, so none receives a message before it has started.
    for (const inst of this.blocks.values()) this.guard(inst, () => inst.behaviour.start?.());
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
      const e: TimedEvent = {
        time: Math.max(time, this.time),
        seq: this.seq++,
        fn: () => {
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
          .map((b) => ({id: b.id, props: b.props, handle: b.behaviour.handle})),
      restart: (reason) => {
        this.pendingRestart = reason;
      },
      startReason,
      settings: this.settings,
      deviceName: this.options.deviceName ?? 'simulator',
      broker: this.options.broker ?? 'broker.example:8883',
    };
  }

  private emit(inst: Instance, port: string, value: Value) {
    if (!inst.record.outputs.some((p) => p.name === port))
      throw new Error(`${inst.type} has no output "${port}"`);
    const key = `${inst.id}.${port}`;
    const t = this.portTraffic.get(key) ?? {last: undefined, count: 0};
    t.last = value;
    t.count++;
    this.portTraffic.set(key, t);
    if (this.instant.stopped && this.instant.time === this.time) return;
    for (const wire of this.outgoing.get(key) ?? []) this.queue.push({wire, value});
  }

  /** Delivers queued messages until none is left, breadth first, stopping a runaway loop. */
  private drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.head < this.queue.length) {
        const {wire, value} = this.queue[this.head++];
        if (this.instant.time !== this.time) {
          this.instant = {time: this.time, count: 0, stopped: false, perWire: new Map()};
        }
        this.instant.count++;
        this.instant.perWire.set(wire.key, (this.instant.perWire.get(wire.key) ?? 0) + 1);
        if (this.instant.count > this.loopLimit) {
          this.stopLoop();
          break;
        }
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

  private stopLoop() {
    const counts = [...this.instant.perWire.entries()];
    const most = Math.max(...counts.map(([, n]) => n));
    // The wires that carried most of the messages are the ones going round.
    const loop = counts.filter(([, n]) => n * 2 >= most).map(([k]) => k);
    this.print(
      `[sim] loop stopped: more than ${this.loopLimit} messages in one instant on ${loop.join(', ')}`,
    );
    this.instant.stopped = true;
  }

  print(text: string) {
    this.lines.push({time: this.time, at: localStamp(this.time, this.timeZone), text});
  }

  now() {
    return this.time;
  }

  /** Runs every event due up to `until`, then sets the clock there. */
  runUntil(until: number) {
    for (;;) {
      const next = this.events.peek();
      if (!next || next.time > until) break;
      this.events.pop();
      this.time = next.time;
      next.fn();
      this.drain();
    }
    this.time = Math.max(this.time, until);
  }

  /** Runs the next instant that has events; false when nothing is scheduled. */
  step(): boolean {
    const next = this.events.peek();
    if (!next) return false;
    this.runUntil(next.time);
    return true;
  }

  nextEventTime(): number | null {
    return this.events.peek()?.time ?? null;
  }

  /** Runs fn as an outside event at the current time, then delivers what it sent. */
  outside<T>(fn: () => T): T {
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
    for (const b of this.blocks.values())
      this.guard(b, () => b.behaviour.networkChanged?.(service, failure));
    this.drain();
  }

  shared<T>(key: string, create: () => T): T {
    if (!this.volatile.has(key)) this.volatile.set(key, create());
    return this.volatile.get(key) as T;
  }

  console(): readonly ConsoleLine[] {
    return this.lines;
  }

  state(): SimState {
    const blocks: SimState['blocks'] = {};
    for (const b of this.blocks.values())
      if (Object.keys(b.state).length) blocks[b.id] = structuredClone(b.state);
    const copy = (m: Map<string, Traffic>) =>
      Object.fromEntries([...m].map(([k, t]) => [k, {last: t.last, count: t.count}]));
    return {time: this.time, blocks, ports: copy(this.portTraffic), wires: copy(this.wireTraffic)};
  }

  inputs(): InputControl[] {
    return projectControls(this.all());
  }

  deliverTo(delivery: Delivery): boolean {
    let taken = false;
    for (const b of this.blocks.values()) {
      if (b.behaviour.deliver && this.guard(b, () => b.behaviour.deliver!(delivery))) taken = true;
    }
    this.drain();
    return taken;
  }
}
