import {describe, expect, it} from 'vitest';
import {groupSidebarItems, sectionFromPath, tagPageDescription} from '../../../src/lib/sections';

const item = (permalink: string, title: string) => ({permalink, title});

describe('listing sections', () => {
  it('shows no dates on capabilities and solutions, and dates the blog', () => {
    expect(sectionFromPath('/elements/temperature_monitoring')?.dated).toBe(false);
    expect(sectionFromPath('/solutions')?.dated).toBe(false);
    expect(sectionFromPath('/blog/some-post')?.dated).toBe(true);
  });

  it('groups sidebar entries under their headings, by title, with unplaced ones under Other', () => {
    const items = [
      item('/elements/temperature_control', 'Temperature control'),
      item('/elements/new_page', 'New page'),
      item('/elements/humidity_monitoring', 'Humidity monitoring'),
      item('/elements/flood_detection', 'Flood detection'),
    ];
    const groups = [
      {
        heading: 'Monitoring',
        permalinks: ['/elements/humidity_monitoring', '/elements/flood_detection'],
      },
      {heading: 'Control', permalinks: ['/elements/temperature_control']},
      {heading: 'Empty', permalinks: []},
    ];
    expect(groupSidebarItems(items, groups)).toEqual([
      {heading: 'Monitoring', items: [items[3], items[2]]},
      {heading: 'Control', items: [items[0]]},
      {heading: 'Other', items: [items[1]]},
    ]);
  });

  it('describes a tag page within 160 characters, unique per page, with the count when it fits', () => {
    const noun: [string, string] = ['tutorial', 'tutorials'];
    const short = {count: 1, label: 'MQTT', description: 'Lessons that publish and subscribe.'};
    expect(tagPageDescription(short, noun, 1, 1)).toBe(
      '1 tutorial tagged “MQTT”. Lessons that publish and subscribe.',
    );
    const long = {
      count: 12,
      label: 'Hardware',
      description:
        'Lessons that wire real inputs and outputs to a BP-01, CP-02 or TBT, with terminal tables and what the simulator shows in their place.',
    };
    const first = tagPageDescription(long, noun, 1, 2);
    const second = tagPageDescription(long, noun, 2, 2);
    expect(first).toBe(long.description);
    expect(second).toBe(`Page 2 of 2. ${long.description}`);
    for (const d of [first, second]) expect(d.length).toBeLessThanOrEqual(160);
  });
});
