import React, {type ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath, tagPageDescription} from '@site/src/lib/sections';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

/** One tag (say "sensor") exists in several sections: keep each tag page's title and description its own. */
export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  const {tag} = props;
  const {page, totalPages} = props.listMetadata;
  return (
    <>
      <BlogTagsPostsPage {...props} />
      {section && (
        <PageMetadata
          title={`${section.title} tagged “${tag.label}”${page > 1 ? `, page ${page}` : ''}`}
          description={tagPageDescription(tag, section.noun, page, totalPages)}
        />
      )}
    </>
  );
}
