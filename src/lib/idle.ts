/**
 * Waits for work no visitor waits for (prefetches, the docs sidebar's
 * rendering) to be out of the way of a page's first load.
 */

/**
 * Resolves once the browser is idle. Browsers without requestIdleCallback
 * (Safari) wait a second instead; `timeout` caps the wait on a page that never
 * goes idle. Idle periods also occur during hydration, while React yields: use
 * `afterHydration` first for work that must not start before it ends.
 */
export function whenIdle(timeout = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), {timeout});
    else setTimeout(resolve, 1000);
  });
}

let hydrated: Promise<void> | undefined;

/**
 * Resolves once Docusaurus has marked the page hydrated (`<html
 * data-has-hydrated="true">`; the static HTML says "false"), at once after a
 * client-side navigation.
 */
export function afterHydration(): Promise<void> {
  hydrated ??= new Promise((resolve) => {
    const html = document.documentElement;
    const done = () => html.dataset.hasHydrated === 'true';
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  return hydrated;
}

/** After hydration, once the browser is idle. */
export const afterHydrationWhenIdle = (): Promise<void> => afterHydration().then(() => whenIdle());

/**
 * True while React hydrates the build's HTML on the page's first load (never
 * under `npm start`, which renders in the browser, nor after a client-side
 * navigation).
 */
export function isHydrating(): boolean {
  return (
    typeof window !== 'undefined' &&
    Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
    document.documentElement.dataset.hasHydrated !== 'true'
  );
}
