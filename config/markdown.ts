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

/**
 * A front-matter tag that its folder's tags.yml does not define, named at its
 * file, line and tags.yml. Docusaurus's own error gives a blog entry's file
 * name without its folder, no line, and "tags.yml" without saying which of the
 * site's six; each content folder has its own (docs/, blog/, tutorials/…).
 */
export function unknownTags(file: string, content: string, tags: unknown): string[] {
  const tagsFile = `${file.split('/')[0]}/tags.yml`;
  const full = path.join(SITE_DIR, tagsFile);
  if (!Array.isArray(tags) || !fs.existsSync(full)) return [];
  const known = Object.keys((yaml.load(fs.readFileSync(full, 'utf8')) as object | null) ?? {});
  const lines = content.split('\n');
  return tags
    .filter((tag): tag is string => typeof tag === 'string' && !known.includes(tag))
    .map((tag) => {
      // The first front-matter line naming the tag as a whole word, else the `tags:` line.
      const word = new RegExp(`(^|[\\s\\[,'"])${escapeRegexp(tag)}($|[\\s\\],'"])`);
      const end = lines.indexOf('---', 1);
      const front = lines.slice(0, end > 0 ? end : lines.length);
      const at = front.findIndex((l) => !/^\s*(title|description)\s*:/.test(l) && word.test(l));
      const line =
        (at >= 0
          ? at
          : Math.max(
              0,
              front.findIndex((l) => /^tags\s*:/.test(l)),
            )) + 1;
      const close = known
        .map((k) => ({k, d: leven(tag, k)}))
        .filter(({d}) => d <= Math.max(2, Math.floor(tag.length / 3)))
        .sort((a, b) => a.d - b.d)[0]?.k;
      return `${file}:${line}: tag "${tag}" is not defined in ${tagsFile}${close ? ` (did you mean "${close}"?)` : ''}: use one of its keys, or add the tag there with a label and a description.`;
    });
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
  const tagProblems = unknownTags(file, params.fileContent, frontMatter.tags);
  if (tagProblems.length) throw new Error(tagProblems.join('\n'));
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
