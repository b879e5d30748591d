import React, {type ReactNode} from 'react';
import BlogListPaginator from '@theme-original/BlogListPaginator';
import type BlogListPaginatorType from '@theme/BlogListPaginator';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof BlogListPaginatorType>;

/**
 * In a section read oldest first (the tutorials), a list's next page holds
 * later entries, not the "Older entries" the original names it: here the
 * pages are "Previous tutorials" and "Next tutorials". Sections of news get
 * the original.
 */
export default function BlogListPaginatorWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  if (section?.sortPosts !== 'ascending') return <BlogListPaginator {...props} />;
  const {previousPage, nextPage} = props.metadata;
  const [, many] = section.noun;
  return (
    <nav className="pagination-nav" aria-label={`${section.title}: list pages`}>
      {previousPage && <PaginatorNavLink permalink={previousPage} title={`Previous ${many}`} />}
      {nextPage && <PaginatorNavLink permalink={nextPage} title={`Next ${many}`} isNext />}
    </nav>
  );
}
