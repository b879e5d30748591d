import {test, expect} from '@playwright/test';
import {lintPages, sectionOf} from './content-lint';
import {loadPage, sitemapPaths} from './site';

/** The page's own content: the article body, without navigation, TOC, footer or edit links. */
function contentText(route: string): string {
  const $ = loadPage(route);
  const main = $('article .markdown').length ? $('article .markdown') : $('main');
  main.find('nav, .theme-doc-toc-mobile, script, style').remove();
  return main.text().replace(/\s+/g, ' ').trim();
}

test.describe('Content lint over the built pages', () => {
  const routes = sitemapPaths();

  test('every page passes: no placeholder words, enough words for its section, no near-duplicates', () => {
    const problems = lintPages(routes.map((route) => ({route, text: contentText(route)})));
    expect(problems).toEqual([]);
  });

  test('the lint sees the content sections it is meant to check', () => {
    const sections = new Set(routes.map(sectionOf).filter(Boolean));
    for (const s of ['docs', 'elements', 'solutions', 'examples', 'tutorials', 'blog'])
      expect(sections).toContain(s);
  });
});
