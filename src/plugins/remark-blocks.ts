/**
 * Remark plugin: block reference components written with a block id
 * (`<BlockPorts id="node_timer" />`) receive that block's data from the
 * catalogue at build time, so a page's chunk carries its own record only,
 * not the whole catalogue, and an unknown id stops the build.
 */
import {visit} from 'unist-util-visit';
import {expressionAttribute, type JsxAttribute} from './mdx-jsx';
import {blockUsage, usageFolders, usageKind} from './project-usage';
import {dataFiles, liveData} from './live-data';
import modules, {type DataModules} from './live-data/modules';
import {dependsOn} from './mdx-dependencies';

interface JsxNode {
  type: string;
  name?: string;
  attributes: JsxAttribute[];
}

/** What each component needs from the catalogue. */
export function blockData(
  component: string,
  id: string,
  siteDir: string,
  source: string,
  data: DataModules = modules,
): unknown {
  const {availability, blockById, blockUrl} = data.blocks;
  const {DEVICES} = data.hardware;
  const record = blockById(id);
  if (!record)
    throw new Error(`${source}: <${component} id="${id}"> names no block in src/data/blocks`);
  const {inputs, outputs, properties, errors} = record;
  switch (component) {
    case 'BlockHeader': {
      const runsOn = availability(record);
      return {
        card: {
          id,
          title: record.title,
          category: record.category,
          summary: record.summary,
          inputs,
          outputs,
        },
        since: record.since,
        devices: DEVICES.map((d) => ({name: d.name, supported: runsOn.includes(d.id)})),
      };
    }
    case 'BlockPorts':
      return {inputs, outputs};
    case 'BlockProperties':
      return {properties};
    case 'BlockErrors':
      return {errors};
    case 'BlockRelated':
      return {
        related: record.related.map((r) => {
          const other = blockById(r)!;
          return {id: r, title: other.title, summary: other.summary, url: blockUrl(r)};
        }),
        usedBy: (blockUsage(siteDir).get(id) ?? []).map(({title, url, section}) => ({
          title,
          url,
          kind: usageKind(section),
        })),
      };
    default:
      return undefined;
  }
}

export const BLOCK_COMPONENTS = [
  'BlockHeader',
  'BlockPorts',
  'BlockProperties',
  'BlockErrors',
  'BlockRelated',
];

/** The block × hardware matrix, compact: one row per block, one boolean per device. */
export function matrixData(data: DataModules = modules) {
  const {BLOCKS, BLOCK_CATEGORIES, availability, blockUrl} = data.blocks;
  const {DEVICES} = data.hardware;
  return {
    devices: DEVICES.map((d) => d.name),
    rows: BLOCKS.map((b) => {
      const runsOn = availability(b);
      return {
        id: b.id,
        title: b.title,
        category: BLOCK_CATEGORIES[b.category],
        url: blockUrl(b.id),
        supported: DEVICES.map((d) => runsOn.includes(d.id)),
      };
    }),
  };
}

export default function remarkBlocks(options: {siteDir: string}) {
  return async (tree: unknown, vfile: {path?: string}) => {
    const data = await liveData();
    visit(tree as never, (node: JsxNode) => {
      if (!['mdxJsxFlowElement', 'mdxJsxTextElement'].includes(node.type)) return;
      if (node.name === 'BlockMatrix' || BLOCK_COMPONENTS.includes(node.name ?? '')) {
        dependsOn(vfile.path, dataFiles());
      }
      if (node.name === 'BlockMatrix') {
        node.attributes.push(expressionAttribute('matrix', matrixData(data)));
        return;
      }
      if (!node.name || !BLOCK_COMPONENTS.includes(node.name)) return;
      const idAttr = node.attributes.find((a) => a.name === 'id');
      if (typeof idAttr?.value !== 'string') {
        throw new Error(`${vfile.path}: <${node.name}> needs id="node_…"`);
      }
      // The "used in" list changes with any page or project file, and with a new one.
      if (node.name === 'BlockRelated') dependsOn(vfile.path, usageFolders(options.siteDir));
      const block = blockData(node.name, idAttr.value, options.siteDir, vfile.path ?? '', data);
      node.attributes = node.attributes.filter((a) => a.name !== 'id');
      node.attributes.push(expressionAttribute('block', block));
    });
  };
}
