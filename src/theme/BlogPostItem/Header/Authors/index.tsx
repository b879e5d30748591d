import React, {type ReactNode} from 'react';
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import type AuthorsType from '@theme/BlogPostItem/Header/Authors';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof AuthorsType>;

/**
 * Only blog posts carry a byline. Tutorials, examples, capabilities and
 * solutions are documentation written by one team: the same author block at
 * the top of every one told a reader nothing. It stays in their feeds and
 * structured data, which need an author (config/markdown.ts).
 */
export default function AuthorsWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  if (section && section.id !== 'blog') return null;
  return <Authors {...props} />;
}
