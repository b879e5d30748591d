import {BLOG_SECTIONS, SECTION_OPTIONS, type BlogSection} from '@site/config/sections';

export interface SectionInfo {
  id: BlogSection;
  title: string;
  description: string;
  noun: [string, string];
}

/** The listing section a path belongs to ("/tutorials/tags" → tutorials), or null. */
export function sectionFromPath(pathname: string): SectionInfo | null {
  const id = BLOG_SECTIONS.find((s) => pathname === `/${s}` || pathname.startsWith(`/${s}/`));
  if (!id) return null;
  const {title, description, noun} = SECTION_OPTIONS[id];
  return {id, title, description, noun};
}

/** Later pages of a list say which page they are, so no two pages share a description. */
export function pageDescription(description: string, page: number, totalPages: number): string {
  return page > 1 ? `Page ${page} of ${totalPages}. ${description}` : description;
}
