/**
 * Parts of a page that stay as the build rendered them on its first load: React
 * neither hydrates nor replaces the HTML of an element it renders with
 * `dangerouslySetInnerHTML` (and an empty string, which it never writes during
 * hydration). Hydration skips everything inside, which is the point: the
 * footer's hundred elements and thirty links, and a doc's article (three quarters
 * of a block page), cost every first load hydration work for nothing that changes
 * until a visitor uses a control in them. No maintained library does this for
 * React 19 (react-lazy-hydration, on the same trick, stopped at React 17).
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import {useHistory, useLocation} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import {afterHydrationWhenIdle, isHydrating} from '@site/src/lib/idle';
import styles from './staticHtml.module.css';

/**
 * The stock build (src/perf/index.ts) renders every static part with React, as the theme
 * would. A code block still keeps its HTML until a visitor comes to it (src/theme/CodeBlock):
 * the server renders it without the Suspense boundary the client would hydrate.
 */
const STOCK_BUILD = siteConfig.customFields?.stockBuild === true;

/** The class of the element holding a static part, before and after it renders: no box of its own. */
export const staticPartClass = styles.part;

/** Spread on the element whose server-rendered children are to stay. */
export const keepStaticHtml = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
} as const;

/**
 * True while the part keeps its static HTML: from a first render that is the page's
 * hydration (unless `skip`) until the setter renders it.
 */
export function useStaticOnFirstLoad(skip = false): [boolean, (isStatic: boolean) => void] {
  return useState(() => !skip && isHydrating());
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
function routerLink(target: EventTarget): URL | undefined {
  const a = target instanceof Element ? target.closest('a') : null;
  // A diagram's block links are SVG <a> elements, whose href is not a string.
  const href = a?.getAttribute('href') ?? a?.getAttribute('xlink:href');
  if (!a || !href) return undefined;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const target_ = a.getAttribute('target');
  if ((target_ && target_ !== '_self') || a.hasAttribute('download')) return undefined;
  if (url.pathname === window.location.pathname && url.hash) return undefined;
  const branch = matchRoutes(routes, url.pathname);
  const leaf = branch[branch.length - 1];
  return leaf && leaf.route.path !== '*' && leaf.match.isExact ? url : undefined;
}

/**
 * What Link does for a static part's links, delegated from the element holding
 * them: a plain click is a client-side navigation, and hovering a link loads its
 * page's code, as Link's own handlers would.
 */
function useStaticLinkHandlers(): {
  onClick: (e: MouseEvent) => void;
  onMouseOver: (e: MouseEvent) => void;
} {
  const history = useHistory();
  return {
    onClick: (e) => {
      const url = routerLink(e.target);
      if (!url || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    },
    onMouseOver: (e) => {
      const url = routerLink(e.target);
      if (url) (window as {docusaurus?: DocusaurusGlobal}).docusaurus?.preload?.(url.pathname);
    },
  };
}

/** What in a static part needs its React: controls, and code blocks (their copy buttons). */
const LIVE = 'button, [role="button"], [role="tab"], input, select, textarea, summary';
const CODE = '.theme-code-block';
/** What a keyboard can focus and the part's rendering replaces: a control or a scrollable code block. */
const FOCUSED = `${LIVE}, pre[tabindex]`;

/**
 * Where an element sits among the part's controls, to find its rendered twin: the
 * same place, tag and text, or none (the press is then lost, and the next one works).
 */
function twinOf(part: Element, element: Element): () => HTMLElement | undefined {
  const index = [...part.querySelectorAll(FOCUSED)].indexOf(element);
  const {tagName, textContent} = element;
  return () => {
    const found = part.querySelectorAll<HTMLElement>(FOCUSED)[index];
    return found?.tagName === tagName && found.textContent === textContent ? found : undefined;
  };
}

/** A block laid out only near the viewport (`content-visibility: auto`, src/css/custom.css). */
const isDeferred = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement &&
  getComputedStyle(el).getPropertyValue('content-visibility') === 'auto';

/** The part's deferred blocks. */
const deferredBlocks = (part: Element): HTMLElement[] =>
  [...part.querySelectorAll('*')].filter(isDeferred);

/**
 * Such a block off screen takes the size it last rendered at, which the browser
 * remembers per element: their rendered twins would start at the placeholder
 * height, and the page would move under the visitor by the difference of every
 * one above. Gives each twin its predecessor's height as its placeholder.
 */
function keepDeferredSizes(part: Element): () => void {
  const heights = deferredBlocks(part).map((el) => el.getBoundingClientRect().height);
  return () =>
    deferredBlocks(part).forEach((el, i) => {
      const height = heights[i];
      if (height !== undefined)
        el.style.setProperty('contain-intrinsic-height', `auto ${height}px`);
    });
}

/** The element or its nearest ancestor laid out only near the viewport, if any. */
function deferredAncestor(el: Element): HTMLElement | null {
  for (let at: Element | null = el; at; at = at.parentElement) if (isDeferred(at)) return at;
  return null;
}

/** An element's kind, to find its twin among the rendered ones (which may add elements, such as copy buttons). */
const kindOf = (el: Element): string => `${el.tagName}.${el.getAttribute('class') ?? ''}`;

/**
 * A sidebar's menu or a table scrolled sideways would start again at the top or
 * the left: gives each twin its predecessor's scroll position.
 */
function keepScrollPositions(part: Element): () => void {
  const kinds = new Map<string, number>();
  const scrolled: {kind: string; index: number; top: number; left: number}[] = [];
  for (const el of part.querySelectorAll('*')) {
    const kind = kindOf(el);
    const index = kinds.get(kind) ?? 0;
    kinds.set(kind, index + 1);
    if (el.scrollTop || el.scrollLeft)
      scrolled.push({kind, index, top: el.scrollTop, left: el.scrollLeft});
  }
  return () => {
    if (scrolled.length === 0) return;
    const byKind = new Map<string, Element[]>();
    for (const el of part.querySelectorAll('*')) {
      const kind = kindOf(el);
      const twins = byKind.get(kind);
      if (twins) twins.push(el);
      else byKind.set(kind, [el]);
    }
    for (const {kind, index, top, left} of scrolled) {
      const twin = byKind.get(kind)?.[index];
      if (!twin) continue;
      // Off screen, a deferred block's content is not laid out, and a scroll offset
      // set then is lost: lay it out for the scroll; the browser keeps the offset after.
      const deferred = deferredAncestor(twin);
      deferred?.style.setProperty('content-visibility', 'visible');
      twin.scrollTo({top, left, behavior: 'instant'});
      deferred?.style.removeProperty('content-visibility');
    }
  };
}

/** What of the part's layout its rendering must keep: call before, then call the result after. */
function keepLayout(part: Element): () => void {
  const sizes = keepDeferredSizes(part);
  const scrolls = keepScrollPositions(part);
  return () => {
    sizes();
    scrolls();
  };
}

/**
 * Renders a static part when a visitor goes to use it, so that its first use works
 * as on a hydrated page: a mouse coming to a control or a code block renders the
 * part before the click; a keyboard focus on a control renders it and focuses the
 * control's rendered twin; a tap or a keyboard press that reaches a control still
 * static is held, the part rendered, and the press replayed on the twin. `prepare`
 * runs first (a chunk the rendered part needs at once). Links need none of this:
 * see useStaticLinkHandlers.
 */
function useStaticUpgrade(
  isStatic: boolean,
  upgrade: (part: Element) => Promise<void>,
): {
  onPointerOver: (e: PointerEvent) => void;
  onFocus: (e: FocusEvent) => void;
  onClickCapture: (e: MouseEvent) => void;
} {
  const live = (target: EventTarget, selector: string): Element | null =>
    isStatic && target instanceof Element ? target.closest(selector) : null;
  return {
    onPointerOver: (e) => {
      if (e.pointerType === 'mouse' && live(e.target, `${LIVE}, ${CODE}`))
        void upgrade(e.currentTarget);
    },
    onFocus: (e) => {
      const focused = live(e.target, FOCUSED);
      if (!focused?.matches(':focus-visible')) return;
      const twin = twinOf(e.currentTarget, focused);
      void upgrade(e.currentTarget).then(() => twin()?.focus());
    },
    onClickCapture: (e) => {
      const control = live(e.target, LIVE);
      if (!control) return;
      e.preventDefault();
      e.stopPropagation();
      const twin = twinOf(e.currentTarget, control);
      const focused = document.activeElement === control;
      void upgrade(e.currentTarget).then(() => {
        const found = twin();
        if (focused) found?.focus();
        found?.click();
      });
    },
  };
}

export interface StaticPartOptions {
  /** Runs before the part renders: a chunk the rendered part needs at once. */
  prepare?: (part: Element) => Promise<unknown>;
  /**
   * Render it once the browser is idle after hydration, or at the first client-side
   * navigation if that comes first, not only when a visitor goes to use it: for a
   * part that stays in the page from page to page and shows which one is open (the
   * docs sidebar).
   */
  renderWhenIdle?: boolean;
}

/**
 * A static part: whether it still keeps the build's HTML, a ref for the element
 * holding it, and that element's handlers (its links through the router, and its
 * rendering when a visitor goes to use it; see useStaticUpgrade).
 */
export function useStaticPart({prepare, renderWhenIdle = false}: StaticPartOptions = {}): {
  isStatic: boolean;
  ref: RefObject<HTMLDivElement | null>;
  handlers: ReturnType<typeof useStaticLinkHandlers> & ReturnType<typeof useStaticUpgrade>;
} {
  const [isStatic, setIsStatic] = useStaticOnFirstLoad(STOCK_BUILD);
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef<Promise<void>>(undefined);
  // A chunk that fails to load must not keep the part static: it renders without it.
  const upgrade = useCallback(
    (part: Element): Promise<void> =>
      (pending.current ??= (prepare?.(part) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          const restore = keepLayout(part);
          flushSync(() => setIsStatic(false));
          restore();
        })),
    [prepare, setIsStatic],
  );
  useEffect(() => {
    if (!isStatic || !renderWhenIdle) return undefined;
    let mounted = true;
    void afterHydrationWhenIdle().then(() => {
      if (mounted && ref.current) void upgrade(ref.current);
    });
    return () => {
      mounted = false;
    };
  }, [isStatic, renderWhenIdle, upgrade]);
  const {pathname} = useLocation();
  const firstPathname = useRef(pathname);
  // Before the next paint: the part must not show the page it came from as open.
  useLayoutEffect(() => {
    if (isStatic && renderWhenIdle && pathname !== firstPathname.current && ref.current)
      void upgrade(ref.current);
  }, [isStatic, renderWhenIdle, pathname, upgrade]);
  const links = useStaticLinkHandlers();
  return {isStatic, ref, handlers: {...links, ...useStaticUpgrade(isStatic, upgrade)}};
}
