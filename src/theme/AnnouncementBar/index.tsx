import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/**
 * Wraps the stock bar to fix how it treats a new announcement. The theme's
 * inline script hides the bar with CSS when the old one was dismissed, before
 * React knows the id has changed; React then reopens the bar but the CSS keeps
 * it hidden until the next full page load. Clearing the attribute once the
 * bar is active shows a new announcement on the first visit after it ships.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
