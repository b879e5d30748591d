/**
 * Less route data in what every page loads first, production client build only:
 * - the site config's build-time fields (see config-loader.cjs);
 * - the docs plugin's list of every doc in the global data (global-data-loader.cjs);
 * - the chunk names in the file names of lazy chunks. With `[name]` in the
 *   pattern, runtime~main.js carries a map of every chunk's name beside the map
 *   of its content hash: about 13 bytes gzip per chunk on every page, for file
 *   names nobody reads (the client manifest maps names to files).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** The plugin's name and its data file: `@generated/slim-client-registry/default/doc-descriptions.json`. */
export const SLIM_CLIENT_REGISTRY = 'slim-client-registry';
export const DOC_DESCRIPTIONS = 'doc-descriptions.json';

export default function slimClientRegistryPlugin(context: LoadContext): Plugin {
  const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const globalData = path.join(context.generatedFilesDir, 'globalData.json');
  const docsDir = path.join(context.generatedFilesDir, DOCS_PLUGIN) + path.sep;
  // The docs plugin's route props: `<generated>/docusaurus-plugin-content-docs/<id>/p/<name>.json`.
  const docsProps = (file: string) =>
    file.startsWith(docsDir) && /[\\/]p[\\/][^\\/]+\.json$/.test(file);

  return {
    name: SLIM_CLIENT_REGISTRY,
    // Each doc's description, for the category pages' cards only (src/theme/DocCard).
    async allContentLoaded({allContent, actions}) {
      const docs = allContent[DOCS_PLUGIN] as Record<string, LoadedContent> | undefined;
      const descriptions: Record<string, string> = {};
      for (const version of docs?.default?.loadedVersions ?? [])
        for (const doc of version.docs) descriptions[doc.id] = doc.description;
      await actions.createData(DOC_DESCRIPTIONS, JSON.stringify(descriptions));
    },
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      // Both builds, so the server renders what the browser hydrates.
      const docsVersionRule = {
        test: docsProps,
        use: [require.resolve('./docs-version-loader.cjs')],
      };
      if (isServer) return {module: {rules: [docsVersionRule]}};
      return {
        // Content hashes: a deploy keeps the names of the chunks it did not change.
        // Their map leaves runtime~main.js through src/perf/chunk-map.
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          // A string condition matches paths that start with it: only this file.
          rules: [
            {test: siteConfig, use: [require.resolve('./config-loader.cjs')]},
            {test: globalData, use: [require.resolve('./global-data-loader.cjs')]},
            docsVersionRule,
          ],
        },
      };
    },
  };
}
