#!/usr/bin/env node
/**
 * Measures the simulator in Node: 24 h of virtual time of the greenhouse
 * demo (src/pages/_projects/demo-greenhouse.tessera.json). Prints one JSON
 * object on stdout. Vite (already a dependency through Vitest) loads the
 * TypeScript engine, as vite.config files are loaded.
 *
 *   node scripts/perf/sim.mjs [buildDir] → {"simGreenhouse24h": {"ms": 123.4, ...}, "simChunk": {...}}
 *
 * With a build (default build/), it also weighs the chunk the Run button loads:
 * the engine and its panel, named "simulator" in FlowDiagram's dynamic import.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import {runnerImport} from 'vite';
import {simulatorChunkFiles} from './sim-chunk.mjs';
import {SIM_CHUNK_KB} from './budgets.mjs';
import {gzipBytes, kb} from './page-weight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {module: sim} = await runnerImport(path.join(root, 'src/sim/index.ts'));
const project = JSON.parse(
  readFileSync(path.join(root, 'src/pages/_projects/demo-greenhouse.tessera.json'), 'utf8'),
);

const DAY = 24 * 3600 * 1000;
const RUNS = 5;

function once() {
  const started = performance.now();
  const run = sim.createSimulation(project, {
    start: '2026-10-20T00:00:00',
    timeZone: 'Europe/Amsterdam',
  });
  if (!run.ok) throw new Error(run.errors.join('\n'));
  run.sim.advance(DAY);
  return {ms: performance.now() - started, lines: run.sim.console().length};
}

once(); // warm-up: JIT and the Intl caches
const times = [];
let lines = 0;
for (let i = 0; i < RUNS; i++) {
  const r = once();
  times.push(r.ms);
  lines = r.lines;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)];
/** The Run button's chunk(s) in a build, gzip -9, or null when there is no build. */
function simChunk(buildDir) {
  const js = path.join(buildDir, 'assets/js');
  if (!existsSync(js)) return null;
  const files = simulatorChunkFiles(buildDir);
  if (!files.length) return {error: `no simulator chunk in ${js}`, pass: false};
  const gzip = files.reduce((n, f) => n + gzipBytes(readFileSync(path.join(js, f))), 0);
  return {files, gzipKB: kb(gzip), budgetKB: SIM_CHUNK_KB, pass: kb(gzip) <= SIM_CHUNK_KB};
}

const chunk = simChunk(path.resolve(process.argv[2] ?? path.join(root, 'build')));
process.stdout.write(
  `${JSON.stringify({
    simGreenhouse24h: {
      ms: Math.round(median * 10) / 10,
      budgetMs: 500,
      pass: median < 500,
      runs: RUNS,
      consoleLines: lines,
    },
    ...(chunk ? {simChunk: chunk} : {}),
  })}\n`,
);
