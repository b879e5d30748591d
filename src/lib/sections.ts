import {BLOG_SECTIONS, SECTION_OPTIONS, type BlogSection} from '../../config/sections';
import {compareText} from './compare';

export interface SectionInfo {
  id: BlogSection;
  title: string;
  description: string;
  noun: [string, string];
  dated: boolean;
  sidebarGroups: 'year' | 'capability' | 'industry';
  sortPosts: 'descending' | 'ascending';
}

/** The listing section a path belongs to ("/tutorials/tags" → tutorials), or null. */
export function sectionFromPath(pathname: string): SectionInfo | null {
  const id = BLOG_SECTIONS.find((s) => pathname === `/${s}` || pathname.startsWith(`/${s}/`));
  if (!id) return null;
  const {title, description, noun, dated, sidebarGroups, sortPosts} = SECTION_OPTIONS[id];
  return {id, title, description, noun, dated, sidebarGroups, sortPosts};
}

/** One heading of a grouped sidebar and the entries under it. */
export interface SidebarGroup<T> {
  heading: string;
  items: T[];
}

/**
 * Sorts sidebar entries under headings, in the order `groups` gives; within a
 * heading, by title. An entry no group names goes under "Other", so a new page
 * is never dropped from the sidebar.
 */
export function groupSidebarItems<T extends {permalink: string; title: string}>(
  items: T[],
  groups: {heading: string; permalinks: string[]}[],
): SidebarGroup<T>[] {
  const byTitle = (a: T, b: T) => compareText(a.title, b.title);
  const placed = new Set(groups.flatMap((g) => g.permalinks));
  const out = groups.map((g) => ({
    heading: g.heading,
    items: items.filter((i) => g.permalinks.includes(i.permalink)).sort(byTitle),
  }));
  const other = items.filter((i) => !placed.has(i.permalink));
  if (other.length) out.push({heading: 'Other', items: other.sort(byTitle)});
  return out.filter((g) => g.items.length > 0);
}

/** Later pages of a list say which page they are, so no two pages share a description. */
export function pageDescription(description: string, page: number, totalPages: number): string {
  return page > 1 ? `Page ${page} of ${totalPages}. ${description}` : description;
}

/**
 * A tag page's description: how many entries carry the tag, then the tag's own
 * description, with "Page N of M." on later pages. When that passes the 160
 * characters of a meta description (a long tag description, a paged tag), the
 * count goes first, then the page number: what stays is still unique per page.
 */
export function tagPageDescription(
  tag: {count: number; label: string; description?: string},
  noun: [string, string],
  page: number,
  totalPages: number,
): string {
  const own = tag.description ?? '';
  const counted =
    `${tag.count} ${noun[tag.count === 1 ? 0 : 1]} tagged “${tag.label}”. ${own}`.trim();
  const candidates = [
    pageDescription(counted, page, totalPages),
    pageDescription(own, page, totalPages),
  ];
  return candidates.find((d) => d.length <= 160) ?? candidates[0];
}

/**
 * A tags page's description: the section and its tags, as many as fit in the
 * 160 characters of a meta description, then how many more there are.
 */
export function tagsDescription(sectionTitle: string, noun: string, labels: string[]): string {
  return fittingList(
    `Tessera ${sectionTitle} by tag, with the number of ${noun} for each: `,
    labels,
    `Tessera ${sectionTitle} by tag, with the number of ${noun} for each of the ${labels.length} tags.`,
  );
}

/** `head` and as many of `items` as fit in a 160-character meta description, then how many more; else `fallback`. */
export function fittingList(head: string, items: string[], fallback: string): string {
  for (let shown = items.length; shown > 0; shown--) {
    const rest = items.length - shown;
    const text = `${head}${items.slice(0, shown).join(', ')}${rest ? ` and ${rest} more` : ''}.`;
    if (text.length <= 160) return text;
  }
  return fallback;
}

/** A tag's key: the last segment of its page's address (/examples/tags/mqtt → mqtt). */
export const tagKey = (permalink: string): string => permalink.replace(/\/$/, '').split('/').pop()!;
