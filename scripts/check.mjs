#!/usr/bin/env node
// `npm run check -- <files…>`: what a changed page needs, in seconds rather
// than the whole `npm test`. For the Markdown and MDX pages named (and the
// project or scenario files named, or drawn by those pages):
// - spelling (cspell) and Markdown lint (markdownlint-cli2) of the pages;
// - front matter as the build checks it, links to other pages against the
//   routes the sources and the data make, and the content lint (word minimum,
//   near-duplicates in the section, placeholder words) on the page's source
//   (tests/unit/data/page-rules.test.ts);
// - the page-fact tests on those pages only: block ids, ports, properties and
//   versions, wiring terminals, dates, quoted Console lines and error texts,
//   Studio's names, generated ranges, Run panel steps (tests/unit/data);
// - the scenarios of their projects, run on the simulator (tests/unit/sim);
// - the static files (/img/…) they refer to, in Markdown or JSX, exist.
// The build and the site checks remain the final word on the rendered page
// (anchors, generated text, the rendered word count).
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  MISSING_STATIC_FIX,
  missingStaticFiles,
} from '../src/plugins/writer-checks/static-files.mjs';

export {staticReferences} from '../src/plugins/writer-checks/static-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The unit tests that read pages through tests/unit/data/content.ts, and the scenarios. */
export const PAGE_TESTS = [
  'tests/unit/data/facts.test.ts',
  'tests/unit/data/page-rules.test.ts',
  'tests/unit/data/page-facts.test.ts',
  'tests/unit/data/run-panel-steps.test.ts',
  'tests/unit/sim/scenarios.test.ts',
];

/**
/**
 * What one page's check may take on a quiet 2-core machine (issue #39), which
 * CONTRIBUTING states (tests/unit/quality/contributing.test.ts). The check
 * prints its time and the load average beside it, and says when it took longer.
 */
export const CHECK_SECONDS = 30;

/**
 * Problems of a page's static references: each a file under static/ that is missing.
 * @param {string} file
 * @param {string} text
 */
export function missingStatic(file, text, root = ROOT) {
  return missingStaticFiles(text, root).map(
    ({ref, line}) => `${file}:${line}: ${ref} ${MISSING_STATIC_FIX}`,
  );
}

/**
 * The linters for the pages named, each on those files only: markdownlint's
 * configuration lists globs for a full run, which --no-globs leaves out (the
 * check linted all 249 Markdown files, a minute on a loaded machine).
 * @param {string[]} pages
 */
export function lintCommands(pages) {
  return [
    {label: 'spelling', args: ['cspell', '--no-progress', '--no-summary', ...pages]},
    {label: 'Markdown lint', args: ['markdownlint-cli2', '--no-globs', ...pages]},
  ];
}

/**
 * Runs a tool with its output held back, so tools running side by side print in turn.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<boolean>}
 */
function run(label, command, args, env = {}) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: ROOT, env: {...process.env, ...env}});
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!ok || process.env.CHECK_VERBOSE) process.stdout.write(output);
      console.log(
        `[check] ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
      resolve(ok);
    });
  });
}

/** @param {string[]} argv */
async function main(argv) {
  const started = Date.now();
  const files = argv
    .map((f) => path.relative(ROOT, path.resolve(process.cwd(), f)))
    .filter((f) => {
      if (existsSync(path.join(ROOT, f))) return true;
      console.error(`[check] ${f}: no such file`);
      process.exitCode = 2;
      return false;
    });
  if (!files.length) {
    console.error('usage: npm run check -- <page.mdx | project.tessera.json | scenario.json>…');
    process.exit(2);
  }
  const pages = files.filter((f) => /\.mdx?$/.test(f));
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const tools = [];
  if (pages.length) {
    const missing = pages.flatMap((f) =>
      missingStatic(f, readFileSync(path.join(ROOT, f), 'utf8')),
    );
    for (const m of missing) console.error(m);
    console.log(`[check] static files: ${missing.length ? 'FAILED' : 'ok'}`);
    tools.push(Promise.resolve(!missing.length));
    for (const {label, args} of lintCommands(pages)) tools.push(run(label, npx, args));
  }
  tools.push(
    run(
      'front matter, links, content lint, page facts and scenarios',
      npx,
      // One module graph for the five files: they only read pages and data (about a third less time).
      ['vitest', 'run', '--no-isolate', ...PAGE_TESTS],
      {
        TESSERA_CHECK_FILES: files.join('\n'),
      },
    ),
  );
  const results = await Promise.all(tools);
  const seconds = (Date.now() - started) / 1000;
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `[check] ${seconds.toFixed(1)} s at load average ${load} on ${os.cpus().length} cores` +
      (seconds > CHECK_SECONDS
        ? `: over the ${CHECK_SECONDS} s one page should take on a quiet machine; if the load is low, see where the time went above`
        : ''),
  );
  if (results.includes(false)) process.exitCode = 1;
  else
    console.log(
      '[check] all passed. npm run build, then the site checks, see the rendered page: anchors and generated text.',
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
