import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/BlogListPage';
import {withDeviceNames} from '@site/src/components/DeviceName';
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

export interface CardProps {
  title: string;
  /** The page the card opens. */
  to: string;
  description: string;
  thumbnail?: Thumbnail;
  /** Devices the entry's project runs on ("BP-01"). */
  devices: readonly string[];
  /** Labels shown as outlined badges: tags, or a sample's blocks. */
  badges: readonly string[];
  /** What the badges are, for a screen reader ("Tags", "Blocks"). */
  badgesLabel?: string;
  /** Facts above the title: a lesson's part, track, level and time. */
  meta?: readonly string[];
  byline?: ReactNode;
  /**
   * Controls of their own under the body (a sample's download). Without them
   * the whole card is the title's link; with them the card is not a link, so
   * that each control stays a target of its own.
   */
  actions?: ReactNode;
}

/** One gallery card, as every listing section and /samples/ show it. */
export function Card({
  title,
  to,
  description,
  thumbnail,
  devices,
  badges,
  badgesLabel = 'Tags',
  meta = [],
  byline,
  actions,
}: CardProps): ReactNode {
  return (
    <article className={clsx('card', styles.card)}>
      {thumbnail ? (
        <div className={styles.picture}>
          <GraphThumbnail thumbnail={thumbnail} />
        </div>
      ) : (
        // An entry that draws no graph (an overview, a release note) shows no made-up
        // picture: its first tag, set large, keeps its card the height of its row's.
        badges.length > 0 && (
          <div className={clsx(styles.picture, styles.topic)} aria-hidden="true">
            {withDeviceNames(badges[0]!)}
          </div>
        )
      )}
      <div className={clsx('card__body', styles.body)}>
        {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
        <Heading as="h2" className={styles.title}>
          {/* Without actions the card is one link: its title's, stretched over the card by CSS. */}
          <Link to={to} className={clsx(!actions && styles.link)}>
            {withDeviceNames(title)}
          </Link>
        </Heading>
        {byline && <p className={styles.meta}>{byline}</p>}
        <p className={styles.description}>{withDeviceNames(description)}</p>
        {(devices.length > 0 || badges.length > 0) && (
          // Devices and tags flow on as one run of badges: a card is a line shorter.
          <div className={styles.badges}>
            {devices.length > 0 && (
              <ul aria-label="Runs on">
                {devices.map((d) => (
                  <li key={d} className={styles.device}>
                    {withDeviceNames(d)}
                  </li>
                ))}
              </ul>
            )}
            {badges.length > 0 && (
              <ul aria-label={badgesLabel}>
                {badges.map((t) => (
                  <li key={t} className={styles.tag}>
                    {withDeviceNames(t)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {actions && <div className={clsx('card__footer', styles.actions)}>{actions}</div>}
    </article>
  );
}

function PostCard({item, withByline}: {item: Item; withByline: boolean}): ReactNode {
  const {metadata, frontMatter} = item.content;
  const card = (item.content as {card?: PostCardData}).card;
  const facts = lessonFacts(frontMatter);
  const part = seriesPart(frontMatter);
  // A duration's number and unit stay on one line.
  const meta = [part, facts?.track, facts?.level, facts?.duration.replace(' ', '\u00a0')].filter(
    (m): m is string => Boolean(m),
  );
  return (
    <Card
      title={metadata.title}
      to={metadata.permalink}
      description={metadata.description}
      thumbnail={card?.thumbnail}
      devices={card?.devices ?? []}
      // A tag that names a device the card already shows (BP-01) is not repeated.
      badges={metadata.tags.map((t) => t.label).filter((t) => !card?.devices.includes(t))}
      meta={meta}
      byline={
        withByline && (
          <>
            <time dateTime={metadata.date}>{formatUtcDate(metadata.date, 'long')}</time>
            {metadata.authors.length > 0 && ` · ${metadata.authors.map((a) => a.name).join(', ')}`}
          </>
        )
      }
    />
  );
}

/**
 * A listing section's entries as a gallery of cards: the picture of each
 * entry's block graph, what it runs on and its tags, and for a lesson its part,
 * track, level and time. The byline (date and author) is the blog's only.
 */
/** The gallery's grid: cards share a row's height, and a short last row stretches. */
export function Cards({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.cards}>{children}</div>;
}

export default function PostCards({items}: {items: Props['items']}): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  return (
    <Cards>
      {items.map((item) => (
        <PostCard
          key={item.content.metadata.permalink}
          item={item}
          withByline={section?.id === 'blog'}
        />
      ))}
    </Cards>
  );
}
