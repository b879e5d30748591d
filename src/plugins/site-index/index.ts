/**
 * Reads the listing sections once all content is loaded and publishes what
 * site-wide components need as global data: the Capabilities menu (from each
 * element's own front matter, so a new element page joins the menu without a
 * list to edit) and the latest entries of the blog and the tutorials.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {isIconName, ICON_NAMES} from '../../data/icons';
import {
  CAPABILITY_GROUPS,
  type CapabilityGroup,
  type CapabilityItem,
  type LatestEntry,
  type SiteIndexData,
} from './types';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const MENU_DESCRIPTION_MAX = 80;

type BlogPost = BlogContent['blogPosts'][number];

function fail(source: string, field: string, value: unknown, allowed: string): never {
  throw new Error(
    `[site-index] ${source}: front matter "${field}" is ${JSON.stringify(value)}; expected ${allowed}.`,
  );
}

/** Turns one element page into a menu item, or stops the build with a message naming the file and field. */
export function toCapabilityItem(post: BlogPost): CapabilityItem {
  const {frontMatter, permalink, title, source} = post.metadata;
  const group = frontMatter.group;
  if (!CAPABILITY_GROUPS.includes(group as CapabilityGroup)) {
    fail(source, 'group', group, `one of ${CAPABILITY_GROUPS.join(', ')}`);
  }
  const icon = frontMatter.icon;
  if (!isIconName(icon)) {
    fail(
      source,
      'icon',
      icon,
      `one of the icon names in src/data/icons.ts (${ICON_NAMES.length} names)`,
    );
  }
  const description = frontMatter.menu_description;
  if (
    typeof description !== 'string' ||
    description.length === 0 ||
    description.length > MENU_DESCRIPTION_MAX
  ) {
    fail(
      source,
      'menu_description',
      description,
      `a sentence of 1 to ${MENU_DESCRIPTION_MAX} characters`,
    );
  }
  const menuTitle = frontMatter.menu_title;
  if (menuTitle !== undefined && typeof menuTitle !== 'string') {
    fail(source, 'menu_title', menuTitle, 'a string, or nothing to use the page title');
  }
  return {
    group: group as CapabilityGroup,
    icon,
    title: menuTitle ?? title,
    description,
    url: permalink,
  };
}

function toLatest(post: BlogPost): LatestEntry {
  const {title, description, permalink, date} = post.metadata;
  return {title, description, url: permalink, date: new Date(date).toISOString()};
}

function blogPosts(allContent: Record<string, Record<string, unknown>>, id: string): BlogPost[] {
  const content = allContent[BLOG_PLUGIN]?.[id] as BlogContent | undefined;
  return content?.blogPosts.filter((p) => !p.metadata.unlisted) ?? [];
}

export function buildSiteIndex(
  allContent: Record<string, Record<string, unknown>>,
  latestCount = 3,
): SiteIndexData {
  const items = blogPosts(allContent, 'elements').map(toCapabilityItem);
  const byTitle = (a: CapabilityItem, b: CapabilityItem) => a.title.localeCompare(b.title);
  return {
    capabilities: CAPABILITY_GROUPS.map((group) => ({
      group,
      items: items.filter((i) => i.group === group).sort(byTitle),
    })),
    latest: {
      blog: blogPosts(allContent, 'blog').slice(0, latestCount).map(toLatest),
      tutorials: blogPosts(allContent, 'tutorials').slice(0, latestCount).map(toLatest),
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
