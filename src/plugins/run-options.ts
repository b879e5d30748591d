/**
 * Where a project's Run button starts, read from the scenario file beside it.
 * Its own module, free of the remark plugin's imports, so scripts/perf/sim.mjs
 * starts each project as its page does.
 */
import fs from 'node:fs';
import type {LaidOutProject} from '../data/projects/types';
import {readJsonFile} from './json-file';

/**
 * The Run button's start: the first scenario's time, zone and settings, so the
 * page's run begins where its prose does (the scenario suite checks that file).
 */
export function runOptions(
  projectFile: string,
  siteDir: string = process.cwd(),
): LaidOutProject['run'] {
  const scenarioFile = projectFile.replace(/\.tessera\.json$/, '.scenario.json');
  if (!fs.existsSync(scenarioFile)) return undefined;
  const first = (
    readJsonFile(scenarioFile, siteDir) as {
      scenarios?: NonNullable<LaidOutProject['run']>[];
    }
  ).scenarios?.[0];
  if (!first) return undefined;
  const {start, timeZone, deviceName, settings} = first;
  const run = Object.fromEntries(
    Object.entries({start, timeZone, deviceName, settings}).filter(([, v]) => v !== undefined),
  );
  return Object.keys(run).length ? run : undefined;
}
