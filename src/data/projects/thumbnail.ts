/**
 * A project's block graph as a list card's picture: its laid-out blocks as
 * boxes in their category's colour and its wires, scaled to the card, with no
 * text (at that size a label could not be read; the card's title says what the
 * graph does). Coordinates are rounded to whole units of a 320-unit-wide
 * drawing, so a list page of forty cards stays light.
 */
import type {ProjectLayout} from './types';

export const THUMBNAIL_WIDTH = 320;

export interface Thumbnail {
  /** The drawing's height, in the same units as its width (THUMBNAIL_WIDTH). */
  height: number;
  /** Each block: x, y, width, height, category. */
  blocks: [number, number, number, number, string][];
  /** Each wire, as an SVG path. */
  wires: string[];
}

export function projectThumbnail(layout: ProjectLayout): Thumbnail {
  const scale = THUMBNAIL_WIDTH / Math.max(layout.width, 1);
  const at = (n: number) => Math.round(n * scale);
  return {
    height: Math.max(at(layout.height), 1),
    blocks: layout.nodes.map((n) => [at(n.x), at(n.y), at(n.width), at(n.height), n.category]),
    wires: layout.edges.map((e) => e.path.replace(/-?\d+(\.\d+)?/g, (n) => String(at(Number(n))))),
  };
}
