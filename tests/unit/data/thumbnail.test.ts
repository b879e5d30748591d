import {describe, expect, it} from 'vitest';
import {projectThumbnail, THUMBNAIL_WIDTH} from '../../../src/data/projects/thumbnail';
import type {ProjectLayout} from '../../../src/data/projects/types';

const node = (id: string, x: number): ProjectLayout['nodes'][number] => ({
  id,
  type: 'node_log',
  title: id,
  category: 'system',
  x,
  y: 16,
  width: 190,
  height: 58,
  inputs: [],
  outputs: [],
});
const layout = (width: number, nodes: ProjectLayout['nodes']): ProjectLayout => ({
  width,
  height: 90,
  nodes,
  edges: [{from: 'a.x', to: 'b.y', path: `M206 45 C246 45 ${width - 246} 45 ${width - 206} 45`}],
});

describe('A list card’s picture of a graph', () => {
  it('scales a wide graph to the card’s width', () => {
    const t = projectThumbnail(layout(1800, [node('a', 16), node('b', 1594)]));
    expect(t.blocks.map((b) => b[0])).toEqual([3, 283]);
    expect(t.blocks[1]![0] + t.blocks[1]![2]).toBeLessThanOrEqual(THUMBNAIL_WIDTH);
    expect(t.wires[0]).toBe('M37 8 C44 8 276 8 283 8');
  });

  it('draws a two-block graph at a wide graph’s scale, centred, not as wide as the card', () => {
    const t = projectThumbnail(layout(482, [node('a', 16), node('b', 276)]));
    const [a, b] = t.blocks;
    expect(b![0] + b![2] - a![0]).toBeLessThanOrEqual(THUMBNAIL_WIDTH / 2);
    // Centred: as much room on the left as on the right.
    expect(Math.abs(a![0] - (THUMBNAIL_WIDTH - (b![0] + b![2])))).toBeLessThanOrEqual(2);
    // The wire moves with the blocks.
    expect(t.wires[0]!.startsWith(`M${a![0] + a![2]} `)).toBe(true);
  });
});
