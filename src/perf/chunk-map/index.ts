/**
 * Content-hashed names for lazy chunks without their map in every page's first
 * load, production client build only.
 *
 * With `[contenthash]` in `output.chunkFilename` (slim-client-registry), Rspack 1.7
 * writes a map of every lazy chunk's hash into `__webpack_require__.u` in
 * runtime~main.js, which every page loads before it hydrates: about 4.9 KB gzip at
 * 560 chunks (measured in src/perf/README.md). A page's own route chunks are in its
 * HTML (route-chunk-scripts) and install themselves, so nothing needs the map until
 * the first chunk the page did not load: a navigation, Run, a code block's highlighter. This step moves the map
 * into its own content-hashed script, `assets/js/chunk-map.<hash>.js`, and wraps
 * `__webpack_require__.e` so that script loads (once) before the first chunk that
 * is not installed; `window.docusaurus` (lazy-route-data/docusaurus.ts) loads it
 * when the browser is idle after hydration, so a navigation seldom waits for it.
 *
 * The runtime's text is a private format: the step finds the map by the shape
 * Rspack 1.7 writes (captured in the unit test) and fails the build when it does
 * not find exactly one, never shipping the runtime unchanged.
 */
import {createHash} from 'node:crypto';
import type {Plugin} from '@docusaurus/types';

/** The global the map script sets, and the runtime reads. */
export const MAP_GLOBAL = 'tesseraChunkMap';
export const MAP_FILE_PREFIX = 'assets/js/chunk-map.';

/**
 * `<require>.u=<id>=>"<dir>"+<id>+"."+({<id>:"<hash>",…})[<id>]+".js"`, minified:
 * the map is a flat object literal of ids (numbers or strings) to hashes.
 */
const U_PATTERN =
  /([\w$]+)\.u=([\w$]+)=>("[^"]*")\+\2\+"\."\+\((\{(?:"?[\w~.-]+"?:"[0-9a-f]+",?)*\})\)\[\2\]\+"\.js"/g;

const hash8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

export interface MovedMap {
  /** The runtime, reading the map from the map script's global. */
  runtime: string;
  /** The map script's file name, under the output directory. */
  file: string;
  /** The map script: `self.tesseraChunkMap={…};`. */
  source: string;
}

/**
 * Moves the chunk map out of a minified runtime~main.js. `keep` lists chunk ids
 * code asks `__webpack_require__.u` for without `.e` (a worker's script): their
 * entries stay in the runtime. `chunkIds` lists every chunk of the build: those
 * without an entry in the map are the ones `.e` never fetches (the entry's, which
 * route chunks ask `.e` for too, and CSS-only ones). `chunkLoadingGlobal` is
 * `output.chunkLoadingGlobal`, where every loaded chunk records its ids.
 */
export function moveChunkMap(
  runtime: string,
  {
    keep = [],
    chunkIds,
    chunkLoadingGlobal,
  }: {keep?: string[]; chunkIds: string[]; chunkLoadingGlobal: string},
): MovedMap {
  const matches = [...runtime.matchAll(U_PATTERN)];
  if (matches.length !== 1)
    throw new Error(
      `[chunk-map] Found ${matches.length} chunk maps in runtime~main.js where one was expected: the text Rspack writes for __webpack_require__.u changed. Compare it with the snippet in tests/unit/plugins/chunk-map.test.ts and update U_PATTERN in src/perf/chunk-map (UPGRADING.md).`,
    );
  const [whole, req, , dir, literal] = matches[0];
  const start = matches[0].index;
  if (!runtime.slice(0, start).includes(`${req}.e=`))
    throw new Error(
      '[chunk-map] runtime~main.js defines __webpack_require__.u before .e: the wrapper of .e in src/perf/chunk-map needs .e first.',
    );
  const entries = Function(`return ${literal}`)() as Record<string, string>;
  const kept: Record<string, string> = {};
  for (const id of keep) {
    if (!(id in entries)) throw new Error(`[chunk-map] Chunk ${id} is not in the runtime's map.`);
    kept[id] = entries[id];
  }
  const initial = chunkIds.filter((id) => !(id in entries));
  const source = `self.${MAP_GLOBAL}=${literal};`;
  const file = `${MAP_FILE_PREFIX}${hash8(source)}.js`;
  const global = JSON.stringify(chunkLoadingGlobal);
  const map = `self.${MAP_GLOBAL}`;
  const name = JSON.stringify(file);
  // Hand-written, after minification: short names, none of the runtime's own.
  // r: __webpack_require__; e: the stock .e; p: the map script's promise; k: the kept
  // entries; i: installed; h: the hash from a script element of the page's HTML.
  const wrapped =
    `${req}.u=(r=>{var e=r.e,p,k=${JSON.stringify(kept)},z=${JSON.stringify(initial)},` +
    // Installed: the entry's chunks, the page's that have run, every chunk loaded since.
    `i=d=>z.includes(""+d)||(self[${global}]||[]).some(c=>c[0].some(x=>x==d)),` +
    // The page's own chunks are script elements of its HTML, which may not have run yet
    // when main.js asks for them: their names are there, the map is not needed.
    `h=d=>{var q=r.p+${dir}+d+".";for(var s of document.scripts){var a=s.getAttribute("src")||"";` +
    `if(a.startsWith(q)&&a.endsWith(".js"))return a.slice(q.length,-3)}};` +
    `r.cm=()=>p||(p=new Promise((y,n)=>{if(${map})return y();` +
    `r.l(r.p+${name},v=>{${map}?y():(p=void 0,` +
    `n(Error("Loading the chunk map failed ("+(v&&v.type)+": "+${name}+")")))},"chunk-map")}));` +
    `r.e=d=>${map}||i(d)||h(d)?e(d):r.cm().then(()=>e(d));` +
    `return d=>{var v=k[d]||(${map}||0)[d]||h(d);if(!v)throw Error("Chunk "+d+" is not in the chunk map");` +
    `return ${dir}+d+"."+v+".js"}})(${req})`;
  return {
    runtime: runtime.slice(0, start) + wrapped + runtime.slice(start + whole.length),
    file,
    source,
  };
}

/**
 * Chunk ids that code outside the runtime asks `.u` for directly, with no `.e`
 * before: `new Worker(new URL(n.p+n.u("61900"),n.b))` (the search worker).
 */
export function directChunkRequests(sources: string[], req = '[\\w$]+'): string[] {
  const ids = new Set<string>();
  for (const source of sources)
    for (const m of source.matchAll(new RegExp(`\\b${req}\\.u\\("([\\w~.-]+)"\\)`, 'g')))
      ids.add(m[1]);
  return [...ids].sort();
}

interface Asset {
  name: string;
  source: {source(): string | Buffer};
}
interface Compilation {
  chunks: Iterable<{id: string | number | null}>;
  getAssets(): Asset[];
  updateAsset(name: string, source: unknown): void;
  renameAsset(name: string, newName: string): void;
  emitAsset(name: string, source: unknown, info?: Record<string, unknown>): void;
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, fn: () => void): void;
    };
  };
}
interface Compiler {
  options: {output: {chunkLoadingGlobal?: string}};
  hooks: {thisCompilation: {tap(name: string, fn: (c: Compilation) => void): void}};
}

export default function chunkMapPlugin(): Plugin {
  return {
    name: 'chunk-map',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {Compilation, sources} = currentBundler.instance as unknown as {
        Compilation: {PROCESS_ASSETS_STAGE_REPORT: number};
        sources: {RawSource: new (s: string) => unknown};
      };
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('chunk-map', (compilation) => {
                // After minification and real content hashes: the names are final.
                compilation.hooks.processAssets.tap(
                  {name: 'chunk-map', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT},
                  () => {
                    const js = compilation.getAssets().filter((a) => a.name.endsWith('.js'));
                    const runtimes = js.filter((a) => /(^|\/)runtime~main\./.test(a.name));
                    if (runtimes.length !== 1)
                      throw new Error(
                        `[chunk-map] Expected one runtime~main script, found ${runtimes.length}.`,
                      );
                    const [runtime] = runtimes;
                    const keep = directChunkRequests(
                      js.filter((a) => a !== runtime).map((a) => String(a.source.source())),
                    );
                    const chunkLoadingGlobal = compiler.options.output.chunkLoadingGlobal;
                    if (!chunkLoadingGlobal)
                      throw new Error('[chunk-map] output.chunkLoadingGlobal is not set.');
                    const moved = moveChunkMap(String(runtime.source.source()), {
                      keep,
                      chunkIds: [...compilation.chunks].map((c) => String(c.id)),
                      chunkLoadingGlobal,
                    });
                    compilation.updateAsset(runtime.name, new sources.RawSource(moved.runtime));
                    // Its name again from what it now holds: the hash Rspack gave it
                    // covers the map, not this wrapper, which could change alone.
                    const renamed = runtime.name.replace(
                      /\.[0-9a-f]{8}\.js$/,
                      `.${hash8(moved.runtime)}.js`,
                    );
                    if (renamed === runtime.name)
                      throw new Error(`[chunk-map] No content hash in ${runtime.name}.`);
                    compilation.renameAsset(runtime.name, renamed);
                    compilation.emitAsset(moved.file, new sources.RawSource(moved.source), {
                      immutable: true,
                      minimized: true,
                    });
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
