import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

/** The opening band of a standalone page: the h1, one sentence, and its actions. */
export default function Hero({
  title,
  eyebrow,
  lead,
  children,
  aside,
}: {
  title: string;
  eyebrow?: string;
  lead: string;
  /** Actions (buttons) under the lead. */
  children?: ReactNode;
  /** Optional picture beside the text. */
  aside?: ReactNode;
}): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner, aside && styles.withAside)}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>{withDeviceNames(lead)}</p>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
