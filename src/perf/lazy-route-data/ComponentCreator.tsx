/**
 * Replaces `@docusaurus/ComponentCreator` in the production build (see
 * index.ts). The stock one reads the whole site's registry and
 * routesChunkNames, which every page had in main.js; this one loads the
 * route's bucket of route data first (`routeData` from the transformed
 * `@generated/registry`, loader.cjs), then the route's chunks, and renders them
 * as the stock one does. The server render reports the bucket's chunk with the
 * route's modules, so each page's HTML lists it (src/perf/route-chunk-scripts).
 * A fork of @docusaurus/core/lib/client/exports/ComponentCreator.js (MIT), typed:
 * the 404 page's loadable and `render` (upstream's `Loadable.Map` render, the chunk
 * names' shape rebuilt from the loaded modules) are upstream's logic; what differs is
 * fenced by `tessera:`. When the Upstream line below fails its test, read the change
 * between the two versions of ComponentCreator.js and carry it over.
 * Upstream: @docusaurus/core@3.10.2 lib/client/exports/ComponentCreator.js sha256:5f99bdbd725f
 */
import React, {type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import {routeData, routeDataChunkName} from '@generated/registry';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import flat from '@docusaurus/core/lib/client/flat';
import type {ChunkNames, PluginRouteContext, RouteContext} from '@docusaurus/types';

interface Loaded {
  chunkNames: ChunkNames;
  modules: Record<string, Record<string, unknown> & {default?: unknown}>;
}

// tessera: start (the 404 page's loadable made once, at module level; no `webpack` option)
const NotFound = Loadable({
  loading: Loading,
  loader: () => import('@theme/NotFound'),
  modules: ['@theme/NotFound'],
  render(loaded: {default: ComponentType}, props: unknown) {
    const Page = loaded.default;
    return (
      <RouteContextProvider value={{plugin: {name: 'native', id: 'default'}}}>
        <Page {...(props as object)} />
      </RouteContextProvider>
    );
  },
});
// tessera: end

// tessera: start (a route's chunks come from its bucket of route data)
/**
 * Loads a route's chunks. `report` collects, for the server render's capture,
 * the module paths the server build keeps in its registry entries (0 in the
 * client build).
 */
async function load(path: string, hash: string, report: string[]): Promise<Loaded> {
  const {chunkNames: all, registry} = await routeData(path);
  const chunkNames = all[`${path}-${hash}`];
  if (!chunkNames)
    throw new Error(`No route data for ${path} (${hash}): the build is inconsistent.`);
  const entries = await Promise.all(
    Object.entries(flat(chunkNames)).map(async ([keyPath, chunkName]) => {
      const entry = registry[chunkName as string];
      if (entry && typeof entry[1] === 'string' && !report.includes(entry[1]))
        report.push(entry[1]);
      return entry ? ([keyPath, await entry[0]()] as const) : undefined;
    }),
  );
  return {chunkNames, modules: Object.fromEntries(entries.filter((e) => e !== undefined))};
}

// tessera: end

/** The route's props and component, back in the shape of its chunk names (as the stock one does). */
function render({chunkNames, modules}: Loaded, path: string, props: unknown): ReactNode {
  const tree = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
  for (const [keyPath, loadedModule] of Object.entries(modules)) {
    const chunk = loadedModule.default as Record<string, unknown> | undefined;
    if (!chunk) {
      throw new Error(
        `The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
      );
    }
    if (typeof chunk === 'object' || typeof chunk === 'function') {
      for (const key of Object.keys(loadedModule))
        if (key !== 'default') chunk[key] = loadedModule[key];
    }
    const keys = keyPath.split('.');
    let node = tree;
    for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
    node[keys.at(-1)!] = chunk;
  }
  const {
    __comp: Component,
    __context,
    __props,
    ...rest
  } = tree as {
    __comp: ComponentType<Record<string, unknown>>;
    __context?: PluginRouteContext | RouteContext;
    __props?: Record<string, unknown>;
  } & Record<string, unknown>;
  return (
    <RouteContextProvider value={__context ?? null}>
      <Component {...rest} {...__props} {...(props as object)} />
    </RouteContextProvider>
  );
}

export default function ComponentCreator(path: string, hash: string): ReturnType<typeof Loadable> {
  // 404 page
  if (path === '*') return NotFound;
  // tessera: start (one loadable per route, made on first use, loading the route's bucket)
  // A route's loadable is made when the route is first preloaded or rendered, not when
  // the route table is: main.js makes one ComponentCreator per route at start, and most
  // routes are never visited.
  let loadable: ReturnType<typeof Loadable> | undefined;
  const get = () => {
    // Read only by the server render's capture, after the loader has filled it:
    // the route's bucket and its chunks' modules, whose scripts the page's HTML lists.
    const modules = [routeDataChunkName(path)];
    return (loadable ??= Loadable({
      loading: Loading,
      loader: () => load(path, hash, modules),
      modules,
      render: (loaded: Loaded, props: unknown) => render(loaded, path, props),
    }));
  };
  function Route(props: object): ReactNode {
    const Component = get();
    return <Component {...props} />;
  }
  Route.preload = () => get().preload();
  return Route as unknown as ReturnType<typeof Loadable>;
  // tessera: end
}
