// A records module as data without prose: loaded in Node (jiti, as Docusaurus
// loads its config) and written out as a literal, instead of its source.
const {loadFreshModule} = require('@docusaurus/utils');
const {leanRecord} = require('./lean.cjs');

/** @this {import('@rspack/core').LoaderContext} */
module.exports = function recordsLoader() {
  const done = this.async();
  this.addDependency(this.resourcePath);
  loadFreshModule(this.resourcePath).then(
    (mod) => {
      const {records} = /** @type {{records?: unknown}} */ (mod);
      if (!Array.isArray(records)) {
        done(new Error(`lean-sim-catalogue: ${this.resourcePath} exports no records list`));
        return;
      }
      done(null, `export const records = ${JSON.stringify(records.map(leanRecord))};\n`);
    },
    (error) => done(error),
  );
};
