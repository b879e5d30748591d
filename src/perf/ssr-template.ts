/**
 * The page template: Docusaurus's own (`ssrTemplate`, read from
 * @docusaurus/core/lib/ssg/ssgTemplate.html.js), except how the scripts load.
 * Docusaurus lists them as `<script defer>` in the head, so they download while
 * the HTML parses and, on a fast connection, run before the first paint; the
 * page's text then paints only after main.js has been evaluated, and
 * Lighthouse's simulation counts the scripts into its Largest Contentful Paint.
 * Here the head lists them as meta tags, and a small inline script, the same on
 * every page (one CSP hash), adds them as ordered scripts after the first paint.
 * The page is server-rendered, so everything it shows paints without them.
 */
import coreTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The meta name each script is listed under, in the order Docusaurus gives. */
export const SCRIPT_META = 'tessera:script';

/**
 * Adds the listed scripts once the browser has shown the page's first content:
 * on the first-contentful-paint entry, which arrives after that frame is
 * presented (an animation frame and a timeout ran before the frame's paint
 * time in Chromium), or after a frame where paint entries are not supported.
 * `async = false` keeps Docusaurus's order (runtime, main, route chunks) while
 * they download in parallel. A hidden tab paints nothing: there they load at
 * once, or when the tab is hidden before its first paint.
 */
export const SCRIPT_LOADER = `(function(){var d=document,done=0;function load(){if(done)return;done=1;d.querySelectorAll('meta[name="${SCRIPT_META}"]').forEach(function(m){var s=d.createElement("script");s.src=m.content;s.async=false;d.head.appendChild(s)})}if(d.visibilityState==="hidden")return load();d.addEventListener("visibilitychange",load);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(load,0)})})();`;

/** The line of core's template that lists each script, which ours replaces. */
export const CORE_SCRIPT_LINE = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const META_LINE = `<meta name="${SCRIPT_META}" content="<%= it.baseUrl %><%= script %>">`;
const BODY_END = '\n  </body>';

/**
 * Ours from core's, so an upgrade of Docusaurus brings its template changes
 * with it: core's script line becomes a meta tag and the loader goes last in
 * the body. A template without either anchor stops the build with what to check.
 */
export function ssrTemplate(core: string = coreTemplate): string {
  const missing = [CORE_SCRIPT_LINE, BODY_END].filter((anchor) => !core.includes(anchor));
  if (missing.length > 0)
    throw new Error(
      `src/perf/ssr-template.ts: Docusaurus's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) no longer has ${missing.map((m) => JSON.stringify(m.trim())).join(' and ')}. Read its new template, then change ssrTemplate() so the scripts are still listed as "${SCRIPT_META}" meta tags and added by SCRIPT_LOADER after the first paint (UPGRADING.md).`,
    );
  return core
    .replace(CORE_SCRIPT_LINE, META_LINE)
    .replace(BODY_END, `\n    <script>${SCRIPT_LOADER}</script>${BODY_END}`);
}

export const SSR_TEMPLATE = ssrTemplate();
