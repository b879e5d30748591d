/**
 * Lays out a project's blocks left to right with dagre, in Node at build
 * time: pages receive coordinates, never the layout library.
 */
import dagre from '@dagrejs/dagre';
import {blockById} from '../blocks';
import type {ProjectFile, ProjectLayout} from './types';

export const NODE_WIDTH = 190;
const HEADER = 30;
const PORT_GAP = 20;
const PADDING = 16;

export function layoutProject(project: ProjectFile): ProjectLayout {
  const g = new dagre.graphlib.Graph();
  g.setGraph({rankdir: 'LR', nodesep: 28, ranksep: 70, marginx: PADDING, marginy: PADDING});
  g.setDefaultEdgeLabel(() => ({}));

  const nodes = project.blocks.map((b) => {
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
  for (const w of project.wires) g.setEdge(w.from.split('.')[0], w.to.split('.')[0]);
  dagre.layout(g);

  const laid = nodes.map(({b, record, ins, outs, height}) => {
    const {x, y} = g.node(b.id);
    const top = Math.round(y - height / 2);
    const portY = (i: number) => top + HEADER + PORT_GAP * i + PORT_GAP / 2;
    return {
      id: b.id,
      type: b.type,
      title: b.label ?? record.title,
      category: record.category,
      x: Math.round(x - NODE_WIDTH / 2),
      y: top,
      width: NODE_WIDTH,
      height,
      inputs: ins.map((name, i) => ({name, y: portY(i)})),
      outputs: outs.map((name, i) => ({name, y: portY(i)})),
    };
  });
  const byId = new Map(laid.map((n) => [n.id, n]));
  const edges = project.wires.map((w) => {
    const [fromBlock, fromPort] = w.from.split('.');
    const [toBlock, toPort] = w.to.split('.');
    const a = byId.get(fromBlock)!;
    const b = byId.get(toBlock)!;
    const x1 = a.x + a.width;
    const y1 = a.outputs.find((p) => p.name === fromPort)!.y;
    const x2 = b.x;
    const y2 = b.inputs.find((p) => p.name === toPort)!.y;
    const bend = Math.max(40, Math.abs(x2 - x1) / 2);
    return {
      from: w.from,
      to: w.to,
      path: `M${x1} ${y1} C${x1 + bend} ${y1} ${x2 - bend} ${y2} ${x2} ${y2}`,
    };
  });
  const graph = g.graph();
  return {
    width: Math.ceil(graph.width ?? 0),
    height: Math.ceil(graph.height ?? 0),
    nodes: laid,
    edges,
  };
}
