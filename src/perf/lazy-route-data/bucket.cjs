/**
 * Which route-data bucket a route path belongs to: FNV-1a over the path, modulo
 * the number of buckets. The build (loader.cjs) and the browser
 * (ComponentCreator.tsx, docusaurus.ts) both call this one function, so the
 * browser finds a route's data with no per-route table in main.js. Nested
 * routes that share a path (the docs' three layout routes at /docs) share a
 * bucket, so a page needs one bucket per distinct path it matches.
 * @param {string} routePath
 * @param {number} count
 * @returns {number}
 */
function bucketOf(routePath, count) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < routePath.length; i++) {
    hash ^= routePath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

module.exports = {bucketOf};
