import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {toHtml} from 'hast-util-to-html';
import {VFile} from 'vfile';
import remarkDeviceNames, {
  remarkDeviceNamesInHeadings,
  remarkDeviceNamesInTitle,
} from '../../../src/plugins/remark-device-names';
import {deviceNames, splitDeviceNames, splitKeptTogether} from '../../../src/lib/deviceNames';
import {DEVICES, INTERFACES, TILES} from '../../../src/data/hardware';
import {FEATURES} from '../../../src/data/features';

function html(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkDeviceNames).use(remarkRehype);
  return toHtml(processor.runSync(processor.parse(markdown)) as never);
}

describe('device and protocol names kept on one line', () => {
  it('the pattern finds every device name with a hyphen, as a whole word', () => {
    const hyphenated = DEVICES.filter((d) => d.name.includes('-')).map((d) => d.name);
    expect(hyphenated.length).toBeGreaterThan(0);
    for (const name of hyphenated) expect(deviceNames(`on a ${name}.`)).toEqual([name]);
    // A plural stays whole too: "CP-" at a line's end and "03s" on the next is as bad.
    expect(deviceNames('node_relay on two CP-03s')).toEqual(['CP-03s']);
  });

  it('finds every hyphenated protocol and interface name in src/data/', () => {
    const names = [
      ...Object.values(INTERFACES),
      ...TILES.map((t) => t.name),
      ...FEATURES.flatMap((f) => [f.title, ...(f.shortNames ?? [])]),
    ]
      .flatMap((label) => label.match(/\b[A-Z0-9][\w]*(?:-[A-Z0-9]\w*)+/g) ?? [])
      .filter((name, i, all) => all.indexOf(name) === i);
    expect(names).toEqual(expect.arrayContaining(['RS-232', 'RS-485', '1-Wire', 'Wi-Fi']));
    for (const name of names) expect(deviceNames(`over ${name}, or`)).toEqual([name]);
    expect(deviceNames('LTE Cat-M1 and NB-IoT on USB-C, SDI-12 and M-Bus')).toEqual([
      'Cat-M1',
      'NB-IoT',
      'USB-C',
      'SDI-12',
      'M-Bus',
    ]);
  });

  it('leaves ordinary compound words to break', () => {
    expect(deviceNames('Real-Time alerts Mon-Fri, a front-panel button, Content-Type')).toEqual([]);
  });

  it('splits text into plain runs and names', () => {
    expect(splitDeviceNames('BP-01 or a CP-03.')).toEqual([
      {text: 'BP-01', device: true},
      {text: ' or a ', device: false},
      {text: 'CP-03', device: true},
      {text: '.', device: false},
    ]);
  });

  it('keeps quantities together for components: a number, its unit and AC or DC', () => {
    const together = (text: string) =>
      splitKeptTogether(text)
        .filter((p) => p.together)
        .map((p) => p.text);
    expect(together('Dry contact or 5–30 V DC (PNP), up to 1 kHz; terminals DI1–DI4')).toEqual([
      '5–30 V DC',
      '1 kHz',
    ]);
    expect(together('RS-485 at 9600 baud, a 4–20 mA loop, 2.4 GHz, 230 V AC, 50 %')).toEqual([
      'RS-485',
      '9600 baud',
      '4–20 mA',
      '2.4 GHz',
      '230 V AC',
      '50 %',
    ]);
    // A unit is a whole word, and a number inside a word or version is not a quantity.
    expect(together('wait 10 seconds, up to 32 unit loads, v1.2 V, tile #41')).toEqual([]);
    expect(
      splitKeptTogether('at 24 V.')
        .map((p) => p.text)
        .join(''),
    ).toBe('at 24 V.');
  });

  it('puts each name in Markdown text in a device-name span, and leaves code alone', () => {
    expect(html('Wire the **BP-01** to a CP-02 over RS-485, not `CP-03`.')).toBe(
      '<p>Wire the <strong><span class="device-name">BP-01</span></strong> to a <span class="device-name">CP-02</span> over <span class="device-name">RS-485</span>, not <code>CP-03</code>.</p>',
    );
  });

  it('the heading pass wraps names in headings only, as JSX, and the later pass leaves them be', () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkDeviceNamesInHeadings)
      .use(remarkDeviceNames);
    const tree = processor.runSync(processor.parse('## Wire a BP-01\n\nOn RS-485.')) as unknown as {
      children: {children: {type: string; children?: unknown[]}[]}[];
    };
    const [heading, paragraph] = tree.children;
    // MDX's JSX: the table of contents copies it as HTML (a custom node it drops to text).
    expect(heading!.children.map((c) => c.type)).toEqual(['text', 'mdxJsxTextElement']);
    expect(heading!.children[1]).toMatchObject({
      name: 'span',
      attributes: [{name: 'className', value: 'device-name'}],
      children: [{type: 'text', value: 'BP-01'}],
    });
    expect(paragraph!.children.map((c) => c.type)).toEqual(['text', 'deviceName', 'text']);
  });

  it('gives a doc titled with a name its title as an h1, unless it has one', () => {
    const run = (markdown: string, frontMatter: Record<string, unknown>) => {
      const processor = unified()
        .use(remarkParse)
        .use(remarkDeviceNamesInTitle)
        .use(remarkDeviceNames)
        .use(remarkRehype);
      const file = new VFile({value: markdown, data: {frontMatter}});
      return toHtml(processor.runSync(processor.parse(file), file) as never);
    };
    expect(run('Text.', {title: 'Wi-Fi'})).toBe(
      '<h1><span class="device-name">Wi-Fi</span></h1>\n<p>Text.</p>',
    );
    expect(run('# Wi-Fi setup\n\nText.', {title: 'Wi-Fi'})).toMatch(/^<h1>[^\n]*setup<\/h1>/);
    expect(run('Text.', {title: 'Ethernet'})).toBe('<p>Text.</p>');
    expect(run('Text.', {title: 'Wi-Fi', hide_title: true})).toBe('<p>Text.</p>');
  });
});
