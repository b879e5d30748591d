/**
 * Ejected from @docusaurus/theme-classic 3.10.2, theme/BlogArchivePage.
 *
 * Why: the stock page puts its header, and so its h1, before `<main>` (a
 * second banner landmark; a jump to the main landmark skips the title), jumps
 * from the h1 to h3 year headings, and is titled "Archive" in all five
 * sections. This copy keeps the markup inside `<main>`, uses h2 for years,
 * names the section in its title and description, and formats dates with
 * src/lib/dates.ts instead of `Intl`, and shows a tutorial's track, level and
 * duration under its title. Changed lines are fenced by `tessera:`.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/BlogArchivePage/index.js sha256:9a46c4deb232
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
// tessera: start
import {formatUtcDate} from '@site/src/lib/dates';
import {sectionFromPath, type SectionInfo} from '@site/src/lib/sections';
import LessonFacts from '@site/src/components/LessonFacts';
import {withDeviceNames} from '@site/src/components/DeviceName';

/** The archive's title and a 50 to 160-character description for its section. */
export function archiveMetadata(
  section: SectionInfo | null,
  count: number,
): {title: string; description: string} {
  if (!section) return {title: 'Archive', description: 'Every entry, by year and date.'};
  const entries = count === 1 ? `the one ${section.noun[0]}` : `all ${count} ${section.noun[1]}`;
  return {
    title: `${section.title} archive`,
    description: `Tessera ${section.title} by date: ${entries}, grouped by year, each with the day it was published.`,
  };
}
// tessera: end

type YearProp = {year: string; posts: ArchiveBlogPost[]};

function Year({year, posts}: YearProp) {
  return (
    <>
      {/* tessera: h2, the level under the page's h1 */}
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {/* tessera: formatUtcDate instead of Intl.DateTimeFormat */}
              {formatUtcDate(post.metadata.date, 'long').replace(/, \d{4}$/, '')} -{' '}
              {withDeviceNames(post.metadata.title)}
            </Link>
            {/* tessera: a lesson's track, level and duration (nothing for other sections) */}
            <LessonFacts frontMatter={post.metadata.frontMatter} />
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}) {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((_props, idx) => (
            <div key={idx} className="col col--4 margin-vert--lg">
              <Year {..._props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());

  return Array.from(postsByYear, ([year, posts]) => ({
    year,
    posts,
  }));
}

export default function BlogArchive({archive}: Props): ReactNode {
  // tessera: start
  const section = sectionFromPath(useLocation().pathname);
  const {title, description} = archiveMetadata(section, archive.blogPosts.length);
  // tessera: end
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* tessera: the header inside main */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
