/**
 * Remark plugin for the tutorial series. On a lesson whose front matter has
 * `series` and `part`, it puts a `<SeriesHeader>` at the top of the post, built
 * from src/data/tutorials.ts and carrying the previous part's project file (the
 * part's start project), and marks in the part's own diagram the blocks the
 * part adds. Done at build time so the data reaches only the 12 series pages,
 * in their own chunks, and the header is in the static HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {expressionAttribute} from './mdx-jsx';
import type {ProjectFile} from '../data/projects/types';
import {addedBlocks} from '../data/projects/series';
import type {TutorialSeries} from '../data/tutorials';
import {dataFiles, liveData} from './live-data';
import {dependsOn} from './mdx-dependencies';

/** What the header shows; the component's props. */
export interface SeriesHeaderData {
  seriesTitle: string;
  /** 1-based. */
  part: number;
  parts: {title: string; url: string}[];
  /** The previous part's finished project, or none for part 1 (an empty project). */
  start?: {fileName: string; file: ProjectFile};
}

interface Node {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
  data?: unknown;
}

const COMPONENT = 'SeriesHeader';
const MODULE = '@site/src/components/SeriesHeader';

/** `import SeriesHeader from '…'`, as MDX's ESM node, so the page needs no import of its own. */
const importNode = (): Node => ({
  type: 'mdxjsEsm',
  value: `import ${COMPONENT} from '${MODULE}';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [
            {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}},
          ],
          source: {type: 'Literal', value: MODULE, raw: JSON.stringify(MODULE)},
        },
      ],
    },
  },
});

// The blog plugin compiles each post twice: in full, and cut at this marker for the list
// pages. The header and its start project belong to the post page only.
const TRUNCATE = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/;

const readProject = (file: string, what: string): ProjectFile => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectFile;
  } catch (error) {
    throw new Error(`${what}: cannot read ${file} (${(error as Error).message})`);
  }
};

export default function remarkTutorialSeries(options: {siteDir: string}) {
  return async (
    tree: Node,
    vfile: {path?: string; value?: unknown; data: Record<string, unknown>},
  ) => {
    // src/data/tutorials.ts as it is now, also in `npm start` after an edit.
    const {TUTORIAL_SERIES, tutorialUrl} = (await liveData()).tutorials;
    const fm = (vfile.data.frontMatter ?? {}) as {series?: unknown; part?: unknown};
    if (typeof fm.series !== 'string' || !Object.hasOwn(TUTORIAL_SERIES, fm.series)) return;
    const series = TUTORIAL_SERIES[fm.series as TutorialSeries];
    const part = fm.part;
    // A wrong part is reported by content-validation, with the other front-matter problems.
    if (typeof part !== 'number' || !Number.isInteger(part) || !series.parts[part - 1]) return;
    if (!vfile.path || !TRUNCATE.test(String(vfile.value))) return;

    const projects = path.join(path.dirname(vfile.path), '_projects');
    const fileOf = (slug: string) => path.join(projects, `${slug}.tessera.json`);
    const page = path.relative(options.siteDir, vfile.path);
    const current = series.parts[part - 1];
    const previous = series.parts[part - 2];
    const ownFile = fileOf(current.slug);
    dependsOn(vfile.path, [ownFile, ...(previous ? [fileOf(previous.slug)] : []), ...dataFiles()]);

    const start = previous
      ? {
          fileName: path.basename(fileOf(previous.slug)),
          file: readProject(
            fileOf(previous.slug),
            `${page} (part ${part} of "${series.title}") starts from part ${part - 1}'s project`,
          ),
        }
      : undefined;

    const header: SeriesHeaderData = {
      seriesTitle: series.title,
      part,
      parts: series.parts.map((p) => ({title: p.title, url: tutorialUrl(p.slug)})),
      ...(start && {start}),
    };
    tree.children?.unshift(importNode(), {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [expressionAttribute('data', header)],
      children: [],
    });

    // The part's own diagram marks what the part adds; remark-flow-diagram then reads the file.
    visit(tree as never, (node: Node) => {
      if (node.name !== 'FlowDiagram' || !node.attributes) return;
      const src = node.attributes.find((a) => a.name === 'src')?.value;
      if (typeof src !== 'string') return;
      if (path.resolve(path.dirname(vfile.path!), src) !== ownFile) return;
      if (node.attributes.some((a) => a.name === 'highlight')) {
        throw new Error(
          `${page}: remove highlight from the diagram of ${src}: a series part marks the blocks it adds by itself.`,
        );
      }
      const own = readProject(ownFile, page);
      node.attributes.push(expressionAttribute('highlight', addedBlocks(start?.file, own)));
    });
  };
}
