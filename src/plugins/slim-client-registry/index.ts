/**
 * Takes the server-only module path strings out of the route registry that
 * every page's main.js carries (see loader.cjs): production client build only,
 * since the server render needs them to list each page's chunks.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function slimClientRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'slim-client-registry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          // A string condition matches paths that start with it: only this file.
          rules: [{test: registry, use: [require.resolve('./loader.cjs')]}],
        },
      };
    },
  };
}
