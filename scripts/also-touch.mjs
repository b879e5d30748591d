// The other files each kind of page needs, beside the page itself: one list
// that `npm run new` prints after it creates a page, and that the checks which
// fail without those files quote in their failure messages (requirement()),
// so the scaffold's advice and the failure name the same file and the same
// edit. `check` is where the requirement is enforced; a unit test
// (tests/unit/scripts/also-touch.test.ts) holds each test file named there to
// building its message from this entry.
//
// Placeholders: <slug> the page's slug, <category> a block record's category,
// <series> and <part> a series part's.

/** @typedef {{id: string, file: string, what: string, check: string}} Requirement */

/** @type {Record<string, Requirement[]>} */
export const ALSO_TOUCH = {
  block: [
    {
      id: 'record',
      file: 'src/data/blocks/records/<category>.ts',
      what: "the block's record, written first: its summary is the page's meta description, its ports, properties and errors the page's tables",
      check: 'npm run build',
    },
    {
      id: 'project',
      file: 'docs/blocks/_projects/<slug>-example.tessera.json',
      what: 'the starter project the scaffold wrote: make it your first example',
      check: 'npm run build',
    },
    {
      id: 'scenario',
      file: 'docs/blocks/_projects/<slug>-example.scenario.json',
      what: 'the steps that check what the example says you see (npx vitest run tests/unit/sim)',
      check: 'tests/unit/sim/scenarios.test.ts',
    },
    {
      id: 'behaviour',
      file: 'src/sim/blocks/<category>.ts',
      what: 'the block\'s simulated behaviour, under its id in behaviours: until it exists, Run under the diagram says the block cannot run (src/sim/README.md, "Add a block")',
      check: 'src/sim/engine.ts',
    },
    {
      id: 'cases',
      file: 'src/data/blocks/records/<category>.cases.ts',
      what: 'a conformance case for each sentence of the record that promises behaviour, or a notBehaviour reason (npx vitest run tests/unit/sim/conformance.test.ts lists what is missing)',
      check: 'tests/unit/sim/conformance.test.ts',
    },
  ],
  feature: [
    {
      id: 'entry',
      file: 'src/data/features.ts',
      what: 'the entry in FEATURES whose short is "<slug>" (title, group, hardware needs, blocks); the sidebar\'s Features category is built from FEATURES, so sidebars.ts needs no edit',
      check: 'sidebars.ts',
    },
  ],
  doc: [
    {
      id: 'sidebar',
      file: 'sidebars.ts',
      what: 'add "<slug>" to the section(…) where the page belongs; a page the sidebar does not name has no navigation',
      check: 'sidebars.ts',
    },
  ],
  element: [
    {
      id: 'tags',
      file: 'elements/tags.yml',
      what: 'the tags you use',
      check: 'npm run build',
    },
    {
      id: 'route',
      file: 'tests/routes.ts',
      what: 'add "<slug>" to MONITORING_ELEMENTS or CONTROL_ELEMENTS',
      check: 'tests/site/routes.spec.ts',
    },
  ],
  solution: [
    {
      id: 'industry',
      file: 'src/data/solutions.ts',
      what: 'add "<slug>" to the solutions of its industry in SOLUTION_INDUSTRIES (the /solutions sidebar groups the pages by industry)',
      check: 'tests/unit/data/solutions.test.ts',
    },
    {
      id: 'architecture',
      file: 'src/data/architecture.ts',
      what: 'the SOLUTION_ARCHITECTURES record with slug "<slug>" (its devices and tiles), drawn under Architecture with <SolutionArchitecture slug="<slug>" /> (import it from @site/src/components/SolutionArchitecture)',
      check: 'tests/unit/data/solutions.test.ts',
    },
    {
      id: 'tags',
      file: 'solutions/tags.yml',
      what: 'the tags you use',
      check: 'npm run build',
    },
    {
      id: 'route',
      file: 'tests/routes.ts',
      what: 'add /solutions/<slug> to the solutions filter',
      check: 'tests/site/routes.spec.ts',
    },
  ],
  tutorial: [
    {
      id: 'project',
      file: 'tutorials/_projects/<slug>.tessera.json',
      what: 'the starter project this lesson builds',
      check: 'npm run build',
    },
    {
      id: 'scenario',
      file: 'tutorials/_projects/<slug>.scenario.json',
      what: 'the steps that check what the lesson says the reader sees (npx vitest run tests/unit/sim)',
      check: 'tests/unit/sim/scenarios.test.ts',
    },
    {
      id: 'tags',
      file: 'tutorials/tags.yml',
      what: 'the tags you use',
      check: 'npm run build',
    },
    {
      id: 'route',
      file: 'tests/routes.ts',
      what: 'take /tutorials/<slug> out of PENDING, or add it to TUTORIALS',
      check: 'tests/site/routes.spec.ts',
    },
    {
      id: 'track',
      file: 'tutorials/introduction.mdx',
      what: 'link the new lesson from its track',
      check: 'tests/site/validators.ts',
    },
  ],
  /** A series part, beside the tutorial's list. */
  series: [
    {
      id: 'part',
      file: 'src/data/tutorials.ts',
      what: 'part <part> of TUTORIAL_SERIES["<series>"].parts: {slug: "<slug>", title: "…"}, and in replaces the ids of the previous part\'s blocks this part removes or retypes',
      check: 'tests/unit/data/tutorial-series.test.ts',
    },
  ],
  example: [
    {
      id: 'project',
      file: 'examples/_projects/<slug>.tessera.json',
      what: 'the starter project of the example',
      check: 'npm run build',
    },
    {
      id: 'scenario',
      file: 'examples/_projects/<slug>.scenario.json',
      what: 'the steps that check what the example does (npx vitest run tests/unit/sim)',
      check: 'tests/unit/sim/scenarios.test.ts',
    },
    {
      id: 'tags',
      file: 'examples/tags.yml',
      what: 'the tags you use',
      check: 'npm run build',
    },
    {
      id: 'route',
      file: 'tests/routes.ts',
      what: 'take /examples/<slug> out of PENDING, or add it to EXAMPLES',
      check: 'tests/site/routes.spec.ts',
    },
  ],
  blog: [
    {
      id: 'tags',
      file: 'blog/tags.yml',
      what: 'the tags you use',
      check: 'npm run build',
    },
    {
      id: 'authors',
      file: 'blog/authors.yml',
      what: 'the team that wrote the post, as authors in its front matter (a key of this file)',
      check: 'npm run build',
    },
  ],
};

/** @typedef {Partial<Record<'slug' | 'category' | 'series' | 'part', string | number>>} Values */

/**
 * One requirement as a line: its file, then what to do there, placeholders filled in.
 * @param {string} kind
 * @param {string} id
 * @param {Values} [values]
 */
export function requirement(kind, id, values) {
  const found = ALSO_TOUCH[kind]?.find((r) => r.id === id);
  if (!found) throw new Error(`ALSO_TOUCH has no requirement ${kind}.${id}`);
  return fill(`${found.file}: ${found.what}`, values);
}

/**
 * Every requirement of a kind, as lines.
 * @param {string} kind
 * @param {Values} [values]
 */
export function requirements(kind, values) {
  return (ALSO_TOUCH[kind] ?? []).map((r) => fill(`${r.file}: ${r.what}`, values));
}

/**
 * @param {string} text
 * @param {Values} [values]
 */
function fill(text, values) {
  return text.replace(/<(slug|category|series|part)>/g, (all, /** @type {keyof Values} */ key) =>
    values?.[key] === undefined ? all : String(values[key]),
  );
}
