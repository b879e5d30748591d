import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {withoutArchiveSource} from '../../../src/plugins/blog-section';

describe('blog-section: the archive route', () => {
  const post = (id: string) => ({
    id,
    metadata: {permalink: `/blog/${id}`, title: id, date: '2026-01-01T00:00:00.000Z'},
    content: `# ${id}\n\nThe whole Markdown source of the post.`,
  });

  it('leaves the posts’ Markdown source out of the archive’s props, and keeps their metadata', () => {
    const route: RouteConfig = {
      path: '/blog/archive',
      component: '@theme/BlogArchivePage',
      exact: true,
      props: {archive: {blogPosts: [post('a'), post('b')]}},
    };
    const slim = withoutArchiveSource(route);
    const posts = (slim.props!.archive as {blogPosts: object[]}).blogPosts;
    expect(posts).toEqual([
      {id: 'a', metadata: post('a').metadata},
      {id: 'b', metadata: post('b').metadata},
    ]);
    expect(JSON.stringify(slim)).not.toContain('Markdown source');
    // The plugin's own objects are not changed: its feeds and pages still read the source.
    expect(
      (route.props!.archive as {blogPosts: {content: string}[]}).blogPosts[0]!.content,
    ).toMatch(/Markdown source/);
  });

  it('passes every other route unchanged', () => {
    const route: RouteConfig = {path: '/blog', component: '@theme/BlogListPage', props: {x: 1}};
    expect(withoutArchiveSource(route)).toBe(route);
  });
});
