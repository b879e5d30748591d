// Creates a correctly named page with its front matter and its template's
// sections, each with a prompt saying what it needs (CONTRIBUTING.md, "Add a page"):
//   npm run new -- <kind> <slug> [--title "Page title"] [--series <name> --part <n>]
// kinds: block, feature, doc, element, solution, tutorial, example, blog.
// The page renders at once in `npm start`; the production build refuses it,
// with a message naming the file and the field, until its description is
// written, and the content lint refuses it until its sections are.
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline/promises';
import {fileURLToPath} from 'node:url';
import {requirements} from './also-touch.mjs';

const SNAKE = /^[a-z0-9]+(_[a-z0-9]+)*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const DESCRIPTION_PROMPT =
  'One sentence of 50 to 160 characters: what the reader can do with this page. It is the meta description and the search snippet.';
const KEYWORDS_PROMPT =
  'Uncomment and list what people type to find this page: aliases, protocols, part numbers.';

/** Sections of a template: the heading, and what the writer must put under it. */
const s = (/** @type {string} */ heading, /** @type {string} */ prompt) => ({heading, prompt});

/** Where each kind lives, how its slug must look and its template's sections; the other files to touch are in ./also-touch.mjs. */
export const KINDS = {
  block: {
    dir: 'docs/blocks',
    pattern: /^node_[a-z0-9]+(_[a-z0-9]+)*$/,
    rule: 'node_ followed by lowercase words joined by "_", and the id of a record in src/data/blocks/records/',
    sections: [
      s(
        'Inputs and outputs',
        'The table comes from the record; add a sentence only if a port needs one.',
      ),
      s(
        'Properties',
        'The table comes from the record; say which property people change first and why.',
      ),
      s(
        'How it behaves',
        'Numbered steps: what the block does with each input, when it sends each output, what goes to its error output, with numbers and units.',
      ),
      s(
        'Examples',
        'One to three worked examples, each a ### heading, the settings, what you see (the exact Console line or output state) and its diagram. The starter project file is in ./_projects/: make it the first example.',
      ),
      s(
        'Common problems',
        'The exact messages come from the record; add the mistakes people make that give no message.',
      ),
      s(
        'Related blocks',
        'Generated from the record: no text needed unless a choice between blocks needs explaining.',
      ),
    ],
  },
  feature: {
    dir: 'docs/features',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_": the short name in src/data/features.ts, e.g. modbus_master',
    sections: [
      s(
        'When to switch it on',
        'What the feature gives a project, and when a reader needs it; name the blocks that need it.',
      ),
      s(
        'How it works',
        'What runs on the device and what crosses the network: ports, directions, timings.',
      ),
      s(
        'Requirements',
        'Devices (from src/data/hardware.ts), runtime version, network and accounts.',
      ),
      s(
        'Switch it on',
        'Numbered steps in **Project settings → Features**, each setting with its default and range.',
      ),
      s('Limits', 'Numbers: connections, sizes, rates, with units.'),
      s('Troubleshooting', 'Each exact message a reader can see, its cause and its fix.'),
      s('Related blocks and pages', 'Links to the blocks and the docs that use this feature.'),
    ],
  },
  doc: {
    dir: 'docs',
    pattern: /^[a-z0-9_]+(\/[a-z0-9_]+)*$/,
    rule: 'lowercase path segments of letters, digits and "_", e.g. protocols/modbus',
    sections: [
      s('Overview', 'What the page helps the reader do, in two or three sentences.'),
      s('Before you start', 'Hardware, software, accounts and the pages to read first.'),
      s('Steps', 'Numbered, each ending in what the reader should see.'),
      s('Troubleshooting', 'Each exact message a reader can see, its cause and its fix.'),
      s('Related pages', 'Links to the next pages to read.'),
    ],
  },
  element: {
    dir: 'elements',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_", e.g. flood_detection',
    sections: [
      s(
        'What it monitors and why it matters',
        'The quantity, the risk it catches, and who acts on it.',
      ),
      s(
        'Supported sensors',
        'Sensors and actuators that work, with interfaces from src/data/hardware.ts, and what is not supported.',
      ),
      s('Wiring', 'A table: sensor wire, device terminal, notes.'),
      s(
        'The blocks and the application graph',
        'The blocks used, and the graph: save the project file as ./_projects/<slug>.tessera.json and draw it with a FlowDiagram whose src names it.',
      ),
      s(
        'Thresholds, alerts and the dashboard',
        'Default thresholds with units, what raises an alert, what the dashboard shows.',
      ),
      s('Limits and data rates', 'Sample rates, ranges, accuracy, with units.'),
      s('Troubleshooting', 'Each exact message or symptom, its cause and its fix.'),
      s(
        'Related solutions, tutorials and examples',
        'Links to the solutions that use this capability, and the tutorials and examples that build it.',
      ),
    ],
  },
  solution: {
    dir: 'solutions',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_", e.g. data_center',
    sections: [
      s(
        'The problem and what success looks like',
        'The operation, what goes wrong today, and the measurable outcome.',
      ),
      s(
        'Architecture',
        'Devices → application → dashboard, alerts, cloud; the application graph (a FlowDiagram of ./_projects/<slug>.tessera.json).',
      ),
      s('Capabilities used', 'Links to the /elements pages this solution combines.'),
      s('Reference bill of materials', 'A table: device or sensor, quantity, role.'),
      s('Rollout', 'Numbered steps from a pilot to the whole site.'),
      s('What to measure', 'The figures that show it works, with units.'),
      s('Talk to us', 'Links to /demorequest and /contact.'),
    ],
  },
  tutorial: {
    dir: 'tutorials',
    pattern: SNAKE,
    rule: 'lowercase words joined by "_", e.g. pwm_lights or accesscontrol3',
    sections: [
      s('Goal', 'Three bullets at most: what the reader builds and learns.'),
      s(
        'What you need',
        "Hardware with exact terminals from src/data/hardware.ts, software, and the previous part's project.",
      ),
      s('Wiring', 'A table: part, wire, device terminal. Delete this section if nothing is wired.'),
      s(
        'Steps',
        'Numbered; each ends in what the reader should see: the exact Console line, relay or widget state.',
      ),
      s(
        'The graph',
        "This part's application, in ./_projects/<slug>.tessera.json (a starter is there), drawn below; write what the reader sees when they press Run, and check it in ./_projects/<slug>.scenario.json.",
      ),
      s('Troubleshooting', 'Each exact message or symptom, its cause and its fix.'),
      s('Recap and next step', 'What the reader can now do, and a link to the next tutorial.'),
    ],
  },
  example: {
    dir: 'examples',
    pattern: KEBAB,
    rule: 'lowercase words joined by "-", e.g. modbus-energy-meter',
    sections: [
      s(
        'The problem',
        'One paragraph: the situation and what goes wrong without this application.',
      ),
      s('The solution', 'One sentence.'),
      s(
        'The graph',
        'The application, in ./_projects/<slug>.tessera.json (a starter is there), drawn below; write what the reader sees when they press Run, and check it in ./_projects/<slug>.scenario.json.',
      ),
      s('Blocks used', 'The blocks with their counts, and the devices that run it.'),
      s('Hardware', 'The device and sensors, with terminals from src/data/hardware.ts.'),
      s('How it works', 'Block by block, in the order a message travels.'),
      s('Variations', 'Changes a reader can make, each naming the block or property to change.'),
    ],
  },
  blog: {
    dir: 'blog',
    pattern: KEBAB,
    rule: 'lowercase words joined by "-", e.g. canvas-tabs',
    sections: [
      s(
        'What changed',
        'What shipped, in which release (src/data/releases.ts), and what it is for.',
      ),
      s(
        'How it works',
        "The story, with at least one picture drawn from the project's data: a diagram, a table or a block card.",
      ),
      s('Try it', 'Links to the blocks, features, tutorials and examples this post concerns.'),
    ],
  },
};

/**
 * A kind's entry in KINDS; the script takes the kind from the command line, so as a string.
 * @param {string} kind
 */
function kindSpec(kind) {
  const spec = /** @type {Record<string, (typeof KINDS)['block'] | undefined>} */ (KINDS)[kind];
  if (!spec)
    throw new Error(`Unknown kind "${kind}". Use one of: ${Object.keys(KINDS).join(', ')}.`);
  return spec;
}

const LISTING = new Set(['element', 'solution', 'tutorial', 'example', 'blog']);
/** Kinds whose page draws its own project file, written beside it in ./_projects/ with a scenario. */
const PROJECT_KINDS = new Set(['tutorial', 'example']);

/**
 * The record's own title for a block, or the FEATURES title for a feature: a
 * title from data, so it cannot drift from the catalogue. Read as text because
 * this script runs in plain Node, without a TypeScript loader; a test checks
 * every record and feature, so a change of shape fails it.
 * @param {string} kind
 * @param {string} slug
 * @param {string} root
 */
export function titleFromData(kind, slug, root) {
  const files =
    kind === 'block'
      ? readdirSync(path.join(root, 'src/data/blocks/records')).map((f) =>
          path.join(root, 'src/data/blocks/records', f),
        )
      : kind === 'feature'
        ? [path.join(root, 'src/data/features.ts')]
        : [];
  const key = kind === 'block' ? 'id' : 'short';
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(`${key}: '${slug}',`);
    if (at < 0) continue;
    // The entry runs to the next entry's key; its title is the first `title:` in it.
    const next = text.indexOf(`${key}: '`, at + key.length + slug.length + 4);
    const entry = text.slice(at, next < 0 ? undefined : next);
    const m = entry.match(/\btitle: '((?:[^'\\]|\\.)*)'/);
    if (m) return m[1].replace(/\\'/g, "'");
  }
  return undefined;
}

/**
 * The category of a block's record: the name of the records file that holds it.
 * @param {string} id
 * @param {string} root
 */
export function recordCategory(id, root) {
  const dir = path.join(root, 'src/data/blocks/records');
  return readdirSync(dir)
    .filter((f) => /^[a-z]+\.ts$/.test(f))
    .find((f) => readFileSync(path.join(dir, f), 'utf8').includes(`id: '${id}',`))
    ?.replace(/\.ts$/, '');
}

/**
 * The slugs of a series' parts in order, from TUTORIAL_SERIES in
 * src/data/tutorials.ts, or undefined for no such series. Read as text, as
 * titleFromData reads records; a test compares it with the data for every series.
 * @param {string} series
 * @param {string} root
 */
export function seriesParts(series, root) {
  const text = readFileSync(path.join(root, 'src/data/tutorials.ts'), 'utf8');
  const start = text.indexOf('export const TUTORIAL_SERIES');
  const body = text.slice(start);
  const key = series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = body.search(new RegExp(`\\n  (${key}|'${key}'): \\{`));
  if (start < 0 || at < 0) return undefined;
  const next = body.slice(at + 1).search(/\n {2}(\w+|'[^']+'): \{|\n\}/);
  const entry = body.slice(at, next < 0 ? undefined : at + 1 + next);
  return [...entry.matchAll(/\{slug: '([^']+)'/g)].map((m) => m[1]);
}

/**
 * The series keys of TUTORIAL_SERIES, read as text.
 * @param {string} root
 */
function seriesKeys(root) {
  const text = readFileSync(path.join(root, 'src/data/tutorials.ts'), 'utf8');
  const body = text.slice(text.indexOf('export const TUTORIAL_SERIES'));
  return [...body.matchAll(/\n {2}(\w+|'[^']+'): \{\n {4}title:/g)].map((m) =>
    m[1].replace(/'/g, ''),
  );
}

/**
 * Slugs already taken in a listing section: file names and `slug:` front matter.
 * @param {string} dir
 * @returns {Set<string>}
 */
function takenSlugs(dir) {
  if (!existsSync(dir)) return new Set();
  /** @type {Set<string>} */
  const taken = new Set();
  for (const file of readdirSync(dir)) {
    if (!/\.mdx?$/.test(file)) continue;
    taken.add(file.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, ''));
    const slug = readFileSync(path.join(dir, file), 'utf8').match(/^slug:\s*['"]?([^'"\n]+)/m)?.[1];
    if (slug)
      taken.add(
        slug
          .replace(/^\/+|\/+$/g, '')
          .split('/')
          .at(-1) ?? slug,
      );
  }
  return taken;
}

/**
 * @param {string} kind
 * @param {string} slug
 * @param {string} title
 * @param {string} date
 * @param {{series?: string, part?: number, authorKeys?: string[]}} [options]
 */
function frontMatter(kind, slug, title, date, {series, part, authorKeys = []} = {}) {
  const lines = [`title: ${JSON.stringify(title)}`];
  if (kind === 'block') {
    // A block page's description and keywords come from its record (config/markdown.ts).
    lines.push(`sidebar_label: ${JSON.stringify(title)}`, `slug: /blocks/${slug}/`);
  } else {
    lines.push(
      `# ${DESCRIPTION_PROMPT}`,
      `description: ''`,
      `# ${KEYWORDS_PROMPT}`,
      '# keywords: [word, another word]',
    );
  }
  if (kind === 'feature') lines.push(`slug: /features/${slug}`);
  if (LISTING.has(kind)) {
    lines.push(
      `slug: ${slug}`,
      `date: ${date}`,
      `# Keys of ${kindSpec(kind).dir}/tags.yml.`,
      'tags: []',
    );
  }
  if (kind === 'tutorial') {
    // Left empty, like the description: the build names each field until the writer decides it.
    lines.push(
      '# basics, hardware or access-control (TUTORIAL_TRACKS in src/data/tutorials.ts); sprinkler parts are hardware.',
      `track: ''`,
      '# beginner, intermediate or advanced.',
      `level: ''`,
      '# The minutes a reader needs to follow the steps, a whole number (typically 15 to 45).',
      `duration: ''`,
    );
    if (series)
      lines.push(
        "# The series and this part's place in it, as TUTORIAL_SERIES in src/data/tutorials.ts lists it.",
        `series: ${series}`,
        `part: ${part}`,
      );
    else
      lines.push(
        '# Series parts only: npm run new -- tutorial <slug> --series <name> --part <n> writes these.',
        '# series: sprinkler',
        '# part: 1',
      );
  }
  if (kind === 'blog') {
    lines.push(
      `# Who wrote it: a team of blog/authors.yml (${authorKeys.join(', ')}); team is the whole engineering team.`,
      'authors: team',
    );
  }
  if (kind === 'element') {
    lines.push(
      '# monitoring or control: the column of the Capabilities menu.',
      'group: monitoring',
      '# One of ICON_NAMES in src/data/icons.ts.',
      'icon: activity',
      '# 1 to 80 characters: the line under the title in the Capabilities menu.',
      `menu_description: ''`,
    );
  }
  return `---\n${lines.join('\n')}\n---\n`;
}

const BLOCK_IMPORTS = (/** @type {string} */ id) =>
  `import {BlockHeader, BlockPorts, BlockProperties, BlockErrors, BlockRelated} from '@site/src/components/BlockReference';
import FlowDiagram from '@site/src/components/FlowDiagram';

<BlockHeader id="${id}" />

{/* One or two sentences: what the block is for, and which block to use instead when it is not the right one. */}
`;

/**
 * Where a block's own component goes, under its section.
 * @type {Record<string, string>}
 */
const BLOCK_COMPONENT = {
  'Inputs and outputs': 'BlockPorts',
  Properties: 'BlockProperties',
  'Common problems': 'BlockErrors',
  'Related blocks': 'BlockRelated',
};

/**
 * @param {string} kind
 * @param {string} slug
 */
function body(kind, slug) {
  const spec = kindSpec(kind);
  const parts = spec.sections.map(({heading, prompt}) => {
    const lines = [`## ${heading}`, '', `{/* ${prompt.replaceAll('<slug>', slug)} */}`];
    if (kind === 'block' && BLOCK_COMPONENT[heading])
      lines.push('', `<${BLOCK_COMPONENT[heading]} id="${slug}" />`);
    if (kind === 'block' && heading === 'Examples')
      lines.push('', `<FlowDiagram src="./_projects/${slug}-example.tessera.json" />`);
    if (PROJECT_KINDS.has(kind) && heading === 'The graph')
      lines.push('', `<FlowDiagram src="./_projects/${slug}.tessera.json" />`);
    return lines.join('\n') + '\n';
  });
  const intro =
    kind === 'block'
      ? BLOCK_IMPORTS(slug)
      : LISTING.has(kind)
        ? `${PROJECT_KINDS.has(kind) ? "\nimport FlowDiagram from '@site/src/components/FlowDiagram';\n" : ''}\n{/* Two sentences: the summary shown on list pages, above the truncate marker. */}\n\n{/* truncate */}\n`
        : '\n{/* Two or three sentences: what this page is for and who needs it. */}\n';
  return `${intro}\n${parts.join('\n')}`;
}

/**
 * The scenario beside a new project file: it checks nothing yet, so the
 * scenario suite fails until its claim and steps are written (CONTRIBUTING,
 * "Block graphs").
 * @param {string} title
 */
function starterScenario(title, schemas = '../../../schemas', what = 'the first worked example') {
  return (
    JSON.stringify(
      {
        $schema: `${schemas}/scenario.schema.json`,
        format: 'tessera-scenario/1',
        scenarios: [
          {
            name: `${title}: ${what}`,
            claim:
              'Quote the sentence of the page this checks, then list the steps: set an input, advance, and expect the Console line or the state the page promises.',
            steps: [],
          },
        ],
      },
      null,
      2,
    ) + '\n'
  );
}

/**
 * A tutorial's or example's starter: the smallest valid graph that shows
 * something when it runs (a Log line at the start), to be replaced by the
 * page's application.
 * @param {string} title
 * @param {string} schemas
 */
function starterGraph(title, schemas) {
  return (
    JSON.stringify(
      {
        $schema: `${schemas}/project.schema.json`,
        format: 'tessera-project/1',
        name: title,
        blocks: [
          {id: 'system', type: 'node_system'},
          {id: 'started', type: 'node_log', properties: {text: 'started'}},
        ],
        wires: [{from: 'system.start', to: 'started.message'}],
      },
      null,
      2,
    ) + '\n'
  );
}

/**
 * A project with the new block alone: valid once its required properties are set.
 * @param {string} slug
 * @param {string} title
 */
function starterProject(slug, title) {
  return (
    JSON.stringify(
      {
        $schema: '../../../schemas/project.schema.json',
        format: 'tessera-project/1',
        name: `${title} example`,
        blocks: [{id: slug.replace(/^node_/, '').slice(0, 32), type: slug}],
        wires: [],
      },
      null,
      2,
    ) + '\n'
  );
}

/**
 * Checks a series part's place, and returns the previous part's project file
 * (absolute), or null for part 1. Throws a message saying what is allowed.
 * @param {string} kind
 * @param {string} slug
 * @param {string | undefined} series
 * @param {number | undefined} part
 * @param {string} root
 */
function seriesStart(kind, slug, series, part, root) {
  if (kind !== 'tutorial') throw new Error('--series and --part are for a tutorial only.');
  const keys = seriesKeys(root);
  const parts = series === undefined ? undefined : seriesParts(series, root);
  if (!parts)
    throw new Error(
      `--series "${series ?? ''}" is not a series of TUTORIAL_SERIES in src/data/tutorials.ts: use one of ${keys.join(', ')}.`,
    );
  const next = parts.length + 1;
  if (part === undefined || !Number.isInteger(part) || part < 1 || part > next)
    throw new Error(
      `--part ${part ?? ''}: the ${series} series has ${parts.length} parts; give a part from 1 to ${parts.length}, or ${next} for a new part at the end.`,
    );
  if (part <= parts.length && parts[part - 1] !== slug)
    throw new Error(
      `Part ${part} of the ${series} series is "${parts[part - 1]}" in src/data/tutorials.ts: use that slug, or --part ${next} for a new part at the end.`,
    );
  if (part === 1) return null;
  const previous = path.join(root, 'tutorials/_projects', `${parts[part - 2]}.tessera.json`);
  if (!existsSync(previous))
    throw new Error(
      `Part ${part} starts from part ${part - 1}'s project, ${path.relative(root, previous)}, which does not exist: write part ${part - 1} first.`,
    );
  return previous;
}

/**
 * The previous part's finished project under this part's name: every block and wire kept.
 * @param {string} file
 * @param {string} title
 */
function fromPrevious(file, title) {
  const project = JSON.parse(readFileSync(file, 'utf8'));
  // The name is this part's; the description, if any, was the previous part's.
  delete project.description;
  return JSON.stringify({...project, name: title}, null, 2) + '\n';
}

/**
 * Writes the page and returns the paths it created, relative to `root`, or
 * throws a message that says what is wrong and what is allowed.
 * A series part (`series` and `part`) gets its series fields and a starter
 * project that is the previous part's finished one, so it keeps every block
 * and wire of it as the series rule asks (tests/unit/data/tutorial-series.test.ts).
 * @param {{kind: string, slug: string, title?: string, root: string, date?: string, series?: string, part?: number}} options
 * @returns {string[]}
 */
export function scaffold({
  kind,
  slug,
  title,
  root,
  date = new Date().toISOString().slice(0, 10),
  series,
  part,
}) {
  const spec = kindSpec(kind);
  if (!spec.pattern.test(slug ?? '')) {
    throw new Error(`"${slug}" is not a valid ${kind} slug: use ${spec.rule}.`);
  }
  const fromData = titleFromData(kind, slug, root);
  if (kind === 'block' && !fromData) {
    throw new Error(
      `"${slug}" has no record in src/data/blocks/records/: add the block's record first.`,
    );
  }
  const heading = fromData ?? title;
  if (!heading?.trim()) {
    throw new Error(
      `Give the page's title with --title "…": the slug "${slug}" cannot say how its words are spelt (PWM, LoRaWAN, BP-01) or which are capitalised. Use sentence case.`,
    );
  }
  const previous =
    series === undefined && part === undefined
      ? undefined
      : seriesStart(kind, slug, series, part, root);
  const name = kind === 'blog' ? `${date}-${slug}.mdx` : `${slug}.mdx`;
  const file = path.join(root, spec.dir, name);
  const sectionDir = path.join(root, spec.dir);
  if (
    existsSync(file) ||
    existsSync(file.replace(/\.mdx$/, '.md')) ||
    (LISTING.has(kind) && takenSlugs(sectionDir).has(slug))
  ) {
    throw new Error(
      `${kind} "${slug}" already exists in ${spec.dir}/: choose another slug or edit that page.`,
    );
  }
  const ownProject = path.join(sectionDir, '_projects', `${slug}.tessera.json`);
  if (PROJECT_KINDS.has(kind) && existsSync(ownProject)) {
    throw new Error(
      `${path.relative(root, ownProject)} already exists: choose another slug, or remove the file if no page draws it.`,
    );
  }
  const created = [file];
  mkdirSync(path.dirname(file), {recursive: true});
  const authorKeys =
    kind === 'blog' && existsSync(path.join(root, 'blog/authors.yml'))
      ? [
          ...readFileSync(path.join(root, 'blog/authors.yml'), 'utf8').matchAll(
            /^([a-z][\w-]*):/gm,
          ),
        ].map((m) => m[1])
      : [];
  writeFileSync(
    file,
    `${frontMatter(kind, slug, heading, date, {series, part, authorKeys})}${body(kind, slug)}`,
  );
  if (kind === 'block') {
    const project = path.join(sectionDir, '_projects', `${slug}-example.tessera.json`);
    if (!existsSync(project)) {
      mkdirSync(path.dirname(project), {recursive: true});
      writeFileSync(project, starterProject(slug, heading));
      created.push(project);
      const scenario = project.replace(/\.tessera\.json$/, '.scenario.json');
      writeFileSync(scenario, starterScenario(heading));
      created.push(scenario);
    }
  }
  if (PROJECT_KINDS.has(kind)) {
    const project = ownProject;
    const schemas = path.relative(path.dirname(project), path.join(root, 'schemas'));
    mkdirSync(path.dirname(project), {recursive: true});
    writeFileSync(
      project,
      previous
        ? fromPrevious(previous, heading)
        : starterGraph(heading, schemas.split(path.sep).join('/')),
    );
    const scenario = project.replace(/\.tessera\.json$/, '.scenario.json');
    writeFileSync(
      scenario,
      starterScenario(heading, schemas.split(path.sep).join('/'), 'what the page says happens'),
    );
    created.push(project, scenario);
  }
  return created.map((f) => path.relative(root, f));
}

/**
 * The front-matter fields the scaffold leaves empty (`''`) for the writer to fill in.
 * @param {string} kind
 */
export function promptedFields(kind) {
  return [...frontMatter(kind, 'x', 'X', '2026-01-01').matchAll(/^(\w+): ''$/gm)].map((m) => m[1]);
}

/**
 * What to do next: the files the page's kind also needs (./also-touch.mjs,
 * the list the checks quote), and how to preview it.
 * @param {string} kind
 * @param {string} slug
 * @param {string[]} created
 * @param {{root?: string, series?: string, part?: number}} [options]
 */
export function nextSteps(kind, slug, created, {root, series, part} = {}) {
  const route =
    kind === 'block'
      ? `/docs/blocks/${slug}/`
      : kind === 'feature'
        ? `/docs/features/${slug}`
        : kind === 'doc'
          ? `/docs/${slug}`
          : `/${kindSpec(kind).dir}/${slug}`;
  return [
    `Created ${created.join(' and ')}.`,
    `Preview it with npm start at http://localhost:3000${route}; it renders now.`,
    ...(promptedFields(kind).length
      ? [
          `Before it builds: write ${promptedFields(kind).join(', ')} in its front matter (the build names the file and each field until you do).`,
        ]
      : []),
    'Before the checks pass: write every section (each has a prompt in {/* … */}, delete the prompts and the sections that carry nothing).',
    'Also touch:',
    ...[
      ...requirements(kind, {
        slug,
        category: kind === 'block' && root ? recordCategory(slug, root) : undefined,
      }),
      // A part beyond the series' data is a new part: the data comes first.
      ...(series && root && part !== undefined && part > (seriesParts(series, root)?.length ?? 0)
        ? requirements('series', {slug, series, part})
        : []),
    ].map((line) => `  - ${line}`),
  ].join('\n');
}

/** @param {string} question */
async function ask(question) {
  const rl = createInterface({input: process.stdin, output: process.stdout});
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, slug, ...rest] = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  let title = option('--title');
  const series = option('--series');
  const part = option('--part') === undefined ? undefined : Number(option('--part'));
  try {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    if (
      !title &&
      Object.hasOwn(KINDS, kind) &&
      !titleFromData(kind, slug, root) &&
      kind !== 'block' &&
      process.stdin.isTTY
    ) {
      title = await ask('Title of the page, in sentence case (e.g. "PWM lights"): ');
    }
    const created = scaffold({kind, slug, title, root, series, part});
    console.log(nextSteps(kind, slug, created, {root, series, part}));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(
      'usage: npm run new -- <kind> <slug> [--title "Page title"] [--series <name> --part <n>]',
    );
    process.exit(1);
  }
}
