/**
 * Markdown settings. A block page's description and keywords come from the
 * block's record, not from its front matter, so the meta description, the
 * search index and the category cards all show the record's summary.
 *
 * An entry of a listing section defaults to its section's team author
 * (`team` in the section's authors.yml) and to the site's social card as its
 * image: feed readers need an author on every Atom entry, and search engines
 * an author and an image on every article. Set here, before both the blog
 * plugin and the MDX loader read the front matter, the page, its feeds and
 * its structured data all agree. The blog plugin has no default-author option.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import yaml from 'js-yaml';
import leven from 'leven';
import {
  collectProblems,
  formatProblem,
  type Problem,
} from '../src/plugins/content-validation/problems';
import {deviceNames, nonBreakingNames} from '../src/lib/deviceNames';
import {liveData} from '../src/plugins/live-data';
import {BLOG_SECTIONS} from './sections';

type ParseFrontMatter = MarkdownConfig['parseFrontMatter'];

/** The key of every section's team author in its authors.yml. */
export const DEFAULT_AUTHOR = 'team';
/** The site-wide social card (themeConfig.image), so also each entry's og:image. */
export const SOCIAL_CARD = 'img/social-card.png';

const SITE_DIR = path.resolve(__dirname, '..');
/** An entry file of a listing section, relative to the site ("elements/co2_control.mdx"). */
const SECTION_ENTRY = new RegExp(`^(${BLOG_SECTIONS.join('|')})/[^/_][^/]*\\.mdx?$`);

/** The line of the front matter that names `word` as a whole word, else the `key:` line. */
function frontMatterLine(content: string, word: string, key: string): number {
  const re = new RegExp(`(^|[\\s\\[,'"])${escapeRegexp(word)}($|[\\s\\],'"])`);
  const lines = content.split('\n');
  const end = lines.indexOf('---', 1);
  const front = lines.slice(0, end > 0 ? end : lines.length);
  const at = front.findIndex((l) => !/^\s*(title|description)\s*:/.test(l) && re.test(l));
  return (
    (at >= 0
      ? at
      : Math.max(
          0,
          front.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l)),
        )) + 1
  );
}

/** The keys of a YAML map file under the site, or none if it does not exist. */
function yamlKeys(rel: string): string[] | undefined {
  const full = path.join(SITE_DIR, rel);
  if (!fs.existsSync(full)) return undefined;
  return Object.keys((yaml.load(fs.readFileSync(full, 'utf8')) as object | null) ?? {});
}

/** The known key closest to a typo, if one is close. */
function closest(word: string, known: string[]): string | undefined {
  return known
    .map((k) => ({k, d: leven(word, k)}))
    .filter(({d}) => d <= Math.max(2, Math.floor(word.length / 3)))
    .sort((a, b) => a.d - b.d)[0]?.k;
}

/**
 * Front-matter values of `field` that are not keys of the section's map file
 * (`tags.yml`, `authors.yml`), each named at its file and line, with the known
 * key closest to it if one is close.
 */
function unknownKeys(
  file: string,
  content: string,
  field: 'tags' | 'authors',
  values: unknown[],
  advice: (known: string[]) => string,
): Problem[] {
  const mapFile = `${file.split('/')[0]}/${field}.yml`;
  const known = yamlKeys(mapFile);
  if (!known) return [];
  const noun = field === 'tags' ? 'tag' : 'author';
  return values
    .filter((v): v is string => typeof v === 'string' && !known.includes(v))
    .map((value) => {
      const close = closest(value, known);
      return {
        source: `${file}:${frontMatterLine(content, value, field)}`,
        field,
        value,
        allowed: `a key of ${mapFile}`,
        message: `${noun} "${value}" is not defined in ${mapFile}${close ? ` (did you mean "${close}"?)` : ''}: ${advice(known)}`,
      };
    });
}

/**
 * A front-matter tag that its folder's tags.yml does not define, named at its
 * file, line and tags.yml. Docusaurus's own error gives a blog entry's file
 * name without its folder, no line, and "tags.yml" without saying which of the
 * site's six; each content folder has its own (docs/, blog/, tutorials/…).
 */
export function unknownTags(file: string, content: string, tags: unknown): Problem[] {
  if (!Array.isArray(tags)) return [];
  return unknownKeys(
    file,
    content,
    'tags',
    tags,
    () => 'use one of its keys, or add the tag there with a label and a description.',
  );
}

/**
 * A front-matter author key that the section's authors.yml does not define.
 * Docusaurus reports it only while loading the section: in `npm start` that
 * reached the terminal while the browser kept the old byline. Checked here,
 * the MDX loader reports it too, so the dev overlay names the file and line.
 */
export function unknownAuthors(file: string, content: string, authors: unknown): Problem[] {
  return unknownKeys(
    file,
    content,
    'authors',
    Array.isArray(authors) ? authors : [authors],
    (known) => `use one of its keys (${known.join(', ')}).`,
  );
}

/**
 * Problems found while parsing: in a build that gathers its problems
 * (content-validation/problems.ts), they join the list and the value is left
 * out so the section goes on loading; otherwise they stop this page, which in
 * `npm start` is the dev overlay's compile error.
 */
function refuse(problems: Problem[], frontMatter: Record<string, unknown>): void {
  if (!problems.length) return;
  if (!collectProblems(problems)) throw new Error(problems.map(formatProblem).join('\n'));
  for (const {field, value} of problems) {
    const current = frontMatter[field];
    frontMatter[field] = Array.isArray(current) ? current.filter((v) => v !== value) : undefined;
  }
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {frontMatter} = result;
  // Docusaurus rejects an empty list with a schema error that names no file;
  // src/plugins/writer-checks reports it instead, naming the file and the field.
  if (Array.isArray(frontMatter.keywords) && frontMatter.keywords.length === 0) {
    delete frontMatter.keywords;
  }
  const file = path.relative(SITE_DIR, params.filePath).split(path.sep).join('/');
  refuse(
    [
      ...unknownTags(file, params.fileContent, frontMatter.tags),
      ...(SECTION_ENTRY.test(file)
        ? unknownAuthors(file, params.fileContent, frontMatter.authors)
        : []),
    ],
    frontMatter,
  );
  const match = file.match(/^docs\/blocks\/(node_[a-z0-9_]+)\.mdx$/);
  const record = match ? (await liveData()).blocks.blockById(match[1]) : undefined;
  if (record) {
    frontMatter.description = record.summary;
    frontMatter.keywords = [record.title, record.id, ...record.keywords];
  }
  if (file.startsWith('docs/')) {
    // The label the docs' sidebar, breadcrumbs, pager and category cards print:
    // a name in it keeps its hyphen on the line (src/lib/deviceNames.ts).
    const label = frontMatter.sidebar_label ?? frontMatter.title;
    if (typeof label === 'string' && deviceNames(label).length)
      frontMatter.sidebar_label = nonBreakingNames(label);
  }
  if (SECTION_ENTRY.test(file)) {
    const fm = frontMatter;
    if (fm.authors === undefined && fm.author === undefined) fm.authors = DEFAULT_AUTHOR;
    fm.image ??= `/${SOCIAL_CARD}`;
  }
  return result;
};
