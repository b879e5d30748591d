/**
 * Content lint over the rendered pages: placeholder words, a minimum word
 * count per section, and near-duplicate pages within a section. Pure
 * functions, so tests/unit can prove each rule fails on bad input.
 */

/** Sections and their minimum rendered word counts. */
export const SECTION_MINIMUM_WORDS = {
  blocks: 300,
  features: 300,
  docs: 400,
  elements: 400,
  solutions: 500,
  tutorials: 700,
  examples: 450,
  blog: 600,
} as const;

export type Section = keyof typeof SECTION_MINIMUM_WORDS;

const LISTING =
  /^\/(blog|elements|solutions|examples|tutorials)(\/(archive|tags(\/.*)?|page\/\d+))?\/?$/;

/** The section a route's content belongs to, or null for list, tag, category and standalone pages. */
export function sectionOf(route: string): Section | null {
  if (LISTING.test(route)) return null;
  if (/^\/docs\/category\//.test(route) || /^\/docs\/tags(\/|$)/.test(route)) return null;
  if (/^\/docs\/blocks\/node_[a-z0-9_]+\/?$/.test(route)) return 'blocks';
  if (/^\/docs\/features\/[^/]+\/?$/.test(route)) return 'features';
  if (route.startsWith('/docs/')) return 'docs';
  const m = route.match(/^\/(blog|elements|solutions|examples|tutorials)\/[^/]+\/?$/);
  return m ? (m[1] as Section) : null;
}

export const PLACEHOLDER_PATTERN = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder)\b/i;

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_'’.-]+/u)
    .map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Word 5-grams: long enough that shared ones mean shared sentences, not shared vocabulary. */
export const SHINGLE_SIZE = 5;
/**
 * Two pages "share most of their text" when more than half of the smaller
 * page's shingles also occur in the other page. Pages of one template share
 * headings and some phrasing, which stays far below this.
 */
export const MAX_SHARED_FRACTION = 0.5;

export function shingles(ws: string[], size = SHINGLE_SIZE): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= ws.length; i += 1) out.add(ws.slice(i, i + size).join(' '));
  return out;
}

/** The fraction of the smaller set's shingles found in the other set. */
export function sharedFraction(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared += 1;
  return shared / small.size;
}

export interface PageText {
  route: string;
  text: string;
}

export interface LintProblem {
  route: string;
  message: string;
}

export function lintPages(pages: PageText[]): LintProblem[] {
  const problems: LintProblem[] = [];
  const bySection = new Map<Section, {route: string; shingles: Set<string>}[]>();
  for (const {route, text} of pages) {
    const section = sectionOf(route);
    const placeholder = text.match(PLACEHOLDER_PATTERN);
    if (placeholder) problems.push({route, message: `placeholder word "${placeholder[0]}"`});
    if (!section) continue;
    const ws = words(text);
    const minimum = SECTION_MINIMUM_WORDS[section];
    if (ws.length < minimum) {
      problems.push({
        route,
        message: `${ws.length} words; ${section} pages need at least ${minimum}`,
      });
    }
    const entry = {route, shingles: shingles(ws)};
    const seen = bySection.get(section) ?? [];
    for (const other of seen) {
      const fraction = sharedFraction(entry.shingles, other.shingles);
      if (fraction > MAX_SHARED_FRACTION) {
        problems.push({
          route,
          message: `shares ${Math.round(fraction * 100)}% of its text with ${other.route} (limit ${MAX_SHARED_FRACTION * 100}%)`,
        });
      }
    }
    seen.push(entry);
    bySection.set(section, seen);
  }
  return problems;
}
