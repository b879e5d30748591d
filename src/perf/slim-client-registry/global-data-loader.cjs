/**
 * Rspack/webpack loader for `.docusaurus/globalData.json` in the client bundle:
 * empties the docs plugin's list of every doc (id, path, sidebar), about 3.5 KB
 * gzip in every page's main.js that grows with each doc. Only the theme's doc
 * navbar items and the version banner read it (through getActiveDocContext and
 * useLayoutDoc), and this site uses neither (tests/unit/plugins pins both
 * facts). The versions, their paths and sidebars stay for the search bar and
 * the docs pages.
 */
/** @param {string} source */
function slimGlobalData(source) {
  const data = JSON.parse(source);
  const docs = data['docusaurus-plugin-content-docs'];
  if (!docs || !Object.values(docs).every((p) => Array.isArray(p.versions))) {
    throw new Error(
      'slim-client-registry: .docusaurus/globalData.json has no docs plugin versions; its format changed (see src/perf/README.md)',
    );
  }
  for (const plugin of Object.values(docs))
    for (const version of plugin.versions) version.docs = [];
  return JSON.stringify(data);
}

/** @param {string} source */
module.exports = function slimGlobalDataLoader(source) {
  return slimGlobalData(source);
};
module.exports.slimGlobalData = slimGlobalData;
