/**
 * The pictures of Studio and of the web dashboard show what the site's data
 * and the simulator say: the widget types are the blocks' own options, and the
 * wires, console lines and values drawn are those of the project file and its
 * scenario (docs/webdashboard/_projects/tank-room-tab.*).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {blockById} from '../../../src/data/blocks';
import {DASHBOARD_ITEM_TYPES, DASHBOARD_PICTURE} from '../../../src/data/dashboard';
import type {ProjectFile} from '../../../src/data/projects/types';
import {STUDIO_PICTURE} from '../../../src/data/studio';

const PROJECTS = path.join(__dirname, '../../../docs/webdashboard/_projects');
const read = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(PROJECTS, file), 'utf8')) as T;

interface Step {
  expect?: {console?: string; state?: string; is?: {text?: string}};
}
const scenarioSteps = (project: string): Step[] =>
  read<{scenarios: {steps: Step[]}[]}>(
    project.replace('.tessera.json', '.scenario.json'),
  ).scenarios.flatMap((s) => s.steps);

describe('the dashboard widget types (src/data/dashboard.ts)', () => {
  it('are the options of the Dashboard widget and Dashboard command blocks, each once', () => {
    for (const [block, property] of [
      ['node_dashboard_widget', 'widget'],
      ['node_dashboard_command', 'control'],
    ] as const) {
      const options = blockById(block)?.properties.find((p) => p.name === property)?.options;
      expect(options, `${block}.${property}`).toBeDefined();
      const listed = DASHBOARD_ITEM_TYPES.filter((t) => t.block === block).map((t) => t.type);
      expect(listed).toEqual([...options!]);
    }
  });
});

describe('the picture of Studio (src/data/studio.ts)', () => {
  const project = read<ProjectFile>(STUDIO_PICTURE.project);
  it('selects a block of its project and shows Debug values on wires the project has', () => {
    expect(project.blocks.map((b) => b.id)).toContain(STUDIO_PICTURE.selected);
    const wires = project.wires.map((w) => `${w.from} → ${w.to}`);
    for (const d of STUDIO_PICTURE.debug) expect(wires).toContain(d.wire);
  });

  it('shows only Console lines the project’s scenario expects', () => {
    const lines = scenarioSteps(STUDIO_PICTURE.project).flatMap((s) => s.expect?.console ?? []);
    for (const line of STUDIO_PICTURE.console) expect(lines).toContain(line);
  });
});

describe('the picture of the web dashboard (src/data/dashboard.ts)', () => {
  const project = read<ProjectFile>(DASHBOARD_PICTURE.project);
  const items = project.blocks.filter((b) => b.type.startsWith('node_dashboard_'));

  it('gives a value to every widget and control of its project, and a chart its points', () => {
    for (const b of items) {
      if (b.properties?.widget === 'chart')
        expect(DASHBOARD_PICTURE.charts[b.id]?.length, b.id).toBeGreaterThan(1);
      else expect(Object.keys(DASHBOARD_PICTURE.values), b.id).toContain(b.id);
    }
    expect(Object.keys(DASHBOARD_PICTURE.values).sort()).toEqual(
      items
        .filter((b) => b.properties?.widget !== 'chart')
        .map((b) => b.id)
        .sort(),
    );
  });

  it('shows the values the scenario checks, as the widget formats them', () => {
    const states = scenarioSteps(DASHBOARD_PICTURE.project).flatMap((s) =>
      s.expect?.state && s.expect.is?.text ? [[s.expect.state, s.expect.is.text]] : [],
    );
    const shown = (id: string) => {
      const v = DASHBOARD_PICTURE.values[id];
      const p = items.find((b) => b.id === id)!.properties ?? {};
      if (typeof v === 'boolean') return v ? 'on' : 'off';
      if (typeof v === 'number')
        return `${v.toFixed(Number(p.decimals ?? 1))}${p.unit ? ` ${p.unit}` : ''}`;
      return v;
    };
    const checked = Object.keys(DASHBOARD_PICTURE.values).filter((id) =>
      states.some(
        ([s]) => s === id && items.find((b) => b.id === id)?.type === 'node_dashboard_widget',
      ),
    );
    expect(checked.length).toBeGreaterThan(0);
    for (const id of checked)
      expect(
        states.filter(([s]) => s === id).map(([, t]) => t),
        id,
      ).toContain(shown(id));
  });
});
