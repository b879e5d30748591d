/**
 * Markdown settings. A block page's description and keywords come from the
 * block's record, not from its front matter, so the meta description, the
 * search index and the category cards all show the record's summary.
 */
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {liveData} from '../src/plugins/live-data';

type ParseFrontMatter = MarkdownConfig['parseFrontMatter'];

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {frontMatter} = result;
  // Docusaurus rejects an empty list with a schema error that names no file;
  // src/plugins/writer-checks reports it instead, naming the file and the field.
  if (Array.isArray(frontMatter.keywords) && frontMatter.keywords.length === 0) {
    delete frontMatter.keywords;
  }
  const match = params.filePath
    .split(path.sep)
    .join('/')
    .match(/\/docs\/blocks\/(node_[a-z0-9_]+)\.mdx$/);
  const record = match ? (await liveData()).blocks.blockById(match[1]) : undefined;
  if (record) {
    frontMatter.description = record.summary;
    frontMatter.keywords = [record.title, record.id, ...record.keywords];
  }
  return result;
};
