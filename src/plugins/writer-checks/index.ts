/**
 * Checks every Markdown page once all content is loaded, before any route is
 * made: front matter as written (rules.ts), routes claimed twice, and the
 * static files and modules a page refers to (static-files.mjs, remark-import-paths.ts). A
 * production build stops with one message naming each file and field, its
 * own problems and those the other content plugins gathered while loading
 * (`openProblemList` in content-validation/problems.ts), so one run names them all;
 * `npm start` warns and keeps serving, so a page still being written renders
 * and the rest of the site keeps reloading.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  closeProblemList,
  formatProblems,
  openProblemList,
  report,
  type Problem,
} from '../content-validation/problems';
import {unresolvedImportsInText} from '../remark-import-paths';
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
  // The MDX compile names a wrong import too (remark-import-paths), but a build
  // compiles only once every page's content has loaded: here it joins the rest.
  const importProblems = (file: string, text: string): Problem[] =>
    unresolvedImportsInText(text, file, context.siteDir).map(({source, reason}) => ({
      source,
      field: 'import',
      value: '',
      allowed: '',
      message: reason,
    }));
  const resolve = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  // Plugins are made before any content loads: the sections report into this list from now on.
  if (process.env.NODE_ENV === 'production') openProblemList();
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
        return [
          ...frontMatterProblems(source, text, page),
          ...staticFileProblems(source, text),
          ...importProblems(file, text),
        ];
      });
      problems.push(
        ...duplicateRoutes(pages.map((p) => ({...p, source: p.source.replace(/^@site\//, '')}))),
      );
      if (process.env.NODE_ENV !== 'production') return report(problems, {production: false});
      const all = [...closeProblemList(), ...problems]
        .map((p) => ({...p, source: p.source.replace(/^@site\//, '')}))
        .sort((a, b) => a.source.localeCompare(b.source));
      if (all.length) throw new Error(formatProblems(all));
    },
  };
}
