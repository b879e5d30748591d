/**
 * Rspack/webpack loader for `.docusaurus/registry.js` in the client bundle:
 * replaces each entry's module path string (`"@site/docs/intro.mdx"`) with 0.
 * ComponentCreator hands those strings to react-loadable as `modules`, which
 * only the server render reads (to report which chunks a page used); in the
 * browser they were bytes in main.js for every route. The import and the
 * module id (`require.resolveWeak`) stay. A registry in another format fails
 * the build rather than ship unchanged.
 */
const ENTRY =
  /(\[\s*\(\)\s*=>\s*import\(\/\*\s*webpackChunkName:\s*"[^"]+"\s*\*\/\s*"[^"]+"\),\s*)"[^"]+"(,\s*require\.resolveWeak\()/g;

function slimRegistry(source) {
  let count = 0;
  const out = source.replace(ENTRY, (_, head, tail) => {
    count++;
    return `${head}0${tail}`;
  });
  const entries = (source.match(/^\s*"[^"]+":\s*\[/gm) ?? []).length;
  if (count === 0 || count !== entries) {
    throw new Error(
      `slim-client-registry: rewrote ${count} of ${entries} entries of .docusaurus/registry.js; its format changed (see src/plugins/README.md)`,
    );
  }
  return out;
}

module.exports = function slimClientRegistryLoader(source) {
  return slimRegistry(source);
};
module.exports.slimRegistry = slimRegistry;
