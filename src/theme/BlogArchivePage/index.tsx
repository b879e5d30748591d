import React, {type ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof BlogArchivePageType>;

/** Five sections share the stock archive page: give each its own title and description. */
export default function BlogArchivePageWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  const count = props.archive.blogPosts.length;
  return (
    <>
      <BlogArchivePage {...props} />
      {section && (
        <PageMetadata
          title={`${section.title} archive`}
          description={`All ${count} ${section.noun[count === 1 ? 0 : 1]} in Tessera ${section.title}, by date. ${section.description}`}
        />
      )}
    </>
  );
}
