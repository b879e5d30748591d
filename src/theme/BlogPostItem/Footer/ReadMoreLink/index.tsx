/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogPostItem/Footer/ReadMoreLink):
 * a wrapper cannot change the link's text. The stock link says only "Read more"
 * and names the post in `aria-label`, which Lighthouse's link-text audit does
 * not read, so every list page scored 92 in SEO. The title now follows in text
 * that is visually hidden, so the link's text itself says where it leads.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js sha256:727f3819b580
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink(props: Props): ReactNode {
  const {blogPostTitle, ...linkProps} = props;
  return (
    // tessera: no aria-label; the text names the post.
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className={styles.hidden}> about {blogPostTitle}</span>
    </Link>
  );
}
