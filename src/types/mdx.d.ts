/**
 * The standalone pages' bodies (`src/pages/_landing/*.mdx`) export their
 * title, description and lead as `meta`; this merges into the `*.mdx`
 * declaration of @docusaurus/module-type-aliases so the route files are typed.
 */
declare module '*.mdx' {
  export const meta: import('@site/src/components/LandingPage').LandingMeta;
  export const toc: readonly import('@docusaurus/mdx-loader').TOCItem[];
}
