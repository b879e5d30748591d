/**
 * The Run panel's stylesheet loads with the panel, on the reader's click, not
 * in the stylesheet every page blocks its first paint on (about 1.3 KB gzip).
 * Docusaurus puts all CSS in one file (its `styles` cache group) because
 * code-split CSS can apply in a different order on different pages; the
 * panel's CSS module styles only the panel's own elements, which exist only
 * after its chunk has loaded, so its order cannot matter.
 */
import type {Plugin} from '@docusaurus/types';

export default function simulatorStylesPlugin(): Plugin {
  return {
    name: 'simulator-styles',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              simulatorStyles: {
                test: /[\\/]src[\\/]components[\\/]SimulatorPanel[\\/].*\.css$/,
                name: 'simulator-styles',
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                // Above core's `styles` group (50), which takes every stylesheet.
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
