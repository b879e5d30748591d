/**
 * A project's block graph as a list card's picture: its laid-out blocks as
 * boxes in their category's colour and its wires, scaled to the card, with no
 * text (at that size a label could not be read; the card's title says what the
 * graph does). Coordinates are rounded to whole units of a 320-unit-wide
 * drawing, so a list page of forty cards stays light.
 */
import type {ProjectLayout} from './types';

export const THUMBNAIL_WIDTH = 320;

/**
 * The narrowest drawing a card scales to its width: a graph of two or three
 * blocks is drawn at the scale of a wider one, centred, not blown up into
 * boxes as wide as the card.
 */
const MIN_LAYOUT_WIDTH = 900;

export interface Thumbnail {
  /** The drawing's height, in the same units as its width (THUMBNAIL_WIDTH). */
  height: number;
  /** Each block: x, y, width, height, category. */
  blocks: [number, number, number, number, string][];
  /** Each wire, as an SVG path. */
  wires: string[];
}

export function projectThumbnail(layout: ProjectLayout): Thumbnail {
  const width = Math.max(layout.width, MIN_LAYOUT_WIDTH);
  const scale = THUMBNAIL_WIDTH / width;
  const at = (n: number) => Math.round(n * scale);
  const shift = (width - layout.width) / 2;
  const x = (n: number) => at(n + shift);
  return {
    height: Math.max(at(layout.height), 1),
    blocks: layout.nodes.map((n) => [x(n.x), at(n.y), at(n.width), at(n.height), n.category]),
    // A wire's path (layout.ts) is numbers in x, y pairs.
    wires: layout.edges.map((e) => {
      let i = 0;
      return e.path.replace(/-?\d+(\.\d+)?/g, (n) =>
        String(i++ % 2 === 0 ? x(Number(n)) : at(Number(n))),
      );
    }),
  };
}
