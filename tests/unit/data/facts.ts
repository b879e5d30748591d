/**
 * Checks of facts that pages state and src/data decides. Each takes the files
 * it reads as `{file, text}` values, so a test can run it on the real content
 * and on a small fixture that reintroduces a mistake. Each returns messages
 * that name the file and line and say what to change.
 */
import path from 'node:path';
import type {BlockRecord, HardwareNeeds} from '../../../src/data/blocks/types';
import type {Feature} from '../../../src/data/features';
import {INTERFACES, type DeviceId, type InterfaceId} from '../../../src/data/hardware';
import type {ProjectFile} from '../../../src/data/projects/types';

export interface Source {
  /** Path relative to the repository root, as messages print it. */
  file: string;
  text: string;
}

/** Blocks that pages name on purpose although they do not exist (error and custom-block examples, a placeholder). */
export const EXAMPLE_BLOCK_IDS = new Set(['node_teleporter', 'node_acme_dew_point', 'node_x']);

/** The lines of a page outside fenced code, numbered from 1. */
export function proseLines(text: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((t, i) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(t);
    if (fence) {
      if (open && open[1].startsWith(fence)) fence = null;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    out.push({line: i + 1, text: t});
  });
  return out;
}

const lineOf = (text: string, needle: string): number =>
  Math.max(1, text.slice(0, Math.max(0, text.indexOf(needle))).split('\n').length);

// ---------------------------------------------------------------------------
// Data files against each other

/**
 * Every block a feature lists must run on a device that has the feature's
 * hardware: otherwise the feature promises a block no device can deploy.
 */
export function featureBlockProblems(
  features: Feature[],
  blockById: (id: string) => BlockRecord | undefined,
  devices: DeviceId[],
  supports: (device: DeviceId, needs: HardwareNeeds) => boolean,
  featuresSource: Source,
): string[] {
  return features.flatMap((f) => {
    const where = `${featuresSource.file}:${lineOf(featuresSource.text, `short: '${f.short}'`)}`;
    const hosts = devices.filter((d) => supports(d, {anyOf: f.needsAnyOf}));
    return f.blocks.flatMap((id) => {
      const block = blockById(id);
      if (!block)
        return [`${where}: feature "${f.title}" lists ${id}, which is not in the block catalogue.`];
      if (hosts.some((d) => supports(d, block.requires))) return [];
      const needs = [...(block.requires.allOf ?? []), ...(block.requires.anyOf ?? [])].join(', ');
      return [
        `${where}: feature "${f.title}" lists ${id}, but no device with ${f.needsAnyOf.join(' or ') || 'any interface'} runs it (the block needs ${needs}). Remove it from the feature's blocks, or add the interface to the block's requires in src/data/blocks/records/.`,
      ];
    });
  });
}

/**
 * The concepts page's interface table must list every interface id in
 * hardware.ts; the generated <InterfaceTable /> does by construction.
 */
export function interfaceTableProblems(page: Source): string[] {
  if (/<InterfaceTable\s*\/>/.test(page.text)) return [];
  const lines = proseLines(page.text);
  const header = lines.find((l) => /^\|\s*Interface id\s*\|/.test(l.text));
  if (!header)
    return [
      `${page.file}:1: no interface table. Render <InterfaceTable /> from src/components/DeviceSpecs.`,
    ];
  const rows = lines.filter((l) => l.line > header.line).map((l) => l.text);
  const end = rows.findIndex((t) => !t.startsWith('|'));
  const listed = new Set(
    rows
      .slice(0, end < 0 ? undefined : end)
      .flatMap((t) => [...t.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1])),
  );
  return (Object.keys(INTERFACES) as InterfaceId[])
    .filter((id) => !listed.has(id))
    .map(
      (id) =>
        `${page.file}:${header.line}: the interface table lacks \`${id}\` (${INTERFACES[id]}) from src/data/hardware.ts. Add a row, or render <InterfaceTable /> instead of the Markdown table.`,
    );
}

// ---------------------------------------------------------------------------
// Names in prose

/** Every `node_x` in a page's prose is a block of the catalogue. */
export function unknownBlockIdProblems(
  pages: Source[],
  isBlock: (id: string) => boolean,
): string[] {
  return pages.flatMap((p) =>
    proseLines(p.text).flatMap(({line, text}) =>
      [...text.matchAll(/`(node_[a-z0-9_]+)`/g)]
        .map((m) => m[1])
        .filter((id) => !isBlock(id) && !EXAMPLE_BLOCK_IDS.has(id))
        .map(
          (id) =>
            `${p.file}:${line}: \`${id}\` is not a block in the catalogue (src/data/blocks/records/). Use the id of an existing block, as listed under /docs/blocks/.`,
        ),
    ),
  );
}

/** Every **Project settings → Features → X** names a feature by its title in features.ts. */
export function featurePathProblems(pages: Source[], features: Feature[]): string[] {
  const titles = new Set(features.map((f) => f.title));
  return pages.flatMap((p) =>
    proseLines(p.text).flatMap(({line, text}) =>
      [...text.matchAll(/Project settings → Features → ([^*\n]+?)(?:\*\*|[.,;:]?\s*$)/g)]
        .map((m) => m[1].trim())
        .filter((name) => !titles.has(name))
        .map(
          (name) =>
            `${p.file}:${line}: "Project settings → Features → ${name}" names no feature. Use the title from src/data/features.ts, such as ${
              [...titles]
                .filter((t) => t.toLowerCase().includes(name.toLowerCase().split(' ')[0]))
                .map((t) => `"${t}"`)
                .join(' or ') || 'one listed on /docs/concepts/features'
            }.`,
        ),
    ),
  );
}

// ---------------------------------------------------------------------------
// Totals

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NUM = `(\\d+|${WORDS.join('|')})`;
const toNumber = (s: string): number =>
  /^\d+$/.test(s) ? Number(s) : WORDS.indexOf(s.toLowerCase());

export interface Catalogue {
  blocks: number;
  categories: number;
  features: number;
  tiles: number;
}

/**
 * Totals of the catalogue ("64 blocks in 10 categories", "the 26 features",
 * "the eleven tiles") equal the data; counts of one application ("five blocks
 * and six wires", "That is 11 blocks") equal a project file the page draws.
 */
export function totalProblems(
  pages: Source[],
  drawn: (page: Source) => {file: string; project: ProjectFile}[],
  catalogue: Catalogue,
): string[] {
  const catalogueClaims: {re: RegExp; what: keyof Catalogue; group: number}[] = [
    {re: new RegExp(`\\b${NUM} blocks in ${NUM} categories`, 'gi'), what: 'blocks', group: 1},
    {re: new RegExp(`\\b${NUM} blocks in ${NUM} categories`, 'gi'), what: 'categories', group: 2},
    {
      re: new RegExp(`\\b(?:holds|all|all the) ${NUM} blocks\\b(?! in \\w+ categories)`, 'gi'),
      what: 'blocks',
      group: 1,
    },
    {
      re: new RegExp(`\\b(?:the|all|all the) ${NUM} features\\b(?! of)`, 'gi'),
      what: 'features',
      group: 1,
    },
    // "the five tiles of the manufacturing page" counts a page's tiles, not the catalogue's.
    {
      re: new RegExp(`\\b(?:the|all|all the) ${NUM} tiles\\b(?! of)`, 'gi'),
      what: 'tiles',
      group: 1,
    },
  ];
  const projectClaims = [
    new RegExp(`\\b${NUM} blocks and ${NUM} wires\\b`, 'gi'),
    new RegExp(`\\bThat is ${NUM} blocks\\b`, 'gi'),
    new RegExp(`\\bsee the ${NUM} blocks\\b`, 'gi'),
  ];
  return pages.flatMap((p) => {
    const projects = drawn(p);
    return proseLines(p.text).flatMap(({line, text}) => {
      const where = `${p.file}:${line}`;
      const wrong: string[] = [];
      for (const {re, what, group} of catalogueClaims)
        for (const m of text.matchAll(re)) {
          const n = toNumber(m[group]);
          if (n !== catalogue[what])
            wrong.push(
              `${where}: "${m[0]}" but the catalogue has ${catalogue[what]} ${what} (src/data/). Write ${catalogue[what]}.`,
            );
        }
      for (const re of projectClaims)
        for (const m of text.matchAll(re)) {
          const blocks = toNumber(m[1]);
          const wires = m[2] === undefined ? undefined : toNumber(m[2]);
          const fits = projects.some(
            ({project}) =>
              project.blocks.length === blocks &&
              (wires === undefined || project.wires.length === wires),
          );
          if (fits) continue;
          wrong.push(
            projects.length === 0
              ? `${where}: "${m[0]}" but the page draws no project file to count. Draw the application with <FlowDiagram src="…tessera.json" />.`
              : `${where}: "${m[0]}" but the page draws ${projects
                  .map(
                    (d) =>
                      `${d.file} (${d.project.blocks.length} blocks, ${d.project.wires.length} wires)`,
                  )
                  .join(', ')}. Fix the sentence or the project file.`,
          );
        }
      return wrong;
    });
  });
}

// ---------------------------------------------------------------------------
// Link texts

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/\s+(?:blocks?|features?|pages?)$/, '')
    .replace(/s$/, '')
    .trim();

/**
 * A link to a block page reads as the block's title, and a link to a feature
 * page as the feature's title or one of the short names features.ts declares
 * (case, a plural, a possessive and a trailing "block"/"feature" aside).
 * Links whose text is not a name (an id in backticks, "its reference page")
 * are left alone: only texts that name another block or feature are wrong.
 */
export function linkTextProblems(
  pages: Source[],
  blocks: BlockRecord[],
  features: Feature[],
): string[] {
  const blockNames = new Map(blocks.map((b) => [normal(b.title), b]));
  const featureNames = new Map<string, Feature>();
  for (const f of features)
    for (const name of [f.title, ...(f.shortNames ?? [])]) featureNames.set(normal(name), f);
  const names = new Set([...blockNames.keys(), ...featureNames.keys()]);
  return pages.flatMap((p) =>
    proseLines(p.text).flatMap(({line, text}) =>
      [
        ...text.matchAll(
          /\[([^\]]+)\]\((\/docs\/(?:blocks\/(node_[a-z0-9_]+)\/?|features\/([a-z0-9_]+))(?:#[^)]*)?)\)/g,
        ),
      ].flatMap((m) => {
        const label = m[1];
        if (/`/.test(label)) return [];
        const n = normal(label);
        if (m[3]) {
          const block = blocks.find((b) => b.id === m[3]);
          if (!block || normal(block.title) === n) return [];
          if (!names.has(n) && !looksLikeName(label, block.title)) return [];
          return [
            `${p.file}:${line}: link text "${label}" for ${m[3]}; the block's title is "${block.title}" (src/data/blocks/records/). Use the title.`,
          ];
        }
        const feature = features.find((f) => f.short === m[4]);
        if (!feature) return [];
        const allowed = [feature.title, ...(feature.shortNames ?? [])];
        if (allowed.some((a) => normal(a) === n)) return [];
        if (!names.has(n) && !looksLikeName(label, feature.title)) return [];
        return [
          `${p.file}:${line}: link text "${label}" for /docs/features/${feature.short}; the feature's title is "${feature.title}"${feature.shortNames?.length ? ` (short names: ${feature.shortNames.join(', ')})` : ''}. Use the title, or declare the short name in src/data/features.ts.`,
        ];
      }),
    ),
  );
}

/**
 * A text that shares a word with the title and has at most one word more is
 * taken as a name for it ("Modbus TCP slave" for Modbus slave, "Text" for
 * Text format); longer phrases ("the broker settings of MQTT") are prose.
 */
function looksLikeName(label: string, title: string): boolean {
  const words = (s: string) => s.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
  const l = words(label);
  const t = new Set(words(title));
  return l.length <= t.size + 1 && l.some((w) => t.has(w));
}

export const relative = (root: string, file: string) => path.relative(root, file);
