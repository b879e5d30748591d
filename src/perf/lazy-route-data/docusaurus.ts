/**
 * A fork of `@docusaurus/core/lib/client/docusaurus.js` (`window.docusaurus`, which
 * Link calls), replacing it in the production client build (see index.ts). The stock
 * `prefetch` looks a route's chunk names up in the whole routesChunkNames and their
 * URLs in a map of every chunk in runtime~main.js, both of which every page loaded;
 * here it loads the route's bucket of route data, about a kilobyte, once the page has
 * hydrated and the browser is idle, so a page's prefetches never compete with its own
 * first load; the route's chunks load on hover (`preload`, unchanged) or click.
 * Upstream's code in upstream's order (MIT), typed; changed lines are fenced by
 * `tessera:`. When the Upstream line below fails its test, read the change between
 * the two versions and carry it over.
 * Upstream: @docusaurus/core@3.10.2 lib/client/docusaurus.js sha256:b0d1dbdc1e3a
 */
import {matchRoutes} from 'react-router-config';
// tessera: start (the route's bucket, not routesChunkNames and the chunk map)
import routes from '@generated/routes';
import {routeData} from '@generated/registry';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {afterHydrationWhenIdle} from '@site/src/lib/idle';
// tessera: end

const fetched = new Set<string>();
const loaded = new Set<string>();

// tessera: start (typed; `effectiveType` may be missing)
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}
// If user is on slow or constrained connection.
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};
// tessera: end

const canPrefetch = (routePath: string): boolean =>
  !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);

const canPreload = (routePath: string): boolean => !isSlowConnection() && !loaded.has(routePath);

const prefetch = (routePath: string): false | Promise<unknown[]> => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  // tessera: start (each matched route's bucket, after hydration when idle, instead of
  // every chunk of the route through __webpack_require__.gca)
  const paths = new Set(matchRoutes(routes, routePath).map((m) => m.route.path as string));
  return afterHydrationWhenIdle().then(() => Promise.all([...paths].map((p) => routeData(p))));
  // tessera: end
};

const preload = (routePath: string): false | Promise<unknown[]> => {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadHelper(routePath);
};

// tessera: start (the map of lazy chunks' file names, src/perf/chunk-map: out of the
// first load, loaded when the browser is idle after hydration so that the first
// navigation does not wait for it; `.e` loads it on demand if that comes first)
declare const __webpack_require__: {cm?: () => Promise<void>};
if (typeof window !== 'undefined')
  void afterHydrationWhenIdle()
    .then(() => __webpack_require__.cm?.())
    // A failed load is retried by the first chunk load that needs the map.
    .catch(() => undefined);
// tessera: end

const docusaurus = {
  prefetch,
  preload,
};

// This object is directly mounted onto window, better freeze it
export default Object.freeze(docusaurus);
