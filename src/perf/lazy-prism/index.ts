/**
 * Keeps Prism out of the bundle every page loads. theme-classic registers a
 * client module that imports prism-react-renderer (about 30 KB gzip) into
 * main.js, even on pages with no code. This plugin swaps that module for an
 * empty one; src/theme/CodeBlock loads the highlighter, and registers the
 * extra languages with the theme's own prism-include-languages, in a chunk of
 * its own. No option of the theme does this, hence the replacement.
 *
 * It also puts the dark code theme in the site's stylesheet (darkCss.ts), read from the
 * theme's own `prism` config: the build's highlighted HTML, which a block keeps until a
 * visitor comes to it, carries the light theme's colours.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeCss} from './darkCss';

export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

type PrismConfig = {theme?: PrismTheme; darkTheme?: PrismTheme};

export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const {theme, darkTheme} = (context.siteConfig.themeConfig.prism ?? {}) as PrismConfig;
  if (!theme || !darkTheme)
    throw new Error('tessera-lazy-prism: themeConfig.prism needs a theme and a darkTheme');
  // A client module must be a file before the bundler starts; the plugin's own folder
  // under .docusaurus, rewritten at every start, so a theme edit shows on restart.
  const darkCss = path.join(context.generatedFilesDir, 'tessera-lazy-prism', 'dark-code.css');
  fs.mkdirSync(path.dirname(darkCss), {recursive: true});
  fs.writeFileSync(darkCss, darkCodeCss(theme, darkTheme));
  return {
    name: 'tessera-lazy-prism',
    getClientModules: () => [darkCss],
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
