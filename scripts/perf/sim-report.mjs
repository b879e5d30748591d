/**
 * The simulator's figures (scripts/perf/sim.mjs) as rows of `npm run bench`'s
 * Markdown table (scripts/bench.mjs, reports/bench.md), and as the history
 * keeps them. Its own module so a unit test can render the rows without
 * running the bench.
 */
import path from 'node:path';

/**
 * What scripts/perf/sim.mjs prints: each measurement, or its error.
 * @typedef {{error?: string, ms?: number, runs?: number, consoleLines?: number, budgetMs?: number, pass?: boolean}} Greenhouse
 * @typedef {{file: string, ms: number, cpuMs: number}} ProjectTime
 * @typedef {{error?: string, projects: number, totalMs: number, totalCpuMs: number, messages: number, events: number, usPerMessage: number | null, cpuUsPerMessage: number | null, slowest: ProjectTime[], failures: {file: string, error: string}[], perProject?: Record<string, number>}} Projects
 * @typedef {{error: string, blocks?: number, msPerSimulatedDay?: undefined} | {error?: string, blocks: number, wires: number, msPerSimulatedDay: number, cpuMsPerSimulatedDay: number, messages: number, usPerMessage: number | null, cpuUsPerMessage: number | null, consoleLines: number}} Graph
 * @typedef {{error?: string, files?: string[], gzipKB?: number, budgetKB?: number, pass?: boolean}} Chunk
 * @typedef {{error?: string, simGreenhouse24h?: Greenhouse, simProjects24h?: Projects, simGraph1000?: Graph, simChunk?: Chunk}} SimFigures
 */

const n = (/** @type {unknown} */ x) => Number(x).toLocaleString('en-US');
const stem = (/** @type {string} */ file) => path.basename(file, '.tessera.json');

/**
 * Rows of [figure, page type, value, budget, result] for the report's `sim`
 * part; `ok(pass)` writes a result cell as the rest of the table does. A
 * measurement that failed shows its error: bench records, never stops.
 * @param {SimFigures | undefined} sim
 * @param {(pass: boolean | undefined) => string} ok
 * @returns {string[][]}
 */
export function simRows(sim, ok) {
  if (!sim) return [];
  if (sim.error) return [['Simulator', '', `not measured: ${sim.error}`, '', '']];
  /** @type {string[][]} */
  const rows = [];
  const g = sim.simGreenhouse24h;
  if (g)
    rows.push(
      g.error
        ? ['Simulator: greenhouse demo, 24 h', '', g.error, '', ok(false)]
        : [
            `Simulator: greenhouse demo, 24 h (median of ${g.runs})`,
            '',
            `${g.ms} ms, ${n(g.consoleLines)} Console lines`,
            `< ${g.budgetMs} ms`,
            ok(g.pass),
          ],
    );
  const p = sim.simProjects24h;
  if (p?.error) rows.push(['Simulator: every project file, 24 h each', '', p.error, '', '']);
  else if (p) {
    rows.push([
      'Simulator: every project file, 24 h each',
      '',
      `${p.projects} projects in ${n(Math.round(p.totalMs))} ms wall (${n(Math.round(p.totalCpuMs))} ms CPU); ${n(p.messages)} messages, ${n(p.events)} timed events`,
      '',
      '',
    ]);
    rows.push([
      'Simulator: cost per message, every project file',
      '',
      p.usPerMessage === null
        ? 'no messages'
        : `${p.usPerMessage} µs wall, ${p.cpuUsPerMessage} µs CPU`,
      '',
      '',
    ]);
    rows.push([
      'Simulator: slowest project files by CPU time, 24 h',
      '',
      p.slowest
        .map(
          (s) => `${stem(s.file)} ${n(Math.round(s.cpuMs))} ms CPU (${n(Math.round(s.ms))} wall)`,
        )
        .join(', '),
      '',
      '',
    ]);
    if (p.failures.length)
      rows.push([
        'Simulator: project files that did not run 24 h',
        '',
        p.failures.map((f) => `${stem(f.file)}: ${f.error}`).join('; '),
        '',
        ok(false),
      ]);
  }
  const k = sim.simGraph1000;
  if (k && k.msPerSimulatedDay === undefined)
    rows.push(['Simulator: generated 1,000-block graph, one day', '', k.error, '', '']);
  else if (k)
    rows.push([
      `Simulator: generated ${n(k.blocks)}-block graph, one simulated day`,
      '',
      `${n(Math.round(k.msPerSimulatedDay))} ms wall (${n(Math.round(k.cpuMsPerSimulatedDay))} ms CPU); ${n(k.messages)} messages (${k.usPerMessage} µs wall, ${k.cpuUsPerMessage} µs CPU each); ${n(k.consoleLines)} Console lines kept${k.error ? `; ${k.error}` : ''}`,
      '',
      '',
    ]);
  const c = sim.simChunk;
  if (c)
    rows.push(
      c.error
        ? ['Run button chunk (gzip)', '', c.error, '', ok(false)]
        : ['Run button chunk (gzip)', '', `${c.gzipKB} KB`, `<= ${c.budgetKB} KB`, ok(c.pass)],
    );
  return rows;
}

/**
 * The simulator's figures for the history: without the per-project list, which only the report keeps.
 * @param {SimFigures} sim
 * @returns {SimFigures}
 */
export function simHistory(sim) {
  if (!sim?.simProjects24h?.perProject) return sim;
  const projects = {...sim.simProjects24h};
  delete projects.perProject;
  return {...sim, simProjects24h: projects};
}
