#!/usr/bin/env node
/**
 * Measures the simulator in Node and prints one JSON object on stdout:
 * - simGreenhouse24h: 24 h of virtual time of the greenhouse demo
 *   (src/pages/_projects/demo-greenhouse.tessera.json), median of 5, against a budget;
 * - simProjects24h: 24 h of every project file on the site (the walk the unit tests use,
 *   tests/unit/data/content.ts), each started as its page's Run button starts it (the first
 *   scenario's time, zone and settings: runOptions in src/plugins/run-options.ts):
 *   wall ms per project, the total, the slowest five, and the cost per message delivered;
 * - simGraph1000: one simulated day of a generated 1,000-block graph (scripts/perf/sim-graph.mjs).
 * Vite (already a dependency through Vitest) loads the TypeScript, as vite.config files are loaded.
 * Bench measures, never gates: a project that fails to start or run is listed, not fatal.
 *
 *   node scripts/perf/sim.mjs [buildDir] → {"simGreenhouse24h": {...}, "simProjects24h": {...}, ...}
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
import {generatedGraph} from './sim-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = async (/** @type {string} */ file) =>
  (await runnerImport(path.join(root, file))).module;
/** @type {typeof import('../../src/sim/index')} */
const sim = await load('src/sim/index.ts');
/** @type {typeof import('../../tests/unit/data/content')} */
const content = await load('tests/unit/data/content.ts');
/** @type {typeof import('../../src/plugins/run-options')} */
const {runOptions} = await load('src/plugins/run-options.ts');

const DAY = 24 * 3600 * 1000;
const RUNS = 5;
/** The bench measures the engine, not the Run panel's cap on one call's events. */
const UNCAPPED = {maxEventsPerCall: 1e9};
const round1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;

/**
 * Starts a project, runs it for 24 h of virtual time; wall ms, Console lines, the engine's counts.
 * @param {unknown} project
 * @param {import('../../src/sim/index').SimOptions} options
 * @returns {{error: string, ms?: undefined} | {ms: number, cpuMs: number, lines: number, messages: number, events: number, error?: string}}
 */
function day(project, options) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const run = sim.createSimulation(project, {...UNCAPPED, ...options});
  if (!run.ok) return {error: run.errors.slice(0, 3).join('; ')};
  const refused = run.sim.advance(DAY);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    ms,
    // CPU time beside wall time: on a shared machine, wall time also counts the other processes.
    cpuMs: (used.user + used.system) / 1000,
    lines: run.sim.console().length,
    ...run.sim.stats(),
    ...(refused ? {error: refused} : {}),
  };
}

function greenhouse() {
  const project = JSON.parse(
    readFileSync(path.join(root, 'src/pages/_projects/demo-greenhouse.tessera.json'), 'utf8'),
  );
  const options = {start: '2026-10-20T00:00:00', timeZone: 'Europe/Amsterdam'};
  day(project, options); // warm-up: JIT and the Intl caches
  const runs = Array.from({length: RUNS}, () => day(project, options));
  // Any run that stopped fails the figure: a median over fewer runs would hide it.
  const times = [];
  for (const r of runs) {
    if (r.ms === undefined || r.error) return {error: r.error, pass: false};
    times.push(r.ms);
  }
  const first = runs[0];
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return {
    ms: round1(median),
    budgetMs: 500,
    pass: median < 500,
    runs: RUNS,
    consoleLines: first.ms === undefined ? 0 : first.lines,
  };
}

/** 24 h of every project file on the site, once each, in the walk's order. */
function everyProject() {
  const files = content.contentFiles(/\.tessera\.json$/);
  const projects = [];
  const failures = [];
  for (const file of files) {
    const name = path.relative(root, file);
    try {
      const r = day(JSON.parse(readFileSync(file, 'utf8')), runOptions(file) ?? {});
      if (r.error) failures.push({file: name, error: r.error});
      if (r.ms !== undefined)
        projects.push({
          file: name,
          ms: round1(r.ms),
          cpuMs: round1(r.cpuMs),
          messages: r.messages,
          events: r.events,
          consoleLines: r.lines,
        });
    } catch (err) {
      failures.push({file: name, error: errorText(err).slice(0, 300)});
    }
  }
  const totalMs = projects.reduce((n, p) => n + p.ms, 0);
  const totalCpuMs = projects.reduce((n, p) => n + p.cpuMs, 0);
  const messages = projects.reduce((n, p) => n + p.messages, 0);
  return {
    projects: projects.length,
    totalMs: round1(totalMs),
    totalCpuMs: round1(totalCpuMs),
    messages,
    events: projects.reduce((n, p) => n + p.events, 0),
    // Wall time over messages: what one message costs, with the timed events that caused them.
    usPerMessage: messages ? Math.round((totalMs * 1000 * 100) / messages) / 100 : null,
    cpuUsPerMessage: messages ? Math.round((totalCpuMs * 1000 * 100) / messages) / 100 : null,
    // By CPU time: on a loaded machine a project's wall time mostly says when others ran.
    slowest: [...projects].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 5),
    failures,
    perProject: Object.fromEntries(projects.map((p) => [p.file, p.ms])),
  };
}

/** One simulated day of the generated 1,000-block graph. */
function graph() {
  const project = generatedGraph();
  const r = day(project, {start: '2026-10-20T00:00:00', timeZone: 'UTC'});
  if (r.ms === undefined) return {blocks: project.blocks.length, error: r.error};
  return {
    blocks: project.blocks.length,
    wires: project.wires.length,
    msPerSimulatedDay: round1(r.ms),
    cpuMsPerSimulatedDay: round1(r.cpuMs),
    messages: r.messages,
    events: r.events,
    usPerMessage: r.messages ? Math.round((r.ms * 1000 * 100) / r.messages) / 100 : null,
    cpuUsPerMessage: r.messages ? Math.round((r.cpuMs * 1000 * 100) / r.messages) / 100 : null,
    consoleLines: r.lines,
    ...(r.error ? {error: r.error} : {}),
  };
}

/**
 * The Run button's chunk(s) in a build, gzip -9, or null when there is no build.
 * @param {string} buildDir
 */
function simChunk(buildDir) {
  const js = path.join(buildDir, 'assets/js');
  if (!existsSync(js)) return null;
  const files = simulatorChunkFiles(buildDir);
  if (!files.length) return {error: `no simulator chunk in ${js}`, pass: false};
  const gzip = files.reduce((n, f) => n + gzipBytes(readFileSync(path.join(js, f))), 0);
  return {files, gzipKB: kb(gzip), budgetKB: SIM_CHUNK_KB, pass: kb(gzip) <= SIM_CHUNK_KB};
}

/** A thrown value as text: an Error's message, anything else as a string. */
const errorText = (/** @type {unknown} */ err) =>
  err instanceof Error ? err.message : String(err);

/**
 * Runs one measurement; a throw becomes its error, so the others still report.
 * @template T
 * @param {() => T} fn
 * @returns {T | {error: string}}
 */
function measured(fn) {
  try {
    return fn();
  } catch (err) {
    return {error: errorText(err).slice(0, 500)};
  }
}

const chunk = simChunk(path.resolve(process.argv[2] ?? path.join(root, 'build')));
process.stdout.write(
  `${JSON.stringify({
    simGreenhouse24h: measured(greenhouse),
    simProjects24h: measured(everyProject),
    simGraph1000: measured(graph),
    ...(chunk ? {simChunk: chunk} : {}),
  })}\n`,
);
