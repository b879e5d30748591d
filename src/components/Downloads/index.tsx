import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  PLATFORM_LABELS,
  detectPlatform,
  downloadUrl,
  formatSize,
  releaseNotesUrl,
  type DownloadFile,
  type DownloadProduct,
  type Platform,
  type Release,
} from '@site/src/data/downloads';
import {formatUtcDate} from '@site/src/lib/dates';
import {externalConfig} from '@site/src/lib/externalConfig';
import {breakAfter} from '@site/src/components/StackedTable';
import {TableWithNames} from '@site/src/components/StackedTable/WithNames';
import styles from './styles.module.css';

/** The visitor's OS, known only after hydration: the static HTML lists every file equally. */
export function useVisitorPlatform(): Platform | undefined {
  const [platform, setPlatform] = useState<Platform>();
  useEffect(() => {
    const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
    setPlatform(detectPlatform(nav.userAgent, nav.userAgentData?.platform));
  }, []);
  return platform;
}

/*
 * Cell contents as plain elements, not components: StackedTable reads a
 * cell's text to lay out its column (src/components/StackedTable).
 */

/** A file name that may wrap only after its hyphens, never inside a version or an extension. */
const fileName = (name: string) => <code className={styles.fileName}>{breakAfter(name, '-')}</code>;

/**
 * A SHA-256 sum in eight groups of eight hex digits, four to a line, as
 * readers compare it by eye; copied, it is the sum with no spaces.
 */
const sha256 = (sum: string) => (
  <code className={styles.sha}>
    {sum.match(/.{1,8}/g)!.map((group, i) => (
      <span key={i}>{group}</span>
    ))}
  </code>
);

function storeUrl(store: NonNullable<DownloadFile['store']>): string {
  const {appStores, extensionStores} = externalConfig();
  return store === 'ios' || store === 'android' ? appStores[store] : extensionStores[store];
}

function FileTable({
  product,
  release,
  platform,
}: {
  product: DownloadProduct;
  release: Release;
  platform?: Platform;
}): ReactNode {
  const host = externalConfig().downloadsHost;
  return (
    <div
      className={styles.scroll}
      role="region"
      aria-label={`${product.title} ${release.version} files`}
      tabIndex={0}>
      <TableWithNames className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Package</th>
            <th scope="col">Size</th>
            <th scope="col">SHA-256</th>
          </tr>
        </thead>
        <tbody>
          {release.files.map((f) => {
            const current = platform !== undefined && f.platform === platform;
            return (
              <tr
                key={f.variant}
                className={clsx(current && styles.current)}
                data-platform={f.platform}>
                <td>
                  {PLATFORM_LABELS[f.platform]}
                  {current && <span className={styles.badge}>Your system</span>}
                </td>
                <td>
                  {f.file ? (
                    <Link
                      href={downloadUrl(host, product.id, release.version, f.file.name)}
                      download>
                      {f.variant}
                    </Link>
                  ) : (
                    f.store && <Link href={storeUrl(f.store)}>{f.variant}</Link>
                  )}
                  {f.file && fileName(f.file.name)}
                  {f.requires && <span className={styles.requires}>{f.requires}</span>}
                </td>
                <td className={styles.nowrap}>{f.file ? formatSize(f.file.bytes) : 'store'}</td>
                <td>
                  {f.file ? (
                    sha256(f.file.sha256)
                  ) : (
                    <span className={styles.requires}>signed by the store</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableWithNames>
    </div>
  );
}

/** One product: its current release with every file, older releases folded below. */
export function ProductDownloads({
  product,
  platform,
}: {
  product: DownloadProduct;
  platform?: Platform;
}): ReactNode {
  const host = externalConfig().downloadsHost;
  const [latest, ...older] = product.releases;
  return (
    <section className={styles.product} aria-labelledby={product.id}>
      <Heading as="h2" id={product.id}>
        {product.title}
      </Heading>
      <p>{product.summary}</p>
      <p className={styles.meta}>
        Version <strong>{latest.version}</strong>, released {formatUtcDate(latest.date)}
        {' · '}
        <Link href={releaseNotesUrl(host, product.id, latest.version)}>
          Release notes for {product.title} {latest.version}
        </Link>
        {' · '}
        <Link to={product.docs}>How to install and use it</Link>
      </p>
      <FileTable product={product} release={latest} platform={platform} />
      {older.length > 0 && (
        <details className={styles.older}>
          <summary>Older versions of {product.title}</summary>
          {older.map((r) => (
            <div key={r.version}>
              <p className={styles.meta}>
                Version <strong>{r.version}</strong>, released {formatUtcDate(r.date)}
                {' · '}
                <Link href={releaseNotesUrl(host, product.id, r.version)}>
                  Release notes for {product.title} {r.version}
                </Link>
              </p>
              <FileTable product={product} release={r} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
