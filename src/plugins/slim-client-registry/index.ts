/**
 * Less route data in what every page loads first, production client build only:
 * - the server-only module path strings of the route registry in main.js
 *   (see loader.cjs); the server render needs them to list each page's chunks;
 * - the site config's build-time fields (see config-loader.cjs);
 * - the docs plugin's list of every doc in the global data (global-data-loader.cjs);
 * - the chunk names in the file names of lazy chunks. With `[name]` in the
 *   pattern, runtime~main.js carries a map of every chunk's name beside the map
 *   of its content hash: about 13 bytes gzip per chunk on every page, for file
 *   names nobody reads (the client manifest maps names to files).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function slimClientRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const globalData = path.join(context.generatedFilesDir, 'globalData.json');
  return {
    name: 'slim-client-registry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          // A string condition matches paths that start with it: only this file.
          rules: [
            {test: registry, use: [require.resolve('./loader.cjs')]},
            {test: siteConfig, use: [require.resolve('./config-loader.cjs')]},
            {test: globalData, use: [require.resolve('./global-data-loader.cjs')]},
          ],
        },
      };
    },
  };
}
