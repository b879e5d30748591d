// Data files that local plugins write with createData, imported by the one component that reads each.
declare module '@generated/examples-gallery/default/gallery.json' {
  import type {GalleryData} from '@site/src/plugins/examples-gallery/types';

  const data: GalleryData;
  export default data;
}

// The registry as src/perf/lazy-route-data/loader.cjs rewrites it in the production build.
declare module '@generated/registry' {
  import type {ChunkNames} from '@docusaurus/types';

  /** A chunk's loader and, in the server build, its module path (0 in the client build). */
  type RegistryEntry = [() => Promise<Record<string, unknown> & {default?: unknown}>, string | 0];
  export function routeData(
    path: string,
  ): Promise<{chunkNames: Record<string, ChunkNames>; registry: Record<string, RegistryEntry>}>;
  export function routeDataChunkName(path: string): string;
}

// Each doc's description by id, for the category pages' cards (src/perf/slim-client-registry).
declare module '@generated/slim-client-registry/default/doc-descriptions.json' {
  const descriptions: Record<string, string | undefined>;
  export default descriptions;
}
