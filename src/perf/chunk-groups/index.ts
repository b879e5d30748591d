/**
 * Four chunks cut out of Docusaurus's defaults, production client build only. Both
 * are `splitChunks` cache groups, set through the documented `configureWebpack`,
 * above core's own groups (`common` 40, `styles` 50, in
 * `@docusaurus/core/lib/webpack/base.js`).
 *
 * - `react-dom`: React DOM in a script of its own, before `main.js` in every
 *   page's first load. It was about 40% of `main.js`: one script the browser
 *   compiles and runs in one long task. Split in two deferred scripts, the same
 *   bytes make two shorter tasks, and the browser can handle input between them;
 *   Lighthouse counts only the part of each task past 50 ms as blocking (total
 *   blocking time on the block page 172 -> 122 ms, reports/budgets.md). React DOM
 *   changes only with an upgrade, so its file also stays cached across deploys
 *   that change the site's own code. Docusaurus lists an entry's chunks in each
 *   page's HTML in the order the bundler gives them (runtime, React DOM, main).
 * - `mdx-runtime`: MDX's runtime in one shared lazy chunk instead of a copy in every
 *   page's content chunk (ten copies on a list of ten posts).
 * - `device-names`: the names' wrapper on its own, not in the flow diagram's chunk.
 * - `simulator-styles`: the Run panel's stylesheet (about 1.3 KB gzip) loads with
 *   the panel, on the reader's click, not in the stylesheet every page blocks its
 *   first paint on. Docusaurus puts all CSS in one file because code-split CSS can
 *   apply in a different order on different pages; the panel's CSS module styles
 *   only the panel's own elements, which exist only after its chunk has loaded,
 *   so its order cannot matter.
 */
import type {Plugin} from '@docusaurus/types';

/** The cache groups, for the plugin and its test. */
export const CHUNK_GROUPS = {
  reactDom: {
    test: /[\\/]node_modules[\\/]react-dom[\\/]/,
    name: 'react-dom',
    // The entry's copy only: the chunk every page loads first.
    chunks: 'initial',
    enforce: true,
    priority: 60,
  },
  // MDX's runtime (`useMDXComponents`, about 250 bytes gzip) was copied into every
  // page's content chunk: ten times on a list of ten posts. One shared chunk instead.
  mdxRuntime: {
    test: /[\\/]node_modules[\\/]@mdx-js[\\/]react[\\/]/,
    name: 'mdx-runtime',
    chunks: 'async',
    enforce: true,
    priority: 45,
  },
  // `withDeviceNames` and its pattern (under 0.5 KB gzip), which cards, tables and
  // the flow diagram's caption share: left to the defaults, they joined the flow
  // diagram's own shared chunk, and a page that needed only the names (the feature
  // page's tables) loaded the diagram's code too, 2.6 KB over its budget.
  deviceNames: {
    test: /[\\/]src[\\/](components[\\/]DeviceName[\\/]|lib[\\/]deviceNames\.ts$)/,
    name: 'device-names',
    chunks: 'async',
    enforce: true,
    priority: 45,
  },
  simulatorStyles: {
    test: /[\\/]src[\\/]components[\\/]SimulatorPanel[\\/].*\.css$/,
    name: 'simulator-styles',
    type: 'css/mini-extract',
    chunks: 'async',
    enforce: true,
    // Above core's `styles` group (50), which takes every stylesheet.
    priority: 60,
  },
} as const;

export default function chunkGroupsPlugin(): Plugin {
  return {
    name: 'chunk-groups',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {optimization: {splitChunks: {cacheGroups: {...CHUNK_GROUPS}}}};
    },
  };
}
