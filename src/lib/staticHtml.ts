/**
 * Parts of a page that stay as the build rendered them on its first load: React
 * neither hydrates nor replaces the HTML of an element it renders with
 * `dangerouslySetInnerHTML` (and an empty string, which it never writes during
 * hydration). Hydration skips everything inside, which is the point: the
 * footer's hundred elements and thirty links cost every page's first load
 * hydration work for nothing that changes. No maintained library does this for
 * React 19 (react-lazy-hydration, on the same trick, stopped at React 17).
 */
import {useState, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {isHydrating} from './idle';

/** Spread on the element whose server-rendered children are to stay. */
export const keepStaticHtml = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
} as const;

/** True when this component's first render is the page's hydration: keep its static HTML. */
export function useStaticOnFirstLoad(): boolean {
  const [isStatic] = useState(isHydrating);
  return isStatic;
}

interface DocusaurusGlobal {
  preload?: (path: string) => unknown;
}

/**
 * A link to one of the site's pages, which the router can show: not another site,
 * a new tab, a download, a file such as a feed or a path no page has (no route
 * matches it but the catch-all), nor an anchor in this page, which the browser
 * scrolls to.
 */
function routerLink(target: EventTarget): HTMLAnchorElement | undefined {
  const a = target instanceof Element ? target.closest('a') : null;
  if (!a?.href || a.origin !== window.location.origin) return undefined;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return undefined;
  if (a.pathname === window.location.pathname && a.hash) return undefined;
  const branch = matchRoutes(routes, a.pathname);
  const leaf = branch[branch.length - 1];
  return leaf && leaf.route.path !== '*' && leaf.match.isExact ? a : undefined;
}

/**
 * What Link does for a static part's links, delegated from the element holding
 * them: a plain click is a client-side navigation, and hovering a link loads its
 * page's code, as Link's own handlers would.
 */
export function useStaticLinkHandlers(): {
  onClick: (e: MouseEvent) => void;
  onMouseOver: (e: MouseEvent) => void;
} {
  const history = useHistory();
  return {
    onClick: (e) => {
      const a = routerLink(e.target);
      if (!a || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      history.push(a.pathname + a.search + a.hash);
    },
    onMouseOver: (e) => {
      const a = routerLink(e.target);
      if (a) (window as {docusaurus?: DocusaurusGlobal}).docusaurus?.preload?.(a.pathname);
    },
  };
}
