/**
 * The performance layer, registered from one place (README.md beside this file
 * draws it). `TESSERA_STOCK=1` builds the site as stock Docusaurus would: none
 * of the layer's plugins, core's page template, core's client modules, and the
 * static parts rendered by React. After an upgrade, a failure in both builds is
 * Docusaurus's change; a failure in the default build only is the layer's.
 */
import type {Config, LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import chunkGroupsPlugin from './chunk-groups';
import chunkMapPlugin from './chunk-map';
import lazyPrismPlugin from './lazy-prism';
import lazyRouteDataPlugin from './lazy-route-data';
import leanSimCataloguePlugin from './lean-sim-catalogue';
import routeChunkScriptsPlugin from './route-chunk-scripts';
import slimClientRegistryPlugin, {
  DOC_DESCRIPTIONS,
  SLIM_CLIENT_REGISTRY,
} from './slim-client-registry';
import {SSR_TEMPLATE} from './ssr-template';

/** Whether this build is the stock one (`npm run build:stock`). */
export const STOCK = process.env.TESSERA_STOCK === '1';

/**
 * The stock build's stand-in for `slim-client-registry`'s data file, under the same
 * plugin name, so `src/theme/DocCard` imports it in both builds: empty, as the stock
 * docs props still carry each doc's description.
 */
function stockDocDescriptions(): Plugin {
  return {
    name: SLIM_CLIENT_REGISTRY,
    async allContentLoaded({actions}) {
      await actions.createData(DOC_DESCRIPTIONS, '{}');
    },
  };
}

/**
 * The stock build's own persistent cache. Docusaurus keys Rspack's cache by its own
 * version and the theme aliases, the same in both builds, so each build reused the
 * other's modules: a stock build after a default one took the docs props the layer's
 * loader had stripped of their descriptions (the category cards had none), and a
 * default build after a stock one kept them (about 4 KB more on every docs page). Rspack keeps
 * a cache of another version apart, so both builds stay warm.
 */
function stockCache(): Plugin {
  return {
    name: 'stock-cache',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      if (!cache || typeof cache !== 'object' || !('version' in cache)) return {};
      return {experiments: {cache: {version: `${String(cache.version)}-stock`}}} as object;
    },
  };
}

/** The layer's plugins, in the order they were registered in docusaurus.config.ts. */
const LAYER: ((context: LoadContext) => Plugin)[] = [
  lazyPrismPlugin, // Prism loads with the first code block, not on every page
  routeChunkScriptsPlugin, // each page's route chunks load with main.js, not after it
  lazyRouteDataPlugin, // route data loads by buckets with each page, not all in main.js
  slimClientRegistryPlugin, // main.js carries no build-time config fields or docs list
  leanSimCataloguePlugin, // the Run button's chunk carries the block records without their prose
  chunkGroupsPlugin, // React DOM in a script of its own; the Run panel's CSS with the panel
  chunkMapPlugin, // lazy chunks' content hashes load after hydration, not in runtime~main.js
];

/**
 * The layer's part of the site config: its plugins, the page template, and what
 * the template implies, or, with `stock`, only what the site's own code needs of it.
 */
export function perfLayer(stock: boolean = STOCK): {
  plugins: PluginConfig[];
  config: Pick<Config, 'ssrTemplate' | 'baseUrlIssueBanner' | 'customFields'>;
} {
  if (stock)
    return {
      plugins: [stockDocDescriptions, stockCache],
      config: {customFields: {stockBuild: true}},
    };
  return {
    plugins: LAYER,
    config: {
      // Docusaurus's template, with the scripts added after the first paint.
      ssrTemplate: SSR_TEMPLATE,
      // Its inline check runs at DOMContentLoaded, which no longer waits for the
      // scripts: it would report every page as misconfigured.
      baseUrlIssueBanner: false,
    },
  };
}
