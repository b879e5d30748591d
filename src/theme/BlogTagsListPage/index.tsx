import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath, tagsDescription} from '@site/src/lib/sections';

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
          description={tagsDescription(
            section.title,
            section.noun[1],
            props.tags.map((t) => t.label),
          )}
        />
      )}
    </>
  );
}
