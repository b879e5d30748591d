import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import {fittingList, sectionFromPath} from '@site/src/lib/sections';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/**
 * The blog plugin adds an authors page to every section with an authors.yml.
 * Ours lists teams, not people: give it its own title and description, and keep it out
 * of search engines and the sitemap, where it would only repeat the section.
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  const names = props.authors.map((a) => a.name ?? '');
  return (
    <>
      <BlogAuthorsListPage {...props} />
      {section && (
        <PageMetadata
          title={`${section.title} authors`}
          description={fittingList(
            `Who writes Tessera ${section.title}, with the number of ${section.noun[1]} each has written: `,
            names,
            `The ${names.length} teams who write Tessera ${section.title}, with the number of ${section.noun[1]} each has written.`,
          )}
        />
      )}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
    </>
  );
}
