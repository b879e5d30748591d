import React, {type ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {withDeviceNames} from '@site/src/components/DeviceName';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

/**
 * A sidebar link's label keeps a device name (BP-01) on one line. The
 * original only renders the label (and keys its element by it), so a label
 * with the name in a span goes through unchanged otherwise.
 */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item} = props;
  const label = withDeviceNames(item.label);
  if (typeof label === 'string') return <DocSidebarItemLink {...props} />;
  return <DocSidebarItemLink {...props} item={{...item, label: label as unknown as string}} />;
}
