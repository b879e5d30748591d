/**
 * Consent-gated analytics: Google Analytics (gtag) and PostHog.
 *
 * Hand-written on purpose: the official gtag plugin injects its script into
 * every page before any consent, and PostHog's plugin does the same. Here
 * nothing loads until the visitor accepts cookies, and only the services whose
 * ids are configured load at all. PostHog's own SDK is imported on demand so
 * it never reaches visitors who decline.
 */
import type {ExternalConfig} from '@site/config/external';

type Gtag = (...args: unknown[]) => void;
type PostHog = {capture: (event: string, props?: Record<string, unknown>) => void};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started = false;
let posthog: Promise<PostHog | null> = Promise.resolve(null);

function loadGtag(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js expects the `arguments` object itself, not an array.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by trackPageView on each route change.
  window.gtag('config', id, {send_page_view: false, anonymize_ip: true});
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.onerror = () =>
    console.warn('[analytics] gtag.js failed to load; page views are not recorded.');
  document.head.appendChild(script);
}

function loadPosthog(key: string, host: string): Promise<PostHog | null> {
  return import('posthog-js')
    .then(({default: ph}) => {
      ph.init(key, {
        api_host: host,
        capture_pageview: false,
        capture_pageleave: false,
        autocapture: false,
        disable_session_recording: true,
        persistence: 'localStorage+cookie',
      });
      return ph as PostHog;
    })
    .catch((error: unknown) => {
      console.warn('[analytics] PostHog failed to load; product analytics are off.', error);
      return null;
    });
}

/** Loads the configured analytics services once. Call only after consent. */
export function startAnalytics(config: ExternalConfig['analytics']): void {
  if (started) return;
  started = true;
  if (config.gtagId) loadGtag(config.gtagId);
  if (config.posthogKey) posthog = loadPosthog(config.posthogKey, config.posthogHost);
}

export function analyticsStarted(): boolean {
  return started;
}

/** Sends one page view to every started service. */
export function trackPageView(location: {pathname: string; search: string; hash: string}): void {
  if (!started) return;
  const path = location.pathname + location.search;
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.origin + path,
    page_title: document.title,
  });
  void posthog.then((ph) =>
    ph?.capture('$pageview', {$current_url: window.location.origin + path}),
  );
}
