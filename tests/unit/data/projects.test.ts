import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import schema from '../../../schemas/project.schema.json';
import {drawingProblems, validateProject} from '../../../src/data/projects/validate';
import {layoutProject} from '../../../src/data/projects/layout';
import {countCrossings} from '../../../src/data/projects/crossings';
import {projectSources} from '../../../src/plugins/remark-flow-diagram';
import type {ProjectFile} from '../../../src/data/projects/types';

const ROOT = path.join(__dirname, '../../..');
const CONTENT = ['docs', 'blog', 'elements', 'solutions', 'examples', 'tutorials', 'src/pages'];

function walk(dir: string, match: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, match) : match.test(e.name) ? [full] : [];
  });
}

const projectFiles = CONTENT.flatMap((d) => walk(path.join(ROOT, d), /\.tessera\.json$/));
const pages = CONTENT.flatMap((d) => walk(path.join(ROOT, d), /\.mdx?$/));
const validateSchema = new Ajv2020({allErrors: true}).compile(schema);
const load = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectFile;

describe('project files: every one in the repo is valid and drawn on a page', () => {
  it('finds the project files', () => {
    expect(projectFiles.length).toBeGreaterThan(0);
  });

  for (const file of projectFiles) {
    const rel = path.relative(ROOT, file);
    it(`${rel} matches the schema and the block catalogue, and lays out`, () => {
      const project = load(file);
      const schemaErrors = validateSchema(project)
        ? []
        : (validateSchema.errors ?? []).map((e) => {
            const extra = (e.params as {additionalProperty?: string}).additionalProperty;
            return `${rel}: ${e.instancePath || 'the top level'} ${e.message}${extra ? ` ("${extra}")` : ''}`;
          });
      expect(schemaErrors, 'fix these against schemas/project.schema.json').toEqual([]);
      expect(
        [...validateProject(project, rel), ...drawingProblems(project, rel)],
        'fix these against the block records in src/data/blocks/records/',
      ).toEqual([]);
      const layout = layoutProject(project);
      expect(layout.nodes).toHaveLength(project.blocks.length);
      expect(layout.edges).toHaveLength(project.wires.length);
    });
  }

  it('every <FlowDiagram src> on a page names a file that exists, and every project file is drawn somewhere', () => {
    const drawn = new Set<string>();
    for (const page of pages) {
      for (const src of projectSources(fs.readFileSync(page, 'utf8'))) {
        const target = path.resolve(path.dirname(page), src);
        expect(
          fs.existsSync(target),
          `${path.relative(ROOT, page)} draws ${src}, which does not exist: the path is relative to the page`,
        ).toBe(true);
        drawn.add(target);
      }
    }
    expect(
      projectFiles.filter((f) => !drawn.has(f)).map((f) => path.relative(ROOT, f)),
      'these project files are drawn on no page: draw each with <FlowDiagram src="…" /> or delete it',
    ).toEqual([]);
  });
});

describe('the validator fails on a broken project (tests/fixtures/broken.tessera.json)', () => {
  it('reports each problem, naming the file', () => {
    const problems = validateProject(
      load(path.join(ROOT, 'tests/fixtures/broken.tessera.json')),
      'broken.tessera.json',
    );
    expect(problems).toEqual([
      'broken.tessera.json: block "tick" property "interval" is 10: below the minimum 50',
      'broken.tessera.json: block "tick" (node_timer) has no property "colour"; it has interval, start_with_project, first_tick, max_ticks, name',
      'broken.tessera.json: block "ghost" has unknown type "node_teleporter"',
      'broken.tessera.json: block "lamp" property "relay" is "one": not a whole number',
      'broken.tessera.json: block "door" (node_wiegand) does not run on bp-01',
      'broken.tessera.json: wire to "lamp.flash": node_relay has no input "flash"; its inputs are on, off, pulse',
      'broken.tessera.json: wire from "lamp.on": "on" is an input of node_relay; wires run from an output to an input',
      'broken.tessera.json: wire to "nowhere.in" names no block "nowhere"',
    ]);
  });

  it('rejects a wire between incompatible types', () => {
    const project: ProjectFile = {
      format: 'tessera-project/1',
      name: 'Types',
      blocks: [
        {id: 'probe', type: 'node_onewire', properties: {rom_id: '28-0316a2793c2f'}},
        {id: 'lamp', type: 'node_relay'},
      ],
      wires: [{from: 'probe.error', to: 'lamp.pulse'}],
    };
    expect(validateProject(project, 'x')).toEqual([
      'x: wire probe.error->lamp.pulse connects a string output to an integer input',
    ]);
  });
});

describe('a drawn project may not have two blocks with one title', () => {
  const logs = (labels: (string | undefined)[]): ProjectFile => ({
    format: 'tessera-project/1',
    name: 'Titles',
    blocks: [
      {id: 'probe', type: 'node_onewire', properties: {rom_id: '28-0316a2793c2f'}},
      ...labels.map((label, i) => ({id: `log_${i}`, type: 'node_log', ...(label ? {label} : {})})),
    ],
    wires: [],
  });

  it('names the file, the blocks and the title they share', () => {
    expect(drawingProblems(logs([undefined, undefined, 'Log fault']), 'x.tessera.json')).toEqual([
      'x.tessera.json: blocks "log_0", "log_1" are all titled "Log": give each a "label" that says what it does there',
    ]);
    expect(drawingProblems(logs(['Log fault', 'Log fault']), 'x.tessera.json')).toEqual([
      'x.tessera.json: blocks "log_0", "log_1" are all titled "Log fault": give each a "label" that says what it does there',
    ]);
  });

  it('accepts blocks of one type with labels of their own, and one block left with its type’s title', () => {
    expect(drawingProblems(logs([undefined, 'Log fault', 'Log reading']), 'x')).toEqual([]);
    // The simulator runs it all the same, as Studio does.
    expect(validateProject(logs([undefined, undefined]), 'x')).toEqual([]);
  });
});

describe('the layout keeps wires from crossing', () => {
  it('counts the crossings of a drawn graph: an X is one, parallel wires none, a shared port none', () => {
    const wire = (from: string, to: string, y1: number, y2: number) => ({
      from,
      to,
      path: `M0 ${y1} C50 ${y1} 50 ${y2} 100 ${y2}`,
    });
    expect(countCrossings({edges: [wire('a.x', 'b.x', 0, 100), wire('a.y', 'b.y', 100, 0)]})).toBe(
      1,
    );
    expect(countCrossings({edges: [wire('a.x', 'b.x', 0, 50), wire('a.y', 'b.y', 20, 70)]})).toBe(
      0,
    );
    expect(countCrossings({edges: [wire('a.x', 'b.x', 0, 100), wire('a.x', 'c.x', 0, -50)]})).toBe(
      0,
    );
  });

  it('orders a block’s ports by where their wires go: a threshold’s two outputs to a relay’s on and off do not cross', () => {
    // The threshold's outputs are high, then normal; the relay's inputs on, then off. Wired
    // high → off and normal → on, ports in the records' order would cross.
    const project: ProjectFile = {
      format: 'tessera-project/1',
      name: 'Crossed',
      blocks: [
        {id: 'limits', type: 'node_threshold', properties: {high_limit: 28, normal_limit: 26}},
        {id: 'fan', type: 'node_relay', properties: {relay: 1}},
      ],
      wires: [
        {from: 'limits.high', to: 'fan.off'},
        {from: 'limits.normal', to: 'fan.on'},
      ],
    };
    expect(validateProject(project, 'x')).toEqual([]);
    expect(countCrossings(layoutProject(project))).toBe(0);
  });

  it('crosses fewer wires over all the project files than one dagre layout with the ports in record order (1063)', () => {
    const total = projectFiles.reduce((n, f) => n + countCrossings(layoutProject(load(f))), 0);
    expect(total).toBeLessThan(500);
    // Every file laid out four times: seconds on a loaded machine.
  }, 180_000);
});

describe('which project files a page draws', () => {
  it('counts a FlowDiagram in the page, not one shown in a code fence or named in a comment', () => {
    const mdx = [
      '<FlowDiagram src="./_projects/a.tessera.json" />',
      '```mdx',
      '<FlowDiagram src="./_projects/b.tessera.json" />',
      '```',
      '{/* Draw it: <FlowDiagram src="./_projects/c.tessera.json" /> */}',
    ].join('\n');
    expect(projectSources(mdx)).toEqual(['./_projects/a.tessera.json']);
  });
});
