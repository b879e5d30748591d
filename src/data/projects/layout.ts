/**
 * Lays out a project's blocks left to right with dagre, in Node at build
 * time: pages receive coordinates, never the layout library. dagre orders the
 * blocks so that few wires cross, but it knows nothing of ports: the layout
 * then draws each block's ports in the order of the heights of the ports at
 * their wires' other ends, and of a few rankings and block orders tried keeps
 * the one whose wires cross least (countCrossings, also reported by the bench).
 */
import dagre from '@dagrejs/dagre';
import {blockById} from '../blocks';
import {countCrossings} from './crossings';
import type {ProjectFile, ProjectLayout} from './types';

export const NODE_WIDTH = 190;
const HEADER = 30;
const PORT_GAP = 20;
const PADDING = 16;

type Ranker = 'network-simplex' | 'longest-path';
/**
 * The layouts tried, in order; the first with the fewest crossings wins. Over the
 * repository's project files, network-simplex alone gave 485 crossings, these four
 * 451 for 3 s more CPU in the build, all six of dagre's rankings and orders 448 for 10 s.
 */
const TRIES = (['network-simplex', 'longest-path'] as Ranker[]).flatMap((ranker) =>
  [false, true].map((reversed) => ({ranker, reversed})),
);
/** Port orderings: by the blocks' centres, then by the ports the first placed. */
const PASSES = 2;

function layoutWith(
  project: ProjectFile,
  {ranker, reversed}: (typeof TRIES)[number],
): ProjectLayout {
  const g = new dagre.graphlib.Graph();
  g.setGraph({rankdir: 'LR', ranker, nodesep: 28, ranksep: 70, marginx: PADDING, marginy: PADDING});
  g.setDefaultEdgeLabel(() => ({}));
  // dagre's ordering starts from the order blocks and wires are added in.
  const inOrder = <T>(list: T[]) => (reversed ? [...list].reverse() : list);

  const nodes = inOrder(project.blocks).map((b) => {
    const record = blockById(b.type)!;
    // Only the ports the project wires are drawn: a diagram, not a datasheet.
    const used = (side: 'from' | 'to') =>
      new Set(
        project.wires
          .filter((w) => w[side].startsWith(`${b.id}.`))
          .map((w) => w[side].split('.')[1]),
      );
    const ins = record.inputs.filter((p) => used('to').has(p.name)).map((p) => p.name);
    const outs = record.outputs.filter((p) => used('from').has(p.name)).map((p) => p.name);
    const rows = Math.max(ins.length, outs.length, 1);
    const height = HEADER + rows * PORT_GAP + 8;
    g.setNode(b.id, {width: NODE_WIDTH, height});
    return {b, record, ins, outs, height};
  });
  // Two wires between the same blocks are one edge to dagre, which pulls them closer.
  for (const w of inOrder(project.wires)) {
    const [from, to] = [w.from.split('.')[0], w.to.split('.')[0]];
    const edge = g.edge(from, to) as {weight?: number} | undefined;
    g.setEdge(from, to, {weight: (edge?.weight ?? 0) + 1});
  }
  dagre.layout(g);

  const laid = nodes.map(({b, record, ins, outs, height}) => {
    const {x, y} = g.node(b.id);
    const top = Math.round(y - height / 2);
    return {
      id: b.id,
      type: b.type,
      title: b.label ?? record.title,
      category: record.category,
      x: Math.round(x - NODE_WIDTH / 2),
      y: top,
      width: NODE_WIDTH,
      height,
      inputs: ins.map((name) => ({name, y: top + height / 2})),
      outputs: outs.map((name) => ({name, y: top + height / 2})),
    };
  });
  const byId = new Map(laid.map((n) => [n.id, n]));
  const portAt = (end: string, side: 'inputs' | 'outputs') => {
    const [block, port] = end.split('.');
    return byId.get(block)![side].find((p) => p.name === port)!;
  };
  // Each block's ports in the order of the heights of their wires' other ends, first
  // taken at the blocks' centres, then at the ports so placed: a block's wires then
  // leave and arrive without crossing one another. Ties keep the record's order.
  for (let pass = 0; pass < PASSES; pass++) {
    const height = (end: string, side: 'from' | 'to') => {
      const ys = project.wires
        .filter((w) => w[side] === end)
        .map((w) => (side === 'from' ? portAt(w.to, 'inputs') : portAt(w.from, 'outputs')).y);
      return ys.reduce((a, c) => a + c, 0) / ys.length;
    };
    const sort = (n: (typeof laid)[number], ports: {name: string}[], side: 'from' | 'to') => {
      const h = new Map(ports.map((p) => [p.name, height(`${n.id}.${p.name}`, side)]));
      return [...ports].sort((a, c) => h.get(a.name)! - h.get(c.name)!);
    };
    const portY = (n: (typeof laid)[number], i: number) =>
      n.y + HEADER + PORT_GAP * i + PORT_GAP / 2;
    // Outputs first, then inputs against the outputs just placed: sorting both sides at
    // once from the same old positions flips both ends of a crossed pair, which still cross.
    const outputs = laid.map((n) =>
      sort(n, n.outputs, 'from').map((p, i) => ({name: p.name, y: portY(n, i)})),
    );
    laid.forEach((n, i) => (n.outputs = outputs[i]));
    const inputs = laid.map((n) =>
      sort(n, n.inputs, 'to').map((p, i) => ({name: p.name, y: portY(n, i)})),
    );
    laid.forEach((n, i) => (n.inputs = inputs[i]));
  }
  const edges = project.wires.map((w) => {
    const from = portAt(w.from, 'outputs');
    const to = portAt(w.to, 'inputs');
    const x1 = byId.get(w.from.split('.')[0])!.x + NODE_WIDTH;
    const x2 = byId.get(w.to.split('.')[0])!.x;
    const bend = Math.max(40, Math.abs(x2 - x1) / 2);
    return {
      from: w.from,
      to: w.to,
      path: `M${x1} ${from.y} C${x1 + bend} ${from.y} ${x2 - bend} ${to.y} ${x2} ${to.y}`,
    };
  });
  const graph = g.graph();
  return {
    width: Math.ceil(graph.width ?? 0),
    height: Math.ceil(graph.height ?? 0),
    // In the project file's order, whatever order dagre was given.
    nodes: project.blocks.map((b) => byId.get(b.id)!),
    edges,
  };
}

export function layoutProject(project: ProjectFile): ProjectLayout {
  let best: {layout: ProjectLayout; crossings: number} | undefined;
  for (const attempt of TRIES) {
    const layout = layoutWith(project, attempt);
    const crossings = countCrossings(layout);
    if (!best || crossings < best.crossings) best = {layout, crossings};
    if (crossings === 0) break;
  }
  return best!.layout;
}
