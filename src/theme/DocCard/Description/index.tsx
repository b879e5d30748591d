/**
 * Ejected from @docusaurus/theme-classic 3.10.2 `theme/DocCard/Description`.
 * Why: the original cuts a card's description to one line, and once the
 * category pages' cards wrap their text instead (DocCategoryGeneratedIndexPage),
 * a device name in it (CP-02) broke at its hyphen; the text is a plain string
 * prop, out of a wrapper's reach. Same markup otherwise (`tessera:` below).
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/DocCard/Description/index.js sha256:c9a2ad6372eb
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocCard/Description';
// tessera: the names' wrapper.
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

export default function DocCardDescription({description}: Props): ReactNode {
  return (
    <p
      // tessera: was clsx('text--truncate', …): the description wraps.
      className={clsx(ThemeClassNames.docs.docCard.description, styles.cardDescription)}
      title={description}>
      {/* tessera: was {description}. */}
      {withDeviceNames(description)}
    </p>
  );
}
