import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dependsOn, resetDependencies} from '../../../src/plugins/mdx-dependencies';
// The loader is CommonJS, as the bundler loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../src/plugins/mdx-dependencies/loader.cjs') as (
  this: unknown,
  source: string,
  map: unknown,
) => void;

describe('the files a page read become its dependencies', () => {
  it('declares a file as a dependency and a folder as a context dependency (new files count)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-deps-'));
    const file = path.join(dir, 'a.tessera.json');
    fs.writeFileSync(file, '{}');
    const page = path.join(dir, 'page.mdx');
    dependsOn(page, [file, dir]);
    const files: string[] = [];
    const folders: string[] = [];
    let output: unknown;
    loader.call(
      {
        resourcePath: page,
        addDependency: (f: string) => files.push(f),
        addContextDependency: (f: string) => folders.push(f),
        callback: (_error: unknown, source: string) => (output = source),
      },
      'compiled page',
      undefined,
    );
    expect(files).toEqual([file]);
    expect(folders).toEqual([dir]);
    expect(output).toBe('compiled page');
    resetDependencies(page);
  });
});
