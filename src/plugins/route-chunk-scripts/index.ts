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
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/** chunk name → the module path the renderer reports, from `.docusaurus/registry.js`. */
export function registryModulePaths(registrySource: string): Map<string, string> {
  const entry =
    /"([^"]+)":\s*\[\s*\(\)\s*=>\s*import\(\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*"[^"]+"\),\s*"([^"]+)"/g;
  const map = new Map<string, string>();
  for (const [, , chunkName, modulePath] of registrySource.matchAll(entry)) {
    map.set(chunkName!, modulePath!);
  }
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
              hooks: {done: {tapPromise: (name: string, fn: () => Promise<void>) => void}};
            }) {
              compiler.hooks.done.tapPromise('route-chunk-scripts', async () => {
                const manifest = JSON.parse(
                  await fs.readFile(manifestPath, 'utf8'),
                ) as ClientManifest;
                const modulePaths = registryModulePaths(await fs.readFile(registryPath, 'utf8'));
                const result = aliasModulePaths(manifest, modulePaths);
                // A few registry modules have no chunk of their own because main.js
                // imports them too (the site config); if the formats drift, nothing
                // matches: fail loudly rather than ship pages without their chunks.
                if (result.aliased < modulePaths.size / 2) {
                  throw new Error(
                    `route-chunk-scripts: only ${result.aliased} of ${modulePaths.size} registry chunks found in the client manifest (missing: ${result.missing.slice(0, 5).join(', ')})`,
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
