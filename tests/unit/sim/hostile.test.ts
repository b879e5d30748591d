/**
 * The API contract under hostile input (issue #35): one named case for each kind of input an
 * independent tester crashed, hung or polluted the page with. The fuzz test (fuzz.test.ts)
 * looks for more of each kind.
 */
import Ajv2020 from 'ajv/dist/2020';
import {afterEach, describe, expect, it} from 'vitest';
import projectSchema from '../../../schemas/project.schema.json';
import scenarioSchema from '../../../schemas/scenario.schema.json';
import type {ProjectFile} from '../../../src/data/projects/types';
import {createSimulation, runScenario, type Simulation} from '../../../src/sim';

type Blocks = ProjectFile['blocks'];
const project = (blocks: Blocks, wires: ProjectFile['wires'] = []): ProjectFile => ({
  format: 'tessera-project/1',
  name: 'Hostile',
  blocks,
  wires,
});

function start(p: unknown, options = {}): Simulation {
  const r = createSimulation(p, options);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.sim;
}

const texts = (sim: Simulation) => sim.console().map((l) => l.text);
const ticking = project(
  [
    {id: 'tick', type: 'node_timer', properties: {interval: 1000}},
    {id: 'log', type: 'node_log', properties: {text: 'tick', max_per_minute: 600}},
  ],
  [{from: 'tick.tick', to: 'log.message'}],
);
/** JSON data survives a round trip through text unchanged: no function, no undefined, no cycle. */
const roundTrips = (x: unknown) => expect(JSON.parse(JSON.stringify(x))).toEqual(x);
/** A payload nested `depth` arrays deep, as text. */
const deepText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

afterEach(() => {
  // A failing case must not leave the pollution it found for the next case to trip over.
  for (const o of [Object.prototype, Object] as Record<string, unknown>[]) delete o.value;
});

describe('hostile input: prototype keys', () => {
  it('refuses a Setting named __proto__, naming the block and the property, and leaves Object.prototype alone', () => {
    const file = JSON.parse(
      '{"format":"tessera-project/1","name":"P","wires":[],"blocks":[{"id":"s","type":"node_setting","properties":{"name":"__proto__"}}]}',
    ) as unknown;
    // With no setting declared, the block used to find Object.prototype under that name.
    const run = createSimulation(file);
    if (run.ok) run.sim.setInput('s', 5);
    expect(({} as Record<string, unknown>).value).toBeUndefined();
    expect(run.ok ? [] : run.errors).toContain(
      'P: block "s" (node_setting) property "name" is "__proto__": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
    );
  });

  it('keeps a Setting named constructor a setting, never Object', () => {
    const file = project([{id: 's', type: 'node_setting', properties: {name: 'constructor'}}]);
    const undeclared = start(file);
    expect(undeclared.setInput('s', 5)).toBe('no setting named "constructor"');
    expect((Object as unknown as Record<string, unknown>).value).toBeUndefined();
    const declared = start(file, {settings: {constructor: {value: 3}}});
    expect(declared.state().blocks.s).toEqual({value: 3});
    expect(declared.setInput('s', 5)).toBeNull();
    expect(declared.state().blocks.s).toEqual({value: 5});
    expect((Object as unknown as Record<string, unknown>).value).toBeUndefined();
  });

  it('walks a JSON path "constructor" through the document only: not found, no function on a wire', () => {
    const sim = start(
      project(
        [
          {id: 'sub', type: 'node_mqtt_sub', properties: {topic_filter: 'in'}},
          {id: 'parse', type: 'node_json_parse', properties: {path: 'constructor'}},
          {id: 'log', type: 'node_log', properties: {text: 'got'}},
        ],
        [
          {from: 'sub.message', to: 'parse.json'},
          {from: 'parse.value', to: 'log.message'},
        ],
      ),
    );
    expect(sim.deliver({kind: 'mqtt', topic: 'in', payload: '{"a": 1}'})).toBeNull();
    expect(texts(sim)).toContain('json: path constructor not found');
    expect(sim.state().ports['parse.value']).toBeUndefined();
    roundTrips(sim.state());
  });

  it('reads "a toString b" as a formula error, not as an operator', () => {
    const sim = start(
      project(
        [
          {id: 'k', type: 'node_constant', properties: {value: '1', emit_at_start: true}},
          {id: 'f', type: 'node_expression', properties: {formula: 'a toString b'}},
        ],
        [{from: 'k.value', to: 'f.a'}],
      ),
    );
    expect(texts(sim)).toEqual(['expression: unexpected "toString" in a toString b']);
    expect(sim.state().ports['f.result']).toBeUndefined();
  });

  it('refuses names outside [a-z][a-z0-9_]* where they are keys, each naming the block and the property', () => {
    const run = createSimulation(
      project([
        {id: 'v', type: 'node_variable', properties: {name: '__proto__'}},
        {id: 't', type: 'node_timer', properties: {name: 'Poll'}},
        {id: 'ts', type: 'node_timer_start', properties: {timer: 'hasOwnProperty'}},
        {
          id: 'tab',
          type: 'node_table',
          properties: {name: 'cards', columns: '__proto__ string\ncard constructor', key: 'card'},
        },
        {id: 'ins', type: 'node_table_insert', properties: {table: 'toString'}},
        {
          id: 'q',
          type: 'node_table_query',
          properties: {table: 'cards', order_by: 'card sideways'},
        },
        {id: 'rep', type: 'node_cloud_report', properties: {name: 'Room temp'}},
      ]),
    );
    expect(run.ok ? [] : run.errors).toEqual([
      'Hostile: block "v" (node_variable) property "name" is "__proto__": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
      'Hostile: block "t" (node_timer) property "name" is "Poll": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
      'Hostile: block "ts" (node_timer_start) property "timer" is "hasOwnProperty": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
      'Hostile: block "tab" (node_table) property "columns" has a column is "__proto__": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
      'Hostile: block "tab" (node_table) property "columns" line "card constructor" is not a name and one of integer, number, string, boolean, timestamp',
      'Hostile: block "ins" (node_table_insert) property "table" is "toString": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
      'Hostile: block "q" (node_table_query) property "order_by" is "card sideways": a column name, then asc or desc',
      'Hostile: block "rep" (node_cloud_report) property "name" is "Room temp": a name must be lowercase letters, digits and "_", starting with a letter, up to 32 characters',
    ]);
  });

  it('finds nothing in state() for a block or port named like one of Object members', () => {
    const {failures} = runScenario(project([{id: 'constructor', type: 'node_log'}]), {
      name: 'own keys',
      steps: [{expect: {state: 'constructor', is: {}}}, {expect: {port: 'tostring.x', count: 0}}],
    });
    expect(failures.map((f) => f.message)).toEqual(['expected constructor to be {}; it is null']);
  });
});

describe('hostile input: non-finite and huge times', () => {
  it('refuses advance(NaN), advance(Infinity), a negative duration and one past 9999, leaving the clock', () => {
    const sim = start(ticking);
    const t = sim.now();
    expect(sim.advance(NaN)).toBe(
      'advance(ms): ms must be a finite number of milliseconds, 0 or more; it is NaN',
    );
    expect(sim.advance(Infinity)).toBe(
      'advance(ms): ms must be a finite number of milliseconds, 0 or more; it is Infinity',
    );
    expect(sim.advance(-1)).toBe(
      'advance(ms): ms must be a finite number of milliseconds, 0 or more; it is -1',
    );
    expect(sim.advance(1e300)).toBe(
      'advance(ms): ms of 1e+300 ms would take the clock past the end of the year 9999',
    );
    expect(sim.press('tick', NaN)).toBe(
      'press "tick": hold must be a finite number of milliseconds, 0 or more; it is NaN',
    );
    expect(sim.now()).toBe(t);
    expect(sim.advance(2000)).toBeNull();
    expect(texts(sim)).toEqual(['[log] tick 1', '[log] tick 2']);
  });

  it('fails a scenario step "at": 1e400 with a sentence instead of running for ever', () => {
    const scenario = JSON.parse(
      '{"name": "far", "steps": [{"at": 1e400, "expect": {"port": "tick.tick", "count": 0}}]}',
    ) as Parameters<typeof runScenario>[1];
    expect(runScenario(ticking, scenario).failures).toEqual([
      {scenario: 'far', step: 0, message: 'null is not a duration of 0 ms or more'},
    ]);
  });
});

describe('the schemas put maxima on times and keep names to keys', () => {
  const ajv = new Ajv2020({allErrors: true});
  const scenarioOk = ajv.compile(scenarioSchema);
  const projectOk = ajv.compile(projectSchema);
  const scenarioFile = (step: string, settings = '{}') =>
    JSON.parse(
      `{"format": "tessera-scenario/1", "scenarios": [{"name": "s", "settings": ${settings}, "steps": [${step}]}]}`,
    ) as unknown;

  it('refuses "at": 1e400, "within": "3650d" and a setting named __proto__, and takes the repository\'s longest times', () => {
    expect(scenarioOk(scenarioFile('{"at": 1e400, "reset": true}'))).toBe(false);
    expect(scenarioOk(scenarioFile('{"expect": {"console": "x", "within": "3650d"}}'))).toBe(false);
    expect(scenarioOk(scenarioFile('{"reset": true}', '{"__proto__": {"value": 1}}'))).toBe(false);
    expect(scenarioOk(scenarioFile('{"at": "20d 20h 30min", "reset": true}'))).toBe(true);
    expect(scenarioOk(scenarioFile('{"expect": {"console": "x", "within": "400d"}}'))).toBe(true);
  });

  it('refuses a property named __proto__ and a number past 1e15 in a project file', () => {
    const file = (properties: string) =>
      JSON.parse(
        `{"format": "tessera-project/1", "name": "P", "wires": [], "blocks": [{"id": "d", "type": "node_delay", "properties": ${properties}}]}`,
      ) as unknown;
    expect(projectOk(file('{"delay": 5000}'))).toBe(true);
    expect(projectOk(file('{"__proto__": 5000}'))).toBe(false);
    expect(projectOk(file('{"delay": 1e400}'))).toBe(false);
  });
});

describe('hostile input: unbounded expectations', () => {
  it('refuses "within": "3650d", longer than a scenario may run', () => {
    const {failures} = runScenario(ticking, {
      name: 'ten years',
      steps: [{expect: {console: 'never', within: '3650d'}}],
    });
    expect(failures).toEqual([
      {
        scenario: 'ten years',
        step: 0,
        message: '"3650d" is longer than the 400 days a scenario may run',
      },
    ]);
  });

  it('ends a 400-day wait on a busy project at the cap on events, with a sentence', () => {
    const {failures} = runScenario(
      ticking,
      {name: 'long wait', steps: [{expect: {console: 'never', within: '400d'}}]},
      {maxEventsPerCall: 5000},
    );
    expect(failures).toEqual([
      {
        scenario: 'long wait',
        step: 0,
        message:
          'more than 5000 events in one call: the clock stopped at 2026-10-20 07:41:40.000; advance again to go on',
      },
    ]);
  });

  it('pauses advance at the cap with a Console line, and goes on when called again', () => {
    const sim = start(ticking, {maxEventsPerCall: 100});
    const said = sim.advance(3600_000);
    expect(said).toBe(
      'more than 100 events in one call: the clock stopped at 2026-10-20 07:00:50.000; advance again to go on',
    );
    expect(texts(sim).at(-1)).toBe(`[sim] paused: ${said}`);
    expect(sim.advance(10_000)).toBeNull();
    expect(sim.state().ports['tick.tick']).toEqual({last: 60, count: 60});
  });
});

describe('hostile input: values that grow', () => {
  it('cuts a text that doubles on each turn of a loop, so the loop guard is met in time', () => {
    // The error quotes the value it refused; wired back, each turn doubles the text's escapes.
    const sim = start(
      project(
        [{id: 'w', type: 'node_modbus_slave_write', properties: {stale_after: 1000}}],
        [{from: 'w.error', to: 'w.value'}],
      ),
    );
    const t0 = performance.now();
    expect(sim.advance(2000)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(texts(sim).filter((t) => t.startsWith('[sim]'))).toEqual([
      expect.stringMatching(
        /^\[sim\] block "w" \(node_modbus_slave_write\) sent \d+ characters on error; texts on wires are cut at 1048576$/,
      ),
      '[sim] loop stopped: more than 16777216 characters of text in one instant on w.error->w.value',
    ]);
    expect(texts(sim).at(-1)).toBe(
      '[sim] loop stopped: more than 16777216 characters of text in one instant on w.error->w.value',
    );
    expect(Math.max(...texts(sim).map((t) => t.length))).toBeLessThan(10_100);
  });
});

describe('hostile input: values that cannot be cloned', () => {
  const panel = project([
    {id: 'cmd', type: 'node_dashboard_command', properties: {control: 'select', title: 'Mode'}},
    {id: 'sub', type: 'node_mqtt_sub', properties: {topic_filter: 'in'}},
  ]);

  it('refuses a function, a symbol, a big integer or a cycle as a value, naming the block', () => {
    const sim = start(panel);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const offered: [unknown, string][] = [
      [() => 1, 'a function at the top'],
      [{a: [Symbol('s')]}, 'a symbol at .a[0]'],
      [10n, 'a bigint at the top'],
      [cycle, `more than 64 levels of nesting at ${'.self'.repeat(12)}…`],
      [NaN, 'NaN at the top'],
      [new Map(), 'an object that is not plain data at the top'],
    ];
    for (const [value, why] of offered)
      expect(sim.setInput('cmd', value as never)).toBe(
        `block "cmd": the value to set is not JSON data: ${why}`,
      );
    expect(sim.deliver({kind: 'mqtt', topic: 'in', payload: (() => 1) as never})).toBe(
      'the delivery is not JSON data: a function at .payload',
    );
    expect(sim.deliver({kind: 'mqtt', topic: 'in'} as never)).toBe(
      'a mqtt delivery needs payload as string',
    );
    roundTrips(sim.state());
  });

  it('gives state() and trace() as JSON once a behaviour put a function in its state', () => {
    const sim = start(
      project(
        [
          {id: 'sub', type: 'node_mqtt_sub', properties: {topic_filter: 'in'}},
          {id: 'parse', type: 'node_json_parse', properties: {path: 'a.constructor'}},
          {id: 'cmd', type: 'node_dashboard_command', properties: {title: 'Shown'}},
        ],
        [
          {from: 'sub.message', to: 'parse.json'},
          {from: 'parse.value', to: 'cmd.state'},
        ],
      ),
    );
    sim.deliver({kind: 'mqtt', topic: 'in', payload: '{"a": {}}'});
    expect(() => sim.trace()).not.toThrow();
    roundTrips(sim.state());
  });
});

describe('hostile input: deep payloads', () => {
  const deep = project(
    [
      {id: 'sub', type: 'node_mqtt_sub', properties: {topic_filter: 'in', format: 'json'}},
      {id: 'cmd', type: 'node_dashboard_command', properties: {title: 'Shown'}},
    ],
    [{from: 'sub.message', to: 'cmd.state'}],
  );

  it('gives state() and trace() of a 30,000-level payload, cut at 64 levels', () => {
    const sim = start(deep);
    // 60,000 characters: under MQTT subscribe's 64 KB limit.
    expect(sim.deliver({kind: 'mqtt', topic: 'in', payload: deepText(30_000)})).toBeNull();
    const trace = sim.trace();
    expect(trace).toContain('"[nested deeper than 64 levels]"');
    let v = sim.state().ports['sub.message'].last;
    let depth = 0;
    while (Array.isArray(v)) [v, depth] = [v[0], depth + 1];
    expect([depth, v]).toEqual([64, '[nested deeper than 64 levels]']);
  });

  it('refuses a value more than 64 levels deep at setInput', () => {
    const sim = start(deep);
    expect(sim.setInput('cmd', JSON.parse(deepText(65)) as never)).toMatch(
      /^block "cmd": the value to set is not JSON data: more than 64 levels of nesting at \[0\]/,
    );
  });
});

describe('the loop guard counts per causal chain', () => {
  // A dashboard switch sends at once, with no debounce, so every input lands in the same instant.
  const toggle = (id: string) => ({
    id,
    type: 'node_dashboard_command',
    properties: {control: 'switch', title: id},
  });
  const inputs = (n: number): Blocks => [
    ...Array.from({length: n}, (_, i) => toggle(`in${i}`)),
    {id: 'count', type: 'node_counter'},
  ];

  it('delivers 1,001 independent inputs in one instant without a false "loop stopped"', () => {
    const n = 1001;
    const wires = Array.from({length: n}, (_, i) => ({
      from: `in${i}.command`,
      to: 'count.increment',
    }));
    const sim = start(project(inputs(n), wires));
    for (let i = 0; i < n; i++) expect(sim.setInput(`in${i}`, true)).toBeNull();
    expect(texts(sim).filter((t) => t.includes('loop stopped'))).toEqual([]);
    expect(sim.state().ports['count.count'].last).toBe(n);
  });

  it('after a loop stops, still delivers an unrelated input in the same instant', () => {
    const sim = start(
      project(
        [
          {id: 'kick', type: 'node_constant', properties: {value: '1', emit_at_start: true}},
          {id: 'ping', type: 'node_arithmetic', properties: {operation: 'add', b_value: 1}},
          toggle('door'),
          {id: 'log', type: 'node_log', properties: {text: 'door'}},
        ],
        [
          {from: 'kick.value', to: 'ping.a'},
          {from: 'ping.result', to: 'ping.a'},
          {from: 'door.command', to: 'log.message'},
        ],
      ),
    );
    expect(sim.setInput('door', true)).toBeNull();
    expect(texts(sim)).toEqual([
      '[sim] loop stopped: more than 1000 messages in one instant on ping.result->ping.a',
      '[log] door true',
    ]);
  });

  it('loses no Console line at 10,000 blocks that all log at the start', {timeout: 60000}, () => {
    const n = 5000;
    const blocks: Blocks = [];
    const wires: ProjectFile['wires'] = [];
    for (let i = 0; i < n; i++) {
      blocks.push(
        {id: `k${i}`, type: 'node_constant', properties: {value: String(i), emit_at_start: true}},
        {id: `l${i}`, type: 'node_log', properties: {text: 'k'}},
      );
      wires.push({from: `k${i}.value`, to: `l${i}.message`});
    }
    const sim = start(project(blocks, wires));
    expect(texts(sim)).toHaveLength(n);
    expect(texts(sim).at(-1)).toBe(`[log] k ${n - 1}`);
  });
});

describe('createSimulation never throws', () => {
  it('returns errors for blocks: [null] and other malformed files and options', () => {
    const valid = project([{id: 'l', type: 'node_log'}]);
    const cases: [unknown, object, string][] = [
      [null, {}, 'project: is not a JSON object'],
      [[], {}, 'project: is not a JSON object'],
      [{...valid, blocks: [null]}, {}, 'Hostile: block 1 is null, not an object with id and type'],
      [{...valid, blocks: {}}, {}, 'Hostile: has no blocks list'],
      [{...valid, wires: [null]}, {}, 'Hostile: wire 1 is not an object with from and to as text'],
      [
        {...valid, blocks: [{id: 'l', type: 'node_log', properties: []}]},
        {},
        'Hostile: block "l" (node_log) properties are not an object of values by name',
      ],
      [{...valid, blocks: [{id: 1, type: 2}]}, {}, 'Hostile: block id "1" must be lowercase'],
      [valid, {timeZone: 5}, 'option timeZone: is 5, not text'],
      [valid, {maxMessagesPerInstant: NaN}, 'option maxMessagesPerInstant: is NaN'],
      [valid, {settings: {a: {value: () => 1}}}, 'option settings: is not an object'],
      [valid, {settings: {Room: {value: 1}}}, 'setting "Room": a setting\'s name must be'],
      [{...valid, name: () => 1}, {}, 'project: is not JSON data: a function at .name'],
    ];
    for (const [file, options, error] of cases) {
      const run = createSimulation(file, options);
      expect(run.ok).toBe(false);
      if (!run.ok) expect(run.errors.join('\n')).toContain(error);
    }
  });
});
