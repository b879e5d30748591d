import {describe, expect, it} from 'vitest';
import {buildSiteIndex, toCapabilityItem} from '../../../src/plugins/site-index';

type Post = Parameters<typeof toCapabilityItem>[0];

function post(frontMatter: Record<string, unknown>, extra: Partial<Post['metadata']> = {}): Post {
  return {
    id: 'x',
    content: '',
    metadata: {
      permalink: `/elements/${String(frontMatter.slug ?? 'x')}`,
      title: String(frontMatter.title ?? 'Title'),
      description: 'A description.',
      source: '@site/elements/x.mdx',
      date: new Date('2026-01-01'),
      frontMatter,
      unlisted: false,
      ...extra,
    },
  } as unknown as Post;
}

const good = {
  title: 'Flood detection',
  slug: 'flood_detection',
  group: 'monitoring',
  icon: 'waves',
  menu_description: 'Water on the floor, before it spreads',
};

describe('Capabilities menu from element front matter', () => {
  it('turns an element into an item with url, icon, title and description', () => {
    expect(toCapabilityItem(post(good), true)).toEqual({
      group: 'monitoring',
      icon: 'waves',
      title: 'Flood detection',
      description: 'Water on the floor, before it spreads',
      url: '/elements/flood_detection',
    });
  });

  it('stops the build on an unknown group, naming the file, the field and what is allowed', () => {
    expect(() => toCapabilityItem(post({...good, group: 'sensing'}), true)).toThrow(
      'Invalid front matter (1 problem):\n  - @site/elements/x.mdx: front matter "group" is "sensing"; expected one of monitoring, control.',
    );
  });

  it('stops the build on an unknown icon or a missing menu description', () => {
    expect(() => toCapabilityItem(post({...good, icon: 'unicorn'}), true)).toThrow(
      /front matter "icon" is "unicorn"/,
    );
    expect(() => toCapabilityItem(post({...good, menu_description: undefined}), true)).toThrow(
      /front matter "menu_description" is missing/,
    );
    expect(() => toCapabilityItem(post({...good, menu_description: 'x'.repeat(81)}), true)).toThrow(
      /1 to 80 characters/,
    );
  });

  it('groups items into Monitoring then Control, sorted by title, and skips unlisted pages', () => {
    const elements = [
      post({...good, title: 'Vibration detection', slug: 'v'}),
      post({...good, title: 'Card access', slug: 'c', group: 'control', icon: 'id-card'}),
      post({...good, title: 'Ac detection', slug: 'a'}),
      post({...good, title: 'Hidden', slug: 'h'}, {unlisted: true}),
    ];
    const data = buildSiteIndex({
      'docusaurus-plugin-content-blog': {elements: {blogPosts: elements}},
    });
    expect(data.capabilities.map((g) => [g.group, g.items.map((i) => i.title)])).toEqual([
      ['monitoring', ['Ac detection', 'Vibration detection']],
      ['control', ['Card access']],
    ]);
  });
});

describe('Latest entries', () => {
  it('are the newest, also from a section listed oldest first (the tutorials)', () => {
    const lessons = ['2026-01-05', '2026-03-01', '2026-02-01', '2026-04-01'].map((d) =>
      post({title: d}, {date: new Date(d), permalink: `/tutorials/${d}`}),
    );
    const data = buildSiteIndex(
      {'docusaurus-plugin-content-blog': {tutorials: {blogPosts: lessons}}},
      2,
    );
    expect(data.latest.tutorials.map((e) => e.title)).toEqual(['2026-04-01', '2026-03-01']);
  });
});
