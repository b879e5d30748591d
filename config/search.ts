/**
 * Local full-text search (SPEC.md §9): hashed index, English, 8 results,
 * 50-character snippets, the Ctrl/Cmd+K hint, the box on the right. It indexes
 * the docs, the standalone pages and every listing section; front-matter
 * `keywords` reach the index through the pages' keywords meta tag.
 */
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {BLOG_SECTIONS} from './content';

export function searchPlugin(): [string, Record<string, unknown>] {
  return [
    '@easyops-cn/docusaurus-search-local',
    {
      hashed: true,
      language: ['en'],
      indexDocs: true,
      indexBlog: true,
      indexPages: true,
      docsRouteBasePath: ['docs'],
      docsDir: ['docs'],
      blogRouteBasePath: [...BLOG_SECTIONS],
      blogDir: [...BLOG_SECTIONS],
      searchResultLimits: 8,
      searchResultContextMaxLength: 50,
      searchBarShortcut: true,
      searchBarShortcutHint: true,
      searchBarShortcutKeymap: 'mod+k',
      searchBarPosition: 'right',
      explicitSearchResultPath: true,
      highlightSearchTermsOnTargetPage: false,
    } satisfies PluginOptions,
  ];
}
