/**
 * Ranks the search plugin's matches by page, for the navbar dropdown and the
 * /search page alike (the patched search worker calls it:
 * patches/@easyops-cn+docusaurus-search-local+*.patch).
 *
 * The plugin fills its list greedily, every title match before any heading,
 * each kind of entry ranked by its own lunr score, so a page with many
 * matching headings filled the first five ("relay"), a short title beat the
 * page a reader wants ("sprinkler" gave part 6 before part 1) and a blog post
 * titled with a device came before the device's own section ("BP-01"). Here
 * each page is scored once, from all its matches, and shown once: its title,
 * and under it the one heading or paragraph that matched best when that
 * heading outscores the title. tests/site/search-relevance.spec.ts holds the
 * ranking to a fixed set of queries (tests/fixtures/search-queries.json).
 */
import {pathOf, searchKind, searchLabel, type SearchKind} from './kind';
import {seriesPlace} from '../../data/tutorials';

/** The plugin's entry kinds (its SearchDocumentType). */
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;

export interface SearchDocument {
  /** Id. */
  i: number;
  /** Text: a title, heading, description, keywords or a section's text. */
  t: string;
  /** Page address. */
  u: string;
  /** Hash of the section. */
  h?: string;
  /** Id of the page's title entry. */
  p?: number;
  /** The section's title (the page title for keywords and descriptions). */
  s?: string;
  b?: string[];
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title entry, for every entry but a title. */
  page?: SearchDocument | false;
  metadata: Record<string, unknown>;
  tokens: string[];
  score: number;
  /** The position of the plugin's query that found it: 0 the words as typed. */
  tier?: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
  /** What the page is ("Block", "Tutorial · Part 3 of 6"), which the dropdown and the search page show. */
  label?: string;
}

/**
 * How many matches the worker gathers before ranking: enough that the page a
 * reader wants is among them when its title does not match (a task typed in
 * the reader's words matches paragraphs), few enough to rank in a millisecond.
 */
export const CANDIDATES = 100;

/** What a match in each kind of entry says about its page. */
const TYPE_WEIGHT: Record<number, number> = {
  [TITLE]: 4,
  [KEYWORDS]: 3,
  [HEADING]: 3,
  [DESCRIPTION]: 1.5,
  [CONTENT]: 1,
};

/**
 * Reference pages first when matches are alike: a reader who types a block's
 * or a device's name wants its page more than a post that mentions it.
 */
const KIND_PRIOR: Record<SearchKind, number> = {
  Block: 1,
  Feature: 1,
  Protocol: 1,
  Hardware: 1,
  Guide: 0.95,
  Tutorial: 0.9,
  Capability: 0.9,
  Example: 0.85,
  Solution: 0.85,
  Industry: 0.8,
  Page: 0.8,
  Blog: 0.8,
};

/** An entry that is the query counts up to this much more. */
const EXACT_BONUS = 1;

/** The words as typed, then prefixes, typos and fewer words: each later tier counts for less. */
const tierFactor = (tier = 0) => 1 / (1 + 0.35 * tier);

/**
 * A series' parts that match alike read in their order: part 1 is where a
 * reader starts ("sprinkler"). Parts within this share of the series' best
 * score swap their scores into part order; a part that matches far better
 * ("sprinkler rain sensor") keeps its place.
 */
const SERIES_ALIKE = 0.75;

function seriesInOrder(pages: {url: string; score: number}[]): void {
  const bySeries = new Map<object, {page: {score: number}; index: number}[]>();
  for (const page of pages) {
    const place = seriesPlace(pathOf(page.url));
    if (!place) continue;
    const parts = bySeries.get(place.series) ?? [];
    parts.push({page, index: place.index});
    bySeries.set(place.series, parts);
  }
  for (const parts of bySeries.values()) {
    const best = Math.max(...parts.map((p) => p.page.score));
    const alike = parts.filter((p) => p.page.score >= SERIES_ALIKE * best);
    const scores = alike.map((p) => p.page.score).sort((a, b) => b - a);
    alike.sort((a, b) => a.index - b.index).forEach((p, i) => (p.page.score = scores[i]!));
  }
}

const pageIdOf = (r: SearchResult): number =>
  r.type === TITLE ? r.document.i : (r.document.p ?? r.document.i);

interface PageScore {
  id: number;
  url: string;
  score: number;
  title?: SearchResult;
  /** The best heading or paragraph match, with its weighted score. */
  section?: {result: SearchResult; score: number};
  titleScore: number;
  any: SearchResult;
}

/** Lower case, words only: "BP-01" and "bp 01" compare equal. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * How exactly an entry's text is the query: 1 when it is the query ("Timer"
 * for "timer", a keyword "BP01"), less when it starts with it ("Serial
 * dispatcher: one RS-232 port…") or holds it as a phrase, 0 otherwise.
 * lunr scores words one by one, and a title that merely mentions both words
 * ranked with the page named by them.
 */
function exactness(r: SearchResult, query: string): number {
  if (!query) return 0;
  // A keywords entry is the page's keywords, comma-separated: each is a name.
  const texts = r.type === KEYWORDS ? r.document.t.split(',') : [r.document.t];
  let best = 0;
  for (const text of texts.map(words)) {
    if (text === query) return 1;
    if (text.startsWith(`${query} `)) best = Math.max(best, 0.6);
    else if (` ${text} `.includes(` ${query} `)) best = Math.max(best, 0.3);
  }
  return best;
}

/**
 * The plugin's matches ranked by page, at most `limit` rows: each page's
 * title row, then its best section when that matched better than the title.
 */
export function rankSearchResults(
  results: SearchResult[],
  limit: number,
  input = '',
): SearchResult[] {
  const query = words(input);
  // lunr's scores compare within one kind of entry only: each is taken
  // relative to the best of its kind. A title's counts for less, so that a
  // long title that holds the words ranks near a short one.
  const maxByType = new Map<number, number>();
  for (const r of results) maxByType.set(r.type, Math.max(maxByType.get(r.type) ?? 0, r.score));
  const relative = (r: SearchResult) => {
    const ratio = r.score / (maxByType.get(r.type) || 1);
    return r.type === TITLE || r.type === KEYWORDS ? 0.7 + 0.3 * ratio : ratio;
  };
  const pages = new Map<number, PageScore & {byType: Map<number, number>}>();
  for (const r of results) {
    const id = pageIdOf(r);
    const weighted =
      (TYPE_WEIGHT[r.type] ?? 1) *
      relative(r) *
      tierFactor(r.tier) *
      (1 + EXACT_BONUS * exactness(r, query));
    let page = pages.get(id);
    if (!page) {
      page = {
        id,
        url: r.document.u,
        score: 0,
        titleScore: 0,
        any: r,
        byType: new Map(),
      };
      pages.set(id, page);
    }
    page.byType.set(r.type, Math.max(page.byType.get(r.type) ?? 0, weighted));
    if (r.type === TITLE) {
      page.title = r;
      page.titleScore = Math.max(page.titleScore, weighted);
    } else if (
      (r.type === HEADING || r.type === CONTENT) &&
      (!page.section || weighted > page.section.score)
    ) {
      page.section = {result: r, score: weighted};
    }
  }
  for (const page of pages.values()) {
    // The best match, and a quarter of every other kind of entry that matched:
    // a page whose title, keywords and headings all match is the page.
    const scores = [...page.byType.values()].sort((a, b) => b - a);
    const best = scores[0] ?? 0;
    const rest = scores.slice(1).reduce((sum, s) => sum + s, 0);
    page.score = (best + 0.25 * rest) * KIND_PRIOR[searchKind(page.url)];
  }
  seriesInOrder([...pages.values()]);
  const ranked = [...pages.values()].sort((a, b) => b.score - a.score);
  const rows: SearchResult[] = [];
  for (const page of ranked) {
    if (rows.length >= limit) break;
    const titleRow = page.title ?? titleOf(page.any);
    if (!titleRow) continue;
    const label = searchLabel(page.url);
    rows.push({...titleRow, isInterOfTree: false, isLastOfTree: false, label});
    const section = page.section;
    if (section && section.score > page.titleScore && rows.length < limit) {
      rows.push({...section.result, isInterOfTree: false, isLastOfTree: true, label});
    }
  }
  return rows;
}

/**
 * A title row for a page found by another entry. It has no match positions to
 * highlight from (the plugin's highlighter fails without them), so it is shown
 * as the plugin shows a page found by its keywords: the page's title,
 * highlighted word by word.
 */
function titleOf(r: SearchResult): SearchResult | undefined {
  if (!r.page) return undefined;
  return {
    document: {...r.page, s: r.page.t},
    type: KEYWORDS,
    page: r.page,
    metadata: {},
    tokens: r.tokens,
    score: 0,
  };
}
