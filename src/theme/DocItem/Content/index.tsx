import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import StaticPart from '@site/src/components/StaticPart';

type Props = WrapperProps<typeof ContentType>;

/**
 * On a page's first load a doc's article stays the build's HTML, unhydrated, until a
 * visitor uses a control or code block in it (src/components/StaticPart): on a block
 * page it is three quarters of what React would hydrate.
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <StaticPart>
      <Content {...props} />
    </StaticPart>
  );
}
