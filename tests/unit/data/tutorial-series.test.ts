/**
 * The tutorial series hold together: every part has its page and its project
 * file, and each part's project keeps every block and wire of the part before
 * it, so a reader who imports the previous part's project (the start project
 * its header offers) can follow the steps. A part whose route is still pending
 * in the route manifest is not checked yet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {addedBlocks, droppedFromStart} from '../../../src/data/projects/series';
import type {ProjectFile} from '../../../src/data/projects/types';
import {
  TUTORIAL_SERIES,
  inReadingOrder,
  tutorialUrl,
  type SeriesPart,
} from '../../../src/data/tutorials';
import {PENDING} from '../../routes';
import {requirement} from '../../../scripts/also-touch.mjs';

const REPO = path.join(__dirname, '../../..');

/** Each lesson's slug (front matter, or the file name) and its series fields. */
function lessons(dir: string): Map<string, {file: string; series?: unknown; part?: unknown}> {
  const found = new Map<string, {file: string; series?: unknown; part?: unknown}>();
  for (const name of fs.readdirSync(dir).filter((n) => /\.mdx?$/.test(n))) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const fm = (yaml.load(text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') ?? {}) as Record<
      string,
      unknown
    >;
    const slug = typeof fm.slug === 'string' ? fm.slug : name.replace(/\.mdx?$/, '');
    found.set(slug, {file: name, series: fm.series, part: fm.part});
  }
  return found;
}

/** Every problem with one series as it stands in `dir`, one sentence each. */
function seriesProblems(
  dir: string,
  key: string,
  parts: readonly SeriesPart[],
  checked: (part: SeriesPart) => boolean = () => true,
): string[] {
  const pages = lessons(dir);
  const problems: string[] = [];
  const project = (slug: string): ProjectFile | undefined => {
    const file = path.join(dir, '_projects', `${slug}.tessera.json`);
    return fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectFile)
      : undefined;
  };
  parts.forEach((part, i) => {
    if (!checked(part)) return;
    const page = pages.get(part.slug);
    if (!page) problems.push(`${part.slug}: no page with this slug`);
    else if (page.series !== key || page.part !== i + 1)
      problems.push(
        `${part.slug}: ${page.file} says series ${JSON.stringify(page.series)} part ${JSON.stringify(page.part)}, the data says series "${key}" part ${i + 1}`,
      );
    const end = project(part.slug);
    if (!end) {
      problems.push(`${part.slug}: no project file _projects/${part.slug}.tessera.json`);
      return;
    }
    if (i === 0) {
      if (part.replaces?.length) problems.push(`${part.slug}: part 1 has nothing to replace`);
      return;
    }
    const start = project(parts[i - 1].slug);
    if (!start) return; // reported with the previous part
    for (const p of droppedFromStart(start, end, part.replaces))
      problems.push(`${part.slug}: against ${parts[i - 1].slug}, ${p}`);
  });
  return problems;
}

describe('tutorial series', () => {
  for (const [key, series] of Object.entries(TUTORIAL_SERIES)) {
    const pending = series.parts.filter((p) => PENDING.has(tutorialUrl(p.slug)));
    it(`${series.title}: every part has its page and project, and keeps the previous part's blocks and wires`, () => {
      expect(
        seriesProblems(
          path.join(REPO, 'tutorials'),
          key,
          series.parts,
          (p) => !PENDING.has(tutorialUrl(p.slug)),
        ),
      ).toEqual([]);
    });
    it.skipIf(pending.length === 0)(
      `${series.title}: parts still pending in tests/routes.ts are not checked yet`,
      () => {
        expect(pending.length).toBeGreaterThan(0);
      },
    );
  }
});

/** Pages that say they are a part of a series whose data does not list them there. */
function unlistedParts(dir: string): string[] {
  const series = TUTORIAL_SERIES as Record<string, {parts: readonly SeriesPart[]}>;
  return [...lessons(dir)].flatMap(([slug, page]) => {
    if (page.series === undefined && page.part === undefined) return [];
    const parts = series[String(page.series)]?.parts;
    if (parts?.[Number(page.part) - 1]?.slug === slug) return [];
    return [
      `tutorials/${page.file} says series ${JSON.stringify(page.series)} part ${JSON.stringify(page.part)}, which the data does not list. ${requirement('series', 'part', {slug, series: String(page.series), part: String(page.part)})}`,
    ];
  });
}

describe('series parts and the series data', () => {
  it('lists in TUTORIAL_SERIES every page that says it is a series part', () => {
    expect(unlistedParts(path.join(REPO, 'tutorials'))).toEqual([]);
  });

  it('names the entry to add for a new part', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-series-'));
    const part = TUTORIAL_SERIES.sprinkler.parts.length + 1;
    fs.writeFileSync(
      path.join(dir, `sprinkler${part}.mdx`),
      `---\ntitle: Frost\nseries: sprinkler\npart: ${part}\n---\n\nText.\n`,
    );
    expect(unlistedParts(dir)).toEqual([
      `tutorials/sprinkler${part}.mdx says series "sprinkler" part ${part}, which the data does not list. src/data/tutorials.ts: part ${part} of TUTORIAL_SERIES["sprinkler"].parts: {slug: "sprinkler${part}", title: "…"}, and in replaces the ids of the previous part's blocks this part removes or retypes`,
    ]);
  });
});

describe('the series check, on fixtures', () => {
  const block = (id: string, type: string) => ({id, type});
  const project = (
    blocks: ProjectFile['blocks'],
    wires: ProjectFile['wires'] = [],
  ): ProjectFile => ({format: 'tessera-project/1', name: 'Fixture', blocks, wires});
  const one = project(
    [block('button', 'node_digital_in'), block('zone', 'node_relay')],
    [{from: 'button.on', to: 'zone.on'}],
  );
  const two = project(
    [...one.blocks, block('run_time', 'node_timer')],
    [...one.wires, {from: 'button.on', to: 'run_time.start'}],
  );

  it('passes a part that adds blocks and wires', () => {
    expect(droppedFromStart(one, two)).toEqual([]);
    expect(addedBlocks(one, two)).toEqual(['run_time']);
    expect(addedBlocks(undefined, one)).toEqual(['button', 'zone']);
  });

  it('fails a part that drops a block, changes its type or drops a wire', () => {
    expect(droppedFromStart(one, project([one.blocks[1]], []))).toEqual([
      'block "button" (node_digital_in) is missing',
      'wire button.on → zone.on is missing',
    ]);
    expect(
      droppedFromStart(one, project([one.blocks[0], block('zone', 'node_pwm')], one.wires)),
    ).toEqual(['block "zone" is node_pwm, was node_relay']);
    expect(droppedFromStart(one, project(one.blocks, []))).toEqual([
      'wire button.on → zone.on is missing',
    ]);
  });

  it('passes a replacement the series data declares, and marks the new block as added', () => {
    const replaced = project([one.blocks[0], block('zone', 'node_pwm')], []);
    expect(droppedFromStart(one, replaced, ['zone'])).toEqual([]);
    expect(addedBlocks(one, replaced)).toEqual(['zone']);
    expect(droppedFromStart(one, replaced, ['valve'])).toContain(
      'replaces "valve", which the previous part does not have',
    );
  });

  it('fails a series whose part has no page, no project, or a page that says another part', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-series-'));
    fs.mkdirSync(path.join(dir, '_projects'));
    const parts = [
      {slug: 'garden1', title: 'One zone'},
      {slug: 'garden2', title: 'Two zones'},
      {slug: 'garden3', title: 'Three zones'},
    ];
    const page = (slug: string, part: number) =>
      fs.writeFileSync(
        path.join(dir, `${slug}.mdx`),
        `---\ntitle: ${slug}\nseries: garden\npart: ${part}\n---\n\nText.\n`,
      );
    const save = (slug: string, p: ProjectFile) =>
      fs.writeFileSync(path.join(dir, '_projects', `${slug}.tessera.json`), JSON.stringify(p));
    page('garden1', 1);
    save('garden1', one);
    page('garden2', 3);
    save('garden2', project([one.blocks[0]]));
    expect(seriesProblems(dir, 'garden', parts)).toEqual([
      'garden2: garden2.mdx says series "garden" part 3, the data says series "garden" part 2',
      'garden2: against garden1, block "zone" (node_relay) is missing',
      'garden2: against garden1, wire button.on → zone.on is missing',
      'garden3: no page with this slug',
      'garden3: no project file _projects/garden3.tessera.json',
    ]);
    // Parts left out (pending routes) are not checked.
    expect(seriesProblems(dir, 'garden', parts, (p) => p.slug === 'garden1')).toEqual([]);
  });
});

describe('reading order', () => {
  const [a, b] = Object.values(TUTORIAL_SERIES).map((s) => s.parts.map((p) => tutorialUrl(p.slug)));
  const order = (urls: string[]) => inReadingOrder(urls, (u) => u);

  it('keeps lessons outside a series where they are', () => {
    expect(order(['/tutorials/x', '/tutorials/y'])).toEqual(['/tutorials/x', '/tutorials/y']);
  });

  it("reads each series as one run in its parts' order, at the place of its first part", () => {
    // Parts dated in reverse, another series' parts and a lesson between them.
    const given = [
      '/tutorials/x',
      ...[...b].reverse(),
      a[2],
      '/tutorials/y',
      a[0],
      ...a.slice(3),
      a[1],
    ];
    expect(order(given)).toEqual(['/tutorials/x', ...b, ...a, '/tutorials/y']);
  });
});
