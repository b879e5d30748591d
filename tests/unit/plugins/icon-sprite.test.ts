import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SPRITE_PATH, buildSprite} from '../../../src/plugins/icon-sprite';
import {ICON_NAMES} from '../../../src/data/icons';

describe('icon sprite', () => {
  it('has one symbol per icon name, drawn with paths', () => {
    const sprite = buildSprite();
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|ellipse|rect|line|polyline|polygon)`,
        ),
      );
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it('is committed up to date (the build regenerates it; commit the change)', () => {
    const committed = fs.readFileSync(path.join(__dirname, '../../..', SPRITE_PATH), 'utf8');
    expect(committed).toBe(buildSprite());
  });

  it('refuses a name lucide does not have', () => {
    expect(() => buildSprite(['no-such-icon'])).toThrow(
      '[icon-sprite] lucide-react has no icon "no-such-icon"',
    );
  });
});
