/**
 * Rspack/webpack loader for the docs plugin's version props
 * (`@generated/docusaurus-plugin-content-docs/<id>/p/*.json`), in both builds:
 * drops the description of every doc from `version.docs`. Every docs page
 * loads these props before it hydrates, and the descriptions (about 3.5 KB
 * gzip, one per doc) serve only the cards of the category pages, which read
 * them from the data file `doc-descriptions.json` instead (src/theme/DocCard).
 * Props without `version.docs` pass unchanged.
 */
/** @param {string} source */
function withoutDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}

/** @param {string} source */
module.exports = function docsVersionLoader(source) {
  return withoutDocDescriptions(source);
};
module.exports.withoutDocDescriptions = withoutDocDescriptions;
