/**
 * Resolves once the browser is idle, for work no visitor waits for (prefetches,
 * a highlighter the static HTML does not need). Browsers without
 * requestIdleCallback (Safari) wait a second instead; `timeout` caps the wait
 * on a page that never goes idle.
 */
export function whenIdle(timeout = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), {timeout});
    else setTimeout(resolve, 1000);
  });
}
