import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import schema from '../../../schemas/scenario.schema.json';
import {createSimulation, runScenario, type ScenarioFile} from '../../../src/sim';
import {checkedFiles, checkedProjectFiles} from '../data/content';

const ROOT = path.join(__dirname, '../../..');

const only = checkedFiles();
const files = checkedProjectFiles(/\.scenario\.json$/);
const validate = new Ajv2020({allErrors: true}).compile(schema);

describe('every scenario in the repository holds', () => {
  // Not with `npm run check`, whose pages may have no scenario.
  if (!only)
    it('finds the scenario files', () => {
      expect(files.length).toBeGreaterThan(0);
    });

  for (const file of files) {
    const rel = path.relative(ROOT, file);
    const projectFile = file.replace(/\.scenario\.json$/, '.tessera.json');
    // A file that is not JSON fails its own test, named by the file, instead of
    // stopping the whole suite before it has collected a test (issue #39).
    let data: ScenarioFile;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8')) as ScenarioFile;
    } catch (error) {
      it(`${rel} is JSON`, () => {
        throw new Error(`${rel} is not valid JSON: ${(error as Error).message}`);
      });
      continue;
    }
    describe(rel, () => {
      it('matches the schema and sits beside its project', () => {
        expect(validate(data) ? [] : validate.errors).toEqual([]);
        expect(fs.existsSync(projectFile), `${path.relative(ROOT, projectFile)} exists`).toBe(true);
      });
      if (!fs.existsSync(projectFile)) return;
      const project = JSON.parse(fs.readFileSync(projectFile, 'utf8')) as unknown;
      it('checks something in every scenario', () => {
        const empty = (data.scenarios ?? [])
          .filter((sc) => !sc.steps.some((step) => 'expect' in step))
          .map((sc) => `"${sc.name}" has no expect step: add what the page says you should see`);
        expect(empty).toEqual([]);
      });
      for (const scenario of data.scenarios ?? []) {
        it(scenario.name, () => {
          const {failures} = runScenario(project, scenario);
          const report = failures.map(
            (f) =>
              `${rel} › ${f.scenario} › ${f.step < 0 ? 'start' : `step ${f.step + 1} ${JSON.stringify(scenario.steps[f.step])}`}\n  ${f.message}`,
          );
          expect(report, report.join('\n\n')).toEqual([]);
        });
      }
    });
  }
});

// Six hours cover every schedule in the repository's graphs but the daily ones, which scenarios cover.
describe('every project file in the repository runs six hours in the simulator', () => {
  // With `npm run check`, the named pages' projects only (checkedProjectFiles).
  const projects = checkedProjectFiles(/\.tessera\.json$/);
  if (!only)
    it('finds the project files', () => {
      expect(projects.length).toBeGreaterThan(0);
    });
  it('checks each one with a scenario beside it: what its page says it does', () => {
    const missing = projects
      .filter((f) => !fs.existsSync(f.replace(/\.tessera\.json$/, '.scenario.json')))
      .map(
        (f) =>
          `${path.relative(ROOT, f)} has no ${path.basename(f, '.tessera.json')}.scenario.json`,
      );
    expect(missing).toEqual([]);
  });
  for (const file of projects) {
    const rel = path.relative(ROOT, file);
    it(
      `${rel} starts and runs 6 h with no behaviour failing and no runaway loop`,
      {timeout: 60000},
      () => {
        const run = createSimulation(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, {
          start: '2026-10-20T00:00:00',
          timeZone: 'Europe/Amsterdam',
        });
        expect(run.ok ? [] : run.errors).toEqual([]);
        if (!run.ok) return;
        run.sim.advance(6 * 3600 * 1000);
        const broken = run.sim
          .console()
          .filter((l) => /^\[sim\] (block .* stopped|loop stopped)/.test(l.text))
          .map((l) => `${l.at} ${l.text}`);
        expect(broken).toEqual([]);
      },
    );
  }
});
