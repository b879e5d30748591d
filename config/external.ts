/**
 * Every external URL and third-party id the site uses, in one typed module.
 *
 * Each value can be overridden at build time by the environment variable named
 * beside it (the README lists them). Defaults point at reserved `.example`
 * domains; the analytics and chat ids default to empty, and an empty id means
 * the matching script is never loaded, so a default build talks to no other host.
 */

type Env = Record<string, string | undefined>;

export interface ExternalConfig {
  /** Public URL of this website, used for canonical links, the sitemap and feeds. */
  siteUrl: string;
  /** Tessera Studio, the browser-based editor. */
  studioUrl: string;
  signUpUrl: string;
  signInUrl: string;
  /** The demo project opened in Studio (announcement bar, /demo). */
  demoProjectUrl: string;
  roadmapUrl: string;
  featureRequestUrl: string;
  /** Calendar booking page for "Schedule a Demo" and "Get in Touch". */
  demoCalendarUrl: string;
  /** Host that serves the files listed on /downloads. */
  downloadsHost: string;
  /** The site's source repository, for "Edit this page". */
  repositoryUrl: string;
  appStores: {ios: string; android: string};
  /** Tessera Link's listings in the browsers' extension stores. */
  extensionStores: {chrome: string; edge: string; firefox: string};
  social: {github: string; linkedin: string; youtube: string; x: string};
  /** Form endpoints; empty means the forms offer a prefilled e-mail instead. */
  forms: {contactEndpoint: string; demoEndpoint: string; salesEmail: string};
  chat: {
    /** Live-chat provider's embed host; the widget script is `${scriptHost}/${propertyId}/${widgetId}`. */
    scriptHost: string;
    propertyId: string;
    widgetId: string;
  };
  analytics: {
    /** Google Analytics 4 measurement id (G-…); empty disables gtag. */
    gtagId: string;
    /** PostHog project key (phc_…); empty disables product analytics. */
    posthogKey: string;
    posthogHost: string;
  };
  /** Announcement bar: a new id shows the bar again to visitors who closed the old one. */
  announcement: {id: string; text: string};
  /** Build a light-only site with no colour-mode switch. */
  lightOnly: boolean;
}

/** The environment variables that override each value, documented in the README. */
export const ENV_VARS = {
  siteUrl: 'TESSERA_SITE_URL',
  studioUrl: 'TESSERA_STUDIO_URL',
  signUpUrl: 'TESSERA_SIGNUP_URL',
  signInUrl: 'TESSERA_SIGNIN_URL',
  demoProjectUrl: 'TESSERA_DEMO_PROJECT_URL',
  roadmapUrl: 'TESSERA_ROADMAP_URL',
  featureRequestUrl: 'TESSERA_FEATURE_REQUEST_URL',
  demoCalendarUrl: 'TESSERA_DEMO_CALENDAR_URL',
  downloadsHost: 'TESSERA_DOWNLOADS_HOST',
  repositoryUrl: 'TESSERA_REPOSITORY_URL',
  iosAppUrl: 'TESSERA_IOS_APP_URL',
  androidAppUrl: 'TESSERA_ANDROID_APP_URL',
  linkChromeUrl: 'TESSERA_LINK_CHROME_URL',
  linkEdgeUrl: 'TESSERA_LINK_EDGE_URL',
  linkFirefoxUrl: 'TESSERA_LINK_FIREFOX_URL',
  githubUrl: 'TESSERA_GITHUB_URL',
  linkedinUrl: 'TESSERA_LINKEDIN_URL',
  youtubeUrl: 'TESSERA_YOUTUBE_URL',
  xUrl: 'TESSERA_X_URL',
  contactEndpoint: 'TESSERA_CONTACT_ENDPOINT',
  demoEndpoint: 'TESSERA_DEMO_ENDPOINT',
  salesEmail: 'TESSERA_SALES_EMAIL',
  chatScriptHost: 'TESSERA_CHAT_SCRIPT_HOST',
  chatPropertyId: 'TESSERA_CHAT_PROPERTY_ID',
  chatWidgetId: 'TESSERA_CHAT_WIDGET_ID',
  gtagId: 'TESSERA_GTAG_ID',
  posthogKey: 'TESSERA_POSTHOG_KEY',
  posthogHost: 'TESSERA_POSTHOG_HOST',
  announcementId: 'TESSERA_ANNOUNCEMENT_ID',
  announcementText: 'TESSERA_ANNOUNCEMENT_TEXT',
  lightOnly: 'TESSERA_LIGHT_ONLY',
} as const;

export const DEFAULTS = {
  siteUrl: 'https://www.tessera.example',
  studioUrl: 'https://studio.tessera.example',
  roadmapUrl: 'https://roadmap.tessera.example',
  featureRequestUrl: 'https://roadmap.tessera.example/requests/new',
  demoCalendarUrl: 'https://calendar.tessera.example/tessera/demo',
  downloadsHost: 'https://downloads.tessera.example',
  repositoryUrl: 'https://git.tessera.example/tessera/website',
  chatScriptHost: 'https://chat.tessera.example/embed',
  posthogHost: 'https://eu.posthog.example',
  announcementId: 'demo-greenhouse-2026-11',
  announcementText: 'Open the greenhouse demo project in Tessera Studio: no hardware needed',
} as const;

function readUrl(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  try {
    // Reject typos at build time rather than shipping a dead link.
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

function readId(env: Env, name: string, pattern: RegExp): string {
  const value = env[name]?.trim() ?? '';
  if (value && !pattern.test(value)) {
    throw new Error(`${name} has an unexpected format: "${value}"`);
  }
  return value;
}

export function loadExternalConfig(env: Env = process.env): ExternalConfig {
  const studioUrl = readUrl(env, ENV_VARS.studioUrl, DEFAULTS.studioUrl);
  return {
    siteUrl: readUrl(env, ENV_VARS.siteUrl, DEFAULTS.siteUrl),
    studioUrl,
    signUpUrl: readUrl(env, ENV_VARS.signUpUrl, `${studioUrl}/signup`),
    signInUrl: readUrl(env, ENV_VARS.signInUrl, `${studioUrl}/signin`),
    demoProjectUrl: readUrl(env, ENV_VARS.demoProjectUrl, `${studioUrl}/projects/demo-greenhouse`),
    roadmapUrl: readUrl(env, ENV_VARS.roadmapUrl, DEFAULTS.roadmapUrl),
    featureRequestUrl: readUrl(env, ENV_VARS.featureRequestUrl, DEFAULTS.featureRequestUrl),
    demoCalendarUrl: readUrl(env, ENV_VARS.demoCalendarUrl, DEFAULTS.demoCalendarUrl),
    downloadsHost: readUrl(env, ENV_VARS.downloadsHost, DEFAULTS.downloadsHost),
    repositoryUrl: readUrl(env, ENV_VARS.repositoryUrl, DEFAULTS.repositoryUrl),
    appStores: {
      ios: readUrl(env, ENV_VARS.iosAppUrl, 'https://apps.apple.example/app/tessera-luis'),
      android: readUrl(
        env,
        ENV_VARS.androidAppUrl,
        'https://play.google.example/store/apps/details?id=example.tessera.luis',
      ),
    },
    extensionStores: {
      chrome: readUrl(
        env,
        ENV_VARS.linkChromeUrl,
        'https://chromewebstore.google.example/detail/tessera-link',
      ),
      edge: readUrl(env, ENV_VARS.linkEdgeUrl, 'https://microsoftedge.example/addons/tessera-link'),
      firefox: readUrl(
        env,
        ENV_VARS.linkFirefoxUrl,
        'https://addons.mozilla.example/addon/tessera-link',
      ),
    },
    social: {
      github: readUrl(env, ENV_VARS.githubUrl, 'https://github.example/tessera'),
      linkedin: readUrl(env, ENV_VARS.linkedinUrl, 'https://linkedin.example/company/tessera'),
      youtube: readUrl(env, ENV_VARS.youtubeUrl, 'https://youtube.example/@tessera'),
      x: readUrl(env, ENV_VARS.xUrl, 'https://x.example/tessera'),
    },
    forms: {
      contactEndpoint: readUrl(env, ENV_VARS.contactEndpoint, ''),
      demoEndpoint: readUrl(env, ENV_VARS.demoEndpoint, ''),
      salesEmail: env[ENV_VARS.salesEmail]?.trim() || 'sales@tessera.example',
    },
    chat: {
      scriptHost: readUrl(env, ENV_VARS.chatScriptHost, DEFAULTS.chatScriptHost),
      propertyId: readId(env, ENV_VARS.chatPropertyId, /^[A-Za-z0-9_-]{4,64}$/),
      widgetId: readId(env, ENV_VARS.chatWidgetId, /^[A-Za-z0-9_-]{2,64}$/),
    },
    analytics: {
      gtagId: readId(env, ENV_VARS.gtagId, /^G-[A-Z0-9]{4,20}$/),
      posthogKey: readId(env, ENV_VARS.posthogKey, /^phc_[A-Za-z0-9]{8,64}$/),
      posthogHost: readUrl(env, ENV_VARS.posthogHost, DEFAULTS.posthogHost),
    },
    announcement: {
      id: env[ENV_VARS.announcementId]?.trim() || DEFAULTS.announcementId,
      text: env[ENV_VARS.announcementText]?.trim() || DEFAULTS.announcementText,
    },
    lightOnly: /^(1|true|yes)$/i.test(env[ENV_VARS.lightOnly]?.trim() ?? ''),
  };
}

/** True when the chat widget has both ids; otherwise no chat script is ever requested. */
export function chatEnabled(c: ExternalConfig['chat']): boolean {
  return Boolean(c.propertyId && c.widgetId);
}

/** Where the contact and demo forms post (only when a visitor sends one), for the CSP's connect-src. */
export function formOrigins(c: ExternalConfig): string[] {
  const endpoints = [c.forms.contactEndpoint, c.forms.demoEndpoint].filter(Boolean);
  return [...new Set(endpoints.map((e) => new URL(e).origin))];
}

/** The third-party origins the site may contact after consent, for the CSP. */
export function thirdPartyOrigins(c: ExternalConfig): string[] {
  const origins = new Set<string>();
  if (c.analytics.gtagId) {
    origins.add('https://www.googletagmanager.com');
    origins.add('https://www.google-analytics.com');
    // GA4 sends its beacons to a regional host in production.
    origins.add('https://region1.google-analytics.com');
  }
  if (c.analytics.posthogKey) origins.add(new URL(c.analytics.posthogHost).origin);
  if (chatEnabled(c.chat)) origins.add(new URL(c.chat.scriptHost).origin);
  return [...origins];
}
