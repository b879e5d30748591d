/**
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/BlogListPage.
 *
 * Why: the stock list page has no h1 (an accessibility and SEO failure on all
 * five listing sections) and every page of a paginated list shares one title.
 * A wrapper cannot reach inside BlogLayout, so this copy adds a header with
 * the section's title and description, "Page N" to later pages' titles and
 * descriptions, and a link to the section's archive. A section's own list
 * component can pass the list to show in place of the items (`list`). The
 * items are cards (src/components/PostCards), not the posts' excerpts, and the
 * sidebar, which listed the same entries, gives the gallery its width.
 * Changed lines are fenced with `tessera:` comments.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogListPage/index.js sha256:bea76516bb7d
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
// tessera: start
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import PostCards from '@site/src/components/PostCards';
import {withDeviceNames} from '@site/src/components/DeviceName';
import {pageDescription, sectionFromPath} from '@site/src/lib/sections';
import styles from './styles.module.css';

function pageTitle(title: string, page: number): string {
  return page > 1 ? `${title}, page ${page}` : title;
}

/** The way to the section's archive, which nothing else links to. */
function ArchiveLink(): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  if (!section) return null;
  return (
    <p className={styles.archive}>
      <Link to={`/${section.id}/archive`}>
        All {section.noun[1]} by date, in the {section.title.toLowerCase()} archive
      </Link>
    </p>
  );
}

/** A gallery page's header: its title and what it lists (also the tag and device pages'). */
export function ListHeader({title, description}: {title: string; description?: string}): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1">{withDeviceNames(title)}</Heading>
      {description && <p className={styles.description}>{withDeviceNames(description)}</p>}
    </header>
  );
}
// tessera: end

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      {/* tessera: the page number keeps each list page's title unique */}
      <PageMetadata
        title={pageTitle(title, metadata.page)}
        description={pageDescription(blogDescription, metadata.page, metadata.totalPages)}
      />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

// tessera: a section can render its own list (the /examples gallery: src/components/ExamplesGallery).
type ListProps = Props & {list?: ReactNode};

function BlogListPageContent(props: ListProps): ReactNode {
  const {metadata, items, list} = props;
  return (
    // tessera: BlogLayout without its sidebar, which listed the same entries, and at the
    // container's full width, which the gallery's cards take.
    <Layout>
      <main className="container margin-vert--lg">
        {/* tessera: start */}
        <ListHeader
          title={pageTitle(metadata.blogTitle, metadata.page)}
          description={metadata.blogDescription}
        />
        {/* tessera: end */}
        {/* tessera: the section's own list, if it has one */}
        {list ?? <PostCards items={items} />}
        <BlogListPaginator metadata={metadata} />
        {/* tessera: start */}
        <ArchiveLink />
        {/* tessera: end */}
      </main>
    </Layout>
  );
}

export default function BlogListPage(props: ListProps): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
