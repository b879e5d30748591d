/**
 * The listing sections and what differs between them. Pure data: client code
 * (list, archive and tag page wrappers) reads it too.
 */

/** The listing sections besides the blog, in the order the search plugin indexes them. */
export const BLOG_SECTIONS = ['blog', 'elements', 'solutions', 'examples', 'tutorials'] as const;
export type BlogSection = (typeof BLOG_SECTIONS)[number];

/** What a search result from each section is (src/lib/search/kind.ts). */
export type SectionKind = 'Blog' | 'Capability' | 'Solution' | 'Example' | 'Tutorial';

/** Page sizes from SPEC.md §9; 'ALL' puts every entry on one page. */
export const SECTION_OPTIONS: Record<
  BlogSection,
  {
    title: string;
    /** The kind search shows before a result from the section ("Tutorial · Part 2 of 6"). */
    kind: SectionKind;
    description: string;
    postsPerPage: number | 'ALL';
    /** What one entry is called, singular and plural, for list and tag pages. */
    noun: [string, string];
    /** Whether entries show their date (and reading time): news is dated, reference pages are not. */
    dated: boolean;
    /** How the sidebar groups entries: by year (the theme's default), capability group or industry. */
    sidebarGroups: 'year' | 'capability' | 'industry';
    /**
     * The blog plugin's `sortPosts`: newest first for news; oldest first for a
     * course, read in the order it was written (the tutorials), which the
     * list, the sidebar and the pager follow, with "Previous" and "Next".
     */
    sortPosts: 'descending' | 'ascending';
  }
> = {
  blog: {
    kind: 'Blog',
    title: 'Blog',
    description: 'Release notes, build logs and how-tos from the team that builds Tessera.',
    postsPerPage: 10,
    noun: ['post', 'posts'],
    dated: true,
    sidebarGroups: 'year',
    sortPosts: 'descending',
  },
  elements: {
    kind: 'Capability',
    title: 'Capabilities',
    description:
      'Monitoring and control elements: what each one measures or drives, the sensors and wiring it supports, and the blocks it is built from.',
    postsPerPage: 10,
    noun: ['capability', 'capabilities'],
    dated: false,
    sidebarGroups: 'capability',
    sortPosts: 'descending',
  },
  solutions: {
    kind: 'Solution',
    title: 'Solutions',
    description:
      'Industry solutions built on Tessera: the architecture, the bill of materials, the rollout and what to measure.',
    postsPerPage: 'ALL',
    noun: ['solution', 'solutions'],
    dated: false,
    sidebarGroups: 'industry',
    sortPosts: 'descending',
  },
  examples: {
    kind: 'Example',
    title: 'Examples',
    description:
      'Small, importable Tessera applications: the problem, the block graph and how it works, block by block.',
    postsPerPage: 'ALL',
    noun: ['example', 'examples'],
    dated: true,
    sidebarGroups: 'year',
    sortPosts: 'descending',
  },
  tutorials: {
    kind: 'Tutorial',
    title: 'Tutorials',
    description:
      'Step-by-step tutorials from your first blink to a six-part access-control system, with wiring, block graphs and what you should see.',
    postsPerPage: 10,
    noun: ['tutorial', 'tutorials'],
    dated: true,
    sidebarGroups: 'year',
    sortPosts: 'ascending',
  },
};
