import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import {withTeamAuthors} from '@site/src/lib/teamAuthors';

/**
 * Replaces the theme's component (ten lines, which a wrapper cannot reach
 * into): the same Blog, with each post's team author as an Organization.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogListPage/StructuredData/index.js sha256:fa68eba19bde
 */
export default function BlogListPageStructuredData(props: Props): ReactNode {
  const blog = useBlogListPageStructuredData(props);
  const structuredData = {
    ...blog,
    blogPost: Array.isArray(blog.blogPost) ? blog.blogPost.map(withTeamAuthors) : blog.blogPost,
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
