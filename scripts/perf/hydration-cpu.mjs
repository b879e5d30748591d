// The main thread's CPU time in the entry scripts (main.js and React DOM, which
// was part of main.js until src/perf/chunk-groups) while a page loads,
// from a Chromium trace: the hydration work #13 cut by a third on the block
// page, measured over the same code before and after the split. Lighthouse's
// bootup-time is wall time under simulated throttling and moves with whatever
// else the host runs; a trace event's thread time (`tdur`) counts only the
// renderer's own CPU, so this figure holds still on a busy machine. A bench
// figure, never a gate: it still moves with the CPU model.
// cspell:ignore tdur bootup networkidle
import {chromium} from 'playwright-core';
import {CHROME_FLAGS, CHROME_PATH, ENTRY_JS, median} from './lighthouse.mjs';

// The events in which V8 runs a script's code; nested ones are counted once.
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile']);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/**
 * Sums the entry scripts' CPU time in the renderer main thread's script events, up to
 * the `hydrated` user-timing mark and over the whole trace.
 * @param {Array<Record<string, any>>} events Chrome trace events
 * @returns {{toHydratedMs: number, wholeLoadMs: number}}
 */
export function mainJsCpu(events) {
  // A trace holds a renderer per process the tab used (a redirect or a new site
  // swaps it): the page's is the one whose main thread marked hydration.
  const mark = events.find((e) => e.name === 'hydrated');
  if (!mark) throw new Error('the page never marked itself hydrated');
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid,
  );
  if (!thread) throw new Error('no renderer main thread for the hydrated mark in the trace');
  const own = events
    .filter(
      (e) =>
        e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && SCRIPT_EVENTS.has(e.name),
    )
    .sort((a, b) => a.ts - b.ts);
  let toHydrated = 0;
  let whole = 0;
  let end = -1;
  for (const e of own) {
    if (e.ts < end) continue; // inside an event already counted
    end = e.ts + e.dur;
    const url = e.args?.data?.url || e.args?.data?.scriptName || '';
    if (!ENTRY_JS.test(url)) continue;
    const ms = (e.tdur ?? e.dur) / 1000;
    whole += ms;
    if (e.ts <= mark.ts) toHydrated += ms;
  }
  return {toHydratedMs: toHydrated, wholeLoadMs: whole};
}

/**
 * One cold load in a fresh context at a phone's viewport. Unthrottled:
 * Chromium's CPU throttling inflates thread time itself (sevenfold here), and
 * the ratio between builds is what the figure is for.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function traceLoad(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    // Docusaurus sets data-has-hydrated on <html> once React has hydrated; a
    // user-timing mark puts that moment in the trace. The script runs before
    // <html> exists, so it watches the document.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated === 'true') {
          performance.mark('hydrated');
          observer.disconnect();
        }
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
    const cdp = await context.newCDPSession(page);
    /** @type {Array<Record<string, any>>} */
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    await cdp.send('Tracing.start', {
      traceConfig: {includedCategories: TRACE_CATEGORIES},
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    // What main.js does just after hydration (effects, idle work) is part of the load.
    await page.waitForLoadState('networkidle').catch(() => {});
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return mainJsCpu(events);
  } finally {
    await context.close();
  }
}

const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;

/**
 * Median over `loads` cold loads of each URL of main.js's CPU time. With more
 * than one URL (a baseline build beside this one) the loads alternate, so a
 * change in the host's speed during the run falls on both alike, and the
 * median of the per-load ratios to the first URL is reported for each.
 * @typedef {{toHydratedMs: number, wholeLoadMs: number}} LoadCpu
 * @param {string[]} urls
 * @returns {Promise<Array<{toHydratedMs: number, wholeLoadMs: number, ratioToFirst?: {toHydrated: number, wholeLoad: number}, runs: Array<{toHydratedMs: number, wholeLoadMs: number}>}>>}
 */
export async function hydrationCpu(urls, loads = 15) {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  const runs = urls.map(() => /** @type {LoadCpu[]} */ ([]));
  try {
    for (let i = 0; i < loads; i++) {
      for (const [j, url] of urls.entries()) runs[j].push(await traceLoad(browser, url));
    }
  } finally {
    await browser.close();
  }
  return runs.map((rs, j) => ({
    toHydratedMs: round(median(rs.map((r) => r.toHydratedMs))),
    wholeLoadMs: round(median(rs.map((r) => r.wholeLoadMs))),
    ...(j > 0
      ? {
          ratioToFirst: {
            toHydrated: ratio(rs, runs[0], 'toHydratedMs'),
            wholeLoad: ratio(rs, runs[0], 'wholeLoadMs'),
          },
        }
      : {}),
    runs: rs.map((r) => ({toHydratedMs: round(r.toHydratedMs), wholeLoadMs: round(r.wholeLoadMs)})),
  }));
}

/**
 * @param {LoadCpu[]} rs
 * @param {LoadCpu[]} base
 * @param {keyof LoadCpu} key
 */
const ratio = (rs, base, key) =>
  Math.round(median(rs.map((r, i) => r[key] / base[i][key])) * 1000) / 1000;
