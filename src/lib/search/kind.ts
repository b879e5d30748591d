/**
 * What a search result is, told from its address: one function for the navbar
 * dropdown and the /search page (both through the search plugin's patched
 * templates, patches/@easyops-cn+docusaurus-search-local+*.patch) and for the
 * ranking (./rank.ts).
 */
import {BLOG_SECTIONS, SECTION_OPTIONS, type SectionKind} from '../../../config/sections';
import {seriesPlace} from '../../data/tutorials';

export type SearchKind =
  'Block' | 'Feature' | 'Protocol' | 'Hardware' | 'Guide' | SectionKind | 'Industry' | 'Page';

/**
 * Address prefixes, the first that matches wins. The listing sections' kinds
 * are their own (config/sections.ts), so a new section brings its kind along.
 */
const PREFIXES: readonly [string, SearchKind][] = [
  ['/docs/blocks/', 'Block'],
  ['/docs/features/', 'Feature'],
  ['/features/', 'Feature'],
  ['/docs/protocols/', 'Protocol'],
  ['/docs/hardware/', 'Hardware'],
  ['/docs/', 'Guide'],
  ['/industries/', 'Industry'],
  ...BLOG_SECTIONS.map((id): [string, SearchKind] => [`/${id}/`, SECTION_OPTIONS[id].kind]),
];

export function searchKind(url: string): SearchKind {
  return PREFIXES.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'Page';
}

/**
 * The label shown before a result's title: its kind, and for a series part
 * its place ("Tutorial · Part 3 of 6"), since the six parts' titles begin
 * alike and a phone cuts them before they differ.
 */
export function searchLabel(url: string): string {
  const kind = searchKind(url);
  const place = kind === 'Tutorial' ? seriesPlace(pathOf(url)) : undefined;
  return place ? `${kind} · Part ${place.index + 1} of ${place.series.parts.length}` : kind;
}

/** The page's path without hash, query or trailing slash. */
export function pathOf(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
}
