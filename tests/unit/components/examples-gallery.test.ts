import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildGallery, exampleDevices} from '../../../src/plugins/examples-gallery';
import {tagKey} from '../../../src/lib/sections';

const EXAMPLES = path.join(__dirname, '../../../examples');

describe('the /examples filters, as pages', () => {
  const post = (name: string) => ({
    id: name,
    metadata: {source: `@site/examples/${name}.mdx`, permalink: `/examples/${name}`},
  });
  const posts = ['tripwire-alarm', 'soil-moisture-alarm'].filter((n) =>
    fs.existsSync(path.join(EXAMPLES, `${n}.mdx`)),
  );

  it('gives each device that runs an example a page listing those examples', () => {
    const {data, byDevice} = buildGallery(path.join(__dirname, '../../..'), '/', {
      blogPosts: posts.map(post) as never,
      blogTags: {
        '/examples/tags/sensor': {
          label: 'Sensor',
          permalink: '/examples/tags/sensor',
          items: ['a'],
        },
        '/examples/tags/access-control': {
          label: 'Access control',
          permalink: '/examples/tags/access-control',
          items: ['a', 'b'],
        },
        '/examples/tags/bp-01': {label: 'BP-01', permalink: '/examples/tags/bp-01', items: ['a']},
      } as never,
    });
    expect(data.total).toBe(posts.length);
    // Tags by label, each with its page and count; a device's name is the device filter's.
    expect(data.tags.map((t) => [t.key, t.count])).toEqual([
      ['access-control', 2],
      ['sensor', 1],
    ]);
    const bp01 = data.devices.find((d) => d.id === 'bp-01');
    expect(bp01?.permalink).toBe('/examples/devices/bp-01');
    expect(bp01?.count).toBe(byDevice.get('bp-01')?.length);
    expect(byDevice.get('bp-01')?.map((p) => p.id)).toContain('tripwire-alarm');
  });

  it('takes a tag key from its page address', () => {
    expect(tagKey('/examples/tags/web-dashboard')).toBe('web-dashboard');
    expect(tagKey('/examples/tags/mqtt/')).toBe('mqtt');
  });
});

describe('the devices each example runs on', () => {
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
