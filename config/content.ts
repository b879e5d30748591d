/**
 * Content instances: the docs, and one blog-plugin instance per listing section
 * (blog, elements, solutions, examples, tutorials). They share one set of
 * options so the sections behave alike; each section states only what differs.
 */
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {ExternalConfig} from './external';

/** The listing sections besides the blog, in the order the search plugin indexes them. */
export const BLOG_SECTIONS = ['blog', 'elements', 'solutions', 'examples', 'tutorials'] as const;
export type BlogSection = (typeof BLOG_SECTIONS)[number];

/** Page sizes from SPEC.md §9; 'ALL' puts every entry on one page. */
export const SECTION_OPTIONS: Record<
  BlogSection,
  {
    title: string;
    description: string;
    postsPerPage: number | 'ALL';
    /** What one entry is called, singular and plural, for list and tag pages. */
    noun: [string, string];
  }
> = {
  blog: {
    title: 'Blog',
    description: 'Release notes, build logs and how-tos from the team that builds Tessera.',
    postsPerPage: 10,
    noun: ['post', 'posts'],
  },
  elements: {
    title: 'Capabilities',
    description:
      'Monitoring and control elements: what each one measures or drives, the sensors and wiring it supports, and the blocks it is built from.',
    postsPerPage: 10,
    noun: ['capability', 'capabilities'],
  },
  solutions: {
    title: 'Solutions',
    description:
      'Industry solutions built on Tessera: the architecture, the bill of materials, the rollout and what to measure.',
    postsPerPage: 'ALL',
    noun: ['solution', 'solutions'],
  },
  examples: {
    title: 'Examples',
    description:
      'Small, importable Tessera applications: the problem, the block graph and how it works, block by block.',
    postsPerPage: 'ALL',
    noun: ['example', 'examples'],
  },
  tutorials: {
    title: 'Tutorials',
    description:
      'Step-by-step tutorials from your first blink to a six-part access-control system, with wiring, block graphs and what you should see.',
    postsPerPage: 10,
    noun: ['tutorial', 'tutorials'],
  },
};

export function blogInstance(id: BlogSection, external: ExternalConfig): [string, BlogOptions] {
  const section = SECTION_OPTIONS[id];
  return [
    '@docusaurus/plugin-content-blog',
    {
      id,
      path: id,
      routeBasePath: id,
      blogTitle: section.title,
      blogDescription: section.description,
      postsPerPage: section.postsPerPage,
      blogSidebarTitle: id === 'blog' ? 'Recent posts' : `All ${section.title.toLowerCase()}`,
      blogSidebarCount: id === 'blog' ? 10 : 'ALL',
      // Tags come from tags.yml only: a typo in front matter fails the build.
      tags: 'tags.yml',
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      // Every entry carries its own summary for the list pages.
      onUntruncatedBlogPosts: 'throw',
      showReadingTime: id === 'blog' || id === 'tutorials',
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

export function docsOptions(external: ExternalConfig): DocsOptions {
  return {
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
  };
}

/** "© 2022–YYYY Tessera", YYYY being the year of the build (PRODUCT.md). */
export function copyrightLine(year = new Date().getFullYear()): string {
  return `© 2022–${year} Tessera`;
}
