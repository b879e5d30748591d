import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {externalConfig} from '@site/src/lib/externalConfig';
import {projectDownloadHref, projectText, studioImportUrl} from '@site/src/lib/projectLinks';
import type {SeriesHeaderData} from '@site/src/plugins/remark-tutorial-series';
import styles from './styles.module.css';

/**
 * The top of a series part: where it sits in its series, all the parts, and
 * the project it starts from (the previous part's finished project). The
 * build puts it in the page with its data (src/plugins/remark-tutorial-series.ts).
 */
export default function SeriesHeader({data}: {data: SeriesHeaderData}): ReactNode {
  const {seriesTitle, part, parts, start} = data;
  const previous = parts[part - 2];
  const next = parts[part];
  const json = start && projectText(start.file);
  return (
    <div className={styles.series}>
      <p className={styles.position}>
        <strong>
          Part {part} of {parts.length}
        </strong>{' '}
        of the series <strong>{seriesTitle}</strong>: {parts[part - 1].title}
      </p>
      <nav aria-label={`${seriesTitle}: all parts`}>
        <ol className={styles.parts}>
          {parts.map((p, i) => (
            <li key={p.url}>
              <Link to={p.url} aria-current={i === part - 1 ? 'page' : undefined}>
                {p.title}
              </Link>
            </li>
          ))}
        </ol>
        {(previous || next) && (
          <p className={styles.pager}>
            {previous && (
              <Link to={previous.url} rel="prev">
                ← Part {part - 1}: {previous.title}
              </Link>
            )}
            {next && (
              <Link to={next.url} rel="next" className={styles.next}>
                Part {part + 1}: {next.title} →
              </Link>
            )}
          </p>
        )}
      </nav>
      {start && json ? (
        <p className={styles.start}>
          <span>
            <strong>Start project:</strong> <code>{start.fileName}</code>, the project as part{' '}
            {part - 1} left it.
          </span>
          <span className={styles.actions}>
            {/* A download of inline data, not a navigation: Link would treat the data: URL as an external page. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              className="button button--sm button--secondary"
              href={projectDownloadHref(json)}
              download={start.fileName}>
              Download {start.fileName}
            </a>
            <Link
              className="button button--sm button--primary"
              href={studioImportUrl(externalConfig().studioUrl, json)}>
              Open in Studio
            </Link>
          </span>
        </p>
      ) : (
        <p className={styles.start}>
          <span>
            <strong>Start project:</strong> none. This part starts from an empty project.
          </span>
        </p>
      )}
    </div>
  );
}
