// A records module as data without prose: loaded in Node (jiti, as Docusaurus
// loads its config) and written out as a literal, instead of its source.
const {loadFreshModule} = require('@docusaurus/utils');
const {leanRecord} = require('./lean.cjs');

module.exports = function recordsLoader() {
  const done = this.async();
  this.addDependency(this.resourcePath);
  loadFreshModule(this.resourcePath).then(
    (mod) => {
      if (!Array.isArray(mod.records)) {
        done(new Error(`lean-sim-catalogue: ${this.resourcePath} exports no records list`));
        return;
      }
      done(null, `export const records = ${JSON.stringify(mod.records.map(leanRecord))};\n`);
    },
    (error) => done(error),
  );
};
