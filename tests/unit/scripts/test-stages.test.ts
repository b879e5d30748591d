import {describe, expect, it} from 'vitest';
import {runStages, STAGES} from '../../../scripts/test.mjs';

type Stage = {name: string; command: string; needs: string[]};
type Result = {name: string; status: string; ms: number};

describe('npm test runs its stages and times each', () => {
  it('runs every stage of the README table, the browser stages after the builds they load', () => {
    const names = (STAGES as Stage[]).map((s) => s.name);
    expect(names).toEqual([
      'tools',
      'types',
      'lint',
      'unit',
      'build',
      'build:tracking',
      'e2e',
      'lighthouse',
    ]);
    const e2e = (STAGES as Stage[]).find((s) => s.name === 'e2e')!;
    expect(e2e.needs).toEqual(expect.arrayContaining(['build', 'build:tracking']));
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
    const table = lines.slice(lines.indexOf('\n[test] Stage durations') + 1);
    expect(table).toHaveLength(5);
    expect(table[1]).toMatch(/^\[test\] {3}build +\d+\.\d s {2}failed \(exit 2\)$/);
    expect(table[4]).toMatch(/^\[test\] {3}total +\d+\.\d s$/);
  });
});
