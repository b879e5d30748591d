// What a page costs before it paints and hydrates, read from the built files
// alone: no browser and no clock, so the figures are the same on every machine
// and every run. The gates (tests/site/budgets.spec.ts) and `npm run bench`
// both use it; the budgets are in ./budgets.mjs.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import * as cheerio from 'cheerio';

// gzip -9, as a CDN or `gzip_comp_level 9` would send it; deterministic for a given input.
export const gzipBytes = (/** @type {import('node:zlib').InputType} */ buffer) =>
  gzipSync(buffer, {level: 9}).length;
export const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * A same-origin URL in the HTML → its file in the build, or undefined for another origin.
 * @param {string} buildDir
 * @param {string} url
 */
function localFile(buildDir, url) {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return undefined;
  return path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]));
}

/**
 * @typedef {{file: string, gzip: number}} WeighedFile
 * @typedef {{gzip: number, files: WeighedFile[], external: string[]}} Weight
 */

/**
 * The files of a list of URLs with their gzip sizes, largest first, and their sum.
 * @param {string} buildDir
 * @param {string[]} urls
 * @returns {Weight}
 */
function weigh(buildDir, urls) {
  /** @type {WeighedFile[]} */
  const files = [];
  /** @type {string[]} */
  const external = [];
  for (const url of urls) {
    const file = localFile(buildDir, url);
    if (!file) {
      external.push(url);
      continue;
    }
    files.push({file: url, gzip: gzipBytes(readFileSync(file))});
  }
  files.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return {gzip: files.reduce((n, f) => n + f.gzip, 0), files, external};
}

/**
 * Requests the browser must finish before it may paint: stylesheets that apply
 * to the screen and classic scripts without `defer`/`async`, in the document,
 * plus the `@import`s of those stylesheets. Preloads, deferred scripts, images
 * and fonts do not hold the first paint.
 * @param {import('cheerio').CheerioAPI} $
 * @param {string} buildDir
 */
export function renderBlockingRequests($, buildDir) {
  /** @type {string[]} */
  const requests = [];
  $('link[rel~="stylesheet"][href]').each((_, el) => {
    const media = ($(el).attr('media') ?? 'all').trim();
    if (media === 'print' || $(el).is('[disabled]')) return;
    const href = $(el).attr('href');
    if (href) requests.push(href);
  });
  $('script[src]').each((_, el) => {
    const type = $(el).attr('type') ?? '';
    if ($(el).is('[defer],[async]') || type === 'module') return;
    const src = $(el).attr('src');
    if (src) requests.push(src);
  });
  // One level of @import: the built CSS is minified into one file and uses none today.
  for (const href of [...requests]) {
    const file = href.endsWith('.css') ? localFile(buildDir, href) : undefined;
    if (!file) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g))
      requests.push(m[1]);
  }
  return requests;
}

/**
 * One built page's weight: its HTML, the stylesheets it links, and the scripts
 * it loads before hydration: those its HTML names (route chunks are there too,
 * src/perf/route-chunk-scripts) plus `hydrationScripts`,
 * the script URLs a browser requested until the page hydrated (the same set on
 * every run: which chunks load does not depend on timing).
 * @param {string} buildDir
 * @param {string} htmlFile
 * @param {string[]} [hydrationScripts]
 */
export function pageWeight(buildDir, htmlFile, hydrationScripts = []) {
  const html = readFileSync(htmlFile);
  const $ = cheerio.load(html);
  // src/perf/ssr-template.ts lists the page's scripts as meta tags, added after the first paint.
  const inHtml = [
    ...$('script[src]')
      .map((_, el) => $(el).attr('src'))
      .get(),
    ...$('meta[name="tessera:script"][content]')
      .map((_, el) => $(el).attr('content'))
      .get(),
  ];
  const scripts = [...new Set([...inHtml, ...hydrationScripts])];
  const stylesheets = $('link[rel~="stylesheet"][href]')
    .map((_, el) => $(el).attr('href'))
    .get();
  return {
    html: {gzip: gzipBytes(html), file: path.relative(buildDir, htmlFile)},
    js: weigh(buildDir, scripts),
    css: weigh(buildDir, stylesheets),
    renderBlocking: renderBlockingRequests($, buildDir),
  };
}

/**
 * Each figure of a page's weight against its budget: `[]` when all fit, else
 * one message per budget exceeded with the figure, the budget and the largest
 * contributors. `budget` is an entry of PAGE_WEIGHT_BUDGETS.
 * @param {string} name
 * @param {ReturnType<typeof pageWeight>} weight
 * @param {import('./budgets.mjs').PageWeightBudget} budget
 */
export function overBudget(name, weight, budget) {
  const failures = [];
  const top = (/** @type {WeighedFile[]} */ files) =>
    files
      .slice(0, 5)
      .map((f) => `    ${kb(f.gzip)} KB  ${f.file}`)
      .join('\n');
  if (kb(weight.js.gzip) > budget.jsKB)
    failures.push(
      `${name}: first-load JavaScript ${kb(weight.js.gzip)} KB gzip > budget ${budget.jsKB} KB; largest files:\n${top(weight.js.files)}`,
    );
  if (weight.js.external.length)
    failures.push(`${name}: scripts from another origin: ${weight.js.external.join(', ')}`);
  if (kb(weight.css.gzip) > budget.cssKB)
    failures.push(
      `${name}: CSS ${kb(weight.css.gzip)} KB gzip > budget ${budget.cssKB} KB; files:\n${top(weight.css.files)}`,
    );
  if (kb(weight.html.gzip) > budget.htmlKB)
    failures.push(
      `${name}: HTML ${kb(weight.html.gzip)} KB gzip > budget ${budget.htmlKB} KB (${weight.html.file})`,
    );
  if (weight.renderBlocking.length > budget.renderBlocking)
    failures.push(
      `${name}: ${weight.renderBlocking.length} render-blocking requests > budget ${budget.renderBlocking}:\n${weight.renderBlocking.map((r) => `    ${r}`).join('\n')}`,
    );
  return failures;
}

/**
 * Loads `url` in a Playwright page and gives the URLs of the scripts it
 * requested before it hydrated (Docusaurus sets `<html data-has-hydrated="true">`
 * then). Read from the page's resource timing and compared with the moment the
 * attribute appeared: an order of events, not a duration, so the same on every
 * machine. Prefetches for other pages start after hydration by design
 * (src/perf/lazy-route-data), so they are not billed to this page.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @returns {Promise<string[]>}
 */
export async function scriptsBeforeHydration(page, url) {
  /** @typedef {Window & {__tesseraHydratedAt?: number}} MarkedWindow */
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated !== 'true') return;
      /** @type {MarkedWindow} */ (window).__tesseraHydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page.evaluate(() => {
    // Unset only if the page never hydrated, which the wait above rules out: then nothing counts.
    const hydratedAt = /** @type {MarkedWindow} */ (window).__tesseraHydratedAt ?? -1;
    return /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      .filter((r) => r.initiatorType === 'script' && r.startTime <= hydratedAt)
      .map((r) => r.name);
  });
}
