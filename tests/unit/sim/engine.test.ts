import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSimulation, runScenario, type Scenario, type Simulation} from '../../../src/sim';
import type {BlockContext} from '../../../src/sim/blocks/types';
import type {ProjectFile} from '../../../src/data/projects/types';

const ROOT = path.join(__dirname, '../../..');
const load = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, rel), 'utf8')) as ProjectFile;

function project(blocks: ProjectFile['blocks'], wires: ProjectFile['wires']): ProjectFile {
  return {format: 'tessera-project/1', name: 'Engine test', blocks, wires};
}

function start(p: unknown, options = {}): Simulation {
  const r = createSimulation(p, options);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.sim;
}

const texts = (sim: Simulation) => sim.console().map((l) => l.text);

describe('the virtual clock', () => {
  it('runs 24 h of a 1 s timer at once, tick by tick', {timeout: 60000}, () => {
    const sim = start(
      project(
        [
          {id: 'tick', type: 'node_timer', properties: {interval: 1000}},
          {id: 'log', type: 'node_log', properties: {text: 'tick', max_per_minute: 600}},
        ],
        [{from: 'tick.tick', to: 'log.message'}],
      ),
    );
    sim.advance(24 * 3600 * 1000);
    expect(sim.state().ports['tick.tick']).toEqual({last: 86400, count: 86400});
    expect(sim.now() - sim.start).toBe(86400000);
  });

  it('step() runs to the next event and says when nothing is scheduled', () => {
    const sim = start(
      project(
        [
          {id: 'once', type: 'node_timer', properties: {interval: 5000, max_ticks: 1}},
          {id: 'log', type: 'node_log', properties: {text: 'tick'}},
        ],
        [{from: 'once.tick', to: 'log.message'}],
      ),
    );
    expect(sim.step()).toBe(true);
    expect(sim.now() - sim.start).toBe(5000);
    expect(texts(sim)).toEqual(['[log] tick 1']);
    expect(sim.step()).toBe(false);
  });

  it('fires cron events in the project time zone, across a change of daylight saving time', () => {
    const sim = start(
      project(
        [
          {id: 'seven', type: 'node_cron_event', properties: {schedule: '0 7 * * *'}},
          {id: 'when', type: 'node_datetime', properties: {format: 'ddd HH:mm Z'}},
          {id: 'log', type: 'node_log', properties: {text: 'fired'}},
        ],
        [
          {from: 'seven.fire', to: 'when.value'},
          {from: 'when.text', to: 'log.message'},
        ],
      ),
      {start: '2026-10-24T12:00:00', timeZone: 'Europe/Amsterdam'},
    );
    sim.advance(2 * 86400000);
    // Clocks go back at 03:00 on Sunday 25 October 2026: both 07:00 fires are at +01:00, 24 h apart in wall time.
    expect(texts(sim)).toEqual(['[log] fired Sun 07:00 +01:00', '[log] fired Mon 07:00 +01:00']);
  });
});

describe('message order', () => {
  it('delivers breadth first, each output in wire order as written in the file', () => {
    const sim = start(
      project(
        [
          {
            id: 'go',
            type: 'node_constant',
            properties: {type: 'string', value: 'x', emit_at_start: true},
          },
          {id: 'a', type: 'node_log', properties: {text: 'a'}},
          {id: 'relay', type: 'node_constant', properties: {type: 'string', value: 'y'}},
          {id: 'b', type: 'node_log', properties: {text: 'b'}},
          {id: 'c', type: 'node_log', properties: {text: 'c'}},
        ],
        [
          {from: 'go.value', to: 'relay.trigger'},
          {from: 'go.value', to: 'a.message'},
          {from: 'relay.value', to: 'b.message'},
          {from: 'go.value', to: 'c.message'},
        ],
      ),
    );
    expect(texts(sim)).toEqual(['[log] a x', '[log] c x', '[log] b y']);
  });

  it('a digital input sends state before on, both before anything they trigger', () => {
    const sim = start(
      project(
        [
          {id: 'door', type: 'node_digital_in', properties: {channel: 1, emit_at_start: false}},
          {id: 's', type: 'node_log', properties: {text: 'state'}},
          {id: 'o', type: 'node_log', properties: {text: 'on'}},
        ],
        [
          {from: 'door.on', to: 'o.message'},
          {from: 'door.state', to: 's.message'},
        ],
      ),
    );
    sim.setInput('door', true);
    sim.advance(20);
    expect(texts(sim)).toEqual(['[log] state true', '[log] on true']);
  });
});

describe('bad input never throws', () => {
  it('returns the validator messages for a broken project', () => {
    const r = createSimulation(
      project(
        [{id: 'x', type: 'node_threshold', properties: {}}],
        [{from: 'x.nope', to: 'x.value'}],
      ),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.join('\n')).toContain('needs property "high_limit"');
      expect(r.errors.join('\n')).toContain('has no output "nope"');
    }
  });

  it('names a block of unknown type', () => {
    const r = createSimulation(project([{id: 'mystery', type: 'node_teleporter'}], []));
    expect(r.ok ? [] : r.errors).toEqual([
      'Engine test: block "mystery" has unknown type "node_teleporter"',
    ]);
  });

  it('refuses things that are not projects, unknown zones and bad start times', () => {
    expect(createSimulation(null).ok).toBe(false);
    expect(createSimulation('{}').ok).toBe(false);
    const p = project([{id: 'l', type: 'node_log'}], []);
    expect(createSimulation(p, {timeZone: 'Mars/Olympus'})).toEqual({
      ok: false,
      errors: ['time zone "Mars/Olympus" is not known'],
    });
    expect(createSimulation(p, {start: '31/02/2026'}).ok).toBe(false);
  });

  it('stops a loop that re-triggers itself in one instant, naming its wires', () => {
    const sim = start(
      project(
        [
          {
            id: 'kick',
            type: 'node_constant',
            properties: {type: 'integer', value: '1', emit_at_start: true},
          },
          {id: 'ping', type: 'node_arithmetic', properties: {operation: 'add', b_value: 1}},
        ],
        [
          {from: 'kick.value', to: 'ping.a'},
          {from: 'ping.result', to: 'ping.a'},
        ],
      ),
    );
    expect(texts(sim)).toEqual([
      '[sim] loop stopped: more than 1000 messages in one instant on ping.result->ping.a',
    ]);
    sim.advance(1000);
    expect(sim.console()).toHaveLength(1);
  });

  it('refuses input for a block that takes none, and a block that does not exist', () => {
    const sim = start(project([{id: 'l', type: 'node_log'}], []));
    expect(sim.setInput('l', 1)).toBe('block "l" (node_log) takes no input value');
    expect(sim.setInput('nobody', 1)).toBe('no block "nobody" in the project');
    expect(sim.press('l')).toBe('block "l" (node_log) cannot be pressed');
  });
});

describe('determinism', () => {
  it('gives byte-identical traces for two runs of the greenhouse demo', () => {
    const p = load('src/pages/_projects/demo-greenhouse.tessera.json');
    const run = () => {
      const sim = start(p, {start: '2026-10-20T06:00:00', timeZone: 'Europe/Amsterdam'});
      for (const c of sim.inputs()) if (c.control === 'slider') sim.setInput(c.block, c.max ?? 0);
      sim.advance(6 * 3600000);
      return sim.trace();
    };
    const first = run();
    expect(first.length).toBeGreaterThan(100);
    expect(run()).toBe(first);
  });

  it('reset() starts again from the start time with an empty Console', () => {
    const sim = start(
      project(
        [
          {id: 't', type: 'node_timer', properties: {interval: 1000}},
          {id: 'l', type: 'node_log', properties: {text: 't'}},
        ],
        [{from: 't.tick', to: 'l.message'}],
      ),
    );
    sim.advance(3000);
    const before = sim.trace();
    sim.reset();
    expect(sim.console()).toEqual([]);
    expect(sim.now()).toBe(sim.start);
    sim.advance(3000);
    expect(sim.trace()).toBe(before);
  });

  it('calls subscribers after each command', () => {
    const sim = start(project([{id: 't', type: 'node_timer'}], []));
    let calls = 0;
    const off = sim.subscribe(() => calls++);
    sim.advance(10);
    sim.step();
    off();
    sim.advance(10);
    expect(calls).toBe(2);
  });
});

describe('scenarios can fail', () => {
  const p = load('docs/blocks/_projects/node_threshold-frost-protection.tessera.json');
  const wrong: Scenario = {
    name: 'a claim that is false',
    steps: [
      {at: 0, set: {probe: 10}},
      {at: '1min', expect: {console: '[sim] relay 2 on', within: '10min'}},
      {expect: {port: 'frost.high', last: 10}},
      {expect: {state: 'heater', is: {on: true}}},
      {at: '20min', set: {probe: -10}},
      {expect: {noConsole: '[sim] relay 2 on', for: '5min'}},
    ],
  };

  it('reports each wrong expectation with its step', () => {
    const {failures} = runScenario(p, wrong);
    expect(failures.map((f) => f.step)).toEqual([1, 2, 3, 5]);
    expect(failures[0].message).toContain('expected the Console line "[sim] relay 2 on" by 10min');
    expect(failures[1].message).toBe('expected frost.high to have sent 10 last; it sent nothing');
    expect(failures[3].message).toMatch(
      /expected no Console line "\[sim\] relay 2 on", but at .* it says/,
    );
  });

  it('reports a project that does not start', () => {
    const {failures} = runScenario({format: 'nope'}, {name: 'broken', steps: []});
    expect(failures[0].step).toBe(-1);
  });

  it('reports a step that goes back in time', () => {
    const {failures} = runScenario(p, {
      name: 'backwards',
      steps: [
        {at: '2min', set: {probe: 1}},
        {at: '1min', set: {probe: 2}},
      ],
    });
    expect(failures).toHaveLength(1);
    expect(failures[0].step).toBe(1);
  });
});

describe('behaviours are typed from their records', () => {
  it('rejects a port or property the record lacks at compile time', () => {
    // Only compiled, never run: tsc fails if the @ts-expect-error lines stop being errors.
    const check = (ctx: BlockContext<'node_relay'>) => {
      ctx.emit('state', true);
      // @ts-expect-error node_relay has no output "voltage"
      ctx.emit('voltage', 1);
      // @ts-expect-error node_relay has no property "duty"
      void ctx.props.duty;
      const relay: number = ctx.props.relay;
      return relay;
    };
    expect(typeof check).toBe('function');
  });
});

describe('the engine stays free of the page', () => {
  const files = fs
    .readdirSync(path.join(ROOT, 'src/sim'), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.ts'));
  const imported = (source: string) =>
    [...source.matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]);

  it('imports only its own modules, src/data and croner', () => {
    const outside = files.flatMap((f) =>
      imported(fs.readFileSync(path.join(ROOT, 'src/sim', f), 'utf8'))
        .filter((spec) => {
          if (spec === 'croner') return false;
          if (!spec.startsWith('.')) return true;
          const target = path.resolve(ROOT, 'src/sim', path.dirname(f), spec);
          return !['src/sim', 'src/data'].some((dir) => target.startsWith(path.join(ROOT, dir)));
        })
        .map((spec) => `${f}: ${spec}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });

  it('the check catches a React or Docusaurus import', () => {
    expect(imported("import React from 'react';\nimport x from '@docusaurus/core';")).toEqual([
      'react',
      '@docusaurus/core',
    ]);
  });
});

describe('a block whose record exists but whose behaviour does not yet', () => {
  it('is refused with the two files to write, as the Run panel and the scenario tests show it', async () => {
    // A new record and its page come before the behaviour (CONTRIBUTING, "Block pages"):
    // take a behaviour away to stand for a block that has none yet.
    const {BEHAVIOURS} = await import('../../../src/sim/blocks');
    const table = BEHAVIOURS as Record<string, unknown>;
    const kept = table.node_constant;
    delete table.node_constant;
    try {
      const r = createSimulation({
        format: 'tessera-project/1',
        name: 'New block',
        blocks: [{id: 'fixed', type: 'node_constant', properties: {type: 'string', value: 'x'}}],
        wires: [],
      });
      expect(r.ok ? [] : r.errors).toEqual([
        'block "fixed" (node_constant) has no simulated behaviour yet: write it in src/sim/blocks/variables.ts (src/sim/README.md, "Add a block"), and the cases of its record\'s sentences in src/data/blocks/records/variables.cases.ts',
      ]);
    } finally {
      table.node_constant = kept;
    }
  });
});
