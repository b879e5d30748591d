// Runs Lighthouse 12 in its default configuration (mobile form factor, simulated
// throttling) against a URL, N times, and reduces the runs to medians: a single
// Lighthouse run on a shared 2-core machine swings by several points.
// cspell:ignore lhr
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import lighthouse from 'lighthouse';

// chrome-launcher ships with Lighthouse; load the copy Lighthouse itself depends on.
const requireFromLighthouse = createRequire(
  createRequire(import.meta.url).resolve('lighthouse/package.json'),
);
const chromeLauncher = await import(
  pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href
);

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
/** @type {Category[]} */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// Without the background-networking flags Chromium phones home at start, and this
// machine's closed network turns that into failed requests and slow launches.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @typedef {import('lighthouse').Result} Report
 * @typedef {Report['audits'][string]} AuditResult
 * Lighthouse's details items are a union of a dozen shapes (tables, nodes,
 * sources, breakdowns); auditTargets reads each field only after checking it.
 * @typedef {Record<string, any>} DetailItem
 * @typedef {{selector?: string, snippet?: string, explanation?: string, url?: string, kb?: number, description?: string}} AuditTarget
 * @typedef {{id: string, title: string, score: number | null, weight: number, displayValue?: string, targetCount: number, targets: AuditTarget[]}} FailingAudit
 */

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (/** @type {number[]} */ xs) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Starts a headless Chromium for Lighthouse to drive; the caller kills it. */
export const launchChrome = () =>
  chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent'});

/**
 * One Lighthouse run, in a fresh Chrome unless `port` names a running one: a clean
 * profile each time, and a crash can't poison later runs. The gate passes a
 * shared Chrome (Lighthouse resets storage between runs) and leaves out the
 * full-page screenshot, which only illustrates the report: its categories audit
 * markup and headers, and launching and screenshotting cost a fifth of each page.
 * @param {string} url
 * @param {string[]} categories
 * @param {string[] | undefined} skipAudits
 * @param {number | undefined} port
 * @returns {Promise<Report>}
 */
async function runOnce(url, categories, skipAudits, port) {
  const chrome = port ? undefined : await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: port ?? chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(port ? {disableFullPageScreenshot: true} : {}),
      ...(skipAudits?.length ? {skipAudits} : {}),
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse runtime error on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  } finally {
    // Always kill a Chrome of our own, even when Lighthouse throws, so no orphan eats a core.
    await chrome?.kill();
  }
}

/** @param {AuditResult} audit */
const detailItems = (audit) =>
  /** @type {DetailItem[]} */ (
    audit.details && 'items' in audit.details ? audit.details.items : []
  );

const countItems = (/** @type {AuditResult} */ audit) =>
  detailItems(audit).reduce(
    (n, item) =>
      n + (item?.type === 'table' || item?.type === 'opportunity' ? (item.items?.length ?? 0) : 1),
    0,
  );

/**
 * What an audit points at: a few elements (selector + snippet), URLs or breakdown rows.
 * @param {AuditResult} audit
 * @returns {AuditTarget[]}
 */
function auditTargets(audit) {
  // "list" details (e.g. the LCP element audit) nest tables: flatten them.
  const items = detailItems(audit).flatMap((item) =>
    item?.type === 'table' || item?.type === 'opportunity' ? (item.items ?? []) : [item],
  );
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? (item.source?.type === 'node' ? item.source : undefined);
    if (node)
      return {selector: node.selector, snippet: node.snippet, explanation: node.explanation};
    const url = typeof item.url === 'string' ? item.url : item.source?.url;
    if (url) {
      const bytes = item.wastedBytes ?? item.transferSize;
      return {url, ...(bytes ? {kb: Math.round(bytes / 1024)} : {})};
    }
    if (item.groupLabel)
      return {description: `${item.groupLabel}: ${Math.round(item.duration)} ms`};
    if (item.phase) return {description: `${item.phase}: ${Math.round(item.timing)} ms`};
    if (item.description) return {description: String(item.description)};
    return {description: JSON.stringify(item).slice(0, 200)};
  });
}

/**
 * Audits that pull a category below 100 in one report. Weighted audits are what
 * the score is made of (all audits in a11y/best-practices/SEO; the five metrics
 * in performance); performance's unweighted opportunities and diagnostics are
 * added when Lighthouse itself shows them as failed (score < 0.5), as hints.
 * @param {Report} report
 * @param {string} categoryId
 * @returns {FailingAudit[]}
 */
function failingAudits(report, categoryId) {
  const category = report.categories[categoryId];
  return (
    category.auditRefs
      .map((ref) => ({ref, audit: report.audits[ref.id]}))
      .filter(({ref, audit}) => {
        if (!audit || audit.score === null || audit.score >= 1) return false;
        if (['manual', 'notApplicable', 'informative', 'error'].includes(audit.scoreDisplayMode))
          return false;
        if (ref.group === 'hidden') return false;
        return ref.weight > 0 || audit.score < 0.5;
      })
      // The filter let through scored audits only: a null score sorts as 0.
      .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
      .map(({ref, audit}) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        targetCount: countItems(audit),
        targets: auditTargets(audit),
      }))
  );
}

/** The scripts that were main.js before src/perf/chunk-groups: main.js and React DOM. */
export const ENTRY_JS = /\/assets\/js\/(main|react-dom)\.[0-9a-f]+\.js$/;

/**
 * Main-thread script work in one report, at Lighthouse's simulated 4× CPU:
 * evaluation of main.js and React DOM (`bootup-time`, the hydration target of
 * the headroom issue; React DOM was part of main.js until
 * src/perf/chunk-groups) and of every script
 * (`mainthread-work-breakdown`), in ms.
 * @param {Report} report
 */
function hydrationWork(report) {
  const bootup = report.audits['bootup-time'];
  const items = bootup ? detailItems(bootup) : [];
  const entry = items.filter((i) => ENTRY_JS.test(i.url ?? ''));
  const work = report.audits['mainthread-work-breakdown'];
  const breakdown = work ? detailItems(work) : [];
  const evaluation = breakdown.find((i) => i.group === 'scriptEvaluation');
  return {
    ...(entry.length
      ? {'main-js-scripting': Math.round(entry.reduce((sum, i) => sum + i.scripting, 0))}
      : {}),
    ...(evaluation ? {'script-evaluation': Math.round(evaluation.duration)} : {}),
  };
}

/**
 * @param {string} url
 * @param {{runs?: number, categories?: string[], skipAudits?: string[], port?: number}} [options]
 *   categories: a subset of CATEGORIES; port: a Chrome from launchChrome() to reuse
 */
export async function runLighthouse(
  url,
  {runs = 1, categories = CATEGORIES, skipAudits, port} = {},
) {
  const reports = [];
  // Sequential on purpose: two Lighthouse runs side by side on 2 cores skew each other's CPU timings.
  for (let i = 0; i < runs; i++) reports.push(await runOnce(url, categories, skipAudits, port));

  const perRun = reports.map((report) =>
    Object.fromEntries(
      categories.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
    ),
  );
  const scores = Object.fromEntries(categories.map((c) => [c, median(perRun.map((r) => r[c]))]));
  // The median run is the one whose performance score is the median: the other
  // categories rarely vary between runs, performance does.
  const medianRun = Math.max(
    0,
    perRun.findIndex((r) => r.performance === scores.performance),
  );
  const report = reports[medianRun];
  /** @type {Record<string, FailingAudit[]>} */
  const failing = {};
  for (const c of categories) {
    if (scores[c] < 100) failing[c] = failingAudits(report, c);
  }
  return {
    url,
    scores,
    runs: perRun,
    medianRun,
    failingAudits: failing,
    // Lighthouse's measure of this host's CPU speed: low numbers (a busy machine) depress performance.
    benchmarkIndex: Math.round(median(reports.map((l) => l.environment?.benchmarkIndex ?? 0))),
    benchmarkIndexes: reports.map((l) => Math.round(l.environment?.benchmarkIndex ?? 0)),
    // The simulated metrics of each run, so a trend shows which one moved.
    metrics: reports.map((l) => ({
      ...Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
          .filter((id) => l.audits[id]?.numericValue !== undefined)
          .map((id) => [id, Math.round(l.audits[id].numericValue ?? 0)]),
      ),
      ...hydrationWork(l),
    })),
  };
}

/**
 * Human-readable lines for the failing audits of one page, for the console.
 * @param {Record<string, FailingAudit[]>} failingAudits
 */
export function formatFailingAudits(failingAudits) {
  const lines = [];
  for (const [category, audits] of Object.entries(failingAudits)) {
    for (const a of audits) {
      const value = a.displayValue ? ` (${a.displayValue})` : '';
      lines.push(`  [${category}] ${a.id}: ${a.title}${value}`);
      for (const t of a.targets) {
        const where = t.selector
          ? `${t.selector}  ${t.snippet ?? ''}`
          : t.url
            ? `${t.url}${t.kb ? ` (${t.kb} KB)` : ''}`
            : t.description;
        lines.push(`      -> ${where}`);
        // axe's explanation carries the numbers (e.g. the contrast ratio and colours).
        const why = t.explanation
          ?.split('\n')
          .slice(1)
          .map((l) => l.trim())
          .filter(Boolean)
          .join('; ');
        if (why) lines.push(`         ${why.slice(0, 240)}`);
      }
      if (a.targetCount > a.targets.length)
        lines.push(`      (+${a.targetCount - a.targets.length} more)`);
    }
  }
  return lines;
}
