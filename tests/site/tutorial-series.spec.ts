/**
 * The built series pages offer the right start project and mark the right
 * blocks: each part's header offers exactly the previous part's project file
 * (its download and its Open in Studio link), and the part's diagram marks
 * exactly the blocks its project adds to that file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {addedBlocks} from '../../src/data/projects/series';
import type {ProjectFile} from '../../src/data/projects/types';
import {TUTORIAL_SERIES, tutorialUrl} from '../../src/data/tutorials';
import {PENDING} from '../routes';
import {builtFile, loadPage} from './site';

const PROJECTS = path.join(__dirname, '../../tutorials/_projects');
const readProject = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(PROJECTS, `${slug}.tessera.json`), 'utf8')) as ProjectFile;

const fromDataUrl = (href: string) =>
  JSON.parse(decodeURIComponent(href.replace(/^data:[^,]*,/, '')));
const fromStudioUrl = (href: string) =>
  JSON.parse(Buffer.from(href.replace(/^.*#project=/, ''), 'base64url').toString('utf8'));

/** What is wrong with one built part, one sentence each. */
function partProblems(
  $: cheerio.CheerioAPI,
  slug: string,
  part: number,
  previous: string | undefined,
  of: number,
): string[] {
  const problems: string[] = [];
  const header = $('nav[aria-label$=": all parts"]').parent();
  if (header.length !== 1) return [`${slug}: no series header`];
  if (!header.text().includes(`Part ${part} of ${of}`))
    problems.push(`${slug}: no "Part ${part} of ${of}"`);
  const current = header.find('a[aria-current="page"]');
  if (current.length !== 1 || current.attr('href') !== tutorialUrl(slug))
    problems.push(`${slug}: the series contents do not mark this part as the current page`);

  const download = header.find('a[download]');
  const studio = header.find('a[href*="#project="]');
  const start = previous ? readProject(previous) : undefined;
  if (!previous) {
    if (download.length || studio.length) problems.push(`${slug}: part 1 offers a start project`);
  } else if (download.attr('download') !== `${previous}.tessera.json`) {
    problems.push(
      `${slug}: the start project is named ${download.attr('download')}, not ${previous}.tessera.json`,
    );
  } else {
    try {
      expect(fromDataUrl(download.attr('href')!)).toEqual(start);
    } catch {
      problems.push(`${slug}: the start project download differs from ${previous}.tessera.json`);
    }
    try {
      expect(fromStudioUrl(studio.attr('href')!)).toEqual(start);
    } catch {
      problems.push(
        `${slug}: the start project's Open in Studio link differs from ${previous}.tessera.json`,
      );
    }
  }

  const figure = $(`figure:has(a[download="${slug}.tessera.json"])`);
  if (figure.length !== 1) return [...problems, `${slug}: no diagram of ${slug}.tessera.json`];
  const marked = figure
    .find('g[data-block]')
    .filter((_, g) => /, added in this step$/.test($(g).find('a').attr('aria-label') ?? ''))
    .map((_, g) => $(g).attr('data-block'))
    .get();
  const added = addedBlocks(start, readProject(slug));
  if (JSON.stringify([...marked].sort()) !== JSON.stringify([...added].sort()))
    problems.push(
      `${slug}: the diagram marks [${marked.join(', ')}], the part adds [${added.join(', ')}]`,
    );
  // The outline in words, a word of its own in the page's text (search, screen readers).
  const legend = `Dashed outline: ${marked.length === 1 ? 'the block' : `the ${marked.length} blocks`} added in this step.`;
  if (marked.length && !figure.find('figcaption').text().includes(` ${legend}`))
    problems.push(`${slug}: the caption does not say "${legend}" after a space`);
  return problems;
}

const parts = Object.values(TUTORIAL_SERIES).flatMap((s) =>
  // The number of parts comes from the data: a new part changes every part's "of N".
  s.parts.map((p, i) => ({
    slug: p.slug,
    part: i + 1,
    of: s.parts.length,
    previous: s.parts[i - 1]?.slug,
  })),
);

test.describe('Tutorial series pages', () => {
  for (const {slug, part, of, previous} of parts) {
    test(`${slug} offers ${previous ?? 'an empty project'} as its start and marks what it adds`, () => {
      const route = tutorialUrl(slug);
      test.skip(PENDING.has(route) && !builtFile(route), `${route} is pending in tests/routes.ts`);
      expect(partProblems(loadPage(route), slug, part, previous, of)).toEqual([]);
    });
  }

  test('the check fails on a page whose start project or highlights are wrong', () => {
    const sample = parts.find((p) => p.previous && builtFile(tutorialUrl(p.slug)));
    test.skip(!sample, 'no series part beyond part 1 is built yet');
    const {slug, part, of, previous} = sample!;
    const $ = loadPage(tutorialUrl(slug));
    const header = $('nav[aria-label$=": all parts"]').parent();
    // Another project offered as the start, and one highlight taken away.
    const other = {...readProject(previous!), blocks: []};
    header
      .find('a[download]')
      .attr('href', `data:application/json,${encodeURIComponent(JSON.stringify(other))}`);
    const label = $(
      `figure:has(a[download="${slug}.tessera.json"]) a[aria-label$=", added in this step"]`,
    ).first();
    label.attr('aria-label', label.attr('aria-label')!.replace(/, added in this step$/, ''));
    const problems = partProblems($, slug, part, previous, of);
    expect(problems).toContain(
      `${slug}: the start project download differs from ${previous}.tessera.json`,
    );
    expect(problems.some((p) => p.startsWith(`${slug}: the diagram marks`))).toBe(true);
    // And a page without the header.
    header.remove();
    expect(partProblems($, slug, part, previous, of)).toEqual([`${slug}: no series header`]);
  });
});
