import React, {type ReactNode} from 'react';
import TagsListByLetter from '@theme-original/TagsListByLetter';
import type TagsListByLetterType from '@theme/TagsListByLetter';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {sectionFromPath, tagsDescription} from '@site/src/lib/sections';
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TagsListByLetterType>;

/**
 * A listing section's tags page opens with what it lists, as its list pages do:
 * without it, on a phone the page's largest text was the cookie banner, which
 * paints only after hydration.
 */
export default function TagsListByLetterWrapper(props: Props): ReactNode {
  const section = sectionFromPath(useLocation().pathname);
  return (
    <>
      {section && (
        <p className={styles.description}>
          {withDeviceNames(
            tagsDescription(
              section.title,
              section.noun[1],
              props.tags.map((t) => t.label),
            ),
          )}
        </p>
      )}
      <TagsListByLetter {...props} />
    </>
  );
}
