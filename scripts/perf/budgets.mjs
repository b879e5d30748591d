// Performance budgets and the page types they are checked on. `npm run bench`
// reports every figure against these; `npm run test:lighthouse` fails on the
// Lighthouse ones. Sizes are in KB of 1024 bytes, as Lighthouse counts them.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** Lighthouse category scores (0–100), default mobile config, median of the runs. */
export const LIGHTHOUSE_BUDGETS = {
  // Quality-gates issue: the "green" band starts at 90; 95 leaves margin for run-to-run noise.
  performance: 95,
  // Quality-gates issue; Docusaurus's own Lighthouse CI config asserts accessibility at 1 (GUIDE.md).
  accessibility: 100,
  // Quality-gates issue: no console errors, no deprecated APIs, no insecure requests.
  'best-practices': 100,
  // Quality-gates issue: every page is crawlable, titled, described and canonical.
  seo: 100,
};

// Quality-gates issue: the stock theme ships ~171 KB gzip (GUIDE.md), leaving ~20 KB for site-wide code.
export const FIRST_LOAD_JS_KB = 190;

// Quality-gates issue: keeps CI (build + build:tracking + e2e within 90 min) fast at a few hundred pages.
export const COLD_BUILD_SECONDS = 60;

// Quality-gates issue: what a visitor downloads between clicking the search box and seeing a result.
export const SEARCH_BYTES_BEFORE_FIRST_RESULT_KB = 300;

/**
 * The five page types measured. `pick(buildDir)` gives the URL path to test, or
 * `{pending}` when the page type does not exist in this build yet (skipped, not failed).
 */
export const PAGE_TYPES = [
  {name: 'home', pick: () => ({path: '/'})},
  {name: 'doc', pick: () => ({path: '/docs/intro'})},
  {
    name: 'block',
    // Block reference pages are generated; take the first one so the choice is stable.
    pick: (buildDir) => {
      const dir = path.join(buildDir, 'docs', 'blocks');
      const first = existsSync(dir)
        ? readdirSync(dir, {withFileTypes: true})
            .filter((d) => d.isDirectory() && d.name.startsWith('node_'))
            .map((d) => d.name)
            .sort()[0]
        : undefined;
      return first ? {path: `/docs/blocks/${first}`} : {pending: 'no block page in the build yet'};
    },
  },
  {name: 'tutorial', pick: () => ({path: '/tutorials/introduction'})},
  {name: 'blog post', pick: () => ({path: '/blog/serial-dispatcher'})},
];

/** The built HTML file a URL path is served from (Docusaurus writes `x/index.html` or `x.html`). */
export function htmlFileFor(buildDir, urlPath) {
  const rel = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(buildDir, rel, 'index.html'), path.join(buildDir, `${rel}.html`)];
  return candidates.find((f) => existsSync(f));
}

/** Each page type resolved against a build: `{name, path, htmlFile}`, `{name, pending}` or `{name, missing}`. */
export function resolvePageTypes(buildDir) {
  return PAGE_TYPES.map(({name, pick}) => {
    const picked = pick(buildDir);
    if (picked.pending) return {name, pending: picked.pending};
    const htmlFile = htmlFileFor(buildDir, picked.path);
    // A fixed page type that is not in the build is a failure, not "pending".
    if (!htmlFile)
      return {name, path: picked.path, missing: `no HTML for ${picked.path} in ${buildDir}`};
    return {name, path: picked.path, htmlFile};
  });
}
