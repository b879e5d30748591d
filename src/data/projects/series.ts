/**
 * How one part of a tutorial series relates to the part before it: the blocks
 * it adds (highlighted in its diagram) and what it must keep (checked by the
 * series test), so a reader who imports the previous part's project can follow
 * this part's steps.
 */
import type {ProjectFile} from './types';

const sameBlock = (a: ProjectFile['blocks'][number], b: ProjectFile['blocks'][number]) =>
  a.id === b.id && a.type === b.type;

/** Blocks of `end` that `start` lacks, or has with another type: what the part adds. */
export function addedBlocks(start: ProjectFile | undefined, end: ProjectFile): string[] {
  return end.blocks.filter((b) => !start?.blocks.some((s) => sameBlock(s, b))).map((b) => b.id);
}

/** The block a wire end ("block.port") belongs to. */
const blockOf = (end: string) => end.slice(0, end.lastIndexOf('.'));

/**
 * What `end` drops of `start`, one sentence each: a block (by id and type)
 * or a wire, unless the part declares the block replaced.
 */
export function droppedFromStart(
  start: ProjectFile,
  end: ProjectFile,
  replaces: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const b of start.blocks) {
    if (replaces.includes(b.id)) continue;
    const kept = end.blocks.find((e) => e.id === b.id);
    if (!kept) problems.push(`block "${b.id}" (${b.type}) is missing`);
    else if (kept.type !== b.type) problems.push(`block "${b.id}" is ${kept.type}, was ${b.type}`);
  }
  for (const w of start.wires) {
    if (replaces.includes(blockOf(w.from)) || replaces.includes(blockOf(w.to))) continue;
    if (!end.wires.some((e) => e.from === w.from && e.to === w.to))
      problems.push(`wire ${w.from} → ${w.to} is missing`);
  }
  for (const id of replaces)
    if (!start.blocks.some((b) => b.id === id))
      problems.push(`replaces "${id}", which the previous part does not have`);
  return problems;
}
