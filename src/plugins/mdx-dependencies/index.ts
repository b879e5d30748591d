/**
 * Makes the files that remark plugins read real dependencies of the pages that
 * read them (see loader.cjs). A remark plugin calls `dependsOn(vfile.path,
 * files)`; this plugin adds the loader that hands them to the bundler.
 */
import type {Plugin} from '@docusaurus/types';
import {registry} from './registry.cjs';

export function dependsOn(contentFile: string | undefined, files: Iterable<string>): void {
  if (!contentFile) return;
  const known = registry().get(contentFile) ?? new Set<string>();
  for (const f of files) known.add(f);
  registry().set(contentFile, known);
}

/** Forgets what a content file read, before it is compiled again. */
export function resetDependencies(contentFile: string | undefined): void {
  if (contentFile) registry().delete(contentFile);
}

export default function mdxDependenciesPlugin(): Plugin {
  return {
    name: 'mdx-dependencies',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // A function, not a RegExp: the RegExp that jiti's copy of this module
              // makes fails Rspack's `instanceof RegExp` and stops the build.
              test: (file: string) => /\.mdx?$/.test(file),
              enforce: 'post' as const,
              use: [{loader: require.resolve('./loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
