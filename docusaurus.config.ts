/**
 * Tessera website. This file is the table of contents; each part lives in
 * config/ (navigation, content instances, search, external services).
 */
import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {BLOG_SECTIONS, blogInstance, docsOptions, pagesOptions} from './config/content';
import {loadExternalConfig} from './config/external';
import {parseFrontMatter, SOCIAL_CARD} from './config/markdown';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {searchPlugin} from './config/search';
import {SSR_TEMPLATE} from './config/ssr-template';
import {announcementBar, headTags} from './config/site';
import {meaningfulGitVcs} from './config/vcs';
import docsSectionPlugin from './src/plugins/docs-section';
import examplesGalleryPlugin from './src/plugins/examples-gallery';
import iconSpritePlugin from './src/plugins/icon-sprite';
import lazyPrismPlugin from './src/plugins/lazy-prism';
import lazyRouteDataPlugin from './src/plugins/lazy-route-data';
import leanSimCataloguePlugin from './src/plugins/lean-sim-catalogue';
import llmsTxtPlugin, {sitemapInReadingOrder} from './src/plugins/llms-txt';
import mdxDependenciesPlugin from './src/plugins/mdx-dependencies';
import robotsPlugin from './src/plugins/robots';
import routeChunkScriptsPlugin from './src/plugins/route-chunk-scripts';
import samplesPlugin from './src/plugins/samples';
import securityHeadersPlugin from './src/plugins/security-headers';
import simulatorStylesPlugin from './src/plugins/simulator-styles';
import siteIndexPlugin from './src/plugins/site-index';
import slimClientRegistryPlugin from './src/plugins/slim-client-registry';
import socialCardsPlugin from './src/plugins/social-cards';
import splitReactDomPlugin from './src/plugins/split-react-dom';
import writerChecksPlugin from './src/plugins/writer-checks';

const external = loadExternalConfig();

export default {
  title: 'Tessera',
  tagline: 'The No Code IoT Platform',
  // A PNG: Chromium decodes an SVG favicon in the page's renderer, building an
  // isolated SVG document on the main thread in every page's load.
  favicon: 'img/favicon-32.png',
  url: external.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  future: {v4: true, experimental_vcs: meaningfulGitVcs()},

  // Any broken link, anchor or Markdown link, or a duplicate route, fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Read by client code (consent, analytics, chat) through @generated/docusaurus.config.
  customFields: {external},

  headTags: headTags(),
  // Docusaurus's template, with the scripts added after the first paint.
  ssrTemplate: SSR_TEMPLATE,
  // Its inline check runs at DOMContentLoaded, which no longer waits for the
  // scripts: it would report every page as misconfigured.
  baseUrlIssueBanner: false,

  presets: [
    [
      'classic',
      {
        // The docs plugin is under plugins, wrapped so that npm start watches what the sidebar reads.
        docs: false,
        blog: false, // every listing section is its own instance, below
        pages: pagesOptions(),
        theme: {customCss: './src/css/custom.css'},
        // Docs in sidebar reading order, as llms.txt lists them. Pages with a
        // name="robots" noindex (/search, /markdown-page) leave the sitemap by themselves.
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          createSitemapItems: sitemapInReadingOrder,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [docsSectionPlugin as PluginModule<unknown>, docsOptions(external)],
    ...BLOG_SECTIONS.map((id) => blogInstance(id, external)),
    writerChecksPlugin, // front matter as written, and routes claimed twice, naming the files
    mdxDependenciesPlugin, // project files and src/data rebuild the pages that read them
    siteIndexPlugin,
    samplesPlugin,
    examplesGalleryPlugin, // the devices each example runs on, for the /examples filter only
    robotsPlugin,
    llmsTxtPlugin, // after the build: /llms.txt, /llms-full.txt and a .md beside each docs page
    iconSpritePlugin,
    lazyPrismPlugin, // Prism loads with the first code block, not on every page
    routeChunkScriptsPlugin, // each page's route chunks load with main.js, not after it
    lazyRouteDataPlugin, // route data loads by buckets with each page, not all in main.js
    slimClientRegistryPlugin, // main.js carries no build-time config fields or docs list
    splitReactDomPlugin, // React DOM in a script of its own: two shorter tasks, not one long one
    leanSimCataloguePlugin, // the Run button's chunk carries the block records without their prose
    simulatorStylesPlugin, // the Run panel's CSS loads with the panel, not in every page's stylesheet
    socialCardsPlugin, // after the build: a card per standalone page
    securityHeadersPlugin, // after the build: CSP hashes, _headers, the nginx includes
  ],

  themes: [searchPlugin()],

  clientModules: ['./src/clientModules/consent.ts'],

  themeConfig: {
    image: SOCIAL_CARD,
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: external.lightOnly,
      respectPrefersColorScheme: !external.lightOnly,
    },
    announcementBar: announcementBar(external),
    navbar: navbar(external),
    footer: footer(external),
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    // Year headings in the listing sidebars were h3s ahead of the page's h1.
    blog: {sidebar: {groupByYear: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'ini'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
