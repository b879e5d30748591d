// Points the catalogue's record imports at their lean copies (records-loader.cjs).
/** @param {string} source */
module.exports = function catalogueLoader(source) {
  const out = source.replace(/(from\s+['"]\.\/records\/[a-z]+)(['"])/g, '$1?lean$2');
  if (out === source)
    throw new Error('lean-sim-catalogue: no record import found in the block catalogue');
  return out;
};
