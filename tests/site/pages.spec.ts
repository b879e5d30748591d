import {test, expect} from '@playwright/test';
import {loadPage, sitemapPaths} from './site';

test.describe('Page metadata in the built HTML (issue #6 crawl, static part)', () => {
  const routes = sitemapPaths();

  test('the sitemap lists the site', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toContain('/');
  });

  test('every page has a unique title, a meta description and a social card', () => {
    const titles = new Map<string, string[]>();
    const problems: string[] = [];
    for (const route of routes) {
      const $ = loadPage(route);
      const title = $('head title').text().trim();
      titles.set(title, [...(titles.get(title) ?? []), route]);
      const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
      if (description.length < 40)
        problems.push(`${route}: meta description "${description}" is missing or too short`);
      if (!$('meta[property="og:image"]').attr('content')) problems.push(`${route}: no og:image`);
    }
    for (const [title, where] of titles) {
      if (where.length > 1) problems.push(`title "${title}" is shared by ${where.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
