import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {toHtml} from 'hast-util-to-html';
import remarkDeviceNames from '../../../src/plugins/remark-device-names';
import {DEVICE_NAME, splitDeviceNames} from '../../../src/lib/deviceNames';
import {DEVICES} from '../../../src/data/hardware';

function html(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkDeviceNames).use(remarkRehype);
  return toHtml(processor.runSync(processor.parse(markdown)) as never);
}

describe('device names kept on one line', () => {
  it('the pattern finds every device name with a hyphen, and only whole names', () => {
    const hyphenated = DEVICES.filter((d) => d.name.includes('-')).map((d) => d.name);
    expect(hyphenated.length).toBeGreaterThan(0);
    for (const name of hyphenated) expect(`on a ${name}.`.match(DEVICE_NAME)).toEqual([name]);
    expect('RS-232, RS-485, node_relay'.match(DEVICE_NAME)).toBeNull();
  });

  it('splits text into plain runs and names', () => {
    expect(splitDeviceNames('BP-01 or CP-03s')).toEqual([
      {text: 'BP-01', device: true},
      {text: ' or CP-03s', device: false},
    ]);
  });

  it('puts each name in Markdown text in a device-name span, and leaves code alone', () => {
    expect(html('Wire the **BP-01** to a CP-02, not `CP-03`.')).toBe(
      '<p>Wire the <strong><span class="device-name">BP-01</span></strong> to a <span class="device-name">CP-02</span>, not <code>CP-03</code>.</p>',
    );
  });
});
