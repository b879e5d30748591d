import React, {type ReactNode} from 'react';
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import type AuthorsType from '@theme/BlogPostItem/Header/Authors';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof AuthorsType>;

/**
 * Capabilities and solutions are reference pages, not articles: like their
 * date, their team author is left off the page. It stays in their feeds and
 * structured data, which need an author (config/markdown.ts).
 */
export default function AuthorsWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  if (section && !section.dated) return null;
  return <Authors {...props} />;
}
