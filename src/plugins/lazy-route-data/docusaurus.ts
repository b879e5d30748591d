/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (`window.docusaurus`,
 * which Link calls) in the production client build (see index.ts). The stock
 * `prefetch` looks a route's chunk names up in the whole routesChunkNames and
 * their URLs in a map of every chunk in runtime~main.js, both of which every
 * page loaded; here it loads the route's bucket of route data, about a
 * kilobyte, once the page has hydrated and the browser is idle, so a page's
 * prefetches never compete with its own first load; the route's chunks load on
 * hover (`preload`, unchanged) or click.
 * Adapted from @docusaurus/core/lib/client/docusaurus.js (MIT).
 * A rewrite, not an ejection: no line is upstream's as it stands, so there are no
 * `tessera:` fences; when the Upstream line below fails its test, read the
 * change between the two versions of docusaurus.js and carry it over.
 * Upstream: @docusaurus/core@3.10.2 lib/client/docusaurus.js sha256:b0d1dbdc1e3a
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {routeData} from '@generated/registry';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {afterHydrationWhenIdle} from '@site/src/lib/idle';

const fetched = new Set<string>();
const loaded = new Set<string>();

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}
// Neither on 2g nor when the visitor asks to save data.
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const prefetch = (routePath: string): false | Promise<unknown[]> => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  const paths = new Set(matchRoutes(routes, routePath).map((m) => m.route.path as string));
  return afterHydrationWhenIdle().then(() => Promise.all([...paths].map((p) => routeData(p))));
};

const preload = (routePath: string): false | Promise<unknown[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
