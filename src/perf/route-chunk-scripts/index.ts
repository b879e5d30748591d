/**
 * Puts each page's route chunks in its HTML as deferred scripts, as Docusaurus
 * means to: the static renderer looks up the modules a page rendered in the
 * client manifest (react-loadable-ssr-addon) and adds their chunks. Under
 * Rspack (`future.v4`) the manifest keys chunks by chunk name while the
 * renderer reports module paths (`@generated/…/docs-175.json`), so nothing
 * matched and every page shipped only runtime~main.js and main.js: the route
 * chunks were requested only once main.js had run, one round trip late. This
 * plugin adds the module paths as aliases of the chunk names they load, taken
 * from the generated registry, once the client compilation has written the
 * manifest and before the pages are rendered.
 *
 * No documented interface serves instead: plugins can add tags to every page
 * (`injectHtmlTags`) but not per route, and the per-page scripts come from
 * `getScriptsAndStylesheets` in @docusaurus/core/lib/ssg/ssgTemplate.js, which
 * looks the rendered modules up in this manifest with
 * the `getBundles` of react-loadable-ssr-addon-v5-slorber. The unit test pins that
 * assumption, and a registry chunk this plugin cannot place fails the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseRegistry} from '../registry.cjs';

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/**
 * chunk name → the module path the renderer reports, from `.docusaurus/registry.js`
 * (its one parser, src/perf/registry.cjs, which throws on a line in another format).
 */
export function registryModulePaths(registrySource: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [chunkName, {modulePath}] of parseRegistry(registrySource))
    map.set(chunkName, JSON.parse(modulePath) as string);
  return map;
}

/** The manifest with each module path added as an alias of its chunk's origins. */
export function aliasModulePaths(
  manifest: ClientManifest,
  modulePaths: Map<string, string>,
): {manifest: ClientManifest; aliased: number; missing: string[]} {
  const origins = {...manifest.origins};
  const missing: string[] = [];
  let aliased = 0;
  for (const [chunkName, modulePath] of modulePaths) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) {
      missing.push(chunkName);
      continue;
    }
    origins[modulePath] = chunks;
    aliased++;
  }
  return {manifest: {...manifest, origins}, aliased, missing};
}

/** A module of the bundle: a concatenated module lists the modules it was made of. */
interface BundledModule {
  nameForCondition(): string | undefined | null;
  modules?: BundledModule[];
}
interface ClientStats {
  compilation: {
    entrypoints: Map<string, {chunks: Iterable<unknown>}>;
    chunkGraph: {getChunkModules(chunk: unknown): BundledModule[]};
  };
}

/** The files of every module in the entry chunks (main.js and its runtime). */
export function entryModuleFiles(stats: ClientStats): Set<string> {
  const files = new Set<string>();
  const {compilation} = stats;
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const m of compilation.chunkGraph.getChunkModules(chunk)) {
        for (const inner of m.modules ?? [m]) {
          const file = inner.nameForCondition();
          if (file) files.add(file);
        }
      }
    }
  }
  return files;
}

/**
 * Whether a registry module path (`@generated/docusaurus.config`) is one of
 * the entry chunks' files: then main.js has it and it needs no chunk of its
 * own. Only paths under `@generated/` and `@site/` can be proven; a theme
 * alias cannot, and stays unmatched.
 */
export function isInEntry(
  modulePath: string,
  entryFiles: Set<string>,
  dirs: {generatedFilesDir: string; siteDir: string},
): boolean {
  const alias = /^@(generated|site)\/(.+)$/.exec(modulePath);
  if (!alias) return false;
  const base = path.join(
    alias[1] === 'generated' ? dirs.generatedFilesDir : dirs.siteDir,
    alias[2]!,
  );
  for (const file of entryFiles) {
    if (file === base || (file.startsWith(base) && /^\.[a-z]+$/.test(file.slice(base.length))))
      return true;
  }
  return false;
}

/** The build error for registry chunks that are neither in the manifest nor in main.js. */
export function unmatchedError(unmatched: string[], modulePaths: Map<string, string>): Error {
  return new Error(
    [
      `route-chunk-scripts: ${unmatched.length} of ${modulePaths.size} route chunks of .docusaurus/registry.js are neither in the client manifest nor in main.js, so their pages would load them one round trip late:`,
      ...unmatched.map((name) => `  ${name}  ${modulePaths.get(name) ?? ''}`),
      'After a Docusaurus or Rspack upgrade, compare the chunk names in .docusaurus/client-manifest.json ("origins") with the registry, and see how getScriptsAndStylesheets in @docusaurus/core/lib/ssg/ssgTemplate.js finds a page\'s scripts (src/perf/README.md).',
    ].join('\n'),
  );
}

export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-chunk-scripts',
    configureWebpack(config, isServer) {
      // Only the production build renders pages from the client manifest; the
      // dev server writes none, and tapping its compiler left it answering nothing.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: {
                  tapPromise: (name: string, fn: (stats: ClientStats) => Promise<void>) => void;
                };
              };
            }) {
              compiler.hooks.done.tapPromise('route-chunk-scripts', async (stats) => {
                const manifest = JSON.parse(
                  await fs.readFile(manifestPath, 'utf8'),
                ) as ClientManifest;
                const modulePaths = registryModulePaths(await fs.readFile(registryPath, 'utf8'));
                const result = aliasModulePaths(manifest, modulePaths);
                // A registry module main.js imports too (the site config) gets no
                // chunk of its own; every other one must be found, or its pages ship
                // without their chunks: fail the build naming each of them.
                const entryFiles = entryModuleFiles(stats);
                const dirs = {
                  generatedFilesDir: context.generatedFilesDir,
                  siteDir: context.siteDir,
                };
                const unmatched = result.missing.filter(
                  (name) => !isInEntry(modulePaths.get(name)!, entryFiles, dirs),
                );
                if (modulePaths.size === 0 || unmatched.length) {
                  throw unmatchedError(
                    modulePaths.size ? unmatched : ['(no chunk read from the registry)'],
                    modulePaths,
                  );
                }
                await fs.writeFile(manifestPath, JSON.stringify(result.manifest));
              });
            },
          },
        ],
      };
    },
  };
}
