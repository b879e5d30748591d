/**
 * A "press **Run**" step asks only for controls the Run panel has for the
 * page's project (issue #37). The controls come from the simulator itself
 * (`sim.inputs()`, built by src/sim/inputs.ts), exactly as the panel lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ProjectFile} from '../../../src/data/projects/types';
import {projectSources} from '../../../src/plugins/remark-flow-diagram';
import {createSimulation, type InputControl} from '../../../src/sim';
import {FOLLOWED} from '../../e2e/run-panel-followed';
import {
  describeProblem,
  runPassages,
  runStepProblems,
  stepsNotFollowed,
  type Page,
} from './run-panel-steps';
import {ROOT, checkedFiles, contentPages} from './content';

/** Every control the panel shows for a project file. */
function controlsOf(project: unknown): InputControl[] {
  const run = createSimulation(project as ProjectFile);
  if (!run.ok) throw new Error(run.errors.join('\n'));
  return run.sim.inputs();
}

/** The controls of every project a page draws, or null when it draws none. */
function pageControls(file: string, text: string): InputControl[] | null {
  const sources = projectSources(text);
  if (!sources.length) return null;
  return sources.flatMap((src) =>
    controlsOf(JSON.parse(fs.readFileSync(path.join(path.dirname(file), src), 'utf8'))),
  );
}

const PAGES = contentPages();

const fixture = (text: string): Page => ({file: 'examples/fixture.mdx', text});
/** A door contact: no 1-Wire sensor, no network. */
const DOOR = controlsOf({
  format: 'tessera-project/1',
  name: 'Door',
  blocks: [{id: 'door', type: 'node_digital_in', properties: {channel: 1}}],
  wires: [],
});

describe('Run panel steps', () => {
  it('ask only for controls the Run panel has for the page’s project', () => {
    const problems = PAGES.flatMap((p) =>
      runStepProblems(p, pageControls(path.join(ROOT, p.file), p.text)),
    );
    expect(problems.map(describeProblem)).toEqual([]);
    // Every page's projects run in the simulator once: slow beside a build on two cores.
  }, 120_000);

  it('flags a step that asks for humidity, a CRC fault or a broker cut the project cannot give', () => {
    const page = fixture(
      [
        '## The graph',
        '',
        'Press **Run** and set the air to 91 % RH.',
        'Give the probe a CRC error.',
        '',
        '## What you should see',
        '',
        'Cut the broker: 60 s later the Console shows `[log] broker lost`.',
      ].join('\n'),
    );
    const problems = runStepProblems(page, DOOR).map(describeProblem);
    expect(problems, problems.join('\n')).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^examples\/fixture\.mdx:3: "91 % RH" asks the reader for a humidity/,
    );
    expect(problems[0]).toMatch(/rom_id/);
    expect(problems[1]).toMatch(/^examples\/fixture\.mdx:4: "CRC error" asks .* 1-Wire fault/);
    expect(problems[2]).toMatch(/^examples\/fixture\.mdx:8: "Cut the broker".*MQTT broker/);
  });

  it('reads no step inside <OnDevice>, in code or outside a Run passage', () => {
    const page = fixture(
      [
        'Cut the broker on a bench to see it reconnect.',
        '',
        'Press **Run** under the graph.',
        '',
        '<OnDevice>',
        'Cut the broker: the Console shows `[log] broker lost`.',
        '</OnDevice>',
        '',
        'The log reads `set 91 % RH`.',
      ].join('\n'),
    );
    expect(runStepProblems(page, DOOR)).toEqual([]);
    expect(runPassages(page.text)).toEqual([{from: 3, to: 9}]);
  });

  it('asks for a project to run when a page has Run steps and no diagram', () => {
    expect(runStepProblems(fixture('Press **Run** under the graph.'), null)[0].message).toMatch(
      /draws no project/,
    );
  });

  it('in a series part, are followed by the Run panel e2e test or inside <OnDevice>', () => {
    const parts = PAGES.filter((p) => /^series:/m.test(p.text) || Object.hasOwn(FOLLOWED, p.file));
    // npm run check on a page outside the series reads no part: nothing to follow there.
    if (checkedFiles() === null) expect(parts.length).toBeGreaterThan(0);
    const problems = parts.flatMap((p) => stepsNotFollowed(p, FOLLOWED[p.file] ?? []));
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('flags a run step the e2e test skips, and a followed step the page does not have', () => {
    const page = fixture(
      [
        '1. Drag a Relay onto the canvas. You should see its `on` input.',
        '2. Press **Run** under the graph. You should see `[sim] relay 1 on`.',
        '3. Deploy, and open the door.',
        '',
        '   <OnDevice>',
        '',
        '   You should hear the buzzer.',
        '',
        '   </OnDevice>',
        '',
        '4. Type `24817`. You should see `[log] access granted`.',
      ].join('\n'),
    );
    const problems = stepsNotFollowed(page, [2, 3]).map(describeProblem);
    expect(problems, problems.join('\n')).toHaveLength(2);
    expect(problems[0]).toBe(
      'examples/fixture.mdx:11: step 4 says what a run shows ("You should see `[log] access granted`."), but tests/e2e/run-panel-steps.spec.ts does not follow it in the Run panel. Fix: do the step there through the panel\u2019s controls and add 4 to examples/fixture.mdx in tests/e2e/run-panel-followed.ts, or wrap what only a device shows in <OnDevice>…</OnDevice>.'.replace(
        '\u2019',
        "'",
      ),
    );
    expect(problems[1]).toMatch(
      /^examples\/fixture\.mdx:3: .* follows step 3, but the page has no step 3 that says "you should see" outside <OnDevice>/,
    );
  });
});
