// Lighthouse CI gate (`npm run test:lighthouse`): serves the existing build/ with
// gzip, runs Lighthouse (mobile) on each page type and fails when accessibility,
// best practices or SEO is below its budget. Those do not depend on the host's
// speed; the performance score does (single runs of one page spanned 86–98 on
// one machine), so it is measured by `npm run bench` and the page weights that
// drive it are gated by tests/e2e/page-weight.spec.ts.
//   node scripts/lighthouse-gate.mjs [--runs N]
// It does not build: run `npm run build` first.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  GATED_LIGHTHOUSE_CATEGORIES as CATEGORIES,
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_GATE_SKIPPED,
  resolvePageTypes,
} from './perf/budgets.mjs';
import {formatFailingAudits, launchChrome, runLighthouse} from './perf/lighthouse.mjs';
import {serveBuildOnFreePort} from './perf/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const runsArg = process.argv.indexOf('--runs');
// One: the gated categories audit the page's markup and headers, which are the
// same on every run.
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/lighthouse-gate.mjs [--runs N]');
  process.exit(2);
}
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build at ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const started = Date.now();
const server = await serveBuildOnFreePort(buildDir, 4460);
const chrome = await launchChrome();
/**
 * @typedef {{name: string, path: string, error: string}} ErrorRow
 * @typedef {{name: string, path: string, error?: undefined, failed: string[],
 *   result: Awaited<ReturnType<typeof runLighthouse>>}} ResultRow
 */
/** @type {(ErrorRow | ResultRow)[]} */
const rows = [];
/** @type {{name: string, pending: string}[]} */
const skipped = [];
try {
  for (const page of resolvePageTypes(buildDir)) {
    const known = LIGHTHOUSE_GATE_SKIPPED[page.name];
    if (known || page.pending !== undefined) {
      const pending = known ? `known failure, ${known}` : (page.pending ?? '');
      console.log(`skip ${page.name}: ${pending}`);
      skipped.push({name: page.name, pending});
      continue;
    }
    if (page.missing !== undefined) {
      rows.push({name: page.name, path: page.path, error: page.missing});
      continue;
    }
    const t = Date.now();
    try {
      const result = await runLighthouse(server.url + page.path, {
        runs,
        categories: CATEGORIES,
        skipAudits: page.skipAudits,
        port: chrome.port,
      });
      const failed = CATEGORIES.filter((c) => result.scores[c] < LIGHTHOUSE_BUDGETS[c]);
      rows.push({name: page.name, path: page.path, result, failed});
    } catch (err) {
      rows.push({
        name: page.name,
        path: page.path,
        error: String(err instanceof Error ? err.message : err),
      });
    }
    console.log(`${page.name} ${page.path}: ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
} finally {
  await chrome.kill();
  await server.close();
}

// Table: median score per category, with each run's score beside it.
const head = [
  'page type',
  'path',
  ...CATEGORIES.map((c) => `${c} (>=${LIGHTHOUSE_BUDGETS[c]})`),
  'result',
];
const body = rows.map((r) => {
  if (r.error !== undefined) return [r.name, r.path, ...CATEGORIES.map(() => '-'), 'FAIL'];
  const cells = CATEGORIES.map((c) => {
    const mark = r.failed.includes(c) ? ' x' : '';
    return `${r.result.scores[c]}${mark} [${r.result.runs.map((x) => x[c]).join(' ')}]`;
  });
  return [r.name, r.path, ...cells, r.failed.length ? 'FAIL' : 'pass'];
});
const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
const line = (/** @type {string[]} */ cells) =>
  cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
console.log('');
console.log(`Lighthouse ${runs} run(s) per page, median [runs]; x = below budget`);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const b of body) console.log(line(b));
for (const p of skipped) console.log(`${p.name.padEnd(widths[0])} | skipped: ${p.pending}`);

const failedRows = rows.filter((r) => r.error !== undefined || r.failed.length > 0);
for (const r of failedRows) {
  console.log('');
  if (r.error !== undefined) {
    console.log(`${r.name} (${r.path}) FAILED: ${r.error}`);
    continue;
  }
  console.log(
    `${r.name} (${r.path}) below budget in ${r.failed.join(', ')}; failing audits of the median run:`,
  );
  const below = Object.fromEntries(r.failed.map((c) => [c, r.result.failingAudits[c] ?? []]));
  for (const l of formatFailingAudits(below)) console.log(l);
}
console.log('');
console.log(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${rows.length - failedRows.length} passed, ${failedRows.length} failed`);
process.exit(failedRows.length ? 1 : 0);
