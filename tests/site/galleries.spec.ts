/**
 * Listing sections are galleries (#36), checked in the built HTML: each list
 * page's entries are cards with a picture of the entry's block graph wherever
 * the entry's own page draws one, the byline only on the blog, and no sidebar
 * beside the gallery repeating its entries. The blog is the only section whose
 * pages carry an author.
 */
import {test, expect} from '@playwright/test';
import {BLOG_SECTIONS} from '../../config/sections';
import {loadPage} from './site';

/** Each list page of a section, following "Next" from the first. */
function listPages(section: string): string[] {
  const pages: string[] = [];
  for (let page: string | undefined = `/${section}`; page && !pages.includes(page);) {
    pages.push(page);
    page = loadPage(page)('main .pagination-nav__link--next').attr('href');
  }
  return pages;
}

for (const section of BLOG_SECTIONS) {
  test(`/${section}: cards with the entry's graph, ${section === 'blog' ? 'with' : 'without'} a byline, no sidebar`, () => {
    const problems: string[] = [];
    let cards = 0;
    for (const list of listPages(section)) {
      const $ = loadPage(list);
      if ($('aside nav').length) problems.push(`${list}: a sidebar beside the gallery`);
      $('main article').each((_, el) => {
        cards++;
        const card = $(el);
        const href = card.find('h2 a').attr('href');
        if (!href) return void problems.push(`${list}: a card without a title link`);
        const draws = loadPage(href)('main figure svg').length > 0;
        const pictured = card.find('svg').length > 0;
        if (draws !== pictured)
          problems.push(
            `${list}: ${href} ${draws ? 'draws a graph its card does not show' : 'has a picture but draws no graph'}`,
          );
        if (card.find('time').length !== (section === 'blog' ? 1 : 0))
          problems.push(`${list}: ${href} ${section === 'blog' ? 'lacks' : 'has'} a byline`);
      });
    }
    expect(cards, `/${section} lists entries`).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}

test('only blog posts show their author', () => {
  const author = '[class*="authorName"], .avatar';
  expect(loadPage('/blog/hydroponics-build')(author).length).toBeGreaterThan(0);
  for (const page of [
    '/tutorials/sprinkler1',
    '/examples/tripwire-alarm',
    '/elements/soil_monitoring',
  ])
    expect(loadPage(page)(`main ${author}`).length, page).toBe(0);
});
