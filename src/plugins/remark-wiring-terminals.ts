/**
 * Remark plugin: in a wiring table, each terminal name ("RS485-A", "PWM1",
 * "R1-NO") becomes a link to that terminal's mark in its device's drawing on
 * the hardware page (src/components/DeviceDrawing), so a reader finds every
 * terminal a table names in a picture. Tables stay as writers write them.
 *
 * A wiring table is a Markdown table with a column headed by a device
 * ("BP-01 terminal", "Tile #57 terminal", "TBT connection") or headed
 * "Terminal", "From", "To" or "Port and terminals". The device of a cell is the
 * first of: a device or tile the cell names, one the row's first cell names,
 * the column header's, the heading above the table's, the page's project files'
 * device, its front-matter device tag. A word shaped like a terminal
 * ("DI9", "RS485-C", "R5-NO") that the device lacks stops the build, naming the
 * file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import modules from './live-data/modules';
import {liveData} from './live-data';
import type {DeviceId, TerminalOwnerId} from '../data/hardware';

type Hardware = typeof modules.hardware;

interface Node {
  type: string;
  value?: string;
  depth?: number;
  name?: string;
  url?: string;
  children?: Node[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  position?: {start: {line: number}};
}

/** A run of capitals, digits and hyphens, optionally signed: how terminals are printed. */
const TOKEN = /(?<![\w+−-])\+?[0-9A-Z][0-9A-Z]*(?:-[0-9A-Z]+)*[+−]?(?![\w+−-])/g;
const DEVICE_NAME = /\b(BP-01|CP-02|CP-03|TBT)\b/g;
const TILE_NAME = /\btile #(\d+)/gi;
const TERMINAL_HEADER = /^(terminals?|from|to|port and terminals)$/i;

/** A printed name reduced to its form: "R3-NO" and "R1-COM" are both "R#-*". */
export function terminalShape(name: string): string {
  return name.replace(/\d+/g, '#').replace(/-.+$/, '-*');
}

/**
 * The devices and tiles a piece of text names. "TBT" alone means the TBT and
 * every tile, since a TBT's terminals are on its tiles.
 */
export function ownersNamed(text: string, hw: Hardware): TerminalOwnerId[] {
  const tiles = [...text.matchAll(TILE_NAME)].map((m) => `tile-${m[1]}` as TerminalOwnerId);
  if (tiles.length) return [...new Set(tiles)];
  const devices = [...new Set([...text.matchAll(DEVICE_NAME)].map((m) => m[1]))];
  if (devices.length !== 1) return [];
  const id = devices[0].toLowerCase() as DeviceId;
  return id === 'tbt' ? ['tbt', ...hw.TILES.map((t) => hw.tileOwnerId(t))] : [id];
}

const shapeCache = new WeakMap<Hardware, Set<string>>();
function terminalShapes(hw: Hardware): Set<string> {
  let shapes = shapeCache.get(hw);
  if (!shapes) {
    const all = hw.TERMINAL_OWNERS.flatMap((o) => hw.terminalsOf(o.id));
    shapes = new Set(all.map((t) => terminalShape(t.name)));
    shapeCache.set(hw, shapes);
  }
  return shapes;
}

export interface TerminalMatch {
  /** Where the name is in the text. */
  index: number;
  name: string;
  /** The link target, or why the build must stop. */
  url?: string;
  error?: string;
}

/**
 * The terminal names in one wiring-table cell, resolved on the given devices
 * or tiles. Words that are not shaped like any terminal ("GND", "DS18B20")
 * are left alone. The shared rule behind the links, for any check of the tables.
 */
export function findTerminals(
  text: string,
  owners: TerminalOwnerId[],
  hw: Hardware = modules.hardware,
): TerminalMatch[] {
  const shapes = terminalShapes(hw);
  const out: TerminalMatch[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const name = m[0];
    if (!shapes.has(terminalShape(name))) continue;
    if (owners.length === 0) {
      out.push({
        index: m.index,
        name,
        error: `"${name}" looks like a terminal, but nothing says which device this table wires: name it in the column header ("BP-01 terminal") or in the heading above`,
      });
      continue;
    }
    const found = hw.resolveTerminal(name, owners);
    out.push(
      'terminal' in found
        ? {index: m.index, name, url: hw.terminalUrl(found.terminal)}
        : {index: m.index, name, error: found.error},
    );
  }
  return out;
}

const plain = (node: Node): string =>
  node.value ?? (node.children ?? []).map(plain).join(node.type === 'tableRow' ? ' | ' : '');

/** The devices of the project files a page draws (`<FlowDiagram src>`), if they agree. */
function projectOwners(tree: Node, file: string | undefined, hw: Hardware): TerminalOwnerId[] {
  if (!file) return [];
  const devices = new Set<string>();
  visit(tree as never, (node: Node) => {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'FlowDiagram') return;
    const src = node.attributes?.find((a) => a.name === 'src')?.value;
    if (typeof src !== 'string') return;
    const json = path.resolve(path.dirname(file), src);
    const device = (JSON.parse(fs.readFileSync(json, 'utf8')) as {device?: string}).device;
    if (device && device !== 'simulator') devices.add(device);
  });
  return devices.size === 1 ? ownersNamed([...devices][0].toUpperCase(), hw) : [];
}

function tagOwners(frontMatter: unknown, hw: Hardware): TerminalOwnerId[] {
  const tags = (frontMatter as {tags?: unknown} | undefined)?.tags;
  if (!Array.isArray(tags)) return [];
  const named = tags.filter((t) => ['bp-01', 'cp-02', 'cp-03', 'tbt'].includes(String(t)));
  return named.length === 1 ? ownersNamed(String(named[0]).toUpperCase(), hw) : [];
}

/** Replaces the terminal names in a cell's text with links; returns the errors. */
function linkCell(cell: Node, owners: TerminalOwnerId[], hw: Hardware, where: string): string[] {
  const errors: string[] = [];
  cell.children = (cell.children ?? []).flatMap((child) => {
    if (child.type !== 'text' || !child.value) return [child];
    const text = child.value;
    const matches = findTerminals(text, owners, hw);
    const out: Node[] = [];
    let at = 0;
    for (const m of matches) {
      if (m.error) {
        errors.push(`${where}:${cell.position?.start.line ?? '?'}: wiring table: ${m.error}`);
        continue;
      }
      if (m.index > at) out.push({type: 'text', value: text.slice(at, m.index)});
      out.push({type: 'link', url: m.url, children: [{type: 'text', value: m.name}]});
      at = m.index + m.name.length;
    }
    if (at < text.length) out.push({type: 'text', value: text.slice(at)});
    return out;
  });
  return errors;
}

export default function remarkWiringTerminals(options: {siteDir: string}) {
  return async (tree: Node, vfile: {path?: string; data: {frontMatter?: unknown}}) => {
    const hw = (await liveData()).hardware;
    const where = vfile.path ? path.relative(options.siteDir, vfile.path) : '<unknown file>';
    let pageOwners: TerminalOwnerId[] | undefined;
    const pageContext = () =>
      (pageOwners ??= (() => {
        const fromProjects = projectOwners(tree, vfile.path, hw);
        return fromProjects.length ? fromProjects : tagOwners(vfile.data.frontMatter, hw);
      })());
    let heading: TerminalOwnerId[] = [];
    const errors: string[] = [];
    for (const node of tree.children ?? []) {
      if (node.type === 'heading' && (node.depth ?? 0) <= 3) heading = ownersNamed(plain(node), hw);
      if (node.type !== 'table') continue;
      const [head, ...rows] = node.children ?? [];
      const headers = (head.children ?? []).map((c) => plain(c).trim());
      const columns = headers.flatMap((h, i) => {
        const named = ownersNamed(h, hw);
        if (named.length && /terminal|connection/i.test(h)) return [{i, owners: named}];
        return TERMINAL_HEADER.test(h) ? [{i, owners: [] as TerminalOwnerId[]}] : [];
      });
      if (!columns.length) continue;
      for (const row of rows) {
        const cells = row.children ?? [];
        for (const col of columns) {
          const cell = cells[col.i];
          if (!cell) continue;
          const candidates = [
            ownersNamed(plain(cell), hw),
            col.i > 0 ? ownersNamed(plain(cells[0]), hw) : [],
            col.owners,
            heading,
          ];
          const owners = candidates.find((c) => c.length) ?? pageContext();
          errors.push(...linkCell(cell, owners, hw, where));
        }
      }
    }
    if (errors.length) throw new Error(errors.join('\n'));
  };
}
