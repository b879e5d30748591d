import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MARK_COLOURS, MARK_TILE, MARK_TILES} from '../../../src/data/brand';

const root = path.join(__dirname, '../../..');

/** The rects of an SVG file, as `x,y,size,radius,fill`. */
function rects(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/<rect ([^>]*)\/>/g)].map(([, attrs]) => {
    const a = Object.fromEntries(
      [...attrs.matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(a.width, file).toBe(a.height);
    return `${a.x},${a.y},${a.width},${a.rx},${a.fill}`;
  });
}

describe('the Tessera mark', () => {
  const light = MARK_TILES.map(
    ({x, y, tone}) => `${x},${y},${MARK_TILE.size},${MARK_TILE.radius},${MARK_COLOURS.light[tone]}`,
  );

  it('static/img/logo.svg draws the light mark of src/data/brand.ts', () => {
    expect(rects('static/img/logo.svg')).toEqual(light);
  });

  it('has a dark tone for every light one, and they differ', () => {
    for (const tone of Object.keys(MARK_COLOURS.light) as (keyof typeof MARK_COLOURS.light)[]) {
      expect(MARK_COLOURS.dark[tone]).toMatch(/^#[0-9a-f]{6}$/);
      expect(MARK_COLOURS.dark[tone]).not.toBe(MARK_COLOURS.light[tone]);
    }
  });
});
