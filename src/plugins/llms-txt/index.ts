/**
 * /llms.txt, /llms-full.txt and a Markdown copy of every docs page beside its
 * HTML (/docs/intro → /docs/intro.md), after the build, following the
 * llms.txt convention (https://llmstxt.org): an H1, a summary quote, and H2
 * sections of links, here the docs sidebar's top-level categories in reading
 * order, each link with the page's front-matter description.
 *
 * Written here rather than with a published plugin: docusaurus-plugin-llms
 * converts the MDX sources, so block pages lose the port, property and
 * availability tables our components generate; @signalwire/docusaurus-plugin-llms-txt
 * converts the HTML but orders pages by URL patterns, not by the sidebar, and
 * reads no front matter. This one converts the built HTML with the unified
 * libraries both of them use, in the sidebar's order, which the sitemap also
 * follows (`sitemapInReadingOrder`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import type {Root as HastRoot, Element, ElementContent} from 'hast';
import {PROJECT_DOWNLOAD_PREFIX, projectTextFromDownloadHref} from '../../lib/projectLinks';

export interface DocEntry {
  /** The page's route, as the sidebar links it. */
  permalink: string;
  title: string;
  description: string;
  /** The label of the top-level sidebar category the page is under. */
  section: string;
}

interface DocsContent {
  loadedVersions: {
    docs: {permalink: string; title: string; description: string; unlisted?: boolean}[];
  }[];
}

type SidebarProps = {version?: {docsSidebars?: Record<string, PropSidebarItem[]>}};

/** The docs sidebars as the docs plugin hands them to the theme, found in the route tree. */
function findSidebars(routes: RouteConfig[]): Record<string, PropSidebarItem[]> | undefined {
  for (const route of routes) {
    const props = (route as RouteConfig & {props?: SidebarProps}).props;
    if (props?.version?.docsSidebars) return props.version.docsSidebars;
    const found = route.routes && findSidebars(route.routes);
    if (found) return found;
  }
  return undefined;
}

/**
 * The docs routes in sidebar reading order, each with its top-level section:
 * a category's own page (a generated index) comes before its items.
 */
export function docsReadingOrder(routes: RouteConfig[]): {href: string; section: string}[] {
  const sidebars = findSidebars(routes) ?? {};
  const out: {href: string; section: string}[] = [];
  const walk = (items: PropSidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'link') out.push({href: item.href, section: section ?? item.label});
      else if (item.type === 'category') {
        const top = section ?? item.label;
        if (item.href) out.push({href: item.href, section: top});
        walk(item.items, top);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null);
  const seen = new Set<string>();
  return out.filter((e) => !seen.has(e.href) && seen.add(e.href));
}

/** Sitemap entries with the docs pages moved into sidebar order, in the docs' place; others keep theirs. */
export function inReadingOrder<T extends {url: string}>(
  items: T[],
  order: string[],
  siteUrl: string,
): T[] {
  const rank = new Map(order.map((href, i) => [new URL(href, siteUrl).toString(), i]));
  const docs = items
    .filter((i) => rank.has(i.url))
    .sort((a, b) => rank.get(a.url)! - rank.get(b.url)!);
  let next = 0;
  return items.map((i) => (rank.has(i.url) ? docs[next++]! : i));
}

/** The `createSitemapItems` option of the sitemap plugin: the sitemap lists docs as llms.txt does. */
export const sitemapInReadingOrder: NonNullable<SitemapOptions['createSitemapItems']> = async ({
  defaultCreateSitemapItems,
  ...params
}) =>
  inReadingOrder(
    await defaultCreateSitemapItems(params),
    docsReadingOrder(params.routes).map((e) => e.href),
    params.siteConfig.url,
  );

/** The Markdown file of a route: /docs/intro → docs/intro.md, /docs/blocks/node_timer/ → docs/blocks/node_timer.md. */
export const markdownPath = (permalink: string): string =>
  `${permalink.replace(/\/$/, '').replace(/^\//, '')}.md`;

/** The route's HTML file in the build. */
const htmlPath = (permalink: string): string =>
  permalink.endsWith('/') ? `${permalink}index.html` : `${permalink}/index.html`;

const element = (
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({type: 'element', tagName, properties, children});
const text = (value: string): ElementContent => ({type: 'text', value});

/**
 * A block diagram as a Markdown reader can use it: its caption, then the
 * project file as a JSON code block. On the page the file is the download
 * link's data URI, beside an Open in Studio link that carries it again in
 * base64: kept as links, the two were a third of llms-full.txt and unreadable.
 * Null for a figure that offers no project file.
 */
export function diagramAsProject(figure: Element): ElementContent[] | null {
  const link = select(`a[download][href^="${PROJECT_DOWNLOAD_PREFIX}"]`, figure);
  if (!link) return null;
  const json = projectTextFromDownloadHref(String(link.properties.href)).trim();
  const caption = select('figcaption > span', figure);
  // The legend ("Dashed outline: the blocks added in this step") speaks of the drawing.
  const words = (caption?.children ?? []).filter(
    (c) =>
      !(
        c.type === 'element' &&
        [c.properties.className ?? []].flat().some((n) => String(n).startsWith('legend'))
      ),
  );
  return [
    ...(words.length ? [element('p', words)] : []),
    element('p', [
      text('Project file '),
      element('code', [text(String(link.properties.download))]),
      text(':'),
    ]),
    element('pre', [element('code', [text(json)], {className: ['language-json']})]),
  ];
}

/** The article of a built docs page as Markdown: the page's own content, without navigation. */
export async function htmlToMarkdown(html: string): Promise<string> {
  const tree = unified().use(rehypeParse).parse(html) as HastRoot;
  const article =
    select('.theme-doc-markdown', tree) ?? select('article', tree) ?? select('main', tree);
  if (!article) throw new Error('no .theme-doc-markdown, article or main element');
  // Pictures drawn as SVG (block pictures, graphs, icons), buttons and heading
  // anchors carry nothing for a reader; React's <!-- --> text separators neither.
  const drop = new Set(selectAll('svg, button, .hash-link', article));
  const prune = (node: Element | HastRoot) => {
    node.children = node.children
      .filter((c) => c.type !== 'comment' && !(c.type === 'element' && drop.has(c)))
      .flatMap((c) =>
        c.type === 'element' && c.tagName === 'figure' ? (diagramAsProject(c) ?? [c]) : [c],
      ) as typeof node.children;
    for (const c of node.children) if (c.type === 'element') prune(c);
  };
  prune(article);
  const root: HastRoot = {type: 'root', children: [article]};
  const mdast = await unified().use(rehypeRemark).run(root);
  return unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-'})
    .stringify(mdast as never)
    .trim();
}

export function llmsTxt(
  site: {title: string; tagline: string; url: string},
  summary: string,
  docs: DocEntry[],
): string {
  const lines = [`# ${site.title}`, '', `> ${site.tagline}. ${summary}`, ''];
  docs.forEach((doc, i) => {
    if (i === 0 || docs[i - 1]!.section !== doc.section) lines.push(`## ${doc.section}`, '');
    const url = new URL(markdownPath(doc.permalink), `${site.url}/`).toString();
    lines.push(`- [${doc.title}](${url})${doc.description ? `: ${doc.description}` : ''}`);
    if (i === docs.length - 1 || docs[i + 1]!.section !== doc.section) lines.push('');
  });
  return `${lines.join('\n').trim()}\n`;
}

/** What follows the tagline in the summary quote. */
export const SUMMARY =
  'Build device monitoring and control applications from visual blocks, run them on Tessera hardware, and manage devices with Tessera Cloud. Each link below is the Markdown version of a documentation page.';

export default function llmsTxtPlugin(_context: LoadContext): Plugin {
  let docsByPermalink = new Map<string, {title: string; description: string}>();
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = (
        allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined
      )?.loadedVersions
        .flatMap((v) => v.docs)
        .filter((d) => !d.unlisted);
      docsByPermalink = new Map((docs ?? []).map((d) => [d.permalink, d]));
    },
    async postBuild({outDir, routes, siteConfig}) {
      // Generated category indexes are lists of links: the sidebar sections stand for them.
      const docs: DocEntry[] = docsReadingOrder(routes).flatMap(({href, section}) => {
        const doc = docsByPermalink.get(href);
        return doc
          ? [{permalink: href, title: doc.title, description: doc.description, section}]
          : [];
      });
      const bodies = await Promise.all(
        docs.map(async (doc) => {
          const file = path.join(outDir, htmlPath(doc.permalink));
          let markdown: string;
          try {
            markdown = await htmlToMarkdown(await fs.readFile(file, 'utf8'));
          } catch (error) {
            throw new Error(
              `llms-txt: ${path.relative(outDir, file)}: ${(error as Error).message}`,
            );
          }
          await fs.writeFile(path.join(outDir, markdownPath(doc.permalink)), `${markdown}\n`);
          return markdown;
        }),
      );
      const site = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: `${siteConfig.url}${siteConfig.baseUrl}`.replace(/\/$/, ''),
      };
      const index = llmsTxt(site, SUMMARY, docs);
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      const full = docs.map((doc, i) => {
        const url = new URL(doc.permalink, `${site.url}/`).toString();
        return `<!-- ${url} -->\n\n${bodies[i]}`;
      });
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), `${index}\n${full.join('\n\n')}\n`);
    },
  };
}
