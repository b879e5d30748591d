import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {directChunkRequests, MAP_GLOBAL, moveChunkMap} from '../../../src/perf/chunk-map';
import slimClientRegistryPlugin from '../../../src/perf/slim-client-registry';

// runtime~main.js as Rspack 1.7.12 writes it for this site, minified, with its map of
// 560 chunks cut to four entries (the search worker's 61900 among them).
const RUNTIME = fs.readFileSync(
  path.join(__dirname, 'fixtures/runtime-main.rspack-1.7.12.js.txt'),
  'utf8',
);
// cspell:ignore Chunktessera -- Rspack's chunk loading global: webpackChunk + the package name
const GLOBAL = 'webpackChunktessera_website';
// The build's chunks: the entry's three (runtime, main, the Run panel's CSS) have no
// entry in the map.
const CHUNK_IDS = ['69783', '24014', '96219', '10166', '1108', '2042', '223', '61900'];

describe('chunk names', () => {
  it('name lazy chunks by their content, not by the build', () => {
    const plugin = slimClientRegistryPlugin({
      generatedFilesDir: '/site/.docusaurus',
      siteDir: '/site',
    } as LoadContext);
    const config = plugin.configureWebpack!(
      {mode: 'production'},
      false,
      {} as never,
      {} as never,
    ) as {output: {chunkFilename: string}};
    expect(config.output.chunkFilename).toContain('[contenthash');
    expect(config.output.chunkFilename).not.toMatch(/\[(full)?hash/);
  });
});

/**
 * Runs a runtime in a context with a fake DOM: a script element "loads" when it is
 * appended, running the map script or installing the chunk its URL names.
 */
function browser(runtime: string, mapFile: string, mapSource: string) {
  const requested: string[] = [];
  const context = vm.createContext({setTimeout, clearTimeout, Error, Promise});
  const element = () => {
    const attributes: Record<string, string> = {};
    return {
      src: '',
      onload: null as ((e: unknown) => void) | null,
      onerror: null as ((e: unknown) => void) | null,
      setAttribute: (k: string, v: string) => (attributes[k] = v),
      getAttribute: (k: string) => attributes[k],
    };
  };
  context.self = context;
  context.document = {
    baseURI: 'https://tessera.example/',
    // The page's HTML lists its chunks; 2042's script has not run yet.
    scripts: [element(), element()].map((script, n) => {
      script.setAttribute(
        'src',
        ['/assets/js/10166.20406ecc.js', '/assets/js/2042.42b9d553.js'][n],
      );
      return script;
    }),
    getElementsByTagName: (tag: string) => (tag === 'script' ? context.document.scripts : []),
    createElement: element,
    head: {
      appendChild(script: ReturnType<typeof element>) {
        requested.push(script.src);
        setTimeout(() => {
          if (script.src === `/${mapFile}`) vm.runInContext(mapSource, context);
          else {
            const id = script.src.match(/\/(\w+)\.[0-9a-f]{8}\.js$/)![1];
            vm.runInContext(
              `(self.${GLOBAL}=self.${GLOBAL}||[]).push([[${JSON.stringify(id)}],{}])`,
              context,
            );
          }
          script.onload!({type: 'load', target: script});
        });
      },
    },
  };
  // A chunk of the page, in its HTML, before the runtime.
  vm.runInContext(`(self.${GLOBAL}=self.${GLOBAL}||[]).push([["10166"],{}])`, context);
  vm.runInContext(runtime, context);
  const req = () => {
    const chunks = context[GLOBAL] as {push: (c: unknown) => void};
    // The runtime's require is reachable through a chunk's third element.
    let found: unknown;
    chunks.push([['probe'], {}, (r: unknown) => (found = r)]);
    return found as {u: (id: string | number) => string; e: (id: string | number) => Promise<void>};
  };
  return {context, requested, req: req()};
}

describe('chunk-map: the chunk map out of runtime~main.js', () => {
  const moved = moveChunkMap(RUNTIME, {
    keep: ['61900'],
    chunkIds: CHUNK_IDS,
    chunkLoadingGlobal: GLOBAL,
  });

  it('leaves only the kept entries in the runtime, and writes the rest to a hashed script', () => {
    expect(moved.runtime).not.toContain('af5e91d8');
    expect(moved.runtime).toContain('00fc3772');
    expect(moved.file).toMatch(/^assets\/js\/chunk-map\.[0-9a-f]{8}\.js$/);
    expect(moved.source).toBe(
      `self.${MAP_GLOBAL}={10166:"20406ecc",1108:"af5e91d8",223:"43244bc9",61900:"00fc3772"};`,
    );
  });

  it('installs no map before the first chunk the page did not load, then loads it once', async () => {
    const {context, requested, req} = browser(moved.runtime, moved.file, moved.source);
    // The search worker's URL, asked for without .e.
    expect(req.u('61900')).toBe('assets/js/61900.00fc3772.js');
    // A chunk the page loaded, and main.js, which route chunks ask for: no request at all.
    await req.e(10166);
    await req.e('24014');
    expect(requested).toEqual([]);
    // A chunk of the page's HTML whose script has not run yet: its name from the
    // script element (the runtime attaches to that element), no map.
    expect(req.u(2042)).toBe('assets/js/2042.42b9d553.js');
    const pending = req.e(2042);
    const [, html] = context.document.scripts;
    vm.runInContext(`self.${GLOBAL}.push([["2042"],{}])`, context);
    html.onload!({type: 'load', target: html});
    await pending;
    expect(requested).toEqual([]);
    expect(context[MAP_GLOBAL]).toBeUndefined();
    expect(() => req.u(1108)).toThrow(/Chunk 1108 is not in the chunk map/);
    // The first other chunk: the map, then the chunk under its content hash.
    await req.e(1108);
    expect(requested).toEqual([`/${moved.file}`, '/assets/js/1108.af5e91d8.js']);
    await Promise.all([req.e(223), req.e(223)]);
    expect(requested.slice(2)).toEqual(['/assets/js/223.43244bc9.js']);
    expect(req.u(1108)).toBe('assets/js/1108.af5e91d8.js');
  });

  it('fails the build when the runtime holds no map in the known format', () => {
    const fullhash = RUNTIME.replace(/\(\{[^{}]*\}\)\[e\]/, 'i.h().slice(0,8)');
    expect(() => moveChunkMap(fullhash, {chunkIds: CHUNK_IDS, chunkLoadingGlobal: GLOBAL})).toThrow(
      /Found 0 chunk maps/,
    );
    expect(() =>
      moveChunkMap(RUNTIME, {keep: ['404'], chunkIds: CHUNK_IDS, chunkLoadingGlobal: GLOBAL}),
    ).toThrow(/404 is not in the runtime's map/);
  });

  it('finds the chunks code asks .u for directly', () => {
    const main = 'async function _(){return new Worker(new URL(n.p+n.u("61900"),n.b))}';
    expect(directChunkRequests([main, 'i.u(e)'])).toEqual(['61900']);
  });
});
