import {describe, expect, it} from 'vitest';
import {runStages, STAGES} from '../../../scripts/test.mjs';

type Stage = {name: string; command: string; needs: string[]; after?: string[]};
type Result = {name: string; status: string; ms: number};

describe('npm test runs its stages and times each', () => {
  it('runs every stage of the README table, the browser stages after the builds they load', () => {
    const names = (STAGES as Stage[]).map((s) => s.name);
    expect([...names].sort()).toEqual(
      ['tools', 'types', 'lint', 'unit', 'build', 'build:tracking', 'e2e', 'lighthouse'].sort(),
    );
    const stage = (name: string) => (STAGES as Stage[]).find((s) => s.name === name)!;
    expect(stage('e2e').needs).toEqual(expect.arrayContaining(['build', 'build:tracking']));
    expect(stage('lighthouse').needs).toContain('build');
    expect(stage('build:tracking').after).toEqual(['build']);
  });

  it('goes on after a failed stage, skips what needs it, and prints a duration per stage', async () => {
    const stages: Stage[] = [
      {name: 'lint', command: 'lint', needs: []},
      {name: 'build', command: 'build', needs: []},
      {name: 'e2e', command: 'e2e', needs: ['build']},
      {name: 'unit', command: 'unit', needs: []},
    ];
    const ran: string[] = [];
    const lines: string[] = [];
    const results: Result[] = await runStages(
      stages,
      async (command: string) => {
        ran.push(command);
        return command === 'build' ? 2 : 0;
      },
      (line: string) => lines.push(line),
    );
    expect(ran).toEqual(['lint', 'build', 'unit']);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['lint', 'ok'],
      ['build', 'failed (exit 2)'],
      ['e2e', 'skipped (build failed)'],
      ['unit', 'ok'],
    ]);
    const table = lines.slice(lines.findIndex((l) => l.startsWith('\n[test] Stage durations')) + 1);
    expect(table).toHaveLength(5);
    expect(table[1]).toMatch(
      /^\[test\] {3}build +\d+\.\d s {2}start +\d+\.\d s {2}failed \(exit 2\)$/,
    );
    expect(table[4]).toMatch(/^\[test\] {3}total +\d+\.\d s$/);
  });

  it('runs two stages at once, each as soon as what it needs has passed, builds one at a time', async () => {
    const stages: Stage[] = [
      {name: 'build', command: 'build', needs: []},
      {name: 'tracking', command: 'tracking', needs: [], after: ['build']},
      {name: 'lint', command: 'lint', needs: []},
      {name: 'unit', command: 'unit', needs: []},
      {name: 'e2e', command: 'e2e', needs: ['build', 'tracking']},
    ];
    // Each command takes as many ticks as its length; the log records starts and ends.
    const events: string[] = [];
    let live = 0;
    let most = 0;
    await runStages(
      stages,
      async (command: string) => {
        events.push(`start ${command}`);
        most = Math.max(most, ++live);
        for (let i = 0; i < command.length; i++) await new Promise((r) => setTimeout(r, 2));
        live--;
        events.push(`end ${command}`);
        return 0;
      },
      () => {},
      2,
    );
    expect(most).toBe(2);
    const at = (e: string) => events.indexOf(e);
    // The tracking build waits for the first; lint takes the free slot meanwhile.
    expect(at('start lint')).toBeLessThan(at('end build'));
    expect(at('start tracking')).toBeGreaterThan(at('end build'));
    expect(at('start e2e')).toBeGreaterThan(at('end tracking'));
    expect(events.filter((e) => e.startsWith('start'))).toHaveLength(5);
  });
});
