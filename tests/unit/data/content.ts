/**
 * The site's Markdown and MDX pages, read once for the tests that check what
 * pages say (facts, page facts, Run panel steps).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {projectSources} from '../../../src/plugins/remark-flow-diagram';

// import.meta rather than __dirname, so scripts (scripts/perf/sim.mjs, through Vite) can share the walk.
export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The folders that hold pages, relative to the repository. */
export const CONTENT_DIRS = [
  'docs',
  'src/pages',
  'blog',
  'elements',
  'solutions',
  'examples',
  'tutorials',
];

/** The files under a folder whose names match, at any depth. */
function walk(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p, name);
    return name.test(e.name) ? [p] : [];
  });
}

/** Absolute paths of the files in the content folders whose names match. */
export const contentFiles = (name: RegExp): string[] =>
  CONTENT_DIRS.flatMap((d) => walk(path.join(ROOT, d), name));

/** A file's path relative to the repository and its text; `file` may be absolute or relative. */
export const readSource = (file: string): {file: string; text: string} => {
  const relative = path.relative(ROOT, path.resolve(ROOT, file));
  return {file: relative, text: fs.readFileSync(path.join(ROOT, relative), 'utf8')};
};

/**
 * The files `npm run check -- <files>` names (scripts/check.mjs passes them in
 * TESSERA_CHECK_FILES, relative to the repository, one a line), or null for a
 * full run: the page tests then read only those pages.
 */
export function checkedFiles(): Set<string> | null {
  const list = process.env.TESSERA_CHECK_FILES;
  if (!list) return null;
  return new Set(list.split('\n').filter(Boolean));
}

/** Every page of the site, as `readSource` gives it: the site's own data, such as its dates. */
export const allContentPages = () => contentFiles(/\.mdx?$/).map(readSource);

/** The pages to check: every page, or only those `npm run check` names. */
export const contentPages = () => {
  const only = checkedFiles();
  return allContentPages().filter((p) => !only || only.has(p.file));
};

/**
 * The project or scenario files (absolute paths, matching `name`) to check:
 * every one, or with `npm run check -- <files>` those of the named pages'
 * projects and any project or scenario file named itself. Running every
 * project for six hours took 18 s of the check's 60 for one tutorial page.
 */
export function checkedProjectFiles(name: RegExp): string[] {
  const files = contentFiles(name).sort();
  const only = checkedFiles();
  if (!only) return files;
  const wanted = new Set<string>();
  for (const rel of only) {
    const full = path.join(ROOT, rel);
    if (/\.mdx?$/.test(rel) && fs.existsSync(full))
      for (const src of projectSources(fs.readFileSync(full, 'utf8')))
        wanted.add(path.resolve(path.dirname(full), src));
    else wanted.add(full);
  }
  return files.filter(
    (file) =>
      wanted.has(file) ||
      wanted.has(file.replace(/\.scenario\.json$/, '.tessera.json')) ||
      wanted.has(file.replace(/\.tessera\.json$/, '.scenario.json')),
  );
}
