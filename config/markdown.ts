/**
 * Markdown settings. A block page's description and keywords come from the
 * block's record, not from its front matter, so the meta description, the
 * search index and the category cards all show the record's summary.
 */
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {blockById} from '../src/data/blocks';

type ParseFrontMatter = MarkdownConfig['parseFrontMatter'];

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const match = params.filePath
    .split(path.sep)
    .join('/')
    .match(/\/docs\/blocks\/(node_[a-z0-9_]+)\.mdx$/);
  const record = match ? blockById(match[1]) : undefined;
  if (record) {
    result.frontMatter.description = record.summary;
    result.frontMatter.keywords = [record.title, record.id, ...record.keywords];
  }
  return result;
};
