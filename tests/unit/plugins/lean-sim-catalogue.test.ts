import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BLOCKS} from '../../../src/data/blocks';

/* eslint-disable @typescript-eslint/no-require-imports */
const {leanRecord} = require('../../../src/perf/lean-sim-catalogue/lean.cjs') as {
  leanRecord: (r: unknown) => Record<string, unknown>;
};
const catalogueLoader = require('../../../src/perf/lean-sim-catalogue/catalogue-loader.cjs') as (
  source: string,
) => string;
/* eslint-enable @typescript-eslint/no-require-imports */

const CATALOGUE = path.join(__dirname, '../../../src/data/blocks/index.ts');

describe('lean-sim-catalogue', () => {
  it('keeps what a project file may use and drops the prose of every record', () => {
    for (const r of BLOCKS) {
      const lean = leanRecord(r);
      expect(Object.keys(lean).sort()).toEqual([
        'category',
        'errors',
        'id',
        'inputs',
        'outputs',
        'properties',
        'requires',
        'since',
        'title',
      ]);
      expect(lean.inputs).toEqual(r.inputs.map(({name, kind, type}) => ({name, kind, type})));
      expect(lean.outputs).toEqual(r.outputs.map(({name, kind, type}) => ({name, kind, type})));
      expect(lean.properties).toEqual(r.properties.map(({description: _, ...p}) => p));
      expect(lean.errors).toEqual(r.errors.map(({message}) => ({message})));
      const text = JSON.stringify(lean);
      for (const prose of [r.summary, ...r.properties.map((p) => p.description)])
        expect(text).not.toContain(JSON.stringify(prose));
    }
  });

  it('points every record import of the block catalogue at its lean copy', () => {
    const source = fs.readFileSync(CATALOGUE, 'utf8');
    const out = catalogueLoader(source);
    const imports = [...source.matchAll(/from '\.\/records\/([a-z]+)'/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const name of imports) expect(out).toContain(`from './records/${name}?lean'`);
    expect(out).not.toMatch(/from '\.\/records\/[a-z]+'/);
  });

  it('fails on a catalogue that imports no records, instead of shipping the prose', () => {
    expect(() => catalogueLoader('export const BLOCKS = [];\n')).toThrow(/no record import/);
  });
});
