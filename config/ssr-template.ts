/**
 * The page template: Docusaurus's own (`ssrTemplate`, from
 * @docusaurus/core/lib/ssg/ssgTemplate.html.js), except how the scripts load.
 * Docusaurus lists them as `<script defer>` in the head, so they download while
 * the HTML parses and, on a fast connection, run before the first paint; the
 * page's text then paints only after main.js has been evaluated, and
 * Lighthouse's simulation counts the scripts into its Largest Contentful Paint.
 * Here the head lists them as meta tags, and a small inline script, the same on
 * every page (one CSP hash), adds them as ordered scripts after the first paint.
 * The page is server-rendered, so everything it shows paints without them.
 */

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

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <meta name="${SCRIPT_META}" content="<%= it.baseUrl %><%= script %>">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER}</script>
  </body>
</html>
`;
