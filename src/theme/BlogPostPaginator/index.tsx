import React, {type ReactNode} from 'react';
import BlogPostPaginator from '@theme-original/BlogPostPaginator';
import type BlogPostPaginatorType from '@theme/BlogPostPaginator';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useLocation} from '@docusaurus/router';
import {seriesPlace} from '@site/src/data/tutorials';
import {nonBreakingNames} from '@site/src/lib/deviceNames';
import {sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof BlogPostPaginatorType>;

/**
 * A section read oldest first (the tutorials, `sortPosts` in config/sections.ts)
 * links each entry to the one before and after it in reading order; the
 * original labels those "Newer post" and "Older post", which there is the
 * wrong way round. Here they are "Previous" and "Next". A series part's pager
 * stays in its series: part 1 has no "Previous" and the last part no "Next",
 * so a series ends on its own finish, not in the next series. Sections of
 * news get the original.
 */
export default function BlogPostPaginatorWrapper(given: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  const {metadata} = useBlogPost();
  // A name in a title keeps its hyphen on the line (src/lib/deviceNames.ts).
  const link = (item: Props['prevItem']) => item && {...item, title: nonBreakingNames(item.title)};
  const props = {...given, prevItem: link(given.prevItem), nextItem: link(given.nextItem)};
  if (section?.sortPosts !== 'ascending') return <BlogPostPaginator {...props} />;
  const place = seriesPlace(metadata.permalink);
  const prevItem = place?.index === 0 ? undefined : props.prevItem;
  const nextItem =
    place && place.index === place.series.parts.length - 1 ? undefined : props.nextItem;
  if (!prevItem && !nextItem) return null;
  const what = place ? 'part' : section.noun[0];
  return (
    <nav
      className="pagination-nav docusaurus-mt-lg"
      aria-label={`${section.title}: previous and next`}>
      {prevItem && <PaginatorNavLink {...prevItem} subLabel={`Previous ${what}`} />}
      {nextItem && <PaginatorNavLink {...nextItem} subLabel={`Next ${what}`} isNext />}
    </nav>
  );
}
