/**
 * What `npm run check -- <page>` checks without a build, on a page's source:
 * its front matter (the rules the build applies), its links to other pages
 * (against the routes the sources and the data make), and the content lint's
 * rules (word minimum, near-duplicates, placeholder words) on the page's prose.
 * The build and the `site` checks stay the final word: they see the rendered
 * page. These read the source, so a writer hears of a problem in seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {BLOCKS, blockById} from '../../../src/data/blocks';
import {FEATURES} from '../../../src/data/features';
import {frontMatterProblems, rawFrontMatter} from '../../../src/plugins/writer-checks/rules';
import {unresolvedImportsInText} from '../../../src/plugins/remark-import-paths';
import {unknownAuthors} from '../../../config/markdown';
import {
  formatProblem,
  readTagKeys,
  validateFrontMatter,
  type Section as ListingSection,
} from '../../../src/plugins/content-validation';
import {lintPages, sectionOf, type LintProblem} from '../../site/content-lint';
import {ROUTES} from '../../routes';
import {ROOT, allContentPages} from './content';

const LISTING_DIRS = ['blog', 'elements', 'solutions', 'examples', 'tutorials'] as const;

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** The route a source page is served at, or null for a file that is not a page. */
export function routeOf(file: string, text: string): string | null {
  const parts = file.split('/');
  if (parts.some((p) => p.startsWith('_'))) return null;
  const fm = rawFrontMatter(text) ?? {};
  const slug = typeof fm.slug === 'string' ? fm.slug : undefined;
  const stem = file.replace(/\.mdx?$/, '');
  if (parts[0] === 'docs') {
    if (slug) return `/docs/${trimSlashes(slug)}${slug.endsWith('/') ? '/' : ''}`;
    return `/docs/${stem.slice('docs/'.length).replace(/(^|\/)index$/, '')}`;
  }
  if ((LISTING_DIRS as readonly string[]).includes(parts[0])) {
    const name = slug ? trimSlashes(slug) : path.basename(stem).replace(/^\d{4}-\d{2}-\d{2}-/, '');
    return `/${parts[0]}/${name}`;
  }
  if (file.startsWith('src/pages/')) {
    return `/${stem.slice('src/pages/'.length).replace(/(^|\/)index$/, '')}`;
  }
  return null;
}

/** Every route the sources, the data, the route manifest and (if there is one) the last build make. */
export function knownRoutes(): Set<string> {
  const routes = new Set<string>(['/', ...ROUTES]);
  for (const {file, text} of allContentPages()) {
    const route = routeOf(file, text);
    if (route) routes.add(route);
  }
  for (const f of fs.readdirSync(path.join(ROOT, 'src/pages'), {recursive: true, encoding: 'utf8'}))
    if (/\.tsx$/.test(f) && !f.split(path.sep).some((p) => p.startsWith('_')))
      routes.add(`/${f.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`);
  for (const b of BLOCKS) routes.add(`/docs/blocks/${b.id}/`);
  for (const f of FEATURES) routes.add(`/docs/features/${f.short}`);
  for (const dir of [...LISTING_DIRS, 'docs']) {
    if (dir !== 'docs') routes.add(`/${dir}`);
    const tags = path.join(ROOT, dir, 'tags.yml');
    if (fs.existsSync(tags)) {
      routes.add(dir === 'docs' ? '/docs/tags' : `/${dir}/tags`);
      for (const key of readTagKeys(tags))
        routes.add(dir === 'docs' ? `/docs/tags/${key}` : `/${dir}/tags/${key}`);
    }
  }
  const sidebars = fs.readFileSync(path.join(ROOT, 'sidebars.ts'), 'utf8');
  for (const [, slug] of sidebars.matchAll(/slug: '\/category\/([^']+)'/g))
    routes.add(`/docs/category/${slug}`);
  for (const [, slug] of sidebars.matchAll(/section\(\s*'[^']*',\s*'([^']+)'/g))
    routes.add(`/docs/category/${slug}`);
  // The last build, when there is one: generated pages (pagination, archives) the sources do not name.
  const build = path.join(ROOT, 'build');
  if (fs.existsSync(build))
    for (const f of fs.readdirSync(build, {recursive: true, encoding: 'utf8'}))
      if (f.endsWith('index.html'))
        routes.add(`/${f.slice(0, -'index.html'.length).replace(/\/$/, '')}`);
  return new Set([...routes].map(normal));
}

const normal = (route: string) => route.replace(/\/+$/, '') || '/';

/** Links from a page's source to other pages of the site: Markdown, and JSX href and to. */
export function pageLinks(text: string): {link: string; line: number}[] {
  const found: {link: string; line: number}[] = [];
  text.split('\n').forEach((l, i) => {
    for (const m of l.matchAll(/\]\((\/[^)\s]*)\)|\b(?:href|to)=["'](\/[^"']*)["']/g)) {
      const link = (m[1] ?? m[2])!;
      const target = link.replace(/[#?].*$/, '');
      // Files under static/ are scripts/check.mjs's static check; the address of the site is not a page.
      if (!target || /\.[a-z0-9]+$/i.test(target) || target.startsWith('/img/')) continue;
      found.push({link, line: i + 1});
    }
  });
  return found;
}

/** A page's links to routes no source, data file or build makes, each named at its line. */
export function linkProblems(file: string, text: string, routes: Set<string>): string[] {
  return pageLinks(text)
    .filter(({link}) => !routes.has(normal(link.replace(/[#?].*$/, ''))))
    .map(
      ({link, line}) =>
        `${file}:${line}: links to ${link}, which no page of the site makes: check the path (a block page ends in a slash, /docs/blocks/node_timer/), or name the page in plain text until it exists`,
    );
}

/** The build's front-matter rules on one page: the description, keywords, date, and a listing section's own fields. */
export function pageFrontMatterProblems(file: string, text: string): string[] {
  const route = routeOf(file, text);
  const block = route !== null && /^\/docs\/blocks\//.test(route);
  const problems = frontMatterProblems(file, text, {needsDescription: !block}).map(formatProblem);
  // The build's import check, on the source (src/plugins/remark-import-paths.ts).
  problems.push(
    ...unresolvedImportsInText(text, path.join(ROOT, file), ROOT).map(
      (p) => `${p.source}: ${p.reason}`,
    ),
  );
  const section = file.split('/')[0] as ListingSection;
  if ((LISTING_DIRS as readonly string[]).includes(section)) {
    const fm = (yaml.load(text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') ?? {}) as Record<
      string,
      unknown
    >;
    const tags = readTagKeys(path.join(ROOT, section, 'tags.yml'));
    problems.push(...validateFrontMatter(section, file, fm, tags).map(formatProblem));
    // The author check of the front-matter parser (config/markdown.ts), which the build runs.
    problems.push(...unknownAuthors(file, text, fm.authors).map(formatProblem));
  }
  return problems;
}

/**
 * A page's prose as the content lint would read it, from the source: no front
 * matter, imports, comments or tags; a block page also shows its record's
 * tables, so the record's text counts as the rendered page's does.
 */
export function proseOf(file: string, text: string): string {
  let prose = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  const id = /^docs\/blocks\/(node_[a-z0-9_]+)\.mdx$/.exec(file)?.[1];
  const record = id ? blockById(id) : undefined;
  if (record) prose += `\n${JSON.stringify(record).replace(/"[a-z_]+":/g, ' ')}`;
  return prose;
}

/** The content lint's problems for the given pages, measured against every page of their sections. */
export function contentProblems(files: {file: string; text: string}[]): LintProblem[] {
  const checked = new Map<string, string>();
  for (const {file, text} of files) {
    const route = routeOf(file, text);
    if (route && sectionOf(route)) checked.set(route, file);
  }
  if (!checked.size) return [];
  const sections = new Set([...checked.keys()].map(sectionOf));
  // The given text of each checked page, in place of (or beside) what is on disk.
  const given = new Map(files.map((f) => [f.file, f]));
  const pages = [...allContentPages().filter((p) => !given.has(p.file)), ...given.values()]
    .map(({file, text}) => ({route: routeOf(file, text), text: proseOf(file, text), file}))
    .filter((p): p is {route: string; text: string; file: string} => !!p.route)
    .filter((p) => sections.has(sectionOf(p.route)) || checked.has(p.route));
  // The checked pages last, so a duplicate is reported against them.
  const ordered = [
    ...pages.filter((p) => !checked.has(p.route)),
    ...pages.filter((p) => checked.has(p.route)),
  ];
  return lintPages(ordered)
    .filter((p) => checked.has(p.route))
    .map((p) => ({route: p.route, message: `${checked.get(p.route)}: ${p.message}`}));
}
