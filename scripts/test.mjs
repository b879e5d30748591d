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
 * The stages in order. `needs` names the stages whose success it depends on:
 * without a build there is nothing for the browser tests to load.
 */
export const STAGES = [
  {name: 'tools', command: 'node scripts/check-tools.mjs', needs: []},
  {name: 'types', command: 'npm run typecheck', needs: []},
  {name: 'lint', command: 'npm run lint', needs: []},
  {name: 'unit', command: 'npm run test:unit', needs: []},
  {name: 'build', command: 'npm run build', needs: []},
  {name: 'build:tracking', command: 'npm run build:tracking', needs: []},
  {name: 'e2e', command: 'npm run test:e2e', needs: ['tools', 'build', 'build:tracking']},
  {name: 'lighthouse', command: 'npm run test:lighthouse', needs: ['tools', 'build']},
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {cwd: root, shell: true, stdio: 'inherit'});
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `stages` in order with `exec` (a command to its exit code), skipping a stage
 * when a stage it needs did not pass; logs each end and the table of durations.
 * @returns {Promise<{name: string, status: string, ms: number}[]>}
 */
export async function runStages(stages, exec = run, log = console.log) {
  const started = Date.now();
  const results = [];
  for (const stage of stages) {
    const missing = stage.needs.filter((n) => results.find((r) => r.name === n)?.status !== 'ok');
    if (missing.length > 0) {
      results.push({name: stage.name, status: `skipped (${missing.join(', ')} failed)`, ms: 0});
      log(`\n[test] ${stage.name}: skipped, it needs ${missing.join(', ')}`);
      continue;
    }
    log(`\n[test] ${stage.name}: ${stage.command}`);
    const t0 = Date.now();
    const code = await exec(stage.command);
    const ms = Date.now() - t0;
    results.push({name: stage.name, status: code === 0 ? 'ok' : `failed (exit ${code})`, ms});
    log(`[test] ${stage.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
  }
  log('\n[test] Stage durations');
  for (const r of results)
    log(`[test]   ${r.name.padEnd(16)} ${seconds(r.ms).padStart(9)}  ${r.status}`);
  log(`[test]   ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)}`);
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--list')) {
    for (const s of STAGES) console.log(`${s.name.padEnd(16)} ${s.command}`);
  } else {
    const results = await runStages(STAGES);
    process.exitCode = results.every((r) => r.status === 'ok') ? 0 : 1;
  }
}
