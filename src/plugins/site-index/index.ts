/**
 * Reads the listing sections once all content is loaded and publishes what
 * site-wide components need as global data: the Capabilities menu (from each
 * element's own front matter, so a new element page joins the menu without a
 * list to edit) and the latest entries of the blog and the tutorials.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {newestFirst} from '../blog-section';
import {elementProblems, report} from '../content-validation';
import {
  CAPABILITY_GROUPS,
  type CapabilityGroup,
  type CapabilityItem,
  type LatestEntry,
  type SiteIndexData,
} from './types';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

type BlogPost = BlogContent['blogPosts'][number];

/**
 * Turns one element page into a menu item, or stops the build naming the file
 * and field; in `npm start` an element still being written is left out of the menu.
 */
export function toCapabilityItem(
  post: BlogPost,
  production = process.env.NODE_ENV === 'production',
): CapabilityItem | null {
  const {frontMatter, permalink, title, source} = post.metadata;
  const problems = elementProblems(source, frontMatter);
  report(problems, {production});
  if (problems.length) return null;
  return {
    group: frontMatter.group as CapabilityGroup,
    icon: frontMatter.icon as CapabilityItem['icon'],
    title: (frontMatter.menu_title as string | undefined) ?? title,
    description: frontMatter.menu_description as string,
    url: permalink,
  };
}

function toLatest(post: BlogPost): LatestEntry {
  const {title, description, permalink, date} = post.metadata;
  return {title, description, url: permalink, date: new Date(date).toISOString()};
}

/** The newest posts, whatever order their section reads in (the tutorials, oldest first). */
const newest = (posts: BlogPost[], count: number) => newestFirst(posts).slice(0, count);

function blogPosts(allContent: Record<string, Record<string, unknown>>, id: string): BlogPost[] {
  const content = allContent[BLOG_PLUGIN]?.[id] as BlogContent | undefined;
  return content?.blogPosts.filter((p) => !p.metadata.unlisted) ?? [];
}

export function buildSiteIndex(
  allContent: Record<string, Record<string, unknown>>,
  latestCount = 3,
): SiteIndexData {
  const items = blogPosts(allContent, 'elements')
    .map((post) => toCapabilityItem(post))
    .filter((item): item is CapabilityItem => item !== null);
  const byTitle = (a: CapabilityItem, b: CapabilityItem) => a.title.localeCompare(b.title);
  return {
    capabilities: CAPABILITY_GROUPS.map((group) => ({
      group,
      items: items.filter((i) => i.group === group).sort(byTitle),
    })),
    latest: {
      blog: newest(blogPosts(allContent, 'blog'), latestCount).map(toLatest),
      tutorials: newest(blogPosts(allContent, 'tutorials'), latestCount).map(toLatest),
    },
  };
}

export default function siteIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'site-index',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData(buildSiteIndex(allContent as Record<string, Record<string, unknown>>));
    },
  };
}
