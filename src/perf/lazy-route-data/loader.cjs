/**
 * Loader for `.docusaurus/registry.js`: splits the route data every page used
 * to carry in main.js (the registry of chunk loaders and, via ComponentCreator,
 * `routesChunkNames.json`) into buckets of a few routes each.
 *
 * - `registry.js` becomes a dispatcher: one `import()` per bucket, and
 *   `routeData(path)` / `routeDataChunkName(path)` (bucket.cjs picks the bucket).
 * - `registry.js?bucket=N` is bucket N: `chunkNames`, the routesChunkNames
 *   entries of its routes, and `registry`, the loaders of the chunks they name.
 *   In the client build the second item of each registry entry, the module path
 *   only the server render reports, is 0.
 *
 * A registry or routesChunkNames in another format fails the build rather than
 * ship a site whose pages cannot find their chunks.
 */
const fs = require('node:fs');
const path = require('node:path');
const {bucketOf} = require('./bucket.cjs');
const {parseRegistry} = require('../registry.cjs');

// Routes per bucket: a page downloads one or two buckets of about 0.6 KB gzip,
// and main.js holds one short import per bucket (about 1.5 bytes per route).
const ROUTES_PER_BUCKET = 8;

/** The route path of a routesChunkNames key (`/docs/intro-acc` → `/docs/intro`). */
const routePathOf = (/** @type {string} */ key) => key.replace(/-[^-]+$/, '');

/**
 * Every chunk name in a routesChunkNames value (a tree of strings).
 * @param {unknown} value
 * @param {string[]} [out]
 * @returns {string[]}
 */
function chunkNamesIn(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) chunkNamesIn(v, out);
  return out;
}

/**
 * @typedef {Record<string, unknown>} RoutesChunkNames `routesChunkNames.json`: route key → a tree of chunk names
 */

/**
 * How many buckets a site with these routes gets.
 * @param {RoutesChunkNames} routesChunkNames
 */
function bucketCount(routesChunkNames) {
  const paths = new Set(Object.keys(routesChunkNames).map(routePathOf));
  return Math.max(1, Math.ceil(paths.size / ROUTES_PER_BUCKET));
}

/**
 * The dispatcher that replaces registry.js: no per-route data.
 * @param {number} count
 * @param {string} resourceName
 */
function dispatcher(count, resourceName) {
  const imports = Array.from(
    {length: count},
    (_, n) =>
      `() => import(/* webpackChunkName: "route-data-${n}" */ "./${resourceName}?bucket=${n}")`,
  );
  return [
    `import {bucketOf} from ${JSON.stringify(require.resolve('./bucket.cjs'))};`,
    `const buckets = [${imports.join(',\n')}];`,
    'export function routeData(path) { return buckets[bucketOf(path, buckets.length)](); }',
    'export function routeDataChunkName(path) { return "route-data-" + bucketOf(path, buckets.length); }',
    'export default {};',
  ].join('\n');
}

/**
 * Bucket n: its routes' chunk names and the loaders of those chunks.
 * @param {number} n
 * @param {number} count
 * @param {ReturnType<typeof parseRegistry>} registry
 * @param {RoutesChunkNames} routesChunkNames
 * @param {{keepModulePaths: boolean}} options
 */
function bucketModule(n, count, registry, routesChunkNames, {keepModulePaths}) {
  /** @type {RoutesChunkNames} */
  const chunkNames = {};
  const names = new Set();
  for (const [key, value] of Object.entries(routesChunkNames)) {
    if (bucketOf(routePathOf(key), count) !== n) continue;
    chunkNames[key] = value;
    for (const name of chunkNamesIn(value)) names.add(name);
  }
  const lines = [];
  for (const name of [...names].sort()) {
    const entry = registry.get(name);
    // routesChunkNames may name a chunk the registry lacks; ComponentCreator skips those too.
    if (!entry) continue;
    lines.push(
      `${JSON.stringify(name)}: [${entry.load}, ${keepModulePaths ? entry.modulePath : 0}]`,
    );
  }
  return `export const chunkNames = ${JSON.stringify(chunkNames)};\nexport const registry = {\n${lines.join(',\n')}\n};\n`;
}

/**
 * @this {import('@rspack/core').LoaderContext<{keepModulePaths?: boolean}>}
 * @param {string} source
 */
module.exports = function lazyRouteDataLoader(source) {
  const {keepModulePaths = false} = this.getOptions?.() ?? {};
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const routesChunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const count = bucketCount(routesChunkNames);
  const query = /[?&]bucket=(\d+)/.exec(this.resourceQuery ?? '');
  if (!query) return dispatcher(count, path.basename(this.resourcePath));
  const n = Number(query[1]);
  if (n >= count) throw new Error(`lazy-route-data: bucket ${n} of ${count}`);
  return bucketModule(n, count, parseRegistry(source), routesChunkNames, {keepModulePaths});
};
Object.assign(module.exports, {
  parseRegistry,
  bucketModule,
  dispatcher,
  bucketCount,
  ROUTES_PER_BUCKET,
});
