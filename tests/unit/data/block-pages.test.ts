import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {BLOCKS, blockById} from '../../../src/data/blocks';

const DIR = path.join(__dirname, '../../../docs/blocks');
const pages = fs.readdirSync(DIR).filter((f) => f.endsWith('.mdx'));

/** The components every block page shows, each drawing from the record by id, in page order. */
const PARTS = ['BlockHeader', 'BlockPorts', 'BlockProperties', 'BlockErrors', 'BlockRelated'];
const FLOW_DIAGRAM = /<FlowDiagram src="\.\/_projects\/[^"]+\.tessera\.json" \/>/;

/** What is wrong with a block page, each with what to change; empty when it follows the contract. */
function pageProblems(file: string): string[] {
  const id = file.replace(/\.mdx$/, '');
  const record = blockById(id);
  if (!record)
    return [
      `no record has the id "${id}": add the block's record to src/data/blocks/records/, or rename the page to an existing id`,
    ];
  const text = fs.readFileSync(path.join(DIR, file), 'utf8');
  const fm = yaml.load(text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') as Record<string, unknown>;
  const problems: string[] = [];
  if (fm?.title !== record.title)
    problems.push(
      `front matter title is ${JSON.stringify(fm?.title)}: write the record's title, title: ${record.title}`,
    );
  if (fm?.slug !== `/blocks/${id}/`)
    problems.push(
      `front matter slug is ${JSON.stringify(fm?.slug)}: write slug: /blocks/${id}/ (with the trailing slash)`,
    );
  // Description and keywords come from the record, not from front matter.
  if (fm?.description !== undefined)
    problems.push(
      `remove description from the front matter: a block page's description is its record's summary, so edit that in src/data/blocks/records/${record.category}.ts`,
    );
  for (const part of PARTS) {
    if (!text.includes(`<${part} id="${id}" />`))
      problems.push(
        `add <${part} id="${id}" /> (imported from '@site/src/components/BlockReference'): every block page shows ${PARTS.join(', ')}`,
      );
  }
  if (!FLOW_DIAGRAM.test(text))
    problems.push(
      `add an example graph, <FlowDiagram src="./_projects/<name>.tessera.json" />, with the project file in docs/blocks/_projects/`,
    );
  return problems;
}

describe('block pages: one per record, one record per page', () => {
  it('every record has a page', () => {
    expect(
      BLOCKS.map((b) => `${b.id}.mdx`).filter((f) => !pages.includes(f)),
      'these block records have no page: create each with npm run new -- block <id>',
    ).toEqual([]);
  });

  it.each(pages)('%s belongs to a record and draws its data from it', (file) => {
    expect(pageProblems(file), `docs/blocks/${file}`).toEqual([]);
  });
});
