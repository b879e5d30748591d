/**
 * The Tessera mark: four rounded tiles in a 32-unit square, three teal and one
 * amber, with lighter tones for the dark theme. The navbar and docs sidebar
 * draw it inline (src/theme/Logo); static/img/logo.svg is the light drawing as
 * a file, kept equal to this by tests/unit/data/brand.test.ts.
 */
export type MarkTone = 'deep' | 'mid' | 'accent';

export const MARK_TILES: readonly {x: number; y: number; tone: MarkTone}[] = [
  {x: 2, y: 2, tone: 'deep'},
  {x: 17, y: 2, tone: 'mid'},
  {x: 2, y: 17, tone: 'mid'},
  {x: 17, y: 17, tone: 'accent'},
];

/** Tile size and corner radius, in the mark's 32-unit view box. */
export const MARK_TILE = {size: 13, radius: 2.5} as const;

export const MARK_COLOURS: Record<'light' | 'dark', Record<MarkTone, string>> = {
  light: {deep: '#0a6b63', mid: '#0e8c82', accent: '#f59e0b'},
  dark: {deep: '#5eead4', mid: '#2dd4bf', accent: '#fbbf24'},
};
