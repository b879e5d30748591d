import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {withDeviceNames} from '@site/src/components/DeviceName';
import type {IconName} from '@site/src/data/icons';
import {cardGridClass} from './grid';
import styles from './styles.module.css';

export interface Card {
  title: string;
  description: string;
  to?: string;
  icon?: IconName;
  /** A short line above the title, e.g. a date or a category. */
  meta?: string;
}

/** A titled section of cards: features, capabilities, latest posts. */
export default function CardGrid({
  title,
  intro,
  cards,
  columns = 3,
  more,
  className,
}: {
  title: string;
  intro?: string;
  cards: Card[];
  /** The most columns on a wide screen; the cards' count decides (`fitColumns`). */
  columns?: 2 | 3 | 4;
  more?: {label: string; to: string};
  className?: string;
}): ReactNode {
  return (
    <section className={clsx(styles.section, className)}>
      <div className="container">
        <Heading as="h2" className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        <ul className={cardGridClass(cards.length, columns)}>
          {cards.map((card) => {
            const body = (
              <>
                {card.icon && <Icon name={card.icon} size={24} className={styles.icon} />}
                {card.meta && <span className={styles.meta}>{card.meta}</span>}
                <span className={styles.cardTitle}>{withDeviceNames(card.title)}</span>
                <span className={styles.description}>{withDeviceNames(card.description)}</span>
              </>
            );
            return (
              <li key={card.title}>
                {card.to ? (
                  <Link to={card.to} className={clsx(styles.card, styles.link)}>
                    {body}
                  </Link>
                ) : (
                  <div className={styles.card}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        {more && (
          <p className={styles.more}>
            <Link to={more.to}>{more.label} →</Link>
          </p>
        )}
      </div>
    </section>
  );
}
