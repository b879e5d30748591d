import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {beforeEach, describe, expect, it} from 'vitest';
import {KINDS, nextSteps, scaffold, seriesParts, titleFromData} from '../../../scripts/new.mjs';
import {lintPages} from '../../site/content-lint';
import {validateFrontMatter} from '../../../src/plugins/content-validation';
import {frontMatterProblems} from '../../../src/plugins/writer-checks/rules';
import {BLOCKS} from '../../../src/data/blocks';
import {FEATURES} from '../../../src/data/features';
import {TUTORIAL_LEVELS, TUTORIAL_SERIES, TUTORIAL_TRACKS} from '../../../src/data/tutorials';
import {addedBlocks, droppedFromStart} from '../../../src/data/projects/series';
import type {ProjectFile} from '../../../src/data/projects/types';
import {validateProject} from '../../../src/data/projects/validate';
import {createSimulation} from '../../../src/sim';

const REPO = path.join(__dirname, '../../..');
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-new-'));
  fs.cpSync(
    path.join(REPO, 'src/data/blocks/records'),
    path.join(root, 'src/data/blocks/records'),
    {recursive: true},
  );
  fs.cpSync(path.join(REPO, 'src/data/features.ts'), path.join(root, 'src/data/features.ts'));
  fs.mkdirSync(path.join(root, 'elements'));
  fs.copyFileSync(
    path.join(REPO, 'elements/temperature_monitoring.mdx'),
    path.join(root, 'elements/temperature_monitoring.mdx'),
  );
});

const read = (rel: string) => {
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  const [, fm, body] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!;
  return {text, fm: yaml.load(fm) as Record<string, unknown>, body};
};

describe('npm run new', () => {
  it('creates an element with its front matter and a prompt under every template heading', () => {
    const [rel] = scaffold({
      kind: 'element',
      slug: 'flood_detection',
      title: 'Flood detection',
      root,
      date: '2026-11-21',
    });
    expect(rel).toBe('elements/flood_detection.mdx');
    const {fm, body} = read(rel);
    expect(fm).toMatchObject({
      title: 'Flood detection',
      slug: 'flood_detection',
      group: 'monitoring',
      icon: 'activity',
    });
    for (const {heading} of KINDS.element.sections) {
      expect(body).toMatch(new RegExp(`## ${heading}\\n\\n\\{/\\* .{10,} \\*/\\}`));
    }
    expect(body).toContain('{/* truncate */}');
  });

  it('writes no keywords list Docusaurus would reject: an empty list, or one left as a prompt', () => {
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      const slug =
        kind === 'block'
          ? 'node_timer'
          : KINDS[kind].pattern.test('my_page')
            ? 'my_page'
            : 'my-page';
      const [rel] = scaffold({kind, slug, title: 'My page', root: rootFor(kind)});
      const {fm} = read2(kind, rel);
      expect(fm, `${kind}: keywords`).not.toHaveProperty('keywords');
    }
  });

  it('makes a page the build refuses until its description is written, naming file and field', () => {
    const [rel] = scaffold({kind: 'doc', slug: 'protocols/lorawan', title: 'LoRaWAN', root});
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    expect(
      frontMatterProblems(rel, text, {needsDescription: true}).map((p) => `${p.source} ${p.field}`),
    ).toEqual(['docs/protocols/lorawan.mdx description']);
    const written = text.replace(
      "description: ''",
      'description: Connect LoRaWAN sensors through a gateway and read their uplinks in a project.',
    );
    expect(frontMatterProblems(rel, written, {needsDescription: true})).toEqual([]);
  });

  it('makes an element the listing checks refuse until its menu description is written', () => {
    const [rel] = scaffold({
      kind: 'element',
      slug: 'flood_detection',
      title: 'Flood detection',
      root,
    });
    const {fm} = read(rel);
    expect(
      validateFrontMatter('elements', 'flood_detection.mdx', fm, ['sensor']).map((p) => p.field),
    ).toEqual(['menu_description']);
  });

  it('makes a tutorial the listing checks refuse until its track, level and duration are chosen', () => {
    const [rel] = scaffold({kind: 'tutorial', slug: 'pwm_lights', title: 'PWM lights', root});
    const {text, fm} = read(rel);
    expect(validateFrontMatter('tutorials', rel, fm, []).map((p) => p.field)).toEqual([
      'track',
      'level',
      'duration',
    ]);
    // The prompts name every allowed track and level, as the data file has them.
    for (const value of [...Object.keys(TUTORIAL_TRACKS), ...TUTORIAL_LEVELS])
      expect(text).toContain(value);
    const chosen = {...fm, track: 'hardware', level: 'beginner', duration: 30};
    expect(validateFrontMatter('tutorials', rel, chosen, [])).toEqual([]);
    // The series fields are offered as comments: a lesson outside a series leaves them out.
    expect(text).toMatch(/^# series: sprinkler$/m);
  });

  it('makes a page the content checks refuse until its sections are written', () => {
    const [rel] = scaffold({kind: 'tutorial', slug: 'pwm_lights', title: 'PWM lights', root});
    const {body} = read(rel);
    const text = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/#+ /g, '');
    expect(lintPages([{route: '/tutorials/pwm_lights', text}])[0].message).toMatch(
      /tutorials pages need at least 700/,
    );
  });

  it('takes a block title from its record and a feature title from the features data', () => {
    for (const block of BLOCKS) expect(titleFromData('block', block.id, REPO)).toBe(block.title);
    for (const feature of FEATURES)
      expect(titleFromData('feature', feature.short, REPO)).toBe(feature.title);
  });

  it('asks for the title of any other page rather than guess its spelling from the slug', () => {
    expect(() => scaffold({kind: 'tutorial', slug: 'pwm_lights', root})).toThrow(
      /Give the page's title with --title/,
    );
  });

  it('writes what a block page needs: its components, and a starter project that it draws', () => {
    const created = scaffold({kind: 'block', slug: 'node_timer', root});
    expect(created).toEqual([
      'docs/blocks/node_timer.mdx',
      'docs/blocks/_projects/node_timer-example.tessera.json',
      'docs/blocks/_projects/node_timer-example.scenario.json',
    ]);
    const scenario = JSON.parse(fs.readFileSync(path.join(root, created[2]), 'utf8'));
    expect(scenario).toMatchObject({format: 'tessera-scenario/1'});
    // It checks nothing yet, so the scenario suite refuses it until it is written.
    expect(scenario.scenarios[0].steps).toEqual([]);
    const {fm, text} = read(created[0]);
    expect(fm).toEqual({title: 'Timer', sidebar_label: 'Timer', slug: '/blocks/node_timer/'});
    for (const part of [
      'BlockHeader',
      'BlockPorts',
      'BlockProperties',
      'BlockErrors',
      'BlockRelated',
    ])
      expect(text).toContain(`<${part} id="node_timer" />`);
    expect(text).toContain('<FlowDiagram src="./_projects/node_timer-example.tessera.json" />');
    const project = JSON.parse(fs.readFileSync(path.join(root, created[1]), 'utf8'));
    expect(project.blocks).toEqual([{id: 'timer', type: 'node_timer'}]);
  });

  it.each([
    ['tutorial', 'pwm_lights', 'PWM lights', 'tutorials'],
    ['example', 'pwm-fan-curve', 'PWM fan curve', 'examples'],
  ])(
    'writes a %s page with its own project file, drawn on the page, and a scenario to fill',
    (kind, slug, title, dir) => {
      const created = scaffold({kind, slug, title, root});
      expect(created).toEqual([
        `${dir}/${slug}.mdx`,
        `${dir}/_projects/${slug}.tessera.json`,
        `${dir}/_projects/${slug}.scenario.json`,
      ]);
      const {text} = read(created[0]);
      expect(text).toContain("import FlowDiagram from '@site/src/components/FlowDiagram';");
      expect(text).toContain(`<FlowDiagram src="./_projects/${slug}.tessera.json" />`);
      const project = JSON.parse(fs.readFileSync(path.join(root, created[1]), 'utf8'));
      expect(project.$schema).toBe('../../schemas/project.schema.json');
      expect(validateProject(project, created[1])).toEqual([]);
      // It runs, and shows something when it does.
      const run = createSimulation(project);
      expect(run.ok && run.sim.console().map((l) => l.text)).toEqual(['[log] started']);
      const scenario = JSON.parse(fs.readFileSync(path.join(root, created[2]), 'utf8'));
      expect(scenario.$schema).toBe('../../schemas/scenario.schema.json');
      expect(scenario.scenarios[0].steps).toEqual([]);
      // A second page of the same slug would overwrite the project: refused.
      fs.rmSync(path.join(root, created[0]));
      expect(() => scaffold({kind, slug, title, root})).toThrow(/already exists/);
    },
  );

  it('writes a blog post with its authors, naming the teams of blog/authors.yml', () => {
    fs.mkdirSync(path.join(root, 'blog'));
    fs.copyFileSync(path.join(REPO, 'blog/authors.yml'), path.join(root, 'blog/authors.yml'));
    const [rel] = scaffold({kind: 'blog', slug: 'canvas-tabs', title: 'Canvas tabs', root});
    const {text, fm} = read(rel);
    expect(fm.authors).toBe('team');
    const teams = Object.keys(
      yaml.load(fs.readFileSync(path.join(REPO, 'blog/authors.yml'), 'utf8')) as object,
    );
    expect(text).toContain(`# Who wrote it: a team of blog/authors.yml (${teams.join(', ')})`);
  });

  it('names blog posts by date', () => {
    expect(
      scaffold({kind: 'blog', slug: 'canvas-tabs', title: 'Canvas tabs', root, date: '2026-11-21'}),
    ).toEqual(['blog/2026-11-21-canvas-tabs.mdx']);
  });

  it('says which other files each kind needs', () => {
    // The Features category is built from FEATURES: the writer edits the data, not the sidebar.
    const feature = nextSteps('feature', 'lorawan', ['docs/features/lorawan.mdx']);
    expect(feature).toMatch(
      /src\/data\/features\.ts: the entry in FEATURES whose short is "lorawan"/,
    );
    expect(feature).not.toMatch(/^ {2}- sidebars\.ts/m);
    // A solution is in no industry until SOLUTION_INDUSTRIES lists it (tests/unit/data/solutions.test.ts).
    expect(nextSteps('solution', 'cold_storage', [])).toContain(
      'src/data/solutions.ts: add "cold_storage" to the solutions of its industry in SOLUTION_INDUSTRIES',
    );
    // A block needs its behaviour and its cases, in the files of its record's category.
    const block = nextSteps('block', 'node_timer', [], {root: REPO});
    expect(block).toContain("src/sim/blocks/timers.ts: the block's simulated behaviour");
    expect(block).toContain('src/data/blocks/records/timers.cases.ts: a conformance case');
    expect(nextSteps('tutorial', 'pwm_lights', ['tutorials/pwm_lights.mdx'])).toMatch(
      /tests\/routes\.ts[\s\S]*tags\.yml|tags\.yml[\s\S]*tests\/routes\.ts/,
    );
    expect(nextSteps('doc', 'protocols/lorawan', [])).toMatch(/sidebars\.ts/);
  });

  // The walk-through of issue #39: a new lesson was told to write its description, then the
  // build refused it for its track, level and duration; a block page, whose description is
  // its record's, was told to write one.
  it('names the front-matter fields a scaffold leaves empty, those the build asks for', () => {
    const slugs: Record<string, string> = {
      block: 'node_timer',
      feature: 'lorawan',
      doc: 'protocols/lorawan',
      element: 'smoke_detection',
      solution: 'cold_storage',
      tutorial: 'pwm_fans',
      example: 'pwm-fan-curve',
      blog: 'pwm-fans',
    };
    expect(Object.keys(slugs).sort()).toEqual(Object.keys(KINDS).sort());
    for (const [kind, slug] of Object.entries(slugs)) {
      const [file] = scaffold({
        kind,
        slug,
        title: 'A new page',
        root,
        date: '2026-11-21',
      });
      const empty = [
        ...fs.readFileSync(path.join(root, file!), 'utf8').matchAll(/^(\w+): ''$/gm),
      ].map((m) => m[1]);
      const line = nextSteps(kind, 'x', [file!]).match(
        /^Before it builds: write (.*) in its front matter/m,
      )?.[1];
      expect(line?.split(', ') ?? [], kind).toEqual(empty);
    }
    expect(nextSteps('tutorial', 'x', [])).toContain(
      'write description, track, level, duration in its front matter',
    );
  });

  it('refuses a slug that already exists, by file name or by front-matter slug', () => {
    expect(() =>
      scaffold({kind: 'element', slug: 'temperature_monitoring', title: 'T', root}),
    ).toThrow(
      'element "temperature_monitoring" already exists in elements/: choose another slug or edit that page.',
    );
    scaffold({kind: 'blog', slug: 'canvas-tabs', title: 'Canvas tabs', root, date: '2026-01-01'});
    expect(() =>
      scaffold({kind: 'blog', slug: 'canvas-tabs', title: 'Canvas tabs', root, date: '2026-02-02'}),
    ).toThrow(/already exists in blog\//);
  });

  it('refuses a slug that does not fit the section naming, saying what does', () => {
    expect(() => scaffold({kind: 'element', slug: 'Flood-Detection', root})).toThrow(
      '"Flood-Detection" is not a valid element slug: use lowercase words joined by "_", e.g. flood_detection.',
    );
    expect(() => scaffold({kind: 'example', slug: 'modbus_meter', root})).toThrow(
      /use lowercase words joined by "-"/,
    );
    expect(() => scaffold({kind: 'block', slug: 'node_teleporter', root})).toThrow(
      '"node_teleporter" has no record in src/data/blocks/records/: add the block\'s record first.',
    );
    expect(() => scaffold({kind: 'widget', slug: 'x', root})).toThrow(/Unknown kind "widget"/);
  });
});

/** A fresh root per kind, so that one kind's page does not make another's slug taken. */
const roots = new Map<string, string>();
function rootFor(kind: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-new-${kind}-`));
  fs.cpSync(path.join(root, 'src'), path.join(dir, 'src'), {recursive: true});
  roots.set(kind, dir);
  return dir;
}
function read2(kind: string, rel: string) {
  const text = fs.readFileSync(path.join(roots.get(kind)!, rel), 'utf8');
  return {fm: yaml.load(text.match(/^---\n([\s\S]*?)\n---/)![1]) as Record<string, unknown>};
}

describe('a tutorial series part (--series, --part)', () => {
  /** A copy of the series data and the tutorials' project files. */
  const seriesRoot = () => {
    fs.cpSync(path.join(REPO, 'src/data/tutorials.ts'), path.join(root, 'src/data/tutorials.ts'));
    fs.cpSync(path.join(REPO, 'tutorials/_projects'), path.join(root, 'tutorials/_projects'), {
      recursive: true,
    });
    return root;
  };

  it("reads each series' parts as the data lists them", () => {
    for (const [key, series] of Object.entries(TUTORIAL_SERIES))
      expect(seriesParts(key, REPO)).toEqual(series.parts.map((p) => p.slug));
  });

  it.each(Object.entries(TUTORIAL_SERIES))(
    'starts a new last part of %s from the previous part, keeping its blocks and wires',
    (key, series) => {
      seriesRoot();
      const part = series.parts.length + 1;
      const last = series.parts.at(-1)!.slug;
      const slug = `${last.replace(/\d+$/, '')}${part}`;
      const created = scaffold({
        kind: 'tutorial',
        slug,
        title: 'Next part',
        root,
        series: key,
        part,
      });
      const {fm} = read(created[0]);
      expect(fm).toMatchObject({series: key, part});
      const start = JSON.parse(
        fs.readFileSync(path.join(REPO, 'tutorials/_projects', `${last}.tessera.json`), 'utf8'),
      ) as ProjectFile;
      const starter = JSON.parse(
        fs.readFileSync(path.join(root, created[1]), 'utf8'),
      ) as ProjectFile;
      expect(droppedFromStart(start, starter)).toEqual([]);
      expect(addedBlocks(start, starter)).toEqual([]);
      expect(starter.name).toBe('Next part');
      expect(validateProject(starter, created[1])).toEqual([]);
      // The data comes first: the steps say where the new part goes.
      expect(nextSteps('tutorial', slug, created, {root, series: key, part})).toContain(
        `src/data/tutorials.ts: part ${part} of TUTORIAL_SERIES["${key}"].parts`,
      );
    },
  );

  it('refuses a series or a part the data does not have, saying what it has', () => {
    seriesRoot();
    const parts = TUTORIAL_SERIES.sprinkler.parts;
    const keys = Object.keys(TUTORIAL_SERIES).join(', ');
    const make =
      (series: string, part: number, slug = 'garden1') =>
      () =>
        scaffold({kind: 'tutorial', slug, title: 'Garden', root, series, part});
    expect(make('garden', 1)).toThrow(
      `--series "garden" is not a series of TUTORIAL_SERIES in src/data/tutorials.ts: use one of ${keys}.`,
    );
    expect(make('sprinkler', parts.length + 2)).toThrow(
      `the sprinkler series has ${parts.length} parts; give a part from 1 to ${parts.length}, or ${parts.length + 1} for a new part at the end.`,
    );
    expect(make('sprinkler', 2)).toThrow(
      `Part 2 of the sprinkler series is "${parts[1].slug}" in src/data/tutorials.ts`,
    );
    expect(() =>
      scaffold({kind: 'example', slug: 'x-y', title: 'X', root, series: 'sprinkler', part: 1}),
    ).toThrow('--series and --part are for a tutorial only.');
  });
});

describe("CONTRIBUTING.md's example commands", () => {
  const guide = fs.readFileSync(path.join(REPO, 'CONTRIBUTING.md'), 'utf8');
  const commands = [...guide.matchAll(/`npm run new -- ([^`]+)`/g)]
    .map((m) => m[1])
    .filter((c) => !c.includes('<'));

  it('gives one for every kind but a block, whose id has to be a new record', () => {
    expect(commands.map((c) => c.split(' ')[0]).sort()).toEqual(
      Object.keys(KINDS)
        .filter((k) => k !== 'block')
        .sort(),
    );
  });

  /**
   * Runs one example command on a copy of `site` (the data and the content
   * sections) from which the command's own output is removed: the command is
   * checked against every other page, so a writer who has just followed it
   * (its page and project files exist) does not make it fail.
   */
  function tryCommand(command: string, site: string): string[] {
    const [kind, slug, flag, ...title] = command.split(' ');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-guide-'));
    for (const part of ['src/data', ...Object.values(KINDS).map((k) => k.dir)]) {
      if (fs.existsSync(path.join(site, part)))
        fs.cpSync(path.join(site, part), path.join(dir, part), {recursive: true});
    }
    const spec = KINDS[kind as keyof typeof KINDS];
    if (!spec) return [`${command}: unknown kind ${kind}`];
    const section = path.join(dir, spec.dir);
    for (const name of fs.existsSync(section) ? fs.readdirSync(section) : []) {
      const own =
        name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '') === slug ||
        (/\.mdx?$/.test(name) &&
          new RegExp(`^slug: ['"]?/?${slug}['"]?$`, 'm').test(
            fs.readFileSync(path.join(section, name), 'utf8'),
          ));
      if (own) fs.rmSync(path.join(section, name));
    }
    for (const ext of ['.mdx', '.md'])
      fs.rmSync(path.join(section, `${slug}${ext}`), {force: true});
    for (const ext of ['.tessera.json', '.scenario.json'])
      fs.rmSync(path.join(section, '_projects', `${slug}${ext}`), {force: true});
    if (flag !== '--title') return [`${command}: no --title`];
    try {
      const created = scaffold({
        kind,
        slug,
        title: title.join(' ').replace(/^"|"$/g, ''),
        root: dir,
      });
      return created[0].includes(slug) ? [] : [`${command}: created ${created[0]}`];
    } catch (e) {
      return [`${command}: ${(e as Error).message}`];
    }
  }

  it.each(commands)('npm run new -- %s is accepted on the current site', (command) => {
    expect(tryCommand(command, REPO)).toEqual([]);
  });

  it('are still accepted after a writer has run every one of them', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-followed-'));
    for (const part of ['src/data', ...Object.values(KINDS).map((k) => k.dir)])
      fs.cpSync(path.join(REPO, part), path.join(site, part), {recursive: true});
    for (const command of commands) {
      const [kind, slug, , ...title] = command.split(' ');
      // Already followed in the repository itself: the page is there, as it would be.
      try {
        scaffold({kind, slug, title: title.join(' ').replace(/^"|"$/g, ''), root: site});
      } catch (e) {
        if (!/already exists/.test((e as Error).message)) throw e;
      }
    }
    expect(commands.flatMap((command) => tryCommand(command, site))).toEqual([]);
    // Eight copies of the content sections: slow on a loaded 2-core machine.
  }, 180_000);
});
