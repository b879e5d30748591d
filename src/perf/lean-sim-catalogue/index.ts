/**
 * The simulator needs each block record's ports, properties and hardware
 * needs, not its prose (summaries, descriptions, causes and fixes, keywords):
 * the prose is about three quarters of the catalogue's weight. In the client
 * bundle, the block catalogue that src/sim and the project validator import
 * is a second copy of `src/data/blocks/index.ts` whose records are lean
 * (lean.ts); pages that show the prose keep importing the full records.
 *
 * A rule with an `issuer` condition gives a module its own loaders, and the
 * bundler keys a module by its loaders, so the two copies never merge. The
 * engine and Node (tests, scenarios) keep the full records, unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const SRC = path.resolve(__dirname, '../..');

export default function leanSimCataloguePlugin(): Plugin {
  return {
    name: 'lean-sim-catalogue',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              // A string condition matches paths that start with it.
              test: path.join(SRC, 'data/blocks/index.ts'),
              issuer: [path.join(SRC, 'sim/'), path.join(SRC, 'data/projects/validate.ts')],
              use: [require.resolve('./catalogue-loader.cjs')],
            },
            {
              test: /[\\/]src[\\/]data[\\/]blocks[\\/]records[\\/][a-z]+\.ts$/,
              resourceQuery: /lean/,
              use: [require.resolve('./records-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
