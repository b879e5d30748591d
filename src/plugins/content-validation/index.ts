/**
 * Front-matter validation for the listing sections' own fields (element group
 * and icon, tutorial series and part…); src/plugins/writer-checks checks the
 * fields every page has. A wrong or missing value stops the build with
 * one message per problem that names the file, the field, the value and what
 * is allowed, so a writer can fix it without reading code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ICON_NAMES, isIconName} from '../../data/icons';
import {
  TUTORIAL_DURATION_MAX,
  TUTORIAL_LEVELS,
  TUTORIAL_SERIES,
  TUTORIAL_TRACKS,
} from '../../data/tutorials';

import {CAPABILITY_GROUPS} from './groups';
import {report, type Problem} from './problems';

export {formatProblem, report, type Problem} from './problems';
export {DESCRIPTION_MAX, DESCRIPTION_MIN} from '../writer-checks/rules';

export {CAPABILITY_GROUPS};
export const MENU_DESCRIPTION_MAX = 80;

export type Section = 'blog' | 'elements' | 'solutions' | 'examples' | 'tutorials';
type FrontMatter = Record<string, unknown>;

/** Tag keys a section's tags.yml defines (top-level keys of the YAML map). */
export function readTagKeys(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.match(/^([A-Za-z0-9_-]+):\s*$/)?.[1])
    .filter((k): k is string => Boolean(k));
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** The fields an element needs to appear in the Capabilities menu. */
export function elementProblems(source: string, fm: FrontMatter): Problem[] {
  const problems: Problem[] = [];
  const need = (ok: boolean, field: string, allowed: string) => {
    if (!ok) problems.push({source, field, value: fm[field], allowed});
  };
  need(
    CAPABILITY_GROUPS.includes(fm.group as never),
    'group',
    `one of ${CAPABILITY_GROUPS.join(', ')}`,
  );
  need(isIconName(fm.icon), 'icon', `one of the ${ICON_NAMES.length} names in src/data/icons.ts`);
  need(
    isString(fm.menu_description) && fm.menu_description.length <= MENU_DESCRIPTION_MAX,
    'menu_description',
    `a sentence of 1 to ${MENU_DESCRIPTION_MAX} characters`,
  );
  need(
    fm.menu_title === undefined || isString(fm.menu_title),
    'menu_title',
    'a string, or nothing to use the page title',
  );
  return problems;
}

/** What the tutorials list shows for every lesson, so a reader picks one by what it teaches. */
export function lessonProblems(source: string, fm: FrontMatter): Problem[] {
  const problems: Problem[] = [];
  const need = (ok: boolean, field: string, allowed: string) => {
    if (!ok) problems.push({source, field, value: fm[field], allowed});
  };
  need(
    typeof fm.track === 'string' && Object.hasOwn(TUTORIAL_TRACKS, fm.track),
    'track',
    `one of ${Object.keys(TUTORIAL_TRACKS).join(', ')}`,
  );
  need(
    TUTORIAL_LEVELS.includes(fm.level as never),
    'level',
    `one of ${TUTORIAL_LEVELS.join(', ')}`,
  );
  need(
    Number.isInteger(fm.duration) &&
      (fm.duration as number) >= 1 &&
      (fm.duration as number) <= TUTORIAL_DURATION_MAX,
    'duration',
    `the minutes a reader needs, a whole number from 1 to ${TUTORIAL_DURATION_MAX}`,
  );
  return problems;
}

/** Every problem with one page's front matter, or none. */
export function validateFrontMatter(
  section: Section,
  source: string,
  fm: FrontMatter,
  allowedTags: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const need = (ok: boolean, field: string, allowed: string) => {
    if (!ok) problems.push({source, field, value: fm[field], allowed});
  };

  need(
    fm.keywords === undefined ||
      (Array.isArray(fm.keywords) && fm.keywords.every((k) => isString(k))),
    'keywords',
    'a list of words people search for',
  );
  const tags = fm.tags;
  need(
    tags === undefined ||
      (Array.isArray(tags) && tags.every((t) => typeof t === 'string' && allowedTags.includes(t))),
    'tags',
    `tags defined in ${section}/tags.yml: ${allowedTags.join(', ')}`,
  );

  if (section === 'elements') problems.push(...elementProblems(source, fm));

  if (section === 'tutorials') problems.push(...lessonProblems(source, fm));

  if (section === 'tutorials' && (fm.series !== undefined || fm.part !== undefined)) {
    const series = fm.series as keyof typeof TUTORIAL_SERIES;
    need(
      Object.hasOwn(TUTORIAL_SERIES, series as string),
      'series',
      `one of ${Object.keys(TUTORIAL_SERIES).join(', ')}`,
    );
    const parts = TUTORIAL_SERIES[series]?.parts.length ?? 0;
    need(
      Number.isInteger(fm.part) && (fm.part as number) >= 1 && (fm.part as number) <= parts,
      'part',
      parts ? `a whole number from 1 to ${parts}` : 'a whole number (set a valid series first)',
    );
  }
  return problems;
}

/** The `processBlogPosts` hook for a listing section: validates every post before routes are made. */
export function validateSection(
  section: Section,
  siteDir: string,
  production = process.env.NODE_ENV === 'production',
) {
  return async ({
    blogPosts,
  }: {
    blogPosts: {metadata: {source: string; frontMatter: FrontMatter}}[];
  }): Promise<undefined> => {
    const allowedTags = readTagKeys(path.join(siteDir, section, 'tags.yml'));
    report(
      blogPosts.flatMap((p) =>
        validateFrontMatter(section, p.metadata.source, p.metadata.frontMatter, allowedTags),
      ),
      {production},
    );
    return undefined;
  };
}
