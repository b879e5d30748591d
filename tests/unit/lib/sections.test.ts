import {describe, expect, it} from 'vitest';
import {groupSidebarItems, sectionFromPath} from '../../../src/lib/sections';

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
});
