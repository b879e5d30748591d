import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {describe, expect, it} from 'vitest';
import remarkWiringTerminals, {findTerminals} from '../../../src/plugins/remark-wiring-terminals';

const SITE = path.resolve(__dirname, '../../..');

interface Node {
  type: string;
  url?: string;
  children?: Node[];
  value?: string;
}

async function run(markdown: string, file = path.join(SITE, 'tutorials/x.mdx'), tags?: string[]) {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkFrontmatter);
  const tree = processor.parse(markdown) as unknown as Node;
  await remarkWiringTerminals({siteDir: SITE})(tree as never, {
    path: file,
    data: {frontMatter: tags ? {tags} : {}},
  });
  const links: {text: string; url: string}[] = [];
  const walk = (n: Node) => {
    if (n.type === 'link') links.push({text: n.children![0].value!, url: n.url!});
    n.children?.forEach(walk);
  };
  walk(tree);
  return links;
}

describe('remark-wiring-terminals: wiring tables link each terminal to its drawing', () => {
  it('links the terminals of a "BP-01 terminal" column, and nothing else in the row', async () => {
    const links = await run(
      [
        '| Part | Wire | BP-01 terminal |',
        '| --- | --- | --- |',
        '| Meter | A (DI1) | RS485-A |',
        '| Button | Other side | DI1 and DI-COM |',
      ].join('\n'),
    );
    expect(links).toEqual([
      {text: 'RS485-A', url: '/docs/hardware/boards#bp-01-rs485-a'},
      {text: 'DI1', url: '/docs/hardware/boards#bp-01-di1'},
      {text: 'DI-COM', url: '/docs/hardware/boards#bp-01-di-com'},
    ]);
  });

  it('finds a TBT terminal on the tile that has it, or on the tile the cell names', async () => {
    const links = await run(
      [
        '## Wire the lights to a TBT',
        '',
        '| Part | TBT connection |',
        '| --- | --- |',
        '| Strip | PWM1 and 0V of tile #57 |',
        '| Coil | R1-NO |',
      ].join('\n'),
    );
    expect(links.map((l) => l.url)).toEqual([
      '/docs/hardware/boards#tile-57-pwm1',
      '/docs/hardware/boards#tile-57-0v',
      '/docs/hardware/boards#tile-3-r1-no',
    ]);
  });

  it('stops the build on a terminal the device lacks, naming the file and line', async () => {
    await expect(
      run(
        ['Text', '', '| Part | BP-01 terminal |', '| --- | --- |', '| Valve | R5-NO |'].join('\n'),
      ),
    ).rejects.toThrow(/^tutorials\/x\.mdx:5: wiring table: "R5-NO" is not a terminal of BP-01/);
  });

  it('stops the build on a terminal name when nothing says which device the table wires', async () => {
    await expect(
      run(['| From | To |', '| --- | --- |', '| Button | DI1 |'].join('\n')),
    ).rejects.toThrow(/nothing says which device/);
  });

  it('takes the device from the page’s tags when the table does not name it', async () => {
    const links = await run(
      ['| From | To |', '| --- | --- |', '| Button | DI1 |'].join('\n'),
      undefined,
      ['bp-01'],
    );
    expect(links).toEqual([{text: 'DI1', url: '/docs/hardware/boards#bp-01-di1'}]);
  });

  it('leaves words that are not shaped like a terminal alone', () => {
    expect(findTerminals('GND, DS18B20, 24 V AC, A or 485+', ['bp-01'])).toEqual([]);
  });
});
