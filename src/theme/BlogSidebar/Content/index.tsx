import React, {type ReactNode} from 'react';
import BlogSidebarContent from '@theme-original/BlogSidebar/Content';
import type BlogSidebarContentType from '@theme/BlogSidebar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {SOLUTION_INDUSTRIES} from '@site/src/data/solutions';
import {nonBreakingNames} from '@site/src/lib/deviceNames';
import {groupSidebarItems, sectionFromPath, type SectionInfo} from '@site/src/lib/sections';
import {CAPABILITY_GROUP_LABELS} from '@site/src/plugins/site-index/types';
import {useSiteIndex} from '@site/src/plugins/site-index/useSiteIndex';

type Props = WrapperProps<typeof BlogSidebarContentType>;

function useGroups(section: SectionInfo | null): {heading: string; permalinks: string[]}[] | null {
  const {capabilities} = useSiteIndex();
  if (section?.sidebarGroups === 'capability')
    return capabilities.map(({group, items}) => ({
      heading: CAPABILITY_GROUP_LABELS[group],
      permalinks: items.map((i) => i.url),
    }));
  if (section?.sidebarGroups === 'industry')
    return SOLUTION_INDUSTRIES.map(({title, solutions}) => ({
      heading: title,
      permalinks: solutions.map((slug) => `/solutions/${slug}`),
    }));
  return null;
}

/**
 * Capabilities and solutions are reference pages, not news: their sidebar
 * groups them as the Capabilities menu does (Monitoring, Control) and by
 * industry, instead of under the year of their date. The theme's only option
 * is `blog.sidebar.groupByYear`, one switch for every blog instance, so this
 * wraps the sidebar content and leaves the blog, examples and tutorials alone.
 */
export default function BlogSidebarContentWrapper(given: Props): ReactNode {
  const groups = useGroups(sectionFromPath(useLocation().pathname));
  // A name in a title keeps its hyphen on the line (src/lib/deviceNames.ts).
  const props = {
    ...given,
    items: given.items.map((i) => ({...i, title: nonBreakingNames(i.title)})),
  };
  if (!groups) return <BlogSidebarContent {...props} />;
  const {ListComponent, yearGroupHeadingClassName} = props;
  return groupSidebarItems(props.items, groups).map((g) => (
    <div role="group" key={g.heading} aria-label={g.heading}>
      {/* Not a heading: the sidebar comes before the page's h1 in the document,
          and the group is named by its aria-label. */}
      <p className={yearGroupHeadingClassName} aria-hidden="true">
        {g.heading}
      </p>
      <ListComponent items={g.items} />
    </div>
  ));
}
