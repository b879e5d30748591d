import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  filterSearch,
  matches,
  parseFilter,
  tagKey,
} from '../../../src/components/ExamplesGallery/filter';
import {exampleDevices} from '../../../src/plugins/examples-gallery';

const TAGS = ['mqtt', 'agriculture'];
const DEVICES = ['bp-01', 'cp-03'];

describe('the /examples filter in the URL', () => {
  it('reads a tag and a device it knows', () => {
    expect(parseFilter('?tag=mqtt&device=bp-01', TAGS, DEVICES)).toEqual({
      tag: 'mqtt',
      device: 'bp-01',
    });
    expect(parseFilter('?device=cp-03', TAGS, DEVICES)).toEqual({device: 'cp-03'});
    expect(parseFilter('', TAGS, DEVICES)).toEqual({});
  });

  it('ignores a value that names no tag or device, and keeps the valid one', () => {
    expect(
      parseFilter(`?tag=${encodeURIComponent('<script>')}&device=bp-01`, TAGS, DEVICES),
    ).toEqual({
      device: 'bp-01',
    });
    expect(parseFilter('?tag=MQTT&device=toaster', TAGS, DEVICES)).toEqual({});
    expect(parseFilter('?tag=&device=', TAGS, DEVICES)).toEqual({});
  });

  it('writes the query back, keeping other parameters and dropping empty choices', () => {
    expect(filterSearch('', {tag: 'mqtt', device: 'bp-01'})).toBe('?tag=mqtt&device=bp-01');
    expect(filterSearch('?tag=mqtt&utm_source=x', {})).toBe('?utm_source=x');
    expect(filterSearch('?tag=mqtt', {})).toBe('');
  });

  it('matches an example on both choices', () => {
    const entry = {tags: ['mqtt'], devices: ['bp-01', 'cp-03']};
    expect(matches(entry, {})).toBe(true);
    expect(matches(entry, {tag: 'mqtt', device: 'cp-03'})).toBe(true);
    expect(matches(entry, {tag: 'agriculture'})).toBe(false);
    expect(matches(entry, {tag: 'mqtt', device: 'tbt'})).toBe(false);
  });

  it('takes a tag key from its page address', () => {
    expect(tagKey('/examples/tags/web-dashboard')).toBe('web-dashboard');
    expect(tagKey('/examples/tags/mqtt/')).toBe('mqtt');
  });
});

describe('the devices each example runs on', () => {
  const EXAMPLES = path.join(__dirname, '../../../examples');

  it('come from the project file the page draws and the block records', () => {
    // A BP-01 relay project runs on the BP-01 only (its project says "device": "bp-01").
    expect(exampleDevices(path.join(EXAMPLES, 'tripwire-alarm.mdx'))).toContain('bp-01');
    for (const name of fs.readdirSync(EXAMPLES).filter((n) => n.endsWith('.mdx'))) {
      const file = path.join(EXAMPLES, '_projects', name.replace(/\.mdx$/, '.tessera.json'));
      if (!fs.existsSync(file)) continue; // a page whose project has another name
      const project = JSON.parse(fs.readFileSync(file, 'utf8')) as {device?: string};
      const devices = exampleDevices(path.join(EXAMPLES, name));
      expect(devices.length, name).toBeGreaterThan(0);
      // The device the project was written for runs it.
      if (project.device && project.device !== 'simulator')
        expect(devices, name).toContain(project.device);
    }
  });

  it('are none for a page that draws no project', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-gallery-'));
    fs.writeFileSync(path.join(dir, 'x.mdx'), '---\ntitle: x\n---\n\nNo diagram.\n');
    expect(exampleDevices(path.join(dir, 'x.mdx'))).toEqual([]);
  });
});
