/**
 * What a project file uses and where it runs, worked out from its blocks and
 * the block records: the "Blocks used" and "Runs on" of example pages and of
 * /samples/, never typed by hand.
 */
import {DEVICES} from '../hardware';
import {blockById, blockUrl, supports} from '../blocks';
import type {ProjectFile} from './types';

export interface ProjectSummary {
  blocks: {id: string; title: string; url: string; count: number}[];
  /** Devices on which every block of the project runs (the simulator runs all). */
  devices: string[];
}

/** Blocks in order of first appearance in the file, with how many of each. */
export function summariseProject(file: ProjectFile): ProjectSummary {
  const counts = new Map<string, number>();
  for (const b of file.blocks) counts.set(b.type, (counts.get(b.type) ?? 0) + 1);
  const records = [...counts.keys()].map((id) => {
    const record = blockById(id);
    if (!record) throw new Error(`${file.name}: unknown block type "${id}"`);
    return record;
  });
  return {
    blocks: records.map((r) => ({
      id: r.id,
      title: r.title,
      url: blockUrl(r.id),
      count: counts.get(r.id)!,
    })),
    devices: DEVICES.filter((d) => records.every((r) => supports(d.id, r.requires))).map(
      (d) => d.name,
    ),
  };
}
