import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ISOLATED} from '../../../vitest.config.mjs';

const root = path.resolve(__dirname, '../../..');

/** Every test file under tests/unit, relative to the repository. */
const testFiles = (): string[] =>
  fs
    .readdirSync(path.join(root, 'tests/unit'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('tests/unit', file));

describe('unit tests that replace modules run in a module graph of their own', () => {
  // Files that share a graph (isolate: false in vitest.config.mts) would see one file's mock
  // or stubbed variable in the next file's imports.
  const replacing = testFiles()
    .filter((file) =>
      /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      ),
    )
    .sort();

  it('lists every file that calls vi.mock, vi.doMock, vi.stubEnv or vi.stubGlobal', () => {
    expect(replacing.length).toBeGreaterThan(0);
    expect([...ISOLATED].sort()).toEqual(replacing);
  });
});
