/**
 * The blog plugin for one listing section, with a self link in its feeds.
 *
 * RSS 2.0 best practice and RFC 4287 (§4.2.7.2) want every feed to name its
 * own URL (`rel="self"`). The `feed` library the blog plugin uses can write
 * it, but the plugin builds the `Feed` itself and passes no `feedLinks`, and
 * neither `feedOptions.createFeedItems` nor `xslt` reaches the feed's head.
 * So this wraps the plugin: after its postBuild has written the feeds, the
 * link goes in. It must run after that postBuild, not in a plugin of its own:
 * Docusaurus runs all postBuild hooks at once.
 *
 * Feeds list the newest posts first, also in a section sorted oldest first.
 *
 * The archive page's props leave out each post's Markdown source: the plugin
 * passes whole posts, source included, and the archive shows only titles,
 * dates and front-matter facts. At 11 posts that was 33 KB gzip of the 35 KB
 * the archive loaded before it could hydrate.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, RouteConfig} from '@docusaurus/types';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** The RSS 2.0 feed with an `atom:link rel="self"` as the channel's first child. */
export function withRssSelfLink(xml: string, href: string): string {
  if (/<atom:link[^>]*rel="self"/.test(xml)) return xml;
  // String edits, not a parse and rewrite: the feed library's output stays byte for byte
  // as it was, and a change in that output stops the build here instead of slipping by.
  if (!/<rss [^>]*>/.test(xml) || !xml.includes('<channel>'))
    throw new Error('RSS feed without <rss> and <channel>: cannot add its self link');
  const rss = xml.includes(`xmlns:atom="${ATOM_NS}"`)
    ? xml
    : xml.replace(/<rss /, `<rss xmlns:atom="${ATOM_NS}" `);
  return rss.replace(
    '<channel>',
    `<channel>\n        <atom:link href="${href}" rel="self" type="application/rss+xml"/>`,
  );
}

/** The Atom feed with a `link rel="self"` as the feed's first child. */
export function withAtomSelfLink(xml: string, href: string): string {
  if (/<link[^>]*rel="self"/.test(xml)) return xml;
  const open = xml.match(/<feed [^>]*>/);
  if (!open) throw new Error('Atom feed without <feed>: cannot add its self link');
  return xml.replace(
    open[0],
    `${open[0]}\n    <link rel="self" href="${href}" type="application/atom+xml"/>`,
  );
}

/** An archive route's props without the posts' Markdown source; any other route as it is. */
export function withoutArchiveSource(route: RouteConfig): RouteConfig {
  const archive = route.props?.archive as {blogPosts?: {content?: string}[]} | undefined;
  if (!archive?.blogPosts) return route;
  const blogPosts = archive.blogPosts.map(({content: _source, ...post}) => post);
  return {...route, props: {...route.props, archive: {...archive, blogPosts}}};
}

/** Posts by date, newest first, as the blog plugin sorts them by default. */
export function newestFirst<T extends {metadata: {date: Date}}>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.metadata.date.getTime() - a.metadata.date.getTime());
}

const FEED_FILES = {
  rss: ['rss.xml', withRssSelfLink],
  atom: ['atom.xml', withAtomSelfLink],
} as const;

export default async function blogSectionPlugin(context: LoadContext, options: PluginOptions) {
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args: Parameters<NonNullable<typeof plugin.contentLoaded>>[0]) {
      const {actions} = args;
      await plugin.contentLoaded?.({
        ...args,
        actions: {...actions, addRoute: (route) => actions.addRoute(withoutArchiveSource(route))},
      });
    },
    async postBuild(props: Parameters<NonNullable<typeof plugin.postBuild>>[0]) {
      // A feed is news whatever order its section reads in (the tutorials, oldest first):
      // the plugin takes the first `limit` posts, and the first one's date as the feed's.
      await plugin.postBuild?.({
        ...props,
        content: {...props.content, blogPosts: newestFirst(props.content.blogPosts)},
      });
      const {url, baseUrl} = context.siteConfig;
      for (const type of options.feedOptions.type ?? []) {
        if (type === 'json') continue;
        const [name, addLink] = FEED_FILES[type];
        const file = path.join(props.outDir, options.routeBasePath, name);
        const route = [baseUrl, options.routeBasePath, name].join('/').replace(/\/{2,}/g, '/');
        const href = new URL(route, url).toString();
        const xml = await fs.readFile(file, 'utf8').catch(() => null);
        if (xml !== null) await fs.writeFile(file, addLink(xml, href));
      }
    },
  };
}

blogSectionPlugin.validateOptions = validateOptions;
