import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

/**
 * Replaces core's fallback loading view (its white-on-red error box fails
 * contrast). react-loadable shows it 200 ms after a load starts and, if the
 * page's code fails to load, with the error and a Retry button.
 * Upstream: @docusaurus/core@3.10.2 lib/client/theme-fallback/Loading/index.js sha256:ffd8013daa28
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.title}>This page could not be loaded.</p>
        <p className={styles.detail}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrap} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
