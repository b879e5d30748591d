import {getCookieConsentValue} from 'react-cookie-consent';

/** PRODUCT.md: the consent cookie's name. */
export const CONSENT_COOKIE = 'tesseraCookieConsent';
/** SPEC.md §9: days the choice is kept. */
export const CONSENT_DAYS = 150;

export type ConsentState = 'accepted' | 'declined' | 'unset';

export function consentState(): ConsentState {
  const value = getCookieConsentValue(CONSENT_COOKIE);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'declined';
  return 'unset';
}
