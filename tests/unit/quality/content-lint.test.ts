import {describe, expect, it} from 'vitest';
import {
  MAX_SHARED_FRACTION,
  SECTION_MINIMUM_WORDS,
  lintPages,
  sectionOf,
  sharedFraction,
  shingles,
  words,
} from '../../site/content-lint';

/** Distinct prose of n words, so fixtures are long enough without repeating themselves. */
function prose(n: number, seed: string): string {
  return Array.from({length: n}, (_, i) => `${seed}${i.toString(36)}`).join(' ');
}

describe('content lint: sections', () => {
  it('classifies entries by route and leaves lists, tags and categories out', () => {
    expect(sectionOf('/docs/blocks/node_timer/')).toBe('blocks');
    expect(sectionOf('/docs/features/mqtt')).toBe('features');
    expect(sectionOf('/docs/protocols/modbus')).toBe('docs');
    expect(sectionOf('/tutorials/accesscontrol3')).toBe('tutorials');
    expect(sectionOf('/blog/serial-dispatcher')).toBe('blog');
    for (const list of [
      '/blog',
      '/blog/archive',
      '/blog/page/2',
      '/examples/tags',
      '/examples/tags/mqtt',
      '/docs/category/blocks',
      '/',
      '/terms/terms',
    ]) {
      expect(sectionOf(list), list).toBeNull();
    }
  });
});

describe('content lint: each rule fails when it should', () => {
  it('reports a placeholder word on any page, standalone ones included', () => {
    expect(lintPages([{route: '/terms/terms', text: 'Lorem ipsum dolor sit amet.'}])).toEqual([
      {route: '/terms/terms', message: 'placeholder word "Lorem"'},
    ]);
    expect(
      lintPages([{route: '/docs/intro', text: `${prose(500, 'a')} Coming soon.`}])[0].message,
    ).toBe('placeholder word "Coming soon"');
  });

  it('reports a page below its section minimum, naming both numbers', () => {
    const short = SECTION_MINIMUM_WORDS.tutorials - 1;
    expect(lintPages([{route: '/tutorials/timers', text: prose(short, 'w')}])).toEqual([
      {
        route: '/tutorials/timers',
        message: `${short} words; tutorials pages need at least ${SECTION_MINIMUM_WORDS.tutorials}`,
      },
    ]);
    expect(
      lintPages([{route: '/tutorials/timers', text: prose(SECTION_MINIMUM_WORDS.tutorials, 'w')}]),
    ).toEqual([]);
  });

  it('reports two pages of a section that share most of their text, and not pages of different sections', () => {
    const base = prose(400, 'x');
    const swapped = base.replace('x0', 'renamed'); // "the same text with names swapped"
    const problems = lintPages([
      {route: '/docs/blocks/node_a/', text: base},
      {route: '/docs/blocks/node_b/', text: swapped},
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(
      /^shares (99|100)% of its text with \/docs\/blocks\/node_a\/ \(limit 50%\)$/,
    );
    expect(
      lintPages([
        {route: '/docs/blocks/node_a/', text: base},
        {route: '/docs/features/mqtt', text: swapped},
      ]),
    ).toEqual([]);
  });

  it('lets pages of one template share headings and phrases', () => {
    const template = 'Inputs and outputs Properties How it behaves Common problems Related blocks';
    const a = `${template} ${prose(350, 'p')}`;
    const b = `${template} ${prose(350, 'q')}`;
    expect(sharedFraction(shingles(words(a)), shingles(words(b)))).toBeLessThan(
      MAX_SHARED_FRACTION,
    );
  });
});
