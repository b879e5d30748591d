// `npm test`: every check, in stages, each timed. Prints a line as each stage
// ends and a table of durations at the end, so a slow run shows where its time
// went (CI prints it too: .ci/run runs `npm test`).
//   node scripts/test.mjs            every stage
//   node scripts/test.mjs --list     the stages and their commands
// Each stage runs even when one before it failed, if what it needs was built;
// the exit code is 1 when any stage failed.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The stages, in the order they start when a slot is free (see runStages).
 * `needs` names the stages whose success it depends on: without a build there
 * is nothing for the browser tests to load. `after` names stages it waits for
 * whatever their result: two builds at once would fight over the same cores.
 * @typedef {{name: string, command: string, needs: string[], after?: string[]}} Stage
 * @type {Stage[]}
 */
export const STAGES = [
  {name: 'tools', command: 'node scripts/check-tools.mjs', needs: []},
  {name: 'build', command: 'npm run build', needs: []},
  {name: 'build:tracking', command: 'npm run build:tracking', needs: [], after: ['build']},
  {name: 'types', command: 'npm run typecheck', needs: []},
  {name: 'lint', command: 'npm run lint', needs: []},
  {name: 'unit', command: 'npm run test:unit', needs: []},
  {name: 'e2e', command: 'npm run test:e2e', needs: ['tools', 'build', 'build:tracking']},
  {name: 'lighthouse', command: 'npm run test:lighthouse', needs: ['tools', 'build']},
];

/**
 * Stages at once. Two on the 2-core machine: a build's single-threaded page
 * rendering, the linters and Lighthouse's quiet-window waits each leave a core
 * idle, which the stage beside it takes (the stages one after another took 6
 * minutes before the browser tests; side by side, the builds' time hides the
 * rest). TESSERA_TEST_STAGES=1 runs them one after another.
 */
const CONCURRENCY = Number(process.env.TESSERA_TEST_STAGES) || 2;

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs a command; with `prefix`, each line of its output is printed after it, so stages side by side can be told apart.
 * @param {string} command
 * @param {string} [prefix]
 * @returns {Promise<number>} its exit code
 */
function run(command, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      // Piped (stdio above), so neither stream is null.
      const streams = /** @type {[import('node:stream').Readable, NodeJS.WriteStream][]} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]);
      for (const [from, to] of streams) {
        let rest = '';
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`${prefix} ${line}\n`);
        });
        from.on('end', () => rest && to.write(`${prefix} ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `stages` with `exec` (a command and a label to its exit code), up to
 * `concurrency` at once, each started in list order as soon as the stages it
 * needs have passed and those it comes after have ended; a stage whose needed
 * stage did not pass is skipped. Logs each end and the table of durations.
 * @param {Stage[]} stages
 * @param {(command: string, prefix?: string) => Promise<number>} [exec]
 * @param {(line: string) => void} [log]
 * @param {number} [concurrency]
 * @returns {Promise<{name: string, status: string, ms: number}[]>}
 */
export async function runStages(stages, exec = run, log = console.log, concurrency = 1) {
  const started = Date.now();
  /** @type {Map<string, {name: string, status: string, ms: number, start: number}>} */
  const done = new Map();
  /** @type {Map<string, Promise<void>>} */
  const running = new Map();
  const waiting = [...stages];
  const label = (/** @type {string} */ name) => (concurrency > 1 ? `[${name}]` : undefined);
  const ready = (/** @type {Stage} */ stage) =>
    [...stage.needs, ...(stage.after ?? [])].every(
      (n) => done.has(n) || !stages.some((s) => s.name === n),
    );
  while (waiting.length || running.size) {
    for (let i = 0; i < waiting.length && running.size < concurrency;) {
      const stage = waiting[i];
      if (!ready(stage)) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      const missing = stage.needs.filter((n) => done.get(n)?.status !== 'ok');
      const start = Date.now() - started;
      if (missing.length > 0) {
        done.set(stage.name, {
          name: stage.name,
          status: `skipped (${missing.join(', ')} failed)`,
          ms: 0,
          start,
        });
        log(`\n[test] ${stage.name}: skipped, it needs ${missing.join(', ')}`);
        i = 0;
        continue;
      }
      log(`\n[test] ${stage.name}: ${stage.command}`);
      const t0 = Date.now();
      running.set(
        stage.name,
        exec(stage.command, label(stage.name)).then((code) => {
          const ms = Date.now() - t0;
          running.delete(stage.name);
          done.set(stage.name, {
            name: stage.name,
            status: code === 0 ? 'ok' : `failed (exit ${code})`,
            ms,
            start,
          });
          log(`[test] ${stage.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
        }),
      );
    }
    if (running.size === 0 && waiting.length)
      throw new Error(`stages that can never start: ${waiting.map((s) => s.name).join(', ')}`);
    if (running.size) await Promise.race(running.values());
  }
  // Every stage is in `done` once the loop ends.
  const results = stages.flatMap((s) => done.get(s.name) ?? []);
  log('\n[test] Stage durations (start: seconds after the first stage began)');
  for (const r of results)
    log(
      `[test]   ${r.name.padEnd(16)} ${seconds(r.ms).padStart(9)}  start ${seconds(r.start).padStart(8)}  ${r.status}`,
    );
  log(`[test]   ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)}`);
  return results.map(({name, status, ms}) => ({name, status, ms}));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--list')) {
    for (const s of STAGES) console.log(`${s.name.padEnd(16)} ${s.command}`);
  } else {
    const results = await runStages(STAGES, run, console.log, CONCURRENCY);
    process.exitCode = results.every((r) => r.status === 'ok') ? 0 : 1;
  }
}
