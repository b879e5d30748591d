import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadProject} from '../../../src/plugins/remark-flow-diagram';
import {runOptions} from '../../../src/plugins/run-options';

// Issue #39: a trailing comma in a scenario file made the page that draws its project
// the culprit, with V8's bare "at position N". The message names the file, line and column.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-json-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function write(name: string, text: string): string {
  const file = path.join(dir, 'examples', '_projects', name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return file;
}

describe('a JSON file the pages read that is not JSON', () => {
  it('a scenario file names itself, its line and column', () => {
    const project = write('fan.tessera.json', '{}');
    write(
      'fan.scenario.json',
      '{\n  "scenarios": [\n    {"name": "Cold start", "steps": []},\n  ]\n}\n',
    );
    expect(() => runOptions(project, dir)).toThrow(
      /^examples\/_projects\/fan\.scenario\.json:4:3: not valid JSON: /,
    );
  });

  it('a project file names itself, its line and column', () => {
    const project = write('pump.tessera.json', '{\n  "name": "Pump",\n}\n');
    expect(() => loadProject(project, dir)).toThrow(
      /^examples\/_projects\/pump\.tessera\.json:3:1: not valid JSON: /,
    );
  });
});
