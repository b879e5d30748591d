import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticPart from '@site/src/components/StaticPart';

type Props = WrapperProps<typeof ContentType>;

/**
 * On a page's first load the text of a tutorial, example, post or other section page
 * (and of each item on a list page) stays the build's HTML, unhydrated, until a
 * visitor uses a control or code block in it (src/components/StaticPart).
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <StaticPart>
      <Content {...props} />
    </StaticPart>
  );
}
