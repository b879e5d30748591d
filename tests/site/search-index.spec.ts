/**
 * The search index a visitor downloads before the first result, brotli at the
 * level nginx sends it, within its budget (scripts/perf/budgets.mjs). On
 * failure it names the largest contributors: the index's entries and the
 * pages with the most indexed text, which config/search.ts can trim.
 */
import fs from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants} from 'node:zlib';
import {test, expect} from '@playwright/test';
import {
  NGINX_BROTLI_LEVEL,
  SEARCH_BYTES_BEFORE_FIRST_RESULT_KB,
} from '../../scripts/perf/budgets.mjs';
import {BUILD_DIR} from './site';

// The plugin's entries, in the order it writes them (SearchDocumentType).
const ENTRIES = ['titles', 'headings', 'descriptions', 'keywords', 'content'];

type Entry = {documents: {u: string; t: string}[]; index?: unknown};

const brotliKB = (data: string | Buffer) =>
  brotliCompressSync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: NGINX_BROTLI_LEVEL}})
    .length / 1024;

test('the search index fits its budget, brotli as nginx sends it', () => {
  const files = fs.readdirSync(BUILD_DIR).filter((f) => /^search-index.*\.json$/.test(f));
  // The site keeps one index, so a block id typed on any page finds every page.
  expect(files).toEqual(['search-index.json']);
  const raw = fs.readFileSync(path.join(BUILD_DIR, files[0]!));
  const total = brotliKB(raw);
  if (total <= SEARCH_BYTES_BEFORE_FIRST_RESULT_KB) return;

  const entries = JSON.parse(raw.toString('utf8')) as Entry[];
  // An entry written with its lunr index means the plugin's patch no longer applies.
  const byEntry = entries.map(
    (e, i) =>
      `${ENTRIES[i] ?? i}: ${brotliKB(JSON.stringify(e)).toFixed(0)} KB` +
      (e.index
        ? ` (with its lunr index; documents alone ${brotliKB(JSON.stringify(e.documents)).toFixed(0)} KB)`
        : ''),
  );
  const textByPage = new Map<string, number>();
  for (const e of entries)
    for (const d of e.documents) textByPage.set(d.u, (textByPage.get(d.u) ?? 0) + d.t.length);
  const pages = [...textByPage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([u, n]) => `${u}: ${(n / 1024).toFixed(1)} KB of text`);
  expect(
    total,
    [
      `search-index.json is ${total.toFixed(1)} KB brotli-${NGINX_BROTLI_LEVEL}, over the ${SEARCH_BYTES_BEFORE_FIRST_RESULT_KB} KB budget (${(raw.length / 1024).toFixed(0)} KB raw).`,
      `Each entry, compressed alone: ${byEntry.join('; ')}.`,
      `The pages with the most indexed text: ${pages.join('; ')}.`,
      'Leave out what readers do not type in config/search.ts (SEARCH_IGNORED_SELECTORS).',
    ].join('\n'),
  ).toBeLessThanOrEqual(SEARCH_BYTES_BEFORE_FIRST_RESULT_KB);
});

test('every page the index holds has a title to show', () => {
  // The gallery's device filters were indexed untitled: "sprinkler" listed three empty
  // "Example" rows, each over an example's card (config/search.ts leaves them out).
  const [titles] = JSON.parse(
    fs.readFileSync(path.join(BUILD_DIR, 'search-index.json'), 'utf8'),
  ) as Entry[];
  expect(titles!.documents.filter((d) => !d.t.trim()).map((d) => d.u)).toEqual([]);
});
