import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {PageMetadata} from '@docusaurus/theme-common';

/** The search plugin's page has no meta description; give it one. */
export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <SearchPage />
      <PageMetadata description="Search the Tessera documentation, tutorials, examples, capabilities, solutions and blog: blocks, devices, protocols and settings." />
    </>
  );
}
