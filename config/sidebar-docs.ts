/**
 * Checks every doc id a sidebar names against the pages under `docs/`, so that
 * a typo or a page saved as `.md` stops the build with what to fix, instead of
 * the page silently missing from the navigation. Docusaurus would also reject
 * an unknown id, but its message lists every id of the site and no cause.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import leven from 'leven';

type Sidebar = SidebarsConfig[string];

/** Every doc id a sidebar refers to: plain ids, `doc` items and category links. */
export function sidebarDocIds(sidebar: Sidebar): string[] {
  const ids: string[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') {
      ids.push(item);
    } else if (Array.isArray(item)) {
      item.forEach(walk);
    } else if (item && typeof item === 'object') {
      const o = item as {
        type?: string;
        id?: string;
        items?: unknown;
        link?: {type?: string; id?: string};
      };
      if (!o.type) {
        // The shorthand form: {"Category label": [ids]}.
        Object.values(o).forEach(walk);
        return;
      }
      if ((o.type === 'doc' || o.type === 'ref') && o.id) ids.push(o.id);
      if (o.link?.type === 'doc' && o.link.id) ids.push(o.link.id);
      if (o.items) walk(o.items);
    }
  };
  walk(sidebar);
  return ids;
}

/** The ids of the `.mdx` pages under a docs folder (paths without the extension). */
function docIds(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx') && !f.split(path.sep).some((part) => part.startsWith('_')))
    .map((f) => f.slice(0, -'.mdx'.length).split(path.sep).join('/'))
    .sort();
}

/** Ids worth suggesting for a missing one: a few edits away, or the same file name in another folder. */
function closeMatches(id: string, known: string[]): string[] {
  const base = path.posix.basename(id);
  const reach = Math.max(3, Math.floor(id.length / 4));
  return known
    .map((k) => ({k, d: path.posix.basename(k) === base ? 0 : leven(id, k)}))
    .filter(({d}) => d <= reach)
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, 5)
    .map(({k}) => k);
}

function problem(id: string, docsDir: string, known: string[]): string {
  const root = path.basename(docsDir);
  if (fs.existsSync(path.join(docsDir, `${id}.md`))) {
    return `no doc with id "${id}": ${root}/${id}.md exists, but pages here are .mdx: rename it to ${root}/${id}.mdx.`;
  }
  let text = `no doc with id "${id}": check the file name under ${root}/ (the id is its path without .mdx), and that it is .mdx.`;
  if (id.startsWith('blocks/')) {
    text += ` A block record needs its page: npm run new -- block ${path.posix.basename(id)}.`;
  }
  const near = closeMatches(id, known);
  if (near.length > 0) text += ` Close matches: ${near.join(', ')}.`;
  return text;
}

/**
 * Throws if any sidebar names a doc id with no `.mdx` page under `docsDir`,
 * listing each such id with what to check; returns the sidebars unchanged.
 */
export function checkSidebarDocs<T extends SidebarsConfig>(sidebars: T, docsDir: string): T {
  const known = docIds(docsDir);
  const have = new Set(known);
  const missing = [
    ...new Set(Object.values(sidebars).flatMap((s) => sidebarDocIds(s as Sidebar))),
  ].filter((id) => !have.has(id));
  if (missing.length > 0) {
    throw new Error(
      `sidebars.ts names ${missing.length === 1 ? 'a doc that does' : 'docs that do'} not exist:\n` +
        missing.map((id) => `- ${problem(id, docsDir, known)}`).join('\n') +
        '\nFix the id in sidebars.ts (or in src/data/ for features and blocks), or add the page.',
    );
  }
  return sidebars;
}
