import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import {withDeviceNames} from '@site/src/components/DeviceName';

type Props = WrapperProps<typeof HeadingType>;

/**
 * A heading whose text the theme passes as a string (a doc's title from its
 * front matter, a card's) keeps a device name (BP-01) on one line. Markdown
 * headings arrive as elements, already done by remark-device-names.
 */
export default function HeadingWrapper({children, ...props}: Props): ReactNode {
  return (
    <Heading {...props}>
      {typeof children === 'string' ? withDeviceNames(children) : children}
    </Heading>
  );
}
