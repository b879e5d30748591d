import React, {type ReactNode} from 'react';
import CookieConsent from 'react-cookie-consent';
import {useLocation} from '@docusaurus/router';
import {CONSENT_COOKIE, CONSENT_DAYS} from '@site/src/lib/consent';
import {onConsentGranted} from '@site/src/clientModules/consent';
import styles from './styles.module.css';

/** SPEC.md §9: the banner's exact message. */
export const CONSENT_MESSAGE =
  'We use cookies to optimize site functionality and give you the best possible experience.';

/**
 * The consent banner, from react-cookie-consent with our own styles (its
 * default colours fail contrast). Shown until a choice is stored; both
 * choices are stored the same way, for 150 days.
 */
export default function CookieBanner(): ReactNode {
  const location = useLocation();
  return (
    <CookieConsent
      location="bottom"
      cookieName={CONSENT_COOKIE}
      expires={CONSENT_DAYS}
      sameSite="lax"
      buttonText="Accept Cookies"
      declineButtonText="Decline"
      enableDeclineButton
      flipButtons
      disableStyles
      containerClasses={styles.banner}
      contentClasses={styles.message}
      buttonWrapperClasses={styles.buttons}
      buttonClasses="button button--primary"
      declineButtonClasses="button button--secondary"
      ariaAcceptLabel="Accept cookies"
      ariaDeclineLabel="Decline cookies"
      customContainerAttributes={{role: 'region', 'aria-label': 'Cookie consent'}}
      onAccept={() => onConsentGranted(location)}>
      {CONSENT_MESSAGE}
    </CookieConsent>
  );
}
