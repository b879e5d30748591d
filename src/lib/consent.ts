/** PRODUCT.md: the consent cookie's name. */
export const CONSENT_COOKIE = 'tesseraCookieConsent';
/** SPEC.md §9: days the choice is kept. */
export const CONSENT_DAYS = 150;

export type ConsentState = 'accepted' | 'declined' | 'unset';

/**
 * Reads the choice react-cookie-consent stored (it writes a "-legacy" twin for
 * old browsers). Read here rather than through the library so that every page
 * does not load the banner's code just to check a cookie.
 */
export function consentState(cookies: string = document.cookie): ConsentState {
  const jar = new Map(
    cookies
      .split(';')
      .map((c) => c.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [decodeURIComponent(name), decodeURIComponent(value.join('='))]),
  );
  const value = jar.get(CONSENT_COOKIE) ?? jar.get(`${CONSENT_COOKIE}-legacy`);
  if (value === 'true') return 'accepted';
  if (value === 'false') return 'declined';
  return 'unset';
}
