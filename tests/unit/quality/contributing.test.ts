import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SECTION_MINIMUM_WORDS, type Section} from '../../site/content-lint';
import {GATED_LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_BUDGETS} from '../../../scripts/perf/budgets.mjs';
import {ICON_NAMES} from '../../../src/data/icons';
import {TUTORIAL_SERIES} from '../../../src/data/tutorials';
import {CHECK_SECONDS} from '../../../scripts/check.mjs';

/**
 * CONTRIBUTING.md restates figures the code decides: each is read from the
 * guide and compared with the code, so the two cannot drift apart again
 * (issue #39: it gave word minimums of 600/350/500 where the checks asked for
 * 700/450/600, and a Lighthouse gate that no longer existed).
 */
const ROOT = path.join(__dirname, '../../..');
const guide = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');

/** The section each `npm run new` kind's pages are counted in. */
const SECTION_OF_KIND: Record<string, Section> = {
  block: 'blocks',
  feature: 'features',
  doc: 'docs',
  element: 'elements',
  solution: 'solutions',
  tutorial: 'tutorials',
  example: 'examples',
  blog: 'blog',
};

/** The rows of the Markdown table whose header row starts with these cells. */
function tableRows(header: string[]): string[][] {
  const lines = guide.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${header.join(' | ')} |`));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

describe('CONTRIBUTING.md agrees with the code', () => {
  it('gives each kind of page the minimum word count the content lint enforces', () => {
    const rows = tableRows(['Kind', 'Example command']);
    expect(rows.length, 'the table of page kinds').toBe(Object.keys(SECTION_OF_KIND).length);
    const wrong = rows
      .map((cells) => ({kind: cells[0]!, words: Number(cells.at(-1))}))
      .filter(({kind, words}) => SECTION_MINIMUM_WORDS[SECTION_OF_KIND[kind]!] !== words)
      .map(
        ({kind, words}) =>
          `${kind}: CONTRIBUTING says ${words} words, tests/site/content-lint.ts ${SECTION_MINIMUM_WORDS[SECTION_OF_KIND[kind]!]}`,
      );
    expect(wrong).toEqual([]);
  });

  it('quotes the content lint message with the minimum it enforces', () => {
    const quoted = [...guide.matchAll(/(\w+) pages need at least (\d+)/g)];
    expect(quoted.length).toBeGreaterThan(0);
    expect(
      quoted
        .filter(([, section, n]) => SECTION_MINIMUM_WORDS[section as Section] !== Number(n))
        .map(([text]) => text),
    ).toEqual([]);
  });

  it('describes the Lighthouse gate as it is: the gated categories at their budget, performance not gated', () => {
    const row = tableRows(['Step', 'Run it alone']).find((cells) => cells[0] === 'Lighthouse');
    expect(row, 'a Lighthouse row in the Checks table').toBeDefined();
    const text = row!.join(' ').toLowerCase();
    const names: Record<string, string> = {
      accessibility: 'accessibility',
      'best-practices': 'best practices',
      seo: 'seo',
    };
    for (const c of GATED_LIGHTHOUSE_CATEGORIES) {
      expect(text).toContain(names[c]);
      expect(text).toContain(String(LIGHTHOUSE_BUDGETS[c as keyof typeof LIGHTHOUSE_BUDGETS]));
    }
    expect(text).toMatch(/performance[^|]*not gated/);
  });

  it('quotes the front-matter messages with the figures of the data: icons, series parts', () => {
    const icons = [...guide.matchAll(/one of the (\d+) names in src\/data\/icons\.ts/g)];
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.map(([, n]) => Number(n)).filter((n) => n !== ICON_NAMES.length)).toEqual([]);
    const counts: number[] = Object.values(TUTORIAL_SERIES).map((series) => series.parts.length);
    const parts = [...guide.matchAll(/"part" is [^;]+; expected a whole number from 1 to (\d+)/g)];
    expect(parts.map(([, n]) => Number(n)).filter((n) => !counts.includes(n))).toEqual([]);
  });

  it('states the time of `npm run check` for one page as scripts/check.mjs does, and a measure within it', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const stated = [
      ...guide.matchAll(/One page takes under (\d+) s on a quiet 2-core machine/g),
      ...readme.matchAll(/in under (\d+) s for one page on a quiet 2-core machine/g),
    ].map(([, n]) => Number(n));
    expect(stated).toEqual([CHECK_SECONDS, CHECK_SECONDS]);
    // The processor time of all its tools bounds the time on a quiet machine.
    const measured = guide.match(/with (\d+) s of processor time in all its tools/);
    expect(measured, 'the measured processor time').not.toBeNull();
    expect(Number(measured![1])).toBeLessThanOrEqual(CHECK_SECONDS);
  });
});
