/**
 * The listing sections and what differs between them. Pure data: client code
 * (list, archive and tag page wrappers) reads it too.
 */

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
