import {describe, expect, it} from 'vitest';
import {consentState} from '../../../src/lib/consent';

describe('cookie consent: reading the stored choice', () => {
  it('reads accepted, declined and unset from the tesseraCookieConsent cookie', () => {
    expect(consentState('a=1; tesseraCookieConsent=true; b=2')).toBe('accepted');
    expect(consentState('tesseraCookieConsent=false')).toBe('declined');
    expect(consentState('')).toBe('unset');
    expect(consentState('othertesseraCookieConsent=true')).toBe('unset');
  });

  it('falls back to the legacy twin the library writes', () => {
    expect(consentState('tesseraCookieConsent-legacy=true')).toBe('accepted');
  });

  it('treats anything but true or false as no choice', () => {
    expect(consentState('tesseraCookieConsent=maybe')).toBe('unset');
  });
});
