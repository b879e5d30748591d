/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/BlogPostItem/Header/Title`.
 * Why: a post's title comes from its metadata, out of reach of a wrapper, and
 * a device name in it (BP-01) broke at its hyphen; it keeps it on one line
 * (`withDeviceNames`, src/lib/deviceNames.ts; `tessera:` below).
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogPostItem/Header/Title/index.js sha256:376760456c85
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Title';
// tessera: device names on one line
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

export default function BlogPostItemHeaderTitle({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {permalink} = metadata;
  // tessera: device names on one line
  const title = withDeviceNames(metadata.title);
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <TitleHeading className={clsx(styles.title, className)}>
      {isBlogPostPage ? title : <Link to={permalink}>{title}</Link>}
    </TitleHeading>
  );
}
