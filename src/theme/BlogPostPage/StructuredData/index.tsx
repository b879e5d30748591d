import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {withTeamAuthors} from '@site/src/lib/teamAuthors';

/**
 * Replaces the theme's component (ten lines, which a wrapper cannot reach
 * into): the same BlogPosting, with its team author as an Organization.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogPostPage/StructuredData/index.js sha256:20603e58b486
 */
export default function BlogPostStructuredData(): ReactNode {
  const structuredData = withTeamAuthors(useBlogPostStructuredData());
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
