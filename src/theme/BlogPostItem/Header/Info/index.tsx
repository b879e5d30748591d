/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/BlogPostItem/Header/Info`.
 * Why: the date went through `useDateTimeFormat` and the reading time through
 * `usePluralForm`; each builds an `Intl` object, the first of which loads ICU
 * data inside every post's hydration (see src/lib/dates.ts). The site is
 * English-only, so both are plain functions here (`tessera:` below). Markup,
 * class names and translation ids are the original's. A tutorial also shows
 * its track, level and duration (src/components/LessonFacts).
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogPostItem/Header/Info/index.js sha256:f0ff72590449
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
// tessera: English month table instead of Intl.DateTimeFormat.
import {formatUtcDate} from '@site/src/lib/dates';
// tessera: sections whose pages are reference, not news, show no date.
import {useLocation} from '@docusaurus/router';
import {sectionFromPath} from '@site/src/lib/sections';
// tessera: a lesson's track, level and duration under its date.
import LessonFacts from '@site/src/components/LessonFacts';
import styles from './styles.module.css';

function readingTimeLabel(readingTimeFloat: number): string {
  const readingTime = Math.ceil(readingTimeFloat);
  // tessera: English plural by hand instead of usePluralForm's Intl.PluralRules.
  const [one, other] = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description:
        'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime},
  ).split('|');
  return readingTime === 1 ? one! : (other ?? one!);
}

function DateTime({date, formattedDate}: {date: string; formattedDate: string}): ReactNode {
  return <time dateTime={date}>{formattedDate}</time>;
}

function Spacer(): ReactNode {
  return <>{' · '}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  // tessera: frontMatter for the lesson facts.
  const {metadata, frontMatter} = useBlogPost();
  const {date, readingTime} = metadata;
  // tessera: capabilities and solutions are undated (config/sections.ts).
  const section = sectionFromPath(useLocation().pathname);
  if (section && !section.dated) return null;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {/* tessera: was useDateTimeFormat({day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}). */}
      <DateTime date={date} formattedDate={formatUtcDate(date, 'long')} />
      {typeof readingTime !== 'undefined' && (
        <>
          <Spacer />
          {readingTimeLabel(readingTime)}
        </>
      )}
      {/* tessera: start */}
      {section?.id === 'tutorials' && <LessonFacts frontMatter={frontMatter} />}
      {/* tessera: end */}
    </div>
  );
}
