/**
 * The tutorials read forward (#36), checked in the built HTML: the list pages
 * and the sidebar give each series from its first part to its last, in one
 * run; on a part, the pager's "Next" is the next part and "Previous" the part
 * before, and neither leaves the series; a lesson states one time, its
 * duration, with no reading time beside it.
 */
import * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {TUTORIAL_SERIES, tutorialUrl} from '../../src/data/tutorials';
import {loadPage} from './site';

const SERIES = Object.values(TUTORIAL_SERIES).map((s) => ({
  title: s.title,
  urls: s.parts.map((p) => tutorialUrl(p.slug)),
}));

/** The lessons' addresses, in the order the list pages give them, following "Next" page by page. */
function listOrder(): string[] {
  const urls: string[] = [];
  const seen = new Set<string>();
  for (let page: string | undefined = '/tutorials'; page && !seen.has(page);) {
    seen.add(page);
    const $ = loadPage(page);
    urls.push(
      ...$('main article :is(h2, h3) a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    page = $('main .pagination-nav__link--next').attr('href');
  }
  return urls;
}

const sidebarOrder = ($: cheerio.CheerioAPI): string[] =>
  $('aside nav a[href^="/tutorials/"]')
    .map((_, a) => $(a).attr('href'))
    .get();

/** What is wrong with one series' place in an ordered list of lessons, one sentence each. */
function runProblems(where: string, order: string[], series: (typeof SERIES)[number]): string[] {
  const first = order.indexOf(series.urls[0]);
  const run = order.slice(first, first + series.urls.length);
  if (first >= 0 && JSON.stringify(run) === JSON.stringify(series.urls)) return [];
  return [
    `${where}: ${series.title} reads ${series.urls.map((u) => order.indexOf(u)).join(', ')} (places of parts 1 to ${series.urls.length})`,
  ];
}

/** What is wrong with one part's pager, one sentence each. */
function pagerProblems($: cheerio.CheerioAPI, url: string, previous?: string, next?: string) {
  const problems: string[] = [];
  const link = (kind: 'prev' | 'next') => $(`main .pagination-nav__link--${kind}`);
  const [prev, nxt] = [link('prev'), link('next')];
  if (prev.attr('href') !== previous)
    problems.push(`${url}: "Previous" leads to ${prev.attr('href')}, not ${previous}`);
  if (nxt.attr('href') !== next)
    problems.push(`${url}: "Next" leads to ${nxt.attr('href')}, not ${next}`);
  if (prev.length && !/^Previous\b/.test(prev.text()))
    problems.push(`${url}: the link back says "${prev.text()}"`);
  if (nxt.length && !/^Next\b/.test(nxt.text()))
    problems.push(`${url}: the link forward says "${nxt.text()}"`);
  return problems;
}

test.describe('Tutorials in reading order', () => {
  test('the list pages give each series in one run, part 1 first', () => {
    const order = listOrder();
    expect(order.length).toBeGreaterThan(10);
    expect(SERIES.flatMap((s) => runProblems('/tutorials', order, s))).toEqual([]);
  });

  test('the sidebar gives each series in one run, part 1 first', () => {
    const problems = SERIES.flatMap((s) =>
      s.urls.flatMap((url) =>
        SERIES.flatMap((t) => runProblems(url, sidebarOrder(loadPage(url)), t)),
      ),
    );
    expect(problems).toEqual([]);
  });

  test('on each part, "Next" leads to the next part and "Previous" to the part before, within the series', () => {
    const problems = SERIES.flatMap((s) =>
      s.urls.flatMap((url, i) => pagerProblems(loadPage(url), url, s.urls[i - 1], s.urls[i + 1])),
    );
    expect(problems).toEqual([]);
  });

  test('a lesson states one time, its duration, on its page and in the list', () => {
    const pages = [...new Set([...listOrder(), '/tutorials'])];
    const problems = pages.flatMap((url) => {
      const text = loadPage(url)('main').text();
      return /\d+ min read/.test(text) ? [`${url}: shows a reading time`] : [];
    });
    expect(problems).toEqual([]);
    expect(loadPage(SERIES[0].urls[0])('main article header').text()).toMatch(/Duration\s*\d+ min/);
  });

  test('the checks fail on a list, a sidebar or a pager out of order', () => {
    const [s] = SERIES;
    const reversed = [...s.urls].reverse();
    expect(runProblems('x', reversed, s)).toHaveLength(1);
    // A run broken by another lesson.
    expect(runProblems('x', [s.urls[0], '/tutorials/other', ...s.urls.slice(1)], s)).toHaveLength(
      1,
    );
    // A part whose "Next" goes back, its "Previous" labelled as the stock blog labels it.
    const $ = cheerio.load(
      `<main><nav class="pagination-nav">
        <a class="pagination-nav__link--prev" href="${s.urls[0]}">Newer post</a>
        <a class="pagination-nav__link--next" href="${s.urls[0]}">Next</a>
      </nav></main>`,
    );
    expect(pagerProblems($, s.urls[1], s.urls[0], s.urls[2])).toEqual([
      `${s.urls[1]}: "Next" leads to ${s.urls[0]}, not ${s.urls[2]}`,
      `${s.urls[1]}: the link back says "Newer post"`,
    ]);
  });
});
