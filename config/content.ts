/**
 * Content instances: the docs, and one blog-plugin instance per listing section
 * (blog, elements, solutions, examples, tutorials). They share one set of
 * options so the sections behave alike; each section states only what differs.
 */
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {PluginModule} from '@docusaurus/types';
import path from 'node:path';
import blogSectionPlugin from '../src/plugins/blog-section';
import {validateSection} from '../src/plugins/content-validation';
import remarkBlocks from '../src/plugins/remark-blocks';
import remarkCard from '../src/plugins/remark-card';
import remarkFlowDiagram from '../src/plugins/remark-flow-diagram';
import remarkImportPaths from '../src/plugins/remark-import-paths';
import remarkDataValues from '../src/plugins/remark-data-values';
import remarkDeviceNames, {
  remarkDeviceNamesInHeadings,
  remarkDeviceNamesInTitle,
} from '../src/plugins/remark-device-names';
import remarkTableNames from '../src/plugins/remark-table-names';
import remarkTutorialSeries from '../src/plugins/remark-tutorial-series';
import remarkWiringTerminals from '../src/plugins/remark-wiring-terminals';
import {inReadingOrder} from '../src/data/tutorials';
import type {ExternalConfig} from './external';
import {BLOG_SECTIONS, SECTION_OPTIONS, type BlogSection} from './sections';

export {BLOG_SECTIONS, type BlogSection};

const SITE_DIR = path.resolve(__dirname, '..');

export function blogInstance(
  id: BlogSection,
  external: ExternalConfig,
): [PluginModule<unknown>, BlogOptions] {
  const section = SECTION_OPTIONS[id];
  return [
    // The blog plugin, with self links in its feeds.
    blogSectionPlugin as PluginModule<unknown>,
    {
      id,
      path: id,
      routeBasePath: id,
      blogTitle: section.title,
      blogDescription: section.description,
      postsPerPage: section.postsPerPage,
      sortPosts: section.sortPosts,
      beforeDefaultRemarkPlugins: BEFORE_DEFAULT_REMARK_PLUGINS,
      // The series header and highlights go in before remark-flow-diagram reads the diagrams.
      // Each excerpt exports its list card's picture and devices (remark-card).
      remarkPlugins: [
        ...(id === 'tutorials' ? [[remarkTutorialSeries, {siteDir: SITE_DIR}]] : []),
        ...REMARK_PLUGINS,
        remarkCard,
      ],
      // /examples is the gallery: the same list page, with filters by tag and device.
      ...(id === 'examples' && {blogListComponent: '@site/src/components/ExamplesGallery'}),
      blogSidebarTitle: id === 'blog' ? 'Recent posts' : `All ${section.title.toLowerCase()}`,
      blogSidebarCount: id === 'blog' ? 10 : 'ALL',
      // Tags come from tags.yml only: a typo in front matter fails the build.
      tags: 'tags.yml',
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      // Every entry carries its own summary for the list pages.
      onUntruncatedBlogPosts: 'throw',
      // Capabilities and solutions are reference pages, not news: no dates at all (config/sections.ts).
      // A lesson states its duration (src/components/LessonFacts): a reading time beside it
      // was a second, different figure for the same thing.
      showReadingTime: section.dated && id === 'blog',
      showLastUpdateTime: section.dated,
      // Our own front-matter fields (element group and icon, tutorial series and part…);
      // then each tutorial series as one run, in its parts' order (src/data/tutorials.ts).
      // The plugin links each post to its neighbours in this order: the pager follows it.
      processBlogPosts:
        id === 'tutorials'
          ? async ({blogPosts}) => {
              await validateSection(id, SITE_DIR)({blogPosts});
              return inReadingOrder(blogPosts, (p) => p.metadata.permalink);
            }
          : validateSection(id, SITE_DIR),
      editUrl: `${external.repositoryUrl}/edit/main/`,
      feedOptions: {
        type: ['rss', 'atom'],
        title: `Tessera ${section.title}`,
        description: section.description,
        copyright: copyrightLine(),
        xslt: false,
        limit: 20,
      },
    } satisfies BlogOptions,
  ];
}

/**
 * Remark plugins for every content instance: imports checked against the files
 * they name (first, so a wrong path is named at the page's own line), block data and block graphs,
 * resolved at build time, and wiring tables' terminals linked to the hardware
 * drawings (first, while `<FlowDiagram src>` still names the page's project files); tables named after their sections;
 * device names kept on one line.
 */
export const REMARK_PLUGINS: NonNullable<DocsOptions['remarkPlugins']> = [
  [remarkImportPaths, {siteDir: SITE_DIR}],
  [remarkWiringTerminals, {siteDir: SITE_DIR}],
  [remarkFlowDiagram, {siteDir: SITE_DIR}],
  [remarkBlocks, {siteDir: SITE_DIR}],
  remarkDataValues,
  remarkTableNames,
  // Last: it splits text nodes, which the plugins above read whole.
  remarkDeviceNames,
];

/**
 * Before the theme's plugins: names in headings, so that the table of contents
 * keeps them on one line too (src/plugins/remark-device-names.ts).
 */
export const BEFORE_DEFAULT_REMARK_PLUGINS: NonNullable<DocsOptions['beforeDefaultRemarkPlugins']> =
  [remarkDeviceNamesInHeadings];

/** Standalone pages: their MDX bodies draw block graphs too. */
export function pagesOptions(): PagesOptions {
  return {beforeDefaultRemarkPlugins: BEFORE_DEFAULT_REMARK_PLUGINS, remarkPlugins: REMARK_PLUGINS};
}

export function docsOptions(external: ExternalConfig): DocsOptions {
  return {
    // A title that names a device becomes the doc's h1 first (src/plugins/remark-device-names.ts).
    beforeDefaultRemarkPlugins: [remarkDeviceNamesInTitle, ...BEFORE_DEFAULT_REMARK_PLUGINS],
    remarkPlugins: REMARK_PLUGINS,
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: './sidebars.ts',
    editUrl: `${external.repositoryUrl}/edit/main/`,
    breadcrumbs: true,
    // The spec's single version, shown as "Next".
    lastVersion: 'current',
    versions: {current: {label: 'Next'}},
    tags: 'tags.yml',
    onInlineTags: 'throw',
    showLastUpdateTime: true,
  };
}

/** "© 2022–YYYY Tessera", YYYY being the year of the build (PRODUCT.md). */
export function copyrightLine(year = new Date().getFullYear()): string {
  return `© 2022–${year} Tessera`;
}
