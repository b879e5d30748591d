/**
 * The one reader of `.docusaurus/registry.js`, a private format of Docusaurus (3.10):
 * one line per chunk,
 *   "name": [() => import(/* webpackChunkName: "name" *\/ "module"), "module", require.resolveWeak("module")],
 * Used by lazy-route-data's loader (which rewrites the file into buckets) and by
 * route-chunk-scripts (which needs each chunk's module path). A line in another
 * format, or no line at all, throws: the build stops rather than ship pages that
 * cannot find their chunks (UPGRADING.md, "Private formats").
 */
const ENTRY =
  /^\s*"([^"]+)":\s*\[(\(\)\s*=>\s*import\(\/\*\s*webpackChunkName:\s*"[^"]+"\s*\*\/\s*"[^"]+"\)),\s*("[^"]+"),\s*require\.resolveWeak\("[^"]+"\)\],?(?:\};)?\s*$/;

/**
 * chunk name → its `import()` expression (source text) and its module path, both as
 * written (`modulePath` is a JSON string literal, quotes included).
 * @param {string} source
 * @returns {Map<string, {load: string, modulePath: string}>}
 */
function parseRegistry(source) {
  const entries = new Map();
  const lines = source.split('\n').filter((l) => /^\s*"[^"]+":\s*\[/.test(l));
  for (const line of lines) {
    const m = ENTRY.exec(line);
    if (!m)
      throw new Error(
        `src/perf/registry.cjs: unexpected line in .docusaurus/registry.js: ${line.slice(0, 200)}`,
      );
    entries.set(m[1], {load: m[2], modulePath: m[3]});
  }
  if (entries.size === 0)
    throw new Error('src/perf/registry.cjs: no entry found in .docusaurus/registry.js');
  return entries;
}

module.exports = {parseRegistry};
