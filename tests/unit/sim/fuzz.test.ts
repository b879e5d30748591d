/**
 * Property-based test of the simulator's API contract (src/sim/README.md, "The contract"):
 * for generated project files, valid and not, and generated call sequences, no call throws,
 * each returns within a bound, Object.prototype stays clean and every result is JSON data.
 * The generators lean on the five hostile kinds of issue #35: prototype keys, non-finite and
 * huge times, unbounded expectations, values that cannot be cloned and deep payloads.
 * Fixed seed, so a failure replays; a time budget, so the suite's time stays put.
 */
import {isDeepStrictEqual} from 'node:util';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {BLOCKS} from '../../../src/data/blocks';
import type {BlockRecord} from '../../../src/data/blocks/types';
import {compatible} from '../../../src/data/projects/validate';
import {createSimulation, runScenario, type Simulation} from '../../../src/sim';

/** Wall-clock ms any one call may take; the cap on events keeps real calls far below it. */
const BOUND_MS = 5000;
const BUDGET_MS = 4000;
/** A small cap, so each generated call is quick and the budget covers many runs. */
const LIMITS = {maxEventsPerCall: 2000};

const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
];
const IDS = ['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7'];

const nest = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : {k: v};
  return v;
};
const cyclic = () => {
  const o: Record<string, unknown> = {};
  o.self = o;
  return o;
};

const goodName = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const name = fc.oneof(fc.constantFrom(...HOSTILE_NAMES), goodName, fc.string({maxLength: 8}));
const hostileNumber = fc.constantFrom(NaN, Infinity, -Infinity, -1, 1e300, 2 ** 53, -0);
const number = fc.oneof(fc.integer({min: 0, max: 100_000}), fc.double(), hostileNumber);
const notCloneable = fc.constantFrom<() => unknown>(
  () => () => 1,
  () => Symbol('s'),
  () => 10n,
  () => new Map([[1, 2]]),
  cyclic,
  () => nest(1000),
  () => JSON.parse('{"__proto__": {"value": 1}, "constructor": {"value": 2}}') as unknown,
);
const deepText = fc
  .oneof(fc.integer({min: 60, max: 2000}), fc.constant(30_000))
  .map((d) => '['.repeat(d) + ']'.repeat(d));
const value = fc.oneof(
  fc.jsonValue({maxDepth: 3}),
  number,
  name,
  deepText,
  notCloneable.map((make) => make()),
);
/** Durations in ms: mostly short, sometimes hostile. */
const duration = fc.oneof(
  {weight: 6, arbitrary: fc.integer({min: 0, max: 10 * 60_000})},
  {weight: 1, arbitrary: hostileNumber},
  {weight: 1, arbitrary: fc.constantFrom(3650 * 86_400_000, 400 * 86_400_000, 1e15)},
);
const scenarioDuration = fc.oneof(
  duration,
  fc.constantFrom('3650d', '400d', '1h 30min', '90s', '1e400', '', 'soon', '-5s'),
);

// Blocks that keep the clock busy or use names as keys come up more often than the rest.
const BUSY = [
  'node_timer',
  'node_delay',
  'node_log',
  'node_setting',
  'node_variable',
  'node_json_parse',
  'node_expression',
  'node_mqtt_sub',
  'node_dashboard_command',
  'node_table',
  'node_table_insert',
  'node_constant',
  'node_arithmetic',
];
const record = fc.oneof(
  fc.constantFrom(...BLOCKS.filter((b) => BUSY.includes(b.id))),
  fc.constantFrom(...BLOCKS),
);

/** A whole number in a property's range, no more than 100,000 above its minimum. */
function numberIn(min = 0, max = Infinity) {
  const lo = Math.ceil(min);
  return fc.integer({min: lo, max: Math.max(lo, Math.floor(Math.min(max, lo + 100_000)))});
}

/** A property value: often one the validator accepts, sometimes not. */
function propertyValue(r: BlockRecord, i: number) {
  const p = r.properties[i];
  const valid =
    p.type === 'enum' && p.options
      ? fc.constantFrom(...p.options)
      : p.type === 'boolean'
        ? fc.boolean()
        : p.type === 'string' || p.type === 'cron'
          ? fc.oneof(
              {weight: 6, arbitrary: goodName},
              {weight: 1, arbitrary: name},
              {weight: 1, arbitrary: fc.constant('a toString b')},
            )
          : numberIn(p.min, p.max);
  // About one property in sixty is hostile, so about half the files still run.
  return fc.oneof({weight: 60, arbitrary: valid}, {weight: 1, arbitrary: value});
}

/** A block: its required properties and a few others; its id is set by the project. */
const blockOf = (r: BlockRecord) => {
  const needed = r.properties.flatMap((p, i) => (p.required && p.default === undefined ? [i] : []));
  const others = r.properties.flatMap((p, i) => (needed.includes(i) ? [] : [i]));
  return fc.subarray(others, {maxLength: Math.min(3, others.length)}).chain((picked) => {
    const props = [...needed, ...picked];
    return fc.tuple(...props.map((i) => propertyValue(r, i))).map((values) => ({
      id: '',
      type: r.id as string,
      properties: Object.fromEntries(props.map((i, n) => [r.properties[i].name, values[n]])),
    }));
  });
};
// Built once per record: building arbitraries is what costs, not drawing from them.
const BLOCK_ARBITRARIES = new Map(BLOCKS.map((r) => [r.id, blockOf(r)]));
const block = record.chain((r) => BLOCK_ARBITRARIES.get(r.id)!);

const project = fc
  .tuple(
    fc
      .array(
        fc.tuple(
          block,
          fc.oneof({weight: 30, arbitrary: fc.constant(null)}, {weight: 1, arbitrary: name}),
        ),
        {minLength: 1, maxLength: 8},
      )
      .map((list) => list.map(([b, id], i) => ({...b, id: id ?? IDS[i]}))),
    fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), {maxLength: 10}),
    fc.nat(9),
  )
  .chain(([blocks, picks, spoil]) => {
    const ports = (side: 'inputs' | 'outputs') =>
      blocks.flatMap((b) =>
        (BLOCKS.find((r) => r.id === b.type)?.[side] ?? []).map((p) => ({
          at: `${b.id}.${p.name}`,
          type: p.type,
        })),
      );
    const outs = ports('outputs');
    const ins = ports('inputs');
    // Mostly wires the validator accepts, so most files run; now and then any wire at all.
    const wires = (outs.length && ins.length ? picks : [])
      .map(([a, b, c]) => [outs[a % outs.length], ins[(c + b) % ins.length], b % 8 === 0] as const)
      .filter(([from, to, any]) => any || compatible(from.type, to.type))
      .map(([from, to]) => ({from: from.at, to: to.at}));
    const file: Record<string, unknown> = {
      format: 'tessera-project/1',
      name: 'Fuzz',
      blocks,
      wires: [...new Map(wires.map((w) => [`${w.from}->${w.to}`, w])).values()],
    };
    // One file in ten is spoilt outright: a malformed list, a wrong type, anything at all.
    if (spoil === 0)
      return fc.oneof(
        fc.constant({...file, blocks: [null, ...blocks]}),
        fc.constant({...file, blocks: {}}),
        fc.constant({...file, wires: [null, 42]}),
        fc.anything(),
        notCloneable.map((make) => ({...file, name: make()})),
      );
    return fc.constant(file);
  });

const delivery = fc.record(
  {
    kind: fc.oneof(
      fc.constantFrom(
        'mqtt',
        'serial',
        'socket',
        'http',
        'http_response',
        'wiegand',
        'wiegand_pin',
        'sms',
        'azure',
        'azure_desired',
        'modbus_slave',
        'modbus_master_write',
        'firmware',
        'table_row',
      ),
      name,
    ),
    topic: fc.oneof(fc.constant('t'), name),
    payload: fc.oneof(fc.constant('{"constructor": {"value": 1}}'), deepText, value),
    text: fc.oneof(fc.string({maxLength: 20}), value),
    path: fc.oneof(fc.constant('/api/x'), name),
    url: fc.oneof(fc.constant('https://x.example/'), name),
    card: number,
    keys: fc.string({maxLength: 6}),
    from: fc.string({maxLength: 12}),
    patch: fc.oneof(fc.jsonValue({maxDepth: 2}), value),
    slave_id: number,
    address: number,
    value: value,
    version: fc.constantFrom('9.9.9', 'latest'),
    table: name,
    row: fc.oneof(fc.dictionary(name, fc.jsonValue({maxDepth: 1})), value),
  },
  {requiredKeys: ['kind']},
);

const SERVICES = ['all', 'mqtt', 'http', 'socket', 'onewire', 'nothing', '__proto__'];
const FAILURES = ['offline', 'timeout', 'refused', null, 'melted'];
const blockName = fc.oneof(fc.constantFrom(...IDS), name, value);
type Call =
  | {op: 'advance'; ms: unknown}
  | {op: 'step' | 'state' | 'trace' | 'console' | 'reset' | 'inputs' | 'nextEventTime'}
  | {op: 'setInput'; block: unknown; value: unknown}
  | {op: 'press'; block: unknown; hold: unknown}
  | {op: 'deliver'; delivery: unknown}
  | {op: 'failNetwork'; service: unknown; failure: unknown}
  | {op: 'restart'; reason: unknown};
const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({op: fc.constant('advance' as const), ms: duration}),
  fc.record({
    op: fc.constantFrom(
      'step' as const,
      'state' as const,
      'trace' as const,
      'console' as const,
      'reset' as const,
      'inputs' as const,
      'nextEventTime' as const,
    ),
  }),
  fc.record({op: fc.constant('setInput' as const), block: blockName, value}),
  fc.record({op: fc.constant('press' as const), block: blockName, hold: duration}),
  fc.record({op: fc.constant('deliver' as const), delivery: fc.oneof(delivery, value)}),
  fc.record({
    op: fc.constant('failNetwork' as const),
    service: fc.constantFrom(...SERVICES),
    failure: fc.constantFrom(...FAILURES),
  }),
  fc.record({
    op: fc.constant('restart' as const),
    reason: fc.constantFrom('power_on', 'watchdog', 'melted', undefined),
  }),
);

const expectation = fc.oneof(
  fc.record({console: fc.constantFrom('never', '[log]'), within: scenarioDuration}),
  fc.record({noConsole: fc.constant('never'), for: scenarioDuration}),
  fc.record({port: fc.oneof(fc.constant('b0.value'), name), count: fc.nat(3)}),
  fc.record({state: blockName, is: fc.jsonValue({maxDepth: 2})}),
);
const step = fc.oneof(
  fc.record({at: scenarioDuration, expect: expectation}, {requiredKeys: ['expect']}),
  fc.record({at: scenarioDuration, set: fc.dictionary(name, value)}, {requiredKeys: ['set']}),
  fc.record({press: blockName, hold: scenarioDuration}, {requiredKeys: ['press']}),
  fc.record({deliver: delivery}),
  fc.record({restart: fc.constantFrom('power_on', 'melted')}),
  value,
);
const scenario = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        name: fc.string({maxLength: 6}),
        steps: fc.array(step, {maxLength: 5}),
        until: scenarioDuration,
        settings: fc.dictionary(name, fc.record({value})),
      },
      {requiredKeys: ['name', 'steps']},
    ),
  },
  {weight: 1, arbitrary: value},
);

/** Names JavaScript's shared objects own now, to see that no run added one. */
const SHARED = [Object.prototype, Object, Function.prototype, Array.prototype];
const snapshot = () => SHARED.map((o) => Object.getOwnPropertyNames(o).sort().join(','));
const clean = snapshot();

/** Runs `act`, failing the property when it throws or takes longer than the bound. */
function timed<T>(what: string | (() => string), act: () => T): T {
  const t0 = performance.now();
  let result: T;
  try {
    result = act();
  } catch (e) {
    throw new Error(`${said(what)} threw: ${String(e)}`);
  }
  const ms = performance.now() - t0;
  if (ms > BOUND_MS) throw new Error(`${said(what)} took ${Math.round(ms)} ms`);
  if (snapshot().join('|') !== clean.join('|') || ({} as {value?: unknown}).value !== undefined)
    throw new Error(`${said(what)} changed JavaScript's shared objects`);
  return result;
}

const said = (what: string | (() => string)) => (typeof what === 'string' ? what : what());

/** The result is JSON data: it survives a round trip through text unchanged. */
function isJson(what: string | (() => string), x: unknown) {
  let text: string;
  try {
    text = JSON.stringify(x);
  } catch (e) {
    throw new Error(`${said(what)} is not JSON-serialisable: ${String(e)}`);
  }
  if (x !== undefined && !isDeepStrictEqual(JSON.parse(text), x))
    throw new Error(`${said(what)} is not JSON data: ${text.slice(0, 300)}`);
}

function play(sim: Simulation, c: Call) {
  // Described only on failure: the description of a deep value costs more than the call.
  const what = () => fc.stringify(c).slice(0, 300);
  const result = timed(what, () => {
    switch (c.op) {
      case 'advance':
        return sim.advance(c.ms as number);
      case 'setInput':
        return sim.setInput(c.block as string, c.value as never);
      case 'press':
        return sim.press(c.block as string, c.hold as number);
      case 'deliver':
        return sim.deliver(c.delivery as never);
      case 'failNetwork':
        return sim.failNetwork(c.service as never, c.failure as never);
      case 'restart':
        return sim.restart(c.reason as never);
      default:
        return sim[c.op]();
    }
  });
  isJson(what, result);
}

describe('the simulator keeps its contract for any input (fast-check, fixed seed)', () => {
  it(
    'createSimulation and every command: no throw, bounded, no pollution, JSON results',
    {timeout: 60_000},
    () => {
      fc.assert(
        fc.property(project, fc.array(call, {maxLength: 12}), fc.nat(9), (file, calls, odd) => {
          const options =
            odd === 0
              ? {...LIMITS, settings: JSON.parse('{"__proto__": {"value": 1}}') as never}
              : LIMITS;
          const run = timed('createSimulation', () => createSimulation(file, options));
          if (!run.ok) {
            expect(run.errors.length).toBeGreaterThan(0);
            isJson('errors', run.errors);
            return;
          }
          for (const c of calls) play(run.sim, c);
          isJson(
            'state()',
            timed('state()', () => run.sim.state()),
          );
          isJson(
            'console()',
            timed('console()', () => run.sim.console()),
          );
        }),
        {seed: 35, numRuns: 100_000, interruptAfterTimeLimit: BUDGET_MS, endOnFailure: true},
      );
    },
  );

  it('runScenario: no throw, bounded, no pollution, JSON failures', {timeout: 60_000}, () => {
    fc.assert(
      fc.property(project, scenario, (file, sc) => {
        const out = timed('runScenario', () => runScenario(file, sc as never, LIMITS));
        isJson('failures', out.failures);
        if (out.sim) isJson('state()', out.sim.state());
      }),
      {seed: 35, numRuns: 100_000, interruptAfterTimeLimit: BUDGET_MS, endOnFailure: true},
    );
  });
});
