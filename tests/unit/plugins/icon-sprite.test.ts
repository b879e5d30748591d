import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CATEGORY_MARKUP_PATH,
  MARKUP_PATH,
  SPRITE_PATH,
  buildSprite,
  generatedFiles,
  iconMarkup,
} from '../../../src/plugins/icon-sprite';
import {ICON_NAMES} from '../../../src/data/icons';
import {BLOCK_CATEGORIES, CATEGORY_STYLE} from '../../../src/data/blocks/categories';
import {ICON_MARKUP} from '../../../src/components/Icon/markup.generated';
import {CATEGORY_ICON_MARKUP} from '../../../src/components/BlockCard/categoryIcons.generated';

const SHAPE = '<(path|circle|ellipse|rect|line|polyline|polygon) ';

describe('icon sprite', () => {
  it('has one symbol per icon name, drawn with paths', () => {
    const sprite = buildSprite();
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">${SHAPE}`));
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it('refuses a name lucide does not have', () => {
    expect(() => buildSprite(['no-such-icon'])).toThrow(
      '[icon-sprite] lucide-react has no icon "no-such-icon"',
    );
  });
});

describe('inline icon markup', () => {
  it('draws every icon, the same shapes as its symbol in the sprite', () => {
    expect(Object.keys(ICON_MARKUP).sort()).toEqual([...ICON_NAMES].sort());
    const sprite = buildSprite();
    for (const name of ICON_NAMES) {
      expect(ICON_MARKUP[name], name).toMatch(new RegExp(`^${SHAPE}`));
      expect(sprite, name).toContain(
        `<symbol id="${name}" viewBox="0 0 24 24">${ICON_MARKUP[name]}</symbol>`,
      );
    }
  });

  it("gives each block category its icon's markup, and nothing else", () => {
    expect(Object.keys(CATEGORY_ICON_MARKUP).sort()).toEqual(Object.keys(BLOCK_CATEGORIES).sort());
    for (const [category, {icon}] of Object.entries(CATEGORY_STYLE))
      expect(CATEGORY_ICON_MARKUP[category as keyof typeof CATEGORY_STYLE], category).toBe(
        iconMarkup(icon),
      );
  });
});

describe('generated files', () => {
  it('are the sprite and the two markup modules', () => {
    expect(Object.keys(generatedFiles()).sort()).toEqual(
      [SPRITE_PATH, MARKUP_PATH, CATEGORY_MARKUP_PATH].sort(),
    );
  });

  it.each(Object.entries(generatedFiles()))(
    '%s is committed up to date (the build regenerates it; commit the change)',
    (rel, text) => {
      expect(fs.readFileSync(path.join(__dirname, '../../..', rel), 'utf8')).toBe(text);
    },
  );
});
