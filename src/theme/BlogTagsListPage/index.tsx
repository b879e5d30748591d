import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** Five sections share the stock tags page: give each its own title and description. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  return (
    <>
      <BlogTagsListPage {...props} />
      {section && (
        <PageMetadata
          title={`${section.title} tags`}
          description={`Tessera ${section.title} by tag, with the number of ${section.noun[1]} for each: ${props.tags
            .map((t) => t.label)
            .join(', ')}.`}
        />
      )}
    </>
  );
}
