/**
 * Route data out of main.js, production build only. Docusaurus puts every
 * route's chunk names (routesChunkNames.json) and every chunk's loader
 * (registry.js) in main.js, about 50 bytes gzip per page on every page, and
 * core's ChunkAssetPlugin adds a map of every chunk's name to runtime~main.js
 * for `prefetch`. Here:
 * - loader.cjs splits the registry and the chunk names into buckets of a few
 *   routes, each its own chunk, which a page's HTML lists (the server render
 *   reports it) and the browser loads by the route's path (bucket.cjs);
 * - ComponentCreator.tsx loads a route's bucket, then its chunks;
 * - docusaurus.ts, `window.docusaurus`, prefetches a link's bucket, not its chunks;
 * - ChunkAssetPlugin, whose map only the stock `prefetch` read, is left out.
 * No option of Docusaurus does this (its route table grows main.js by design),
 * hence the replaced modules; src/perf/README.md lists what they rely on.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadContext} from '@docusaurus/types';

// The stock module `clientEntry.js` imports as './docusaurus'.
export const DOCUSAURUS_CLIENT_DIR = path.dirname(
  require.resolve('@docusaurus/core/lib/client/docusaurus.js'),
);

export default function lazyRouteDataPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lazy-route-data',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      if (!isServer) {
        // Its map of every chunk name served only the stock `prefetch`, replaced below.
        config.plugins = (config.plugins ?? []).filter(
          (p) => p?.constructor?.name !== 'ChunkAssetPlugin',
        );
      }
      return {
        module: {
          rules: [
            {
              // A string condition matches paths that start with it: only this file.
              test: registry,
              use: [
                {loader: require.resolve('./loader.cjs'), options: {keepModulePaths: isServer}},
              ],
            },
          ],
        },
        plugins: [
          new NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            path.join(__dirname, 'ComponentCreator.tsx'),
          ),
          ...(isServer
            ? []
            : [
                new NormalModuleReplacementPlugin(
                  /^\.\/docusaurus$/,
                  (resource: {context: string; request: string}) => {
                    if (path.resolve(resource.context) === DOCUSAURUS_CLIENT_DIR)
                      resource.request = path.join(__dirname, 'docusaurus.ts');
                  },
                ),
              ]),
        ],
      };
    },
  };
}
