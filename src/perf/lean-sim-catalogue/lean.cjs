// The fields of a block record the simulator and the project validator read.
// Shared by the loader and its unit test.
const port = (/** @type {import('../../data/blocks/types').Port} */ {name, kind, type}) => ({
  name,
  kind,
  type,
});

/**
 * A record without its prose: what a project file may use, and nothing to read.
 * @param {import('../../data/blocks/types').BlockRecord} r
 */
function leanRecord(r) {
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    inputs: r.inputs.map(port),
    outputs: r.outputs.map(port),
    properties: r.properties.map((p) =>
      Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'description')),
    ),
    requires: r.requires,
    since: r.since,
    errors: r.errors.map(({message}) => ({message})),
  };
}

module.exports = {leanRecord};
