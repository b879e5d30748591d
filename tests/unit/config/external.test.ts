import {describe, expect, it} from 'vitest';
import {
  DEFAULTS,
  ENV_VARS,
  chatEnabled,
  loadExternalConfig,
  thirdPartyOrigins,
} from '../../../config/external';
import {copyrightLine} from '../../../config/content';

describe('external configuration: one typed module, overridden from the environment', () => {
  it('defaults to reserved .example hosts and no analytics or chat ids', () => {
    const c = loadExternalConfig({});
    for (const url of [
      c.studioUrl,
      c.signUpUrl,
      c.signInUrl,
      c.roadmapUrl,
      c.demoCalendarUrl,
      c.downloadsHost,
    ]) {
      expect(new URL(url).hostname.endsWith('.example')).toBe(true);
    }
    expect(c.analytics.gtagId).toBe('');
    expect(c.analytics.posthogKey).toBe('');
    expect(chatEnabled(c.chat)).toBe(false);
    expect(thirdPartyOrigins(c)).toEqual([]);
  });

  it('derives sign-up and sign-in from the Studio URL unless they are set', () => {
    const c = loadExternalConfig({[ENV_VARS.studioUrl]: 'https://studio.acme.test/'});
    expect(c.signUpUrl).toBe('https://studio.acme.test/signup');
    expect(c.signInUrl).toBe('https://studio.acme.test/signin');
    const d = loadExternalConfig({[ENV_VARS.signInUrl]: 'https://id.acme.test/login'});
    expect(d.signInUrl).toBe('https://id.acme.test/login');
  });

  it('rejects a URL that is not absolute, naming the variable', () => {
    expect(() => loadExternalConfig({[ENV_VARS.roadmapUrl]: 'roadmap.acme.test'})).toThrow(
      'TESSERA_ROADMAP_URL must be an absolute URL, got "roadmap.acme.test"',
    );
  });

  it('rejects ids of the wrong shape', () => {
    expect(() => loadExternalConfig({[ENV_VARS.gtagId]: 'UA-1234'})).toThrow(/TESSERA_GTAG_ID/);
    expect(() => loadExternalConfig({[ENV_VARS.posthogKey]: 'key with spaces'})).toThrow(
      /TESSERA_POSTHOG_KEY/,
    );
  });

  it('enables chat only with both ids, and lists each configured third-party origin once', () => {
    const half = loadExternalConfig({[ENV_VARS.chatPropertyId]: 'prop1234'});
    expect(chatEnabled(half.chat)).toBe(false);
    const full = loadExternalConfig({
      [ENV_VARS.chatPropertyId]: 'prop1234',
      [ENV_VARS.chatWidgetId]: 'default',
      [ENV_VARS.gtagId]: 'G-ABC123',
      [ENV_VARS.posthogKey]: 'phc_abcdefgh1234',
    });
    expect(chatEnabled(full.chat)).toBe(true);
    expect(thirdPartyOrigins(full).sort()).toEqual(
      [
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://region1.google-analytics.com',
        new URL(DEFAULTS.posthogHost).origin,
        new URL(DEFAULTS.chatScriptHost).origin,
      ].sort(),
    );
  });

  it('turns on light-only mode from the flag', () => {
    expect(loadExternalConfig({}).lightOnly).toBe(false);
    expect(loadExternalConfig({[ENV_VARS.lightOnly]: 'true'}).lightOnly).toBe(true);
    expect(loadExternalConfig({[ENV_VARS.lightOnly]: '0'}).lightOnly).toBe(false);
  });

  it('takes a new announcement id from the environment', () => {
    expect(loadExternalConfig({}).announcement.id).toBe(DEFAULTS.announcementId);
    expect(loadExternalConfig({[ENV_VARS.announcementId]: 'launch-2027'}).announcement.id).toBe(
      'launch-2027',
    );
  });
});

describe('copyright: from 2022 to the build year', () => {
  it('runs from 2022 to the given year', () => {
    expect(copyrightLine(2031)).toBe('© 2022–2031 Tessera');
  });
});
