import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {BLOCKS, blockById} from '../../../src/data/blocks';

const DIR = path.join(__dirname, '../../../docs/blocks');
const pages = fs.readdirSync(DIR).filter((f) => f.endsWith('.mdx'));

describe('block pages (issue #4): one per record, one record per page', () => {
  it('every record has a page', () => {
    expect(BLOCKS.map((b) => `${b.id}.mdx`).filter((f) => !pages.includes(f))).toEqual([]);
  });

  for (const file of pages) {
    it(`${file} belongs to a record and draws its data from it`, () => {
      const id = file.replace(/\.mdx$/, '');
      const record = blockById(id);
      expect(record, `${id} has a record`).toBeDefined();
      const text = fs.readFileSync(path.join(DIR, file), 'utf8');
      const fm = yaml.load(text.match(/^---\n([\s\S]*?)\n---/)![1]) as Record<string, unknown>;
      expect(fm.title).toBe(record!.title);
      expect(fm.slug).toBe(`/blocks/${id}/`);
      // Description and keywords come from the record, not from front matter.
      expect(fm.description).toBeUndefined();
      for (const part of [
        'BlockHeader',
        'BlockPorts',
        'BlockProperties',
        'BlockErrors',
        'BlockRelated',
      ]) {
        expect(text, part).toContain(`<${part} id="${id}" />`);
      }
      expect(text).toMatch(/<FlowDiagram src="\.\/_projects\/[^"]+\.tessera\.json" \/>/);
    });
  }
});
