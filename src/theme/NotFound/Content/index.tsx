import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const PLACES = [
  {to: '/docs/intro', title: 'Documentation', text: 'Blocks, features, hardware and protocols.'},
  {to: '/tutorials', title: 'Tutorials', text: 'Step by step, from hello world to access control.'},
  {to: '/examples', title: 'Examples', text: 'Small applications you can import into Studio.'},
];

/**
 * Replaces the stock not-found text (a safe-to-eject component) with a way
 * forward: a search form that works without JavaScript, and the main sections,
 * and gives the page the meta description the stock one lacks.
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/NotFound/Content/index.js sha256:1339cadd0fe0
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const searchUrl = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata description="There is no page at this address on the Tessera website. Search the site, or start again from the documentation, the tutorials or the examples." />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was
            reorganised. Search for what you were after, or start from one of the sections below.
          </p>
          <form action={searchUrl} method="get" role="search" className={styles.search}>
            <label htmlFor="not-found-search" className={styles.label}>
              Search the site
            </label>
            <div className={styles.row}>
              <input
                id="not-found-search"
                name="q"
                type="search"
                className={styles.input}
                placeholder="e.g. Modbus, relay, DS18B20"
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <ul className={styles.places}>
            {PLACES.map((p) => (
              <li key={p.to}>
                <Link to={p.to} className={styles.place}>
                  <span className={styles.placeTitle}>{p.title}</span>
                  <span>{p.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
