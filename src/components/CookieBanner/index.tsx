import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';

/**
 * The banner only ever renders in the browser (it needs the cookie), so its
 * code, react-cookie-consent included, is loaded after hydration instead of
 * weighing on every page's first-load JavaScript.
 */
export default function CookieBanner(): ReactNode {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('./CookieBanner').then((m) => {
      if (!cancelled) setBanner(() => m.default);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return Banner ? <Banner /> : null;
}
