/**
 * React DOM in a script of its own, production client build only. Every page
 * loads runtime~main.js, then main.js, which carried React DOM (about 40% of
 * it): one script the browser compiles and runs in one long task. Split in two
 * deferred scripts, the same bytes make two shorter tasks, and the browser can
 * handle input between them; Lighthouse counts only the part of each task past
 * 50 ms as blocking (README, Budgets: total blocking time on the block page
 * 172 -> 122 ms). React DOM changes only with an upgrade, so its file also
 * stays cached across deploys that change the site's own code.
 *
 * A bundler option, set through the documented `configureWebpack`: the
 * entry's chunks are listed in each page's HTML by Docusaurus in the order
 * the bundler gives them (runtime, React DOM, main).
 */
import type {Plugin} from '@docusaurus/types';

export default function splitReactDomPlugin(): Plugin {
  return {
    name: 'split-react-dom',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/]react-dom[\\/]/,
                name: 'react-dom',
                // The entry's copy only: the chunk every page loads first.
                chunks: 'initial',
                enforce: true,
                // Above Docusaurus's own groups (common 40, styles 50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
