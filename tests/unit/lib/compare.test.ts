import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BLOG_SECTIONS} from '../../../config/sections';
import {compareText} from '../../../src/lib/compare';

const root = path.join(__dirname, '../../..');

/** Every title of the listing sections' entries and every tag label they define. */
function siteTexts(): string[] {
  const texts: string[] = [];
  for (const section of BLOG_SECTIONS) {
    const dir = path.join(root, section);
    for (const file of fs.readdirSync(dir)) {
      if (!/\.mdx?$|^tags\.yml$/.test(file)) continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      if (/\.mdx?$/.test(file)) {
        const title = /^title:\s*(.+)$/m.exec(source)?.[1];
        if (title) texts.push(title.replace(/^(['"])(.*)\1$/, '$2'));
      } else if (file === 'tags.yml') {
        for (const m of source.matchAll(/^\s+label:\s*(.+)$/gm)) texts.push(m[1]!.trim());
      }
    }
  }
  return texts;
}

describe('compareText', () => {
  it('orders case-insensitively, then by case', () => {
    expect(['beta', 'Alpha', 'alpha', 'Gamma'].sort(compareText)).toEqual([
      'Alpha',
      'alpha',
      'beta',
      'Gamma',
    ]);
    expect(compareText('PLC', 'pH')).toBeGreaterThan(0);
    expect(compareText('same', 'same')).toBe(0);
  });

  it('gives the order localeCompare gives, for every title and tag label of the site', () => {
    const texts = siteTexts();
    expect(texts.length).toBeGreaterThan(100);
    const expected = [...texts].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...texts].sort(compareText)).toEqual(expected);
  });
});
