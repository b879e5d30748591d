/// <reference types="vite/client" />
/**
 * The block records' promises, kept: runs every conformance case in
 * src/data/blocks/records/<category>.cases.ts on the simulator, and, for the
 * categories listed in CASES_DONE, fails for any record sentence that no case
 * covers and no entry lists as not about behaviour.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BLOCKS, BLOCK_CATEGORIES} from '../../../src/data/blocks';
import {CASES_DONE, type BlockCases} from '../../../src/data/blocks/cases';
import type {BlockId} from '../../../src/sim/blocks/types';
import {createSimulation, runScenario} from '../../../src/sim';
import {buildCase, fields, sentences, withRefusals} from './conformance';

const ROOT = path.join(__dirname, '../../..');
const RECORDS = 'src/data/blocks/records';
const modules = import.meta.glob<{cases: Record<string, BlockCases<BlockId>>}>(
  '../../../src/data/blocks/records/*.cases.ts',
  {eager: true},
);
const byCategory = new Map(
  Object.entries(modules).map(([file, m]) => [path.basename(file, '.cases.ts'), m.cases]),
);
const fileOf = (category: string) => `${RECORDS}/${category}.cases.ts`;

describe('conformance cases: the simulator keeps what the block records say', () => {
  it('has a cases file for every category listed as done, and only for real categories', () => {
    const categories = Object.keys(BLOCK_CATEGORIES);
    const problems = [
      ...CASES_DONE.filter((c) => !byCategory.has(c)).map(
        (c) => `${c} is listed as done in CASES_DONE but ${fileOf(c)} does not exist`,
      ),
      ...[...byCategory.keys()]
        .filter((c) => !categories.includes(c))
        .map((c) => `${fileOf(c)}: "${c}" is not a block category`),
      // Every category is done (issue #35): a new one starts with its cases.
      ...categories
        .filter((c) => !(CASES_DONE as readonly string[]).includes(c))
        .map(
          (c) =>
            `the ${c} category is not in CASES_DONE (src/data/blocks/cases.ts): write ${fileOf(c)} so that each sentence of its records has a case or a reason, then list it`,
        ),
    ];
    expect(problems).toEqual([]);
  });

  for (const [category, cases] of byCategory) {
    describe(fileOf(category), () => {
      it('names only blocks of its category, and quotes each sentence it covers', () => {
        const problems: string[] = [];
        for (const [id, entry] of Object.entries(cases)) {
          const record = BLOCKS.find((b) => b.id === id);
          if (!record || record.category !== category) {
            problems.push(`${id} is not a block of the ${category} category`);
            continue;
          }
          const text = new Map(fields(record).map((f) => [f.key, f.text]));
          const quoted = [
            ...entry.cases.flatMap((c) => c.covers.map((s) => ({s, where: `case "${c.name}"`}))),
            ...(entry.notBehaviour ?? []).map((n) => ({s: n.sentence, where: 'notBehaviour'})),
          ];
          for (const {s, where} of quoted) {
            const [field, phrase] = s;
            const t = text.get(field);
            if (t === undefined)
              problems.push(`${id}.${field} (${where}): the record has no such field`);
            else if (!t.includes(phrase))
              problems.push(
                `${id}.${field} (${where}): "${phrase}" is no longer in the record, which says "${t}". The sentence changed: check the case still holds and quote the new text.`,
              );
          }
          for (const c of entry.cases) {
            if (!c.refused && !(c.steps ?? []).some((step) => 'expect' in step))
              problems.push(`${id}, case "${c.name}": has no expect step and no refused text`);
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });

      for (const [id, entry] of Object.entries(cases)) {
        const record = BLOCKS.find((b) => b.id === id);
        if (!record) continue;
        for (const c of entry.cases) {
          it(`${id}: ${c.name}`, () => {
            const {project, scenario, refusals} = buildCase(record, c);
            if (c.refused) {
              const run = createSimulation(project, {settings: scenario.settings});
              const errors = run.ok ? [] : run.errors;
              expect(
                errors.some((e) => e.includes(c.refused!)),
                `expected the project to be refused with "${c.refused}"; ${run.ok ? 'it started' : `the errors were:\n  ${errors.join('\n  ')}`}`,
              ).toBe(true);
              return;
            }
            const failures = withRefusals(runScenario(project, scenario).failures, refusals);
            const report = failures.map(
              (f) =>
                `${id} › ${c.name} › ${f.step < 0 ? 'start' : `step ${f.step + 1} ${JSON.stringify(c.steps?.[f.step])}`}\n  ${f.message}`,
            );
            expect(report, report.join('\n\n')).toEqual([]);
          });
        }
      }
    });
  }

  for (const category of CASES_DONE) {
    it(`every sentence about behaviour in ${RECORDS}/${category}.ts has a case`, () => {
      const cases = byCategory.get(category) ?? {};
      const missing: string[] = [];
      for (const record of BLOCKS.filter((b) => b.category === category)) {
        const entry = cases[record.id];
        const quoted = [
          ...(entry?.cases ?? []).flatMap((c) => c.covers),
          ...(entry?.notBehaviour ?? []).map((n) => n.sentence),
        ];
        for (const field of fields(record)) {
          for (const sentence of sentences(field)) {
            const covered = quoted.some(
              ([f, phrase]) => f === field.key && sentence.includes(phrase),
            );
            if (!covered)
              missing.push(
                `${record.id}.${field.key}: "${sentence}"\n    has no case. In ${fileOf(category)}, under ${record.id}, add a case whose covers holds ['${field.key}', '<a phrase of this sentence>'], or list it under notBehaviour with the reason it promises nothing the simulator shows.`,
              );
          }
        }
      }
      expect(missing, `${missing.length} sentences have no case:\n${missing.join('\n')}`).toEqual(
        [],
      );
    });
  }

  it('is never imported by the site: nothing in src/ imports a cases file', () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory()
          ? walk(full)
          : /\.(tsx?|jsx?|mdx?|cjs|mjs)$/.test(e.name)
            ? [full]
            : [];
      });
    const importers = walk(path.join(ROOT, 'src'))
      .filter((f) => !f.endsWith('.cases.ts'))
      .filter((f) =>
        /from\s+['"][^'"]*\.cases['"]|import\(\s*['"][^'"]*\.cases['"]/.test(
          fs.readFileSync(f, 'utf8'),
        ),
      )
      .map((f) => path.relative(ROOT, f));
    expect(importers, 'cases are for the test only; they must stay out of the site bundle').toEqual(
      [],
    );
  });
});
