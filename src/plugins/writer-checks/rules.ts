/**
 * Front-matter rules for every Markdown page, checked on the file as written:
 * js-yaml's core schema keeps `date: 2026-17-02` as the text the writer typed,
 * where Docusaurus's parser turns it into 2 May 2027 without a word.
 */
import yaml from 'js-yaml';
import type {Problem} from '../content-validation/problems';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
export const DESCRIPTION_RULE = `one sentence of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters (the meta description and the search snippet)`;

/** The front matter as written, or null when the file has none or it does not parse. */
export function rawFrontMatter(text: string): Record<string, unknown> | null {
  const block = text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1];
  if (block === undefined) return null;
  try {
    const value = yaml.load(block, {schema: yaml.CORE_SCHEMA});
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return null; // Docusaurus reports YAML syntax errors itself, with the line.
  }
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `YYYY-MM-DD` (optionally followed by a time) names a day that exists. */
export function isRealDate(value: string): boolean {
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1]);
}

export function descriptionProblem(source: string, description: unknown): Problem | null {
  const ok =
    typeof description === 'string' &&
    description.trim().length >= DESCRIPTION_MIN &&
    description.trim().length <= DESCRIPTION_MAX;
  return ok ? null : {source, field: 'description', value: description, allowed: DESCRIPTION_RULE};
}

/**
 * Problems with one file's front matter as written. `needsDescription` is
 * false for block pages, whose description comes from their record.
 */
export function frontMatterProblems(
  source: string,
  text: string,
  {needsDescription}: {needsDescription: boolean},
): Problem[] {
  const fm = rawFrontMatter(text);
  if (!fm) return [];
  const problems: Problem[] = [];
  if (needsDescription) {
    const p = descriptionProblem(source, fm.description);
    if (p) problems.push(p);
  }
  if (
    'keywords' in fm &&
    !(
      Array.isArray(fm.keywords) &&
      fm.keywords.length > 0 &&
      fm.keywords.every((k) => typeof k === 'string' && k.trim())
    )
  ) {
    problems.push({
      source,
      field: 'keywords',
      value: fm.keywords,
      allowed: 'a list of at least one word people search for, or no keywords line at all',
    });
  }
  if ('date' in fm && !(typeof fm.date === 'string' && isRealDate(fm.date))) {
    problems.push({
      source,
      field: 'date',
      value: fm.date,
      allowed: 'a day that exists, written YYYY-MM-DD (month 01 to 12, then the day)',
    });
  }
  return problems;
}

/** Routes claimed by more than one file, each with every file that claims it. */
export function duplicateRoutes(pages: {permalink: string; source: string}[]): Problem[] {
  const byRoute = new Map<string, string[]>();
  for (const {permalink, source} of pages) {
    byRoute.set(permalink, [...(byRoute.get(permalink) ?? []), source]);
  }
  return [...byRoute]
    .filter(([, sources]) => sources.length > 1)
    .map(([route, sources]) => ({
      source: sources.join(' and '),
      field: 'slug',
      value: route,
      allowed: `one page per route: change the slug (or the file name) of all but one of ${sources.join(', ')}`,
    }));
}
