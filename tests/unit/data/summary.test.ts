import {describe, expect, it} from 'vitest';
import {summariseProject} from '../../../src/data/projects/summary';

describe('a project summary: the blocks it uses and where it runs', () => {
  it('counts each block type, in order of first use, and keeps the devices that run them all', () => {
    const summary = summariseProject({
      format: 'tessera-project/1',
      name: 'Door',
      blocks: [
        {id: 'tick', type: 'node_timer'},
        {id: 'reader', type: 'node_wiegand'},
        {id: 'log_a', type: 'node_log'},
        {id: 'log_b', type: 'node_log'},
      ],
      wires: [],
    });
    expect(summary.blocks.map((b) => [b.id, b.count])).toEqual([
      ['node_timer', 1],
      ['node_wiegand', 1],
      ['node_log', 2],
    ]);
    expect(summary.blocks[1].url).toBe('/docs/blocks/node_wiegand/');
    // The Wiegand input exists on the CP-03 (and a TBT tile), never on the BP-01.
    expect(summary.devices).toContain('CP-03');
    expect(summary.devices).not.toContain('BP-01');
  });

  it('names a block type the catalogue does not have', () => {
    expect(() =>
      summariseProject({
        format: 'tessera-project/1',
        name: 'Ghost',
        blocks: [{id: 'x', type: 'node_teleporter'}],
        wires: [],
      }),
    ).toThrow('Ghost: unknown block type "node_teleporter"');
  });
});
