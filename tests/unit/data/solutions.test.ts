import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOLUTION_INDUSTRIES} from '../../../src/data/solutions';

const DIR = path.join(__dirname, '../../../solutions');
const slugs = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => /^slug: (\S+)$/m.exec(fs.readFileSync(path.join(DIR, f), 'utf8'))?.[1] ?? f);

describe('solutions are grouped by industry', () => {
  it('puts every solution page in exactly one industry, and names no missing page', () => {
    const listed = SOLUTION_INDUSTRIES.flatMap((i) => i.solutions);
    expect([...listed].sort()).toEqual([...slugs].sort());
  });
});
