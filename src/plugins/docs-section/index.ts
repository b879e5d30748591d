/**
 * The docs plugin, with the sidebar's own modules watched in `npm start`.
 *
 * The docs plugin reloads its sidebars when `sidebars.ts` changes, and loads it
 * afresh each time (jiti, without the module cache), but it watches that one
 * file: the sidebar is built from `FEATURES` and the block records, so a
 * feature added to `src/data/features.ts` or a block moved to another category
 * never reached the sidebar, and an id that does not exist never raised its
 * error, until `npm start` restarted. This adds every local module
 * `sidebars.ts` imports, followed import by import, to the files whose change
 * reloads the plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext} from '@docusaurus/types';
import ts from 'typescript';

const RESOLUTION: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
};

/**
 * The file and every module of the site it imports, directly or not: packages
 * and type declarations left out. TypeScript's own resolver, so that an index
 * file or a path without its extension resolves as the bundler and jiti resolve it.
 */
export function localModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const {fileName} of importedFiles) {
      const {resolvedModule} = ts.resolveModuleName(fileName, file, RESOLUTION, ts.sys);
      if (
        !resolvedModule ||
        resolvedModule.isExternalLibraryImport ||
        resolvedModule.extension === ts.Extension.Dts
      )
        continue;
      visit(path.resolve(resolvedModule.resolvedFileName));
    }
  };
  visit(path.resolve(entry));
  return [...seen];
}

export default async function docsSectionPlugin(context: LoadContext, options: PluginOptions) {
  const plugin = await docsPlugin(context, options);
  const {sidebarPath} = options;
  return {
    ...plugin,
    getPathsToWatch() {
      const own = plugin.getPathsToWatch?.() ?? [];
      if (typeof sidebarPath !== 'string') return own;
      return [...new Set([...own, ...localModules(path.resolve(context.siteDir, sidebarPath))])];
    },
  };
}

docsSectionPlugin.validateOptions = validateOptions;
