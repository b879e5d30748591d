/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/DocCategoryGeneratedIndexPage`.
 * Why: the original prints a category's description (sidebars.ts) as text, and
 * a device or protocol name in it (BP-01, 1-Wire) broke at its hyphen; a
 * wrapper cannot reach the paragraph, and the description is read and copied
 * as body text, so it keeps its hyphen in a `device-name` span
 * (src/lib/deviceNames.ts). And its cards sat two to a row whatever their count,
 * so the three of Hardware left a row half empty; they now take the columns
 * their count fills (fitColumns, as the landing pages' grids do). Same markup
 * otherwise (`tessera:` below).
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/DocCategoryGeneratedIndexPage/index.js sha256:89d20596482e
 */
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
// tessera: the names' wrapper.
import {withDeviceNames} from '@site/src/components/DeviceName';
// tessera: the landing pages' card grid, its columns fitting the count.
import {cardGridClass} from '@site/src/components/CardGrid/grid';
import styles from './styles.module.css';

function DocCategoryGeneratedIndexPageMetadata({categoryGeneratedIndex}: Props): ReactNode {
  return (
    <PageMetadata
      title={categoryGeneratedIndex.title}
      description={categoryGeneratedIndex.description}
      keywords={categoryGeneratedIndex.keywords}
      image={useBaseUrl(categoryGeneratedIndex.image)}
    />
  );
}

function DocCategoryGeneratedIndexPageContent({categoryGeneratedIndex}: Props): ReactNode {
  const category = useCurrentSidebarCategory();
  return (
    <div className={styles.generatedIndexPage}>
      <DocVersionBanner />
      <DocBreadcrumbs />
      <DocVersionBadge />
      <header>
        <Heading as="h1" className={styles.title}>
          {categoryGeneratedIndex.title}
        </Heading>
        {categoryGeneratedIndex.description && (
          // tessera: was {categoryGeneratedIndex.description}.
          <p>{withDeviceNames(categoryGeneratedIndex.description)}</p>
        )}
      </header>
      <article className="margin-top--lg">
        {/* tessera: was className={styles.list}. */}
        <DocCardList
          items={category.items}
          className={`${cardGridClass(category.items.length, 3)} ${styles.list}`}
        />
      </article>
      <footer className="margin-top--md">
        <DocPaginator
          previous={categoryGeneratedIndex.navigation.previous}
          next={categoryGeneratedIndex.navigation.next}
        />
      </footer>
    </div>
  );
}

export default function DocCategoryGeneratedIndexPage(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPageMetadata {...props} />
      <DocCategoryGeneratedIndexPageContent {...props} />
    </>
  );
}
