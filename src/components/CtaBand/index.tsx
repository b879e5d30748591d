import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface CtaAction {
  label: string;
  to?: string;
  href?: string;
  primary?: boolean;
}

/** A band with a heading, a sentence and up to three actions; the footer's and the pages' calls to action. */
export default function CtaBand({
  title,
  text,
  actions,
  className,
}: {
  title: string;
  text: string;
  actions: CtaAction[];
  className?: string;
}): ReactNode {
  return (
    <section className={clsx(styles.band, className)} aria-label={title}>
      <div className={clsx('container', styles.inner)}>
        <div>
          <p className={styles.title}>{title}</p>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          {actions.map((a) => (
            <Link
              key={a.label}
              to={a.to}
              href={a.href}
              className={clsx(
                'button button--lg',
                a.primary ? 'button--primary' : 'button--secondary',
              )}>
              {a.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
