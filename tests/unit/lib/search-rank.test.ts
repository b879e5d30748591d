/**
 * The site's search ranking (src/lib/search/rank.ts) on hand-made matches:
 * one page never fills the list, an exact title beats a title that mentions
 * the word, a series' parts that match alike read from part 1, and every row
 * carries its kind (src/lib/search/kind.ts).
 */
import {describe, expect, it} from 'vitest';
import {
  CONTENT,
  HEADING,
  KEYWORDS,
  TITLE,
  rankSearchResults,
  type SearchDocument,
  type SearchResult,
} from '../../../src/lib/search/rank';
import {searchKind, searchLabel} from '../../../src/lib/search/kind';

let nextId = 1;
const page = (u: string, t: string): SearchDocument => ({i: nextId++, t, u});
const match = (
  type: number,
  owner: SearchDocument,
  score: number,
  t = owner.t,
  tier = 0,
): SearchResult => ({
  document:
    type === TITLE
      ? owner
      : {i: type === KEYWORDS ? owner.i : nextId++, t, u: owner.u, p: owner.i, s: owner.t},
  type,
  page: type === TITLE ? false : owner,
  metadata: {},
  tokens: [],
  score,
  tier,
});
const pagesOf = (rows: SearchResult[]) => [...new Set(rows.map((r) => r.document.u))];

describe('rankSearchResults', () => {
  it('gives a page at most two rows, however many of its headings match', () => {
    const relay = page('/docs/blocks/node_relay/', 'Relay');
    const timer = page('/docs/blocks/node_timer/', 'Timer');
    const results = [
      match(TITLE, relay, 6),
      ...Array.from({length: 6}, (_, i) =>
        match(HEADING, relay, 5 - i * 0.1, `Relay heading ${i}`),
      ),
      match(HEADING, timer, 4, 'Blink a relay'),
    ];
    const rows = rankSearchResults(results, 8, 'relay');
    const perPage = rows.filter((r) => r.document.u === relay.u).length;
    expect(perPage).toBeLessThanOrEqual(2);
    expect(pagesOf(rows)).toEqual([relay.u, timer.u]);
  });

  it('puts the page titled by the query before a page whose title mentions it', () => {
    const blog = page('/blog/hydroponics-build', 'Building an NFT hydroponics system on one BP-01');
    const boards = page('/docs/hardware/boards', 'Boards and tiles');
    const results = [
      match(TITLE, blog, 4),
      match(HEADING, boards, 4, 'BP-01: Entry controller'),
      match(KEYWORDS, boards, 2, 'BP-01, CP-02, CP-03'),
    ];
    expect(pagesOf(rankSearchResults(results, 8, 'BP-01'))[0]).toBe(boards.u);
  });

  it('lists the parts of a series that match alike from part 1', () => {
    const parts = [6, 3, 1, 2].map((n) =>
      page(`/tutorials/sprinkler${n}`, `Sprinkler controller: part ${n}`),
    );
    // The shortest title, part 6's, scores best in lunr.
    const results = parts.map((p, i) => match(TITLE, p, 4 - i * 0.3));
    expect(pagesOf(rankSearchResults(results, 8, 'sprinkler'))).toEqual([
      '/tutorials/sprinkler1',
      '/tutorials/sprinkler2',
      '/tutorials/sprinkler3',
      '/tutorials/sprinkler6',
    ]);
  });

  it('shows a page found by a paragraph under its title, with its kind', () => {
    const part = page('/tutorials/sprinkler3', 'Sprinkler controller: a weekly watering schedule');
    const rows = rankSearchResults(
      [match(CONTENT, part, 3, 'Water every morning at 06:00')],
      8,
      'morning',
    );
    expect(rows.map((r) => [r.type, r.isLastOfTree, r.label])).toEqual([
      // The title row, shown as the plugin shows a page found by its keywords.
      [KEYWORDS, false, 'Tutorial · Part 3 of 6'],
      [CONTENT, true, 'Tutorial · Part 3 of 6'],
    ]);
  });
});

describe('searchKind', () => {
  it('tells each section by its address', () => {
    expect(
      [
        '/docs/blocks/node_relay/',
        '/docs/features/mqtt',
        '/docs/protocols/modbus',
        '/docs/hardware/boards#bp-01',
        '/tutorials/hello_world',
        '/examples/tripwire-alarm',
        '/elements/flood_detection',
        '/solutions/data_center',
        '/blog/adk',
        '/docs/intro',
      ].map(searchKind),
    ).toEqual([
      'Block',
      'Feature',
      'Protocol',
      'Hardware',
      'Tutorial',
      'Example',
      'Capability',
      'Solution',
      'Blog',
      'Guide',
    ]);
    expect(searchLabel('/tutorials/accesscontrol6#steps')).toBe('Tutorial · Part 6 of 6');
    expect(searchLabel('/tutorials/hello_world')).toBe('Tutorial');
  });
});
