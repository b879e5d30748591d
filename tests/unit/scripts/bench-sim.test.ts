import {describe, expect, it} from 'vitest';
import {generatedGraph} from '../../../scripts/perf/sim-graph.mjs';
import {simHistory, simRows} from '../../../scripts/perf/sim-report.mjs';
import {validateProject} from '../../../src/data/projects/validate';
import {createSimulation} from '../../../src/sim';

const ok = (pass: boolean | undefined) => (pass ? 'pass' : '**FAIL**');

/** What scripts/perf/sim.mjs prints, in its shape, with figures of one run. */
const sample = {
  simGreenhouse24h: {ms: 128.2, budgetMs: 500, pass: true, runs: 5, consoleLines: 2},
  simProjects24h: {
    projects: 271,
    totalMs: 89006.8,
    totalCpuMs: 22150.3,
    messages: 9447808,
    events: 6740001,
    usPerMessage: 9.42,
    cpuUsPerMessage: 2.34,
    slowest: [
      {file: 'docs/blocks/_projects/node_serial-scale-poll.tessera.json', ms: 5756.9, cpuMs: 910.2},
      {
        file: 'docs/blocks/_projects/node_change-power-percent.tessera.json',
        ms: 5498.8,
        cpuMs: 640.6,
      },
    ],
    failures: [{file: 'examples/_projects/x.tessera.json', error: 'x: has no blocks'}],
    perProject: {'docs/blocks/_projects/node_serial-scale-poll.tessera.json': 5756.9},
  },
  simGraph1000: {
    blocks: 1000,
    wires: 1000,
    msPerSimulatedDay: 28667.6,
    cpuMsPerSimulatedDay: 9120.4,
    messages: 2520750,
    events: 504100,
    usPerMessage: 11.37,
    cpuUsPerMessage: 3.62,
    consoleLines: 72150,
  },
  simChunk: {files: ['a.js'], gzipKB: 41.2, budgetKB: 45, pass: true},
};

describe('npm run bench: the simulator rows of reports/bench.md', () => {
  const rows = simRows(sample, ok);
  const row = (figure: string) => rows.find((r: string[]) => r[0].startsWith(figure));

  it('shows every project file’s 24 h: count, total wall and CPU time, messages', () => {
    expect(row('Simulator: every project file, 24 h each')?.[2]).toBe(
      '271 projects in 89,007 ms wall (22,150 ms CPU); 9,447,808 messages, 6,740,001 timed events',
    );
  });

  it('shows the cost per message and the slowest projects by name', () => {
    expect(row('Simulator: cost per message')?.[2]).toBe('9.42 µs wall, 2.34 µs CPU');
    expect(row('Simulator: slowest project files by CPU time')?.[2]).toBe(
      'node_serial-scale-poll 910 ms CPU (5,757 wall), node_change-power-percent 641 ms CPU (5,499 wall)',
    );
  });

  it('shows the 1,000-block graph per simulated day', () => {
    expect(row('Simulator: generated 1,000-block graph, one simulated day')?.[2]).toBe(
      '28,668 ms wall (9,120 ms CPU); 2,520,750 messages (11.37 µs wall, 3.62 µs CPU each); 72,150 Console lines kept',
    );
  });

  it('records a project that failed as a failed row, and a failed bench as text, never a throw', () => {
    expect(row('Simulator: project files that did not run 24 h')).toEqual([
      'Simulator: project files that did not run 24 h',
      '',
      'x: x: has no blocks',
      '',
      '**FAIL**',
    ]);
    expect(simRows({error: 'sim.mjs exited 1'}, ok)).toEqual([
      ['Simulator', '', 'not measured: sim.mjs exited 1', '', ''],
    ]);
    expect(simRows(undefined, ok)).toEqual([]);
  });

  it('keeps the greenhouse budget and the Run button chunk in the table', () => {
    expect(row('Simulator: greenhouse demo')).toEqual([
      'Simulator: greenhouse demo, 24 h (median of 5)',
      '',
      '128.2 ms, 2 Console lines',
      '< 500 ms',
      'pass',
    ]);
    expect(row('Run button chunk')?.[3]).toBe('<= 45 KB');
  });

  it('leaves the per-project list out of the history', () => {
    const h = simHistory(sample);
    expect(h.simProjects24h).not.toHaveProperty('perProject');
    expect(h.simProjects24h?.slowest).toHaveLength(2);
  });
});

describe('npm run bench: the generated 1,000-block graph', () => {
  const project = generatedGraph();

  it('is a valid project file of 1,000 blocks', () => {
    expect(project.blocks).toHaveLength(1000);
    expect(validateProject(project, 'bench graph')).toEqual([]);
  });

  it('mixes inputs, timers, logic and logs, every block wired', () => {
    const types = new Set(project.blocks.map((b: {type: string}) => b.type));
    for (const type of [
      'node_analog_in',
      'node_digital_in',
      'node_timer',
      'node_logic',
      'node_log',
    ])
      expect(types).toContain(type);
    const wired = new Set(
      project.wires.flatMap((w: {from: string; to: string}) =>
        [w.from, w.to].map((e) => e.split('.')[0]),
      ),
    );
    expect(project.blocks.filter((b: {id: string}) => !wired.has(b.id))).toEqual([]);
  });

  it('runs, and stats() counts every message the wires delivered', () => {
    const run = createSimulation(generatedGraph(4));
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(run.sim.advance(10 * 60_000)).toBeNull();
    const {messages, events} = run.sim.stats();
    const onWires = Object.values(run.sim.state().wires).reduce((n, w) => n + w.count, 0);
    expect(messages).toBeGreaterThan(0);
    expect(messages).toBe(onWires);
    expect(events).toBeGreaterThan(0);
  });
});
