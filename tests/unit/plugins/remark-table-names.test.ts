import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import {visit} from 'unist-util-visit';
import remarkTableNames from '../../../src/plugins/remark-table-names';

interface Element {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
}

/** The properties of every table element, as MDX would receive them. */
function tables(markdown: string): Record<string, unknown>[] {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkTableNames)
    .use(remarkRehype);
  const tree = processor.runSync(processor.parse(markdown));
  const found: Record<string, unknown>[] = [];
  visit(tree, (node: Element) => {
    if (node.type === 'element' && node.tagName === 'table') found.push(node.properties ?? {});
  });
  return found;
}

const TABLE = '| Part | Terminal |\n| --- | --- |\n| Reader | WG-D0 |\n';

describe('Markdown tables named after their section', () => {
  it('names each table after the heading before it, inline code included', () => {
    expect(tables(`## Wire the \`CP-03\`\n\nText.\n\n${TABLE}\n### Errors\n\n${TABLE}`)).toEqual([
      {ariaLabel: 'Wire the CP-03'},
      {ariaLabel: 'Errors'},
    ]);
  });

  it('leaves a table before any heading unnamed', () => {
    expect(tables(TABLE)).toEqual([{}]);
  });
});
