import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {NeedsMainLandmark} from '@site/src/lib/mainLandmark';

/**
 * The search plugin's page has no meta description and no main landmark, and
 * its noindex is written as `property="robots"`, which search engines ignore:
 * add the description, the landmark (through the Layout wrapper) and a
 * `name="robots"` noindex, which also keeps the page out of the sitemap.
 */
export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <NeedsMainLandmark.Provider value>
        <SearchPage />
      </NeedsMainLandmark.Provider>
      <PageMetadata description="Search the Tessera documentation, tutorials, examples, capabilities, solutions and blog: blocks, devices, protocols and settings." />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
    </>
  );
}
