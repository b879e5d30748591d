/**
 * Runs analytics and chat for visitors who have accepted cookies: on the first
 * page and after every route change. The banner (src/theme/Root) starts them
 * on the page where the visitor accepts.
 */
import type {ClientModule} from '@docusaurus/types';
import {startAnalytics, trackPageView} from '@site/src/lib/analytics';
import {startChat} from '@site/src/lib/chat';
import {consentState} from '@site/src/lib/consent';
import {externalConfig} from '@site/src/lib/externalConfig';

export function onConsentGranted(
  location: Location | {pathname: string; search: string; hash: string},
): void {
  const config = externalConfig();
  startAnalytics(config.analytics);
  trackPageView(location);
  startChat(config.chat);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A hash-only change is not a new page view.
    if (
      previousLocation &&
      location.pathname === previousLocation.pathname &&
      location.search === previousLocation.search
    )
      return;
    if (consentState() !== 'accepted') return;
    onConsentGranted(location);
  },
};

export default clientModule;
