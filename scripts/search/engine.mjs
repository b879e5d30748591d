/**
 * The search plugin's own search code (its patched worker, with the site's
 * ranking, src/lib/search/rank.ts) run in Node against a build's
 * search-index.json: the code the browser's search worker runs, on the file it
 * downloads, without a browser. Vite (already a dependency through Vitest)
 * loads the worker's ES modules and the TypeScript it imports, as the site's
 * bundler does, with the constants the plugin generated for the build
 * (.docusaurus: the site's options, config/search.ts).
 *
 *   const search = await loadSearch('build');
 *   const rows = await search('relay');   // the rows the dropdown shows, best first
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {runnerImport} from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLUGIN = '@easyops-cn/docusaurus-search-local';
const WORKER = path.join(root, 'node_modules', PLUGIN, 'dist/client/client/theme/worker.js');
const STUBS = path.join(root, 'scripts/search/stubs');
const GENERATED = path.join(
  path.resolve(process.env.SEARCH_GENERATED_DIR ?? path.join(root, '.docusaurus')),
  PLUGIN,
  'default/generated-constants.js',
);

/**
 * @param {string} buildDir a production build
 * @returns {Promise<((query: string, limit?: number) => Promise<{document: {u: string, h?: string, t: string}, type: number}[]>) & {indexMs: number}>}
 *   the rows for a query, `limit` of them (the dropdown's 8 by default); `indexMs`, the
 *   time the worker took to build its indexes from the file
 */
export async function loadSearch(buildDir = path.join(root, 'build')) {
  const file = fs.readdirSync(buildDir).find((f) => /^search-index.*\.json$/.test(f));
  if (!file) throw new Error(`no search-index*.json in ${buildDir}`);
  if (!fs.existsSync(GENERATED)) throw new Error(`no ${GENERATED}: run npm run build`);
  const json = JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  // The worker fetches the index from its own origin.
  globalThis.location ??= /** @type {Location} */ ({origin: 'http://localhost'});
  const realFetch = globalThis.fetch;
  const generatedId = `@generated/${PLUGIN}/default/generated-constants.js`;
  /** @type {import('vite').InlineConfig} */
  const config = {
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      {
        // The plugin's constants as generated for the build; they import lunr by its
        // file path, which Vite would evaluate as an ES module, so by name here.
        name: 'search-generated-constants',
        resolveId: (/** @type {string} */ id) =>
          id === generatedId ? `\0${generatedId}` : undefined,
        load: (/** @type {string} */ id) =>
          id === `\0${generatedId}`
            ? fs
                .readFileSync(GENERATED, 'utf8')
                .replace(/^import lunr from .*$/m, 'import lunr from "lunr";')
            : undefined,
      },
    ],
    resolve: {
      alias: [
        // The worker exposes itself to its page through Comlink; in Node there is none.
        {find: /^comlink$/, replacement: path.join(STUBS, 'comlink.mjs')},
        {find: /^@site\//, replacement: `${root}/`},
      ],
    },
    ssr: {noExternal: [PLUGIN]},
  };
  const {module: worker} = await runnerImport(WORKER, config);
  const {searchResultLimits} = (await runnerImport(generatedId, config)).module;
  const searcher = new worker.SearchWorker();
  globalThis.fetch = async () => /** @type {Response} */ ({json: async () => json});
  const started = performance.now();
  try {
    await searcher.fetchIndexes('/', '');
  } finally {
    globalThis.fetch = realFetch;
  }
  const search = (/** @type {string} */ query, limit = searchResultLimits) =>
    searcher.search('/', '', query, limit);
  // What the worker spends building its lunr indexes from the documents, before the first result.
  search.indexMs = performance.now() - started;
  return search;
}
