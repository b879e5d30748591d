/**
 * Checks every Markdown page once all content is loaded, before any route is
 * made: front matter as written (rules.ts), routes claimed twice, and the
 * static files a page refers to (static-files.mjs). A
 * production build stops with one message naming each file and field;
 * `npm start` warns and keeps serving, so a page still being written renders
 * and the rest of the site keeps reloading.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {report, type Problem} from '../content-validation/problems';
import {duplicateRoutes, frontMatterProblems} from './rules';
import {MISSING_STATIC_FIX, missingStaticFiles} from './static-files.mjs';

interface Page {
  source: string;
  permalink: string;
  /** Block pages take their description from their record. */
  needsDescription: boolean;
}

type AllContent = Record<string, Record<string, unknown>>;

/** Every Markdown page of the docs, the blog instances and the pages plugin. */
export function markdownPages(allContent: AllContent): Page[] {
  const pages: Page[] = [];
  for (const [pluginName, instances] of Object.entries(allContent)) {
    for (const content of Object.values(instances)) {
      if (pluginName === 'docusaurus-plugin-content-docs') {
        const {loadedVersions} = content as {
          loadedVersions: {docs: {source: string; permalink: string}[]}[];
        };
        for (const doc of loadedVersions.flatMap((v) => v.docs)) {
          pages.push({
            source: doc.source,
            permalink: doc.permalink,
            needsDescription: !/\/docs\/blocks\/node_[a-z0-9_]+\.mdx$/.test(doc.source),
          });
        }
      } else if (pluginName === 'docusaurus-plugin-content-blog') {
        const {blogPosts} = content as {
          blogPosts: {metadata: {source: string; permalink: string}}[];
        };
        for (const {metadata} of blogPosts) {
          pages.push({
            source: metadata.source,
            permalink: metadata.permalink,
            needsDescription: true,
          });
        }
      } else if (pluginName === 'docusaurus-plugin-content-pages') {
        for (const page of content as {type: string; source: string; permalink: string}[]) {
          if (page.type === 'mdx') pages.push({...page, needsDescription: true});
        }
      }
    }
  }
  return pages;
}

export default function writerChecksPlugin(context: LoadContext): Plugin {
  const staticFileProblems = (source: string, text: string): Problem[] =>
    missingStaticFiles(text, context.siteDir).map(({ref, line}) => ({
      source: `${source}:${line}`,
      field: 'static file',
      value: ref,
      allowed: 'a file under static/',
      message: `${ref} ${MISSING_STATIC_FIX}`,
    }));
  const resolve = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  return {
    name: 'writer-checks',
    async allContentLoaded({allContent}) {
      const pages = markdownPages(allContent as AllContent);
      // The content shapes read above are not a documented contract: if an
      // upgrade changes them, fail here rather than check nothing.
      if (!pages.some((p) => p.source.startsWith('@site/docs/'))) {
        throw new Error(
          "writer-checks found no docs page in the docs plugin's loaded content: its shape has changed (see markdownPages in src/plugins/writer-checks/index.ts)",
        );
      }
      const problems: Problem[] = pages.flatMap((page) => {
        const file = resolve(page.source);
        const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
        const source = page.source.replace(/^@site\//, '');
        return [...frontMatterProblems(source, text, page), ...staticFileProblems(source, text)];
      });
      problems.push(
        ...duplicateRoutes(pages.map((p) => ({...p, source: p.source.replace(/^@site\//, '')}))),
      );
      report(problems, {production: process.env.NODE_ENV === 'production'});
    },
  };
}
