import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/BlogListPage';
import {lessonFacts} from '@site/src/components/LessonFacts';
import {THUMBNAIL_WIDTH, type Thumbnail} from '@site/src/data/projects/thumbnail';
import {TUTORIAL_SERIES} from '@site/src/data/tutorials';
import {formatUtcDate} from '@site/src/lib/dates';
import {sectionFromPath} from '@site/src/lib/sections';
import type {PostCardData} from '@site/src/plugins/remark-card';
import styles from './styles.module.css';

type Item = Props['items'][number];

/** The post's graph: blocks in their category's colour and the wires between them. */
function GraphThumbnail({thumbnail}: {thumbnail: Thumbnail}): ReactNode {
  return (
    <svg
      className={styles.graph}
      viewBox={`0 0 ${THUMBNAIL_WIDTH} ${thumbnail.height}`}
      aria-hidden="true"
      focusable="false">
      {thumbnail.wires.map((d, i) => (
        <path key={i} d={d} className={styles.wire} />
      ))}
      {thumbnail.blocks.map(([x, y, w, h, category], i) => (
        <rect
          key={i}
          x={x}
          y={y}
          width={w}
          height={h}
          rx={2}
          className={clsx(styles.block, `tessera-cat-${category}`)}
        />
      ))}
    </svg>
  );
}

/** "Part 2 of 6", for a lesson in a series. */
function seriesPart(frontMatter: Record<string, unknown>): string | null {
  const {series, part} = frontMatter;
  if (typeof series !== 'string' || !Object.hasOwn(TUTORIAL_SERIES, series)) return null;
  const parts = TUTORIAL_SERIES[series as keyof typeof TUTORIAL_SERIES].parts.length;
  return typeof part === 'number' ? `Part ${part} of ${parts}` : null;
}

function PostCard({item, withByline}: {item: Item; withByline: boolean}): ReactNode {
  const {metadata, frontMatter} = item.content;
  const card = (item.content as {card?: PostCardData}).card;
  const facts = lessonFacts(frontMatter);
  const part = seriesPart(frontMatter);
  // A duration's number and unit stay on one line.
  const meta = [part, facts?.track, facts?.level, facts?.duration.replace(' ', '\u00a0')].filter(
    Boolean,
  );
  return (
    <article className={clsx('card', styles.card)}>
      {/* The card is one link: its title's, stretched over the card by CSS. */}
      {card?.thumbnail && (
        <div className={styles.picture}>
          <GraphThumbnail thumbnail={card.thumbnail} />
        </div>
      )}
      <div className={clsx('card__body', styles.body)}>
        {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
        <Heading as="h2" className={styles.title}>
          <Link to={metadata.permalink} className={styles.link}>
            {metadata.title}
          </Link>
        </Heading>
        {withByline && (
          <p className={styles.meta}>
            <time dateTime={metadata.date}>{formatUtcDate(metadata.date, 'long')}</time>
            {metadata.authors.length > 0 && ` · ${metadata.authors.map((a) => a.name).join(', ')}`}
          </p>
        )}
        <p className={styles.description}>{metadata.description}</p>
        {(card?.devices.length ?? 0) > 0 && (
          <ul className={styles.badges} aria-label="Runs on">
            {card!.devices.map((d) => (
              <li key={d} className={styles.device}>
                {d}
              </li>
            ))}
          </ul>
        )}
        {metadata.tags.length > 0 && (
          <ul className={styles.badges} aria-label="Tags">
            {metadata.tags.map((t) => (
              <li key={t.permalink} className={styles.tag}>
                {t.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/**
 * A listing section's entries as a gallery of cards: the picture of each
 * entry's block graph, what it runs on and its tags, and for a lesson its part,
 * track, level and time. The byline (date and author) is the blog's only.
 */
export default function PostCards({items}: {items: Props['items']}): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  return (
    <div className={styles.cards}>
      {items.map((item) => (
        <PostCard
          key={item.content.metadata.permalink}
          item={item}
          withByline={section?.id === 'blog'}
        />
      ))}
    </div>
  );
}
