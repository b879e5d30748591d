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
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
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

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {frontMatter} = result;
  // Docusaurus rejects an empty list with a schema error that names no file;
  // src/plugins/writer-checks reports it instead, naming the file and the field.
  if (Array.isArray(frontMatter.keywords) && frontMatter.keywords.length === 0) {
    delete frontMatter.keywords;
  }
  const file = path.relative(SITE_DIR, params.filePath).split(path.sep).join('/');
  const match = file.match(/^docs\/blocks\/(node_[a-z0-9_]+)\.mdx$/);
  const record = match ? (await liveData()).blocks.blockById(match[1]) : undefined;
  if (record) {
    frontMatter.description = record.summary;
    frontMatter.keywords = [record.title, record.id, ...record.keywords];
  }
  if (SECTION_ENTRY.test(file)) {
    const fm = frontMatter;
    if (fm.authors === undefined && fm.author === undefined) fm.authors = DEFAULT_AUTHOR;
    fm.image ??= `/${SOCIAL_CARD}`;
  }
  return result;
};
