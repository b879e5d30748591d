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
import {announcementBar, headTags} from './config/site';
import {meaningfulGitVcs} from './config/vcs';
import docsSectionPlugin from './src/plugins/docs-section';
import examplesGalleryPlugin from './src/plugins/examples-gallery';
import iconSpritePlugin from './src/plugins/icon-sprite';
import llmsTxtPlugin, {sitemapInReadingOrder} from './src/plugins/llms-txt';
import mdxDependenciesPlugin from './src/plugins/mdx-dependencies';
import {perfLayer} from './src/perf';
import robotsPlugin from './src/plugins/robots';
import samplesPlugin from './src/plugins/samples';
import securityHeadersPlugin from './src/plugins/security-headers';
import siteIndexPlugin from './src/plugins/site-index';
import socialCardsPlugin from './src/plugins/social-cards';
import writerChecksPlugin from './src/plugins/writer-checks';

const external = loadExternalConfig();
// The performance layer (src/perf/README.md), or stock Docusaurus with TESSERA_STOCK=1.
const perf = perfLayer();

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
  customFields: {external, ...perf.config.customFields},

  headTags: headTags(),
  ssrTemplate: perf.config.ssrTemplate,
  baseUrlIssueBanner: perf.config.baseUrlIssueBanner,

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
    ...perf.plugins, // the performance layer: src/perf/README.md
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
