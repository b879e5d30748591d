import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ALSO_TOUCH, requirement} from '../../../scripts/also-touch.mjs';
import {KINDS} from '../../../scripts/new.mjs';

/**
 * The "also touch" list npm run new prints is the one the checks enforce:
 * every requirement names where it is checked, and a test that quotes a
 * requirement in its failure message quotes an entry that names that test.
 */
const ROOT = path.join(__dirname, '../../..');

describe('scripts/also-touch.mjs', () => {
  it('covers every kind of page, and each requirement names a check that exists', () => {
    expect(Object.keys(KINDS).filter((k) => !ALSO_TOUCH[k])).toEqual([]);
    const problems = Object.entries(ALSO_TOUCH).flatMap(([kind, list]) =>
      list
        .filter((r) => r.check !== 'npm run build' && !fs.existsSync(path.join(ROOT, r.check)))
        .map((r) => `${kind}.${r.id}: check ${r.check} does not exist`),
    );
    expect(problems).toEqual([]);
  });

  it('is quoted only by the tests its entries name', () => {
    const tests = fs
      .readdirSync(path.join(ROOT, 'tests'), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.(test|spec)\.ts$/.test(f) && !f.endsWith('also-touch.test.ts'));
    const problems: string[] = [];
    let quoted = 0;
    for (const file of tests) {
      const text = fs.readFileSync(path.join(ROOT, 'tests', file), 'utf8');
      for (const [, kind, id] of text.matchAll(/requirement\('([\w-]+)', '([\w-]+)'/g)) {
        quoted++;
        const entry = ALSO_TOUCH[kind]?.find((r) => r.id === id);
        if (!entry) problems.push(`tests/${file} quotes ${kind}.${id}, which is not in the list`);
        else if (entry.check !== `tests/${file}`)
          problems.push(`tests/${file} quotes ${kind}.${id}, whose check is ${entry.check}`);
      }
    }
    expect(problems).toEqual([]);
    expect(quoted).toBeGreaterThan(0);
  });

  it('fills in the slug and the category', () => {
    expect(requirement('block', 'cases', {slug: 'node_x', category: 'timers'})).toMatch(
      /^src\/data\/blocks\/records\/timers\.cases\.ts: /,
    );
    expect(() => requirement('block', 'nothing', {})).toThrow('ALSO_TOUCH has no requirement');
  });
});
