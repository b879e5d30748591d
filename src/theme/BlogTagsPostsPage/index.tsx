/**
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/BlogTagsPostsPage.
 *
 * Why: a tag's page is a filtered list page, so it looks like one: the same
 * gallery cards as the section's list (src/components/PostCards), not the
 * posts' excerpts, and no sidebar listing every entry whatever the tag. On
 * /examples a tag's page is one of the gallery's filters (its filter bar
 * over the cards). One tag ("sensor") exists in several sections: each tag
 * page's title and description name its section.
 * Changed lines are fenced with `tessera:` comments.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogTagsPostsPage/index.js sha256:01b4900cf04e
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogTagsPostsPage';
import PostCards from '@site/src/components/PostCards';
import {Gallery} from '@site/src/components/ExamplesGallery';
import {ListHeader} from '@site/src/theme/BlogListPage';
import {sectionFromPath, tagKey, tagPageDescription} from '@site/src/lib/sections';

export default function BlogTagsPostsPage({tag, items, listMetadata}: Props): ReactNode {
  // tessera: start (the section's own title and description)
  const section = sectionFromPath(useLocation().pathname);
  const stockTitle = useBlogTagsPostsPageTitle(tag);
  const {page, totalPages} = listMetadata;
  const title = section
    ? `${section.title} tagged “${tag.label}”${page > 1 ? `, page ${page}` : ''}`
    : stockTitle;
  const description = section
    ? tagPageDescription(tag, section.noun, page, totalPages)
    : tag.description;
  // tessera: end
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={title} description={description} />
      <SearchMetadata tag="blog_tags_posts" />
      {/* tessera: no BlogLayout sidebar; the section's header and cards */}
      <Layout>
        <main className="container margin-vert--lg">
          <ListHeader title={title} description={tag.description} />
          {section?.id === 'examples' ? (
            <Gallery items={items} filter={{tag: tagKey(tag.permalink)}} />
          ) : (
            <PostCards items={items} />
          )}
          <BlogListPaginator metadata={listMetadata} />
          <p>
            <Link href={tag.allTagsPath}>All tags</Link>
          </p>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
