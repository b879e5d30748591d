import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {afterHydration} from '@site/src/lib/idle';

/**
 * The banner only ever renders in the browser (it needs the cookie), so its
 * code, react-cookie-consent included, is loaded after hydration instead of
 * weighing on every page's first-load JavaScript. Not in this effect alone: it
 * runs in hydration's own commit, before the page is marked hydrated, and the
 * chunk (3 KB gzip) counted in every page's first load; nor would the map of
 * lazy chunks' names (src/perf/chunk-map) stay out of it.
 */
export default function CookieBanner(): ReactNode {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    void afterHydration()
      .then(() => import('./CookieBanner'))
      .then((m) => {
        if (!cancelled) setBanner(() => m.default);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return Banner ? <Banner /> : null;
}
