import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Where a Playwright run's time went: per project, the number of tests and the
 * sum of their durations (the workers run in parallel, so the sums exceed the
 * wall time), then the slowest files and the slowest tests. Printed after the list reporter's summary.
 */
export default class DurationsReporter implements Reporter {
  private readonly projects = new Map<string, {tests: number; ms: number}>();
  private readonly tests: {title: string; ms: number}[] = [];
  private readonly files = new Map<string, {tests: number; ms: number}>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '(none)';
    const entry = this.projects.get(project) ?? {tests: 0, ms: 0};
    entry.tests += 1;
    entry.ms += result.duration;
    this.projects.set(project, entry);
    const file = `${project} › ${test.titlePath()[2] ?? '?'}`;
    const f = this.files.get(file) ?? {tests: 0, ms: 0};
    f.tests += 1;
    f.ms += result.duration;
    this.files.set(file, f);
    this.tests.push({
      title: `${project} › ${test.titlePath().slice(2).join(' › ')}`,
      ms: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `\nPlaywright durations (wall ${s(result.duration)}; per project, the sum over workers):`,
    );
    for (const [name, {tests, ms}] of [...this.projects].sort((a, b) => b[1].ms - a[1].ms))
      console.log(`  ${name.padEnd(10)} ${String(tests).padStart(4)} tests ${s(ms).padStart(9)}`);
    console.log('  Slowest files:');
    for (const [name, {tests, ms}] of [...this.files]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 12))
      console.log(`  ${s(ms).padStart(9)}  ${String(tests).padStart(4)} tests  ${name}`);
    console.log('  Slowest tests:');
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`  ${s(t.ms).padStart(9)}  ${t.title}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
