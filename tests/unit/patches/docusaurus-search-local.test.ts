/**
 * The patch in patches/@easyops-cn+docusaurus-search-local+*.patch: the server
 * writes the entries of search-index.json without their lunr indexes, and the
 * search worker builds each index from its entry's documents: the same index
 * the server would have written, with the term positions the snippets are
 * highlighted from.
 */
import {createRequire} from 'node:module';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const PLUGIN = '@easyops-cn/docusaurus-search-local';
const CLIENT = `${PLUGIN}/dist/client/client`;

// The worker's generated constants, as the plugin writes them for this site's options.
// vi.mock is hoisted above the constants, so the path is spelled out.
vi.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js',
  () => ({
    language: ['en'],
    removeDefaultStopWordFilter: [],
    searchIndexUrl: 'search-index{dir}.json?_=test',
    searchResultLimits: 8,
    fuzzyMatchingDistance: 1,
  }),
);
// The worker exposes itself to the page with Comlink on import; there is no page here.
vi.mock('comlink', () => ({expose: () => {}}));
// The worker ranks with the site's code; `@site` is the site's alias, which only the bundler knows.
vi.mock('@site/src/lib/search/rank', () => import('../../../src/lib/search/rank'));

const require = createRequire(import.meta.url);
type Doc = {i: number; t: string; u: string; s?: string; h?: string; p?: number};
type Entry = {documents: Doc[]; index?: {toJSON: () => unknown}};
const {buildIndex} = require(`${PLUGIN}/dist/server/server/utils/buildIndex.js`) as {
  buildIndex: (docs: Doc[][], options: object, withIndexes?: boolean) => Entry[];
};
const OPTIONS = {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false};

// One page in the five entries the plugin writes: titles, headings, descriptions, keywords, content.
const TITLE: Doc = {i: 1, t: 'Relay', u: '/docs/blocks/node_relay'};
const CONTENT: Doc[] = [
  {
    i: 2,
    t: 'The relay block switches a load: a pump, a heater or a valve, on the board its output drives.',
    s: 'Relay',
    u: '/docs/blocks/node_relay',
    h: '',
    p: 1,
  },
  {
    i: 3,
    t: 'A relay that chatters usually means the threshold has no hysteresis to hold it.',
    s: 'Common problems',
    u: '/docs/blocks/node_relay',
    h: '#common-problems',
    p: 1,
  },
];
const ALL: Doc[][] = [[TITLE], [], [], [], CONTENT];

describe('the search plugin patch, server side', () => {
  it('writes each entry with its documents and without its index', () => {
    const entries = buildIndex(ALL, OPTIONS);
    expect(entries.map((e) => Object.keys(e))).toEqual(Array(5).fill(['documents']));
    expect(entries.map((e) => e.documents)).toEqual(ALL);
  });

  it('still writes the indexes for options the browser does not repeat', () => {
    for (const options of [{removeDefaultStemmer: true}, {language: ['en', 'de']}]) {
      const entries = buildIndex(ALL, {...OPTIONS, ...options});
      expect(entries.map((e) => Object.keys(e))).toEqual(Array(5).fill(['documents', 'index']));
    }
  });
});

describe('the search plugin patch, in the search worker', () => {
  beforeEach(() => {
    const json = JSON.parse(JSON.stringify(buildIndex(ALL, OPTIONS))) as unknown;
    vi.stubGlobal('location', {origin: 'https://example.com'});
    vi.stubGlobal('fetch', async () => ({json: async () => json}));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds the index the server would have written from the documents', async () => {
    const {buildIndexFromDocuments} = (await import(`${CLIENT}/theme/worker.js`)) as {
      buildIndexFromDocuments: (docs: Doc[]) => {toJSON: () => unknown};
    };
    // The index the server writes for the same documents when told to write it.
    const server = buildIndex([CONTENT], OPTIONS, true)[0]!.index!.toJSON();
    expect(buildIndexFromDocuments(CONTENT).toJSON()).toEqual(server);
  });

  it('finds a word of the content only, with the positions its snippet is highlighted from', async () => {
    const {SearchWorker} = (await import(`${CLIENT}/theme/worker.js`)) as {
      SearchWorker: new () => {
        search: (
          baseUrl: string,
          ctx: string,
          input: string,
          limit: number,
        ) => Promise<
          {document: Doc; type: number; metadata: Record<string, {t: {position: number[][]}}>}[]
        >;
      };
    };
    const worker = new SearchWorker();
    const titles = await worker.search('/', '', 'relay', 8);
    expect(titles.map((r) => [r.type, r.document.i])[0]).toEqual([0, 1]);
    // Ranked by page (src/lib/search/rank.ts): the page's title (as a keywords row,
    // which the templates highlight by word), then the paragraph that matched.
    const results = await worker.search('/', '', 'hysteresis', 8);
    expect(results.map((r) => [r.type, r.document.i])).toEqual([
      [3, 1],
      [4, 3],
    ]);
    const [[start, length]] = Object.values(results[1]!.metadata)[0]!.t.position as [
      [number, number],
    ];
    expect(CONTENT[1]!.t.slice(start, start + length)).toBe('hysteresis');
  });
});
