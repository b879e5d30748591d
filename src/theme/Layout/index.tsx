import React, {useContext, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {NeedsMainLandmark} from '@site/src/lib/mainLandmark';

type Props = WrapperProps<typeof LayoutType>;

/** Gives a page that lacks one (see NeedsMainLandmark) a main landmark around its content. */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const wrap = useContext(NeedsMainLandmark);
  return <Layout {...props}>{wrap ? <main>{children}</main> : children}</Layout>;
}
