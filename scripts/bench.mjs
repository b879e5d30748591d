// Performance benchmark (`npm run bench`): builds the site cold, measures it
// against scripts/perf/budgets.mjs and prints one JSON report to stdout, also
// written to reports/bench.json, with a Markdown table in reports/bench.md, and
// appends one line per run to reports/bench-history.jsonl so a trend shows.
// Lighthouse performance lives here, not in CI: it moves with the host's speed,
// so each run records the host's benchmarkIndex beside its score.
//   node scripts/bench.mjs [--runs N] [--no-build] [--no-filler] [--baseline-build DIR]
// --runs: Lighthouse runs per page type (default 5); --no-build: measure the
// existing build/ instead of building cold (build figures are then null, and no
// filler build is made); --no-filler: skip the filler build; --baseline-build:
// a build of an older commit (git worktree add, npm ci, npm run build) whose
// block page's hydration CPU time is measured in alternation with this one's. Before the cold
// build, bench builds the site once more with filler doc pages up to
// FULL_SITE_PAGES and at least HEADROOM_PAGES more than the site has, into a
// temporary folder, to measure how first-load JavaScript grows with the number
// of routes; it removes the pages and the build.
// It always exits 0 when it could measure: bench measures, the gates fail.
// cspell:ignore networkidle requestfinished
import {execFileSync, spawn} from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {
  COLD_BUILD_SECONDS,
  FIRST_LOAD_JS_KB,
  FULL_SITE_PAGES,
  HEADROOM_PAGES,
  LIGHTHOUSE_BUDGETS,
  NGINX_BROTLI_LEVEL,
  SEARCH_BYTES_BEFORE_FIRST_RESULT_KB,
  SEARCH_BYTES_TARGET_KB,
  SEARCH_FIRST_RESULT_TARGET_MS,
  pageWeightBudget,
  resolvePageTypes,
} from './perf/budgets.mjs';
import {gzipBytes, overBudget, pageWeight, scriptsBeforeHydration} from './perf/page-weight.mjs';
import {CATEGORIES, CHROME_FLAGS, CHROME_PATH, median, runLighthouse} from './perf/lighthouse.mjs';
import {serveBuildOnFreePort} from './perf/serve.mjs';
import {hydrationCpu} from './perf/hydration-cpu.mjs';
import {graphCrossings} from './perf/graph-crossings.mjs';
import {simHistory, simRows} from './perf/sim-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const reportsDir = path.join(root, 'reports');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const skipBuild = args.includes('--no-build');
const skipFiller = skipBuild || args.includes('--no-filler');
const baselineAt = args.indexOf('--baseline-build');
const baselineBuild = baselineAt >= 0 ? path.resolve(args[baselineAt + 1] ?? '') : null;
const HYDRATION_LOADS = 15;
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  (baselineBuild && !existsSync(path.join(baselineBuild, 'index.html')))
) {
  console.error(
    'usage: node scripts/bench.mjs [--runs N] [--no-build] [--no-filler] [--baseline-build DIR]',
  );
  process.exit(2);
}

const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
// Progress goes to stderr so stdout stays one JSON document.
const log = (/** @type {unknown[]} */ ...m) => console.error('[bench]', ...m);

/**
 * Runs a command with its output on our stderr; resolves on exit 0, rejects otherwise.
 * @param {string} cmd
 * @param {string[]} cmdArgs
 */
function run(cmd, cmdArgs) {
  return new Promise((/** @type {(value?: void) => void} */ resolve, reject) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited ${code}`)),
    );
  });
}

/** Cold build: no caches, no previous build/. Wall time and peak RSS from GNU time. */
async function coldBuild() {
  log('npx docusaurus clear');
  await run('npx', ['docusaurus', 'clear']);
  log('npx docusaurus build (cold)');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const timeFile = path.join(tmp, 'time.txt');
  try {
    if (!existsSync('/usr/bin/time')) {
      // Without GNU time (Debian package "time") we still get wall time, not memory.
      const t = process.hrtime.bigint();
      await run('npx', ['docusaurus', 'build']);
      return {seconds: Number(process.hrtime.bigint() - t) / 1e9, peakMemoryMB: null};
    }
    await run('/usr/bin/time', ['-v', '-o', timeFile, 'npx', 'docusaurus', 'build']);
    const out = readFileSync(timeFile, 'utf8');
    // "Elapsed (wall clock) time (h:mm:ss or m:ss): 0:12.34"
    const wall = /Elapsed \(wall clock\) time.*?:\s*([\d:.]+)\s*$/m.exec(out)?.[1];
    if (!wall) throw new Error(`no wall-clock time in GNU time's output:\n${out}`);
    const seconds = wall.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
    // Peak RSS of the largest single process in the tree (the Docusaurus node process), in KB.
    const rssKB = Number(/Maximum resident set size \(kbytes\):\s*(\d+)/.exec(out)?.[1]);
    return {seconds, peakMemoryMB: Math.round(rssKB / 1024)};
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
}

const sitemapPages = (/** @type {string} */ dir) =>
  (readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
/**
 * gzip bytes of the one entry script whose name is `name` (main, react-dom).
 * @param {string} dir
 * @param {string} name
 */
const entryJsBytes = (dir, name) => {
  const js = path.join(dir, 'assets/js');
  const file = readdirSync(js).find((f) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(f));
  return file ? gzipBytes(readFileSync(path.join(js, file))) : 0;
};
const mainJsBytes = (/** @type {string} */ dir) => entryJsBytes(dir, 'main');

/** A filler doc page: front matter the docs plugin and the content checks accept, and a paragraph. */
const fillerPage = (/** @type {number} */ i) => `---
title: Benchmark filler page ${i}
description: A page the benchmark adds for one build to measure how the site's scripts grow with the number of pages.
keywords:
  - benchmark
---

This page exists only during \`npm run bench\`, which removes it after measuring.
`;

/**
 * Builds the site with filler doc pages, up to `FULL_SITE_PAGES` and at least
 * `HEADROOM_PAGES` more than it has (the next hundred pages), into a
 * temporary folder and measures main.js and each page type's first-load
 * JavaScript (the scripts its HTML lists); removes the pages and the build.
 */
async function fillerBuild() {
  const before = existsSync(path.join(buildDir, 'sitemap.xml')) ? sitemapPages(buildDir) : 217;
  const count = Math.max(FULL_SITE_PAGES, before + HEADROOM_PAGES) - before;
  if (!count) return null;
  const dir = path.join(root, 'docs', 'bench-filler');
  const out = mkdtempSync(path.join(os.tmpdir(), 'bench-filler-'));
  try {
    mkdirSync(dir, {recursive: true});
    for (let i = 1; i <= count; i++) writeFileSync(path.join(dir, `page-${i}.mdx`), fillerPage(i));
    log(`npx docusaurus build with ${count} filler pages`);
    await run('npx', ['docusaurus', 'build', '--out-dir', out]);
    /** @type {Record<string, number>} */
    const firstLoadJsKB = {};
    for (const p of resolvePageTypes(out)) {
      if (p.htmlFile) firstLoadJsKB[p.name] = kb(pageWeight(out, p.htmlFile).js.gzip);
    }
    return {
      fillerPages: count,
      pages: sitemapPages(out),
      mainJsKB: kb(mainJsBytes(out)),
      firstLoadJsKB,
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
    rmSync(out, {recursive: true, force: true});
  }
}

/**
 * JS the browser loads before the page is interactive: every script requested
 * from page load until React has hydrated it (`scriptsBeforeHydration`). Each
 * file gzip -9 from build/, summed.
 * @param {string} baseUrl
 * @param {string} urlPath
 */
async function firstLoadJs(baseUrl, urlPath) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    const hydratedWith = await scriptsBeforeHydration(page, baseUrl + urlPath);
    const local = hydratedWith
      .map((src) => new URL(src))
      .filter((u) => u.origin === new URL(baseUrl).origin)
      .map((u) => u.pathname);
    let total = 0;
    /** @type {({src: string, external: true} | {src: string, gzipKB: number})[]} */
    const files = [];
    for (const src of hydratedWith) {
      const url = new URL(src);
      if (url.origin !== new URL(baseUrl).origin) {
        files.push({src, external: true});
        continue;
      }
      const gz = gzipSync(readFileSync(path.join(buildDir, decodeURIComponent(url.pathname))), {
        level: 9,
      }).length;
      total += gz;
      files.push({src: url.pathname, gzipKB: kb(gz)});
    }
    return {kb: kb(total), files, local};
  } finally {
    await browser.close();
  }
}

/**
 * The simulator's figures, when scripts/perf/sim.mjs exists: it prints one
 * JSON document on stdout. A failure is recorded, not fatal: bench measures.
 */
function simulator() {
  const script = path.join(root, 'scripts/perf/sim.mjs');
  if (!existsSync(script)) return null;
  try {
    return JSON.parse(
      execFileSync(process.execPath, [script, buildDir], {cwd: root, encoding: 'utf8'}),
    );
  } catch (err) {
    return {error: errorText(err).slice(0, 500)};
  }
}

/** A thrown value as text: an Error's message, anything else as a string. */
function errorText(/** @type {unknown} */ err) {
  return err instanceof Error ? err.message : String(err);
}

/** The commit measured, and whether the tree had changes on top of it. */
function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    });
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return `${sha.trim()}${dirty.trim() ? '+changes' : ''}`;
  } catch {
    return null;
  }
}

/** The search index file(s) the search plugin emitted, raw, gzip -9 and brotli at nginx's level. */
function searchIndex() {
  const names = readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const f of names) {
    const bytes = readFileSync(path.join(buildDir, f));
    raw += bytes.length;
    gz += gzipSync(bytes, {level: 9}).length;
    br += brotliCompressSync(bytes, {
      params: {[zlibConstants.BROTLI_PARAM_QUALITY]: NGINX_BROTLI_LEVEL},
    }).length;
  }
  return {files: names, rawKB: kb(raw), gzipKB: kb(gz), brotliKB: kb(br)};
}

/**
 * Milliseconds from typing a query into the search box of a freshly loaded page
 * to the first suggestion, median of three page loads: the worker fetches the
 * index and builds its lunr indexes in that time. CPU time, so it moves with
 * the host; a bench figure, never a gate.
 * @param {string} url
 */
async function searchFirstResultMs(url, loads = 3) {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  /** @type {number[]} */
  const times = [];
  try {
    for (let i = 0; i < loads; i++) {
      const page = await browser.newPage();
      await page.goto(url + '/');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.click('.navbar__search-input');
      const started = Date.now();
      await page.keyboard.type('relay', {delay: 0});
      await page
        .locator('[role="listbox"] [role="option"]')
        .first()
        .waitFor({state: 'visible', timeout: 60_000});
      times.push(Date.now() - started);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return {median: median(times), runs: times};
}

/**
 * The search worker's share of the first result, in Node on this build's index
 * (the plugin's worker code, scripts/search/engine.mjs): building its lunr
 * indexes from the file's documents, and one query with the site's ranking
 * (median over the relevance test's queries).
 */
async function searchWorkerMs() {
  try {
    const {loadSearch} = await import('./search/engine.mjs');
    const search = await loadSearch(buildDir);
    /** @type {{queries: {query: string}[]}} */
    const {queries} = JSON.parse(
      readFileSync(path.join(root, 'tests/fixtures/search-queries.json'), 'utf8'),
    );
    /** @type {number[]} */
    const times = [];
    for (const {query} of queries) {
      const t0 = performance.now();
      await search(query);
      times.push(performance.now() - t0);
    }
    return {buildIndexesMs: Math.round(search.indexMs), queryMedianMs: +median(times).toFixed(1)};
  } catch (e) {
    return {error: String(e)};
  }
}

/**
 * Bytes on the wire between clicking the search box and the first result, over
 * gzip. Playwright's per-request sizes come from the same CDP encodedDataLength
 * figures, but, unlike a CDP session on the page, they include requests made by
 * the search plugin's Web Worker, which is where search-index.json is fetched.
 * @param {string} url
 */
async function searchBytes(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url + '/');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Let post-hydration prefetches settle so they are not billed to search.
    await page.waitForLoadState('networkidle').catch(() => {});
    let counting = true;
    /** @type {Promise<{url: string, bytes: number}>[]} */
    const sizes = [];
    context.on('requestfinished', (req) => {
      if (counting)
        sizes.push(
          req
            .sizes()
            .then((s) => ({url: req.url(), bytes: s.responseHeadersSize + s.responseBodySize})),
        );
    });
    await page.click('.navbar__search-input');
    await page.keyboard.type('temperature');
    await page
      .locator('[role="listbox"] [role="option"]')
      .first()
      .waitFor({state: 'visible', timeout: 30_000});
    counting = false;
    const requests = await Promise.all(sizes);
    const total = requests.reduce((n, r) => n + r.bytes, 0);
    // The same files as nginx sends them over HTTPS: brotli at its level (Chromium
    // asks this plain-HTTP server for gzip only). Headers are left out.
    const brotli = (/** @type {string} */ p) => {
      const file = path.join(buildDir, decodeURIComponent(p));
      if (!existsSync(file)) return 0;
      return brotliCompressSync(readFileSync(file), {
        params: {[zlibConstants.BROTLI_PARAM_QUALITY]: NGINX_BROTLI_LEVEL},
      }).length;
    };
    const rows = requests
      .sort((a, b) => b.bytes - a.bytes)
      .map((r) => {
        const p = new URL(r.url).pathname;
        return {path: p, kb: kb(r.bytes), brotliKB: kb(brotli(p))};
      });
    return {
      kb: kb(total),
      brotliKB: Math.round(rows.reduce((n, r) => n + r.brotliKB, 0) * 10) / 10,
      requests: rows,
    };
  } finally {
    await browser.close();
  }
}

/**
 * reports/bench.json. Each figure may be an error or pending instead: bench records, never stops.
 * @typedef {{score: number, budget: number, pass: boolean, runs?: number[]}} CategoryScore
 * @typedef {{pending?: string, error?: string, pass?: boolean, path?: string, kb?: number,
 *   budget?: number, files?: object[], weight?: object}} FirstLoadEntry
 * @typedef {{pending?: string, error?: string, pass?: boolean, path?: string,
 *   benchmarkIndex?: number, benchmarkIndexes?: number[], metrics?: Record<string, number>[],
 *   failingAudits?: Record<string, object[]>}
 *   & Partial<Record<import('./perf/lighthouse.mjs').Category, CategoryScore>>} LighthouseEntry
 * @typedef {{path: string, error?: string, loads?: number, toHydratedMs?: number, wholeLoadMs?: number,
 *   baseline?: {build: string | null, toHydratedMs: number, wholeLoadMs: number,
 *   ratioToCurrent?: {toHydrated: number, wholeLoad: number}}}} HydrationEntry
 * @typedef {{
 *   date: string, commit: string | null,
 *   machine: {cpus: number, node: string, loadAverage: number, peakLoadAverage?: number},
 *   build: {seconds: number | null, peakMemoryMB: number | null, budgetSeconds: number,
 *     pass: boolean | null, skipped?: boolean},
 *   pages: number, mainJsKB: number, reactDomKB: number,
 *   filler?: NonNullable<Awaited<ReturnType<typeof fillerBuild>>> & {mainJsBytesPerPage: number},
 *   searchIndex: ReturnType<typeof searchIndex>,
 *   graphCrossings?: Awaited<ReturnType<typeof graphCrossings>>,
 *   firstLoadJsKB: Record<string, FirstLoadEntry>,
 *   hydrationCpu?: HydrationEntry,
 *   searchFirstResultMs?: Awaited<ReturnType<typeof searchFirstResultMs>>
 *     & {target: number, worker: Awaited<ReturnType<typeof searchWorkerMs>>},
 *   searchBytesBeforeFirstResultKB: {kb: number, gzipKB: number, budget: number, pass: boolean,
 *     target?: number, requests: object[]},
 *   lighthouse: {runsPerPage: number} & Record<string, number | LighthouseEntry>,
 *   sim?: import('./perf/sim-report.mjs').SimFigures,
 *   pass: boolean, benchSeconds: number,
 * }} BenchReport
 */

const started = Date.now();
// The load beside the bench, sampled through the run: a run that shared the cores
// measures that machine, not the site, and its report says so.
let peakLoad = os.loadavg()[0];
const loadSampler = setInterval(() => {
  peakLoad = Math.max(peakLoad, os.loadavg()[0]);
}, 10_000);
loadSampler.unref();
// Filled in below, figure by figure, in the order the bench measures them.
const report = /** @type {BenchReport} */ ({
  date: new Date().toISOString(),
  commit: commit(),
  machine: {cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg()[0]},
});

const filler = skipFiller ? null : await fillerBuild();

if (skipBuild) {
  report.build = {
    seconds: null,
    peakMemoryMB: null,
    budgetSeconds: COLD_BUILD_SECONDS,
    pass: null,
    skipped: true,
  };
} else {
  const b = await coldBuild();
  report.build = {
    seconds: Math.round(b.seconds * 10) / 10,
    budgetSeconds: COLD_BUILD_SECONDS,
    pass: b.seconds <= COLD_BUILD_SECONDS,
    peakMemoryMB: b.peakMemoryMB,
  };
}
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build at ${buildDir}.`);
  process.exit(1);
}

report.pages = sitemapPages(buildDir);
report.mainJsKB = kb(mainJsBytes(buildDir));
// Split off main.js (src/perf/chunk-groups); it does not grow with the site.
report.reactDomKB = kb(entryJsBytes(buildDir, 'react-dom'));
if (filler) {
  // What one more page costs every page's main.js, from the two builds.
  const perRouteBytes = Math.round(
    ((filler.mainJsKB - report.mainJsKB) * 1024) / (filler.pages - report.pages),
  );
  report.filler = {...filler, mainJsBytesPerPage: perRouteBytes};
}

/**
 * A page type this build has a page for.
 * @param {ReturnType<typeof resolvePageTypes>[number]} p
 * @returns {p is import('./perf/budgets.mjs').BuiltPageType}
 */
const built = (p) => p.htmlFile !== undefined;

const pageTypes = resolvePageTypes(buildDir);
report.searchIndex = searchIndex();
log('graph crossings');
report.graphCrossings = await graphCrossings(root);

const server = await serveBuildOnFreePort(buildDir, 4450);
try {
  report.firstLoadJsKB = {};
  for (const p of pageTypes) {
    if (!built(p)) {
      report.firstLoadJsKB[p.name] = p.pending
        ? {pending: p.pending}
        : {error: p.missing, pass: false};
      continue;
    }
    log(`first-load JS ${p.path}`);
    const js = await firstLoadJs(server.url, p.path);
    const budget = pageWeightBudget(p.name);
    const weight = pageWeight(buildDir, p.htmlFile, js.local);
    report.firstLoadJsKB[p.name] = {
      path: p.path,
      kb: js.kb,
      budget: budget.jsKB,
      pass: js.kb <= budget.jsKB,
      files: js.files,
      // The figures tests/e2e/page-weight.spec.ts gates.
      weight: {
        cssKB: kb(weight.css.gzip),
        htmlKB: kb(weight.html.gzip),
        renderBlocking: weight.renderBlocking.length,
        overBudget: overBudget(p.name, weight, budget),
      },
    };
  }

  const block = pageTypes.filter(built).find((p) => p.name === 'block');
  if (block) {
    log(
      `hydration CPU ${block.path} x${HYDRATION_LOADS}${baselineBuild ? ' against ' + baselineBuild : ''}`,
    );
    const baseline = baselineBuild ? await serveBuildOnFreePort(baselineBuild, 4480) : null;
    try {
      const urls = [server.url + block.path, ...(baseline ? [baseline.url + block.path] : [])];
      const [current, old] = await hydrationCpu(urls, HYDRATION_LOADS);
      report.hydrationCpu = {
        path: block.path,
        loads: HYDRATION_LOADS,
        ...current,
        ...(old
          ? {
              baseline: {
                build: baselineBuild,
                toHydratedMs: old.toHydratedMs,
                wholeLoadMs: old.wholeLoadMs,
                // The baseline's time over this build's, per pair of loads: 1.5 is a third less now.
                ratioToCurrent: old.ratioToFirst,
              },
            }
          : {}),
      };
    } catch (err) {
      // Recorded, not fatal: the other figures still count.
      report.hydrationCpu = {path: block.path, error: errorText(err).slice(0, 500)};
    } finally {
      await baseline?.close();
    }
  }

  log('search bytes before first result');
  const s = await searchBytes(server.url);
  log('search time to first result');
  report.searchFirstResultMs = {
    ...(await searchFirstResultMs(server.url)),
    target: SEARCH_FIRST_RESULT_TARGET_MS,
    // Where the time goes: the worker's part, run in Node on the same file (scripts/search/engine.mjs).
    worker: await searchWorkerMs(),
  };
  report.searchBytesBeforeFirstResultKB = {
    kb: s.brotliKB,
    gzipKB: s.kb,
    budget: SEARCH_BYTES_BEFORE_FIRST_RESULT_KB,
    pass: s.brotliKB <= SEARCH_BYTES_BEFORE_FIRST_RESULT_KB,
    target: SEARCH_BYTES_TARGET_KB,
    requests: s.requests,
  };

  report.lighthouse = {runsPerPage: runs};
  for (const p of pageTypes) {
    if (!built(p)) {
      report.lighthouse[p.name] = p.pending
        ? {pending: p.pending}
        : {error: p.missing, pass: false};
      continue;
    }
    log(`lighthouse ${p.name} ${p.path} x${runs}`);
    try {
      const r = await runLighthouse(server.url + p.path, {runs, skipAudits: p.skipAudits});
      /** @type {LighthouseEntry} */
      const entry = {
        path: p.path,
        benchmarkIndex: r.benchmarkIndex,
        benchmarkIndexes: r.benchmarkIndexes,
        metrics: r.metrics,
      };
      for (const c of CATEGORIES) {
        entry[c] = {
          score: r.scores[c],
          budget: LIGHTHOUSE_BUDGETS[c],
          pass: r.scores[c] >= LIGHTHOUSE_BUDGETS[c],
        };
        if (runs > 1) entry[c].runs = r.runs.map((x) => x[c]);
      }
      // Just enough to see why; `npm run test:lighthouse` prints the details.
      entry.failingAudits = Object.fromEntries(
        Object.entries(r.failingAudits).map(([c, audits]) => [
          c,
          audits.map((a) => ({
            id: a.id,
            title: a.title,
            ...(a.displayValue ? {displayValue: a.displayValue} : {}),
            targets: a.targets.map((t) => t.selector ?? t.url ?? t.description).slice(0, 3),
          })),
        ]),
      );
      report.lighthouse[p.name] = entry;
    } catch (err) {
      report.lighthouse[p.name] = {path: p.path, error: errorText(err), pass: false};
    }
  }
} finally {
  await server.close();
}

const sim = simulator();
if (sim) report.sim = sim;

// Every budgeted figure's pass flag, for one overall verdict.
const checks = [
  report.build.pass,
  ...Object.values(report.firstLoadJsKB).map((x) => x.pass),
  report.searchBytesBeforeFirstResultKB.pass,
  report.sim?.simChunk?.pass,
  ...Object.values(report.lighthouse)
    .filter((x) => typeof x === 'object')
    .flatMap((x) => (x.error ? [false] : CATEGORIES.map((c) => x[c]?.pass))),
].filter((x) => typeof x === 'boolean');
report.pass = checks.every(Boolean);
report.benchSeconds = Math.round((Date.now() - started) / 1000);
clearInterval(loadSampler);
report.machine.peakLoadAverage = Math.round(Math.max(peakLoad, os.loadavg()[0]) * 10) / 10;

mkdirSync(reportsDir, {recursive: true});
const json = JSON.stringify(report, null, 2);
writeFileSync(path.join(reportsDir, 'bench.json'), json + '\n');
writeFileSync(path.join(reportsDir, 'bench.md'), markdown(report));
appendFileSync(
  path.join(reportsDir, 'bench-history.jsonl'),
  JSON.stringify(history(report)) + '\n',
);
console.log(json);

/**
 * One line of the history: the figures worth a trend, each Lighthouse run beside its host speed.
 * @param {BenchReport} r
 */
function history(r) {
  /** @type {Record<string, object>} */
  const pages = {};
  for (const [name, x] of Object.entries(r.lighthouse)) {
    if (typeof x !== 'object' || x.pending) continue;
    pages[name] = {
      firstLoadJsKB: r.firstLoadJsKB[name]?.kb ?? null,
      performance: x.performance?.score ?? null,
      runs: (x.performance?.runs ?? [x.performance?.score]).map((score, i) => ({
        performance: score,
        benchmarkIndex: x.benchmarkIndexes?.[i] ?? null,
        ...(x.metrics?.[i] ?? {}),
      })),
      ...(x.error ? {error: x.error} : {}),
    };
  }
  return {
    date: r.date,
    commit: r.commit,
    cpus: r.machine.cpus,
    loadAverage: r.machine.loadAverage,
    ...(r.machine.peakLoadAverage === undefined
      ? {}
      : {peakLoadAverage: r.machine.peakLoadAverage}),
    pages: r.pages,
    ...(r.filler ? {filler: r.filler} : {}),
    mainJsKB: r.mainJsKB,
    ...(r.reactDomKB ? {reactDomKB: r.reactDomKB} : {}),
    buildSeconds: r.build.seconds,
    searchIndexKB: r.searchIndex,
    ...(r.graphCrossings ? {graphCrossings: r.graphCrossings.total} : {}),
    searchBytesBeforeFirstResultKB: r.searchBytesBeforeFirstResultKB.kb,
    ...(r.searchFirstResultMs ? {searchFirstResultMs: r.searchFirstResultMs.median} : {}),
    ...(r.hydrationCpu && !r.hydrationCpu.error
      ? {
          hydrationCpuMs: {
            toHydrated: r.hydrationCpu.toHydratedMs,
            wholeLoad: r.hydrationCpu.wholeLoadMs,
            ...(r.hydrationCpu.baseline
              ? {
                  baselineToHydrated: r.hydrationCpu.baseline.toHydratedMs,
                  baselineRatio: r.hydrationCpu.baseline.ratioToCurrent?.toHydrated,
                }
              : {}),
          },
        }
      : {}),
    pageTypes: pages,
    ...(r.sim ? {sim: simHistory(r.sim)} : {}),
  };
}

/**
 * A line for a report whose run shared the cores: its timings (build, Lighthouse
 * performance, search, hydration) measured the machine's load, not the site.
 * @param {{cpus: number, loadAverage: number, peakLoadAverage?: number}} machine
 */
function loadWarning({cpus, loadAverage, peakLoadAverage = loadAverage}) {
  if (peakLoadAverage <= cpus) return [];
  return [
    `**Not a quiet run:** the load average reached ${peakLoadAverage} on ${cpus} cores (${loadAverage} at the start), so the timings here measure what shared the machine; byte figures are unaffected.`,
    '',
  ];
}

/**
 * The figures against their budgets, as a Markdown table for the README.
 * @param {BenchReport} r
 */
function markdown(r) {
  const ok = (/** @type {boolean | null | undefined} */ pass) =>
    pass === true ? 'pass' : pass === false ? '**FAIL**' : '–';
  const rows = [['Figure', 'Page type', 'Value', 'Budget', 'Result']];
  rows.push([
    'Cold build time',
    '',
    r.build.seconds === null ? 'not measured' : `${r.build.seconds} s`,
    `<= ${COLD_BUILD_SECONDS} s`,
    ok(r.build.pass),
  ]);
  rows.push([
    'Cold build peak memory',
    '',
    r.build.peakMemoryMB === null ? 'not measured' : `${r.build.peakMemoryMB} MB`,
    '',
    '',
  ]);
  rows.push(['Pages (sitemap)', '', String(r.pages), '', '']);
  if (r.graphCrossings)
    rows.push([
      'Wire crossings, all block graphs',
      '',
      `${r.graphCrossings.total} in ${r.graphCrossings.graphs} graphs (${r.graphCrossings.before} before the layout counted them); most: ${r.graphCrossings.most.map((g) => `${path.basename(g.file, '.tessera.json')} ${g.crossings}`).join(', ')}`,
      '',
      '',
    ]);
  rows.push(['main.js (gzip)', '', `${r.mainJsKB} KB`, '', '']);
  if (r.reactDomKB)
    rows.push(['React DOM, its own script (gzip)', '', `${r.reactDomKB} KB`, '', '']);
  if (r.filler) {
    rows.push([
      'main.js growth per page',
      '',
      `${r.filler.mainJsBytesPerPage} bytes gzip (${r.filler.pages} pages: main.js ${r.filler.mainJsKB} KB)`,
      '',
      '',
    ]);
    for (const [name, value] of Object.entries(r.filler.firstLoadJsKB)) {
      const budget = pageWeightBudget(name).jsKB;
      rows.push([
        `First-load JS at ${r.filler.pages} pages (gzip, scripts in the HTML)`,
        name,
        `${value} KB`,
        `<= ${budget} KB`,
        ok(value <= budget),
      ]);
    }
  }
  for (const [name, x] of Object.entries(r.firstLoadJsKB)) {
    if (x.pending) rows.push(['First-load JS (gzip)', name, `pending: ${x.pending}`, '', '']);
    else if (x.error)
      rows.push(['First-load JS (gzip)', name, x.error, `<= ${FIRST_LOAD_JS_KB} KB`, ok(false)]);
    else
      rows.push([
        'First-load JS (gzip)',
        `${name} \`${x.path}\``,
        `${x.kb} KB`,
        `<= ${x.budget} KB`,
        ok(x.pass),
      ]);
  }
  rows.push([
    'Search index',
    '',
    `${r.searchIndex.rawKB} KB raw, ${r.searchIndex.gzipKB} KB gzip, ${r.searchIndex.brotliKB} KB brotli`,
    '',
    '',
  ]);
  const s = r.searchBytesBeforeFirstResultKB;
  rows.push([
    'Search bytes before first result (brotli)',
    '',
    `${s.kb} KB (${s.gzipKB} KB gzip)`,
    `<= ${s.budget} KB${s.target ? `; target (#36) <= ${s.target} KB` : ''}`,
    `${ok(s.pass)}${s.target ? `; target ${s.kb <= s.target ? 'met' : 'not met'}` : ''}`,
  ]);
  if (r.searchFirstResultMs) {
    const f = r.searchFirstResultMs;
    const w = f.worker && !f.worker.error ? f.worker : undefined;
    rows.push([
      'Search: typing to first suggestion, fresh page (median of 3)',
      '',
      `${f.median} ms (${f.runs.join(', ')})` +
        (w
          ? `; of it the worker: ${w.buildIndexesMs} ms building its indexes, ${w.queryMedianMs} ms a query (Node, same index)`
          : ''),
      f.target ? `target (#36) <= ${f.target} ms` : '',
      f.target ? (f.median <= f.target ? 'met' : 'not met') : '',
    ]);
  }
  const h = r.hydrationCpu;
  if (h?.error)
    rows.push([
      'CPU time in main.js and React DOM (trace)',
      `block \`${h.path}\``,
      h.error,
      '',
      '',
    ]);
  else if (h) {
    const base = h.baseline
      ? `; baseline build ${h.baseline.toHydratedMs} ms, ${Math.round((1 - 1 / (h.baseline.ratioToCurrent?.toHydrated ?? 1)) * 100)}% less now (median of per-load ratios)`
      : '';
    rows.push([
      `CPU time in main.js and React DOM, to hydration / whole load (trace, median of ${h.loads})`,
      `block \`${h.path}\``,
      `${h.toHydratedMs} / ${h.wholeLoadMs} ms${base}`,
      '',
      '',
    ]);
  }
  // One row per page type: the four category medians side by side.
  const lh = 'Lighthouse mobile (perf / a11y / best practices / SEO)';
  for (const [name, x] of Object.entries(r.lighthouse)) {
    if (typeof x !== 'object') continue;
    if (x.pending) rows.push([lh, name, `pending: ${x.pending}`, '', '']);
    else if (x.error) rows.push([lh, `${name} \`${x.path}\``, x.error, '', ok(false)]);
    else {
      const failed = CATEGORIES.filter((c) => !x[c]?.pass);
      rows.push([
        lh,
        `${name} \`${x.path}\``,
        CATEGORIES.map((c) => x[c]?.score).join(' / '),
        `>= ${CATEGORIES.map((c) => x[c]?.budget).join(' / ')}`,
        failed.length ? `${ok(false)} (${failed.join(', ')})` : ok(true),
      ]);
    }
  }
  rows.push(...simRows(r.sim, ok));
  const esc = (/** @type {string} */ cell) => cell.replace(/\|/g, '\\|');
  const lines = rows.map((row) => `| ${row.map(esc).join(' | ')} |`);
  lines.splice(1, 0, `| ${rows[0].map(() => '---').join(' | ')} |`);
  return [
    `Measured ${r.date.slice(0, 10)} by \`npm run bench\` on ${r.machine.cpus} cores, Node ${r.machine.node}; KB = 1024 bytes; Lighthouse: ${r.lighthouse.runsPerPage} run(s) per page, median.`,
    '',
    ...loadWarning(r.machine),
    ...lines,
    '',
  ].join('\n');
}
