/**
 * Keeps Prism out of the bundle every page loads. theme-classic registers a
 * client module that imports prism-react-renderer (about 30 KB gzip) into
 * main.js, even on pages with no code. This plugin swaps that module for an
 * empty one; src/theme/CodeBlock loads the highlighter, and registers the
 * extra languages with the theme's own prism-include-languages, in a chunk of
 * its own. No option of the theme does this, hence the replacement.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'tessera-lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            EAGER_PRISM_MODULE,
            path.join(__dirname, 'noop.js'),
          ),
        ],
      };
    },
  };
}
