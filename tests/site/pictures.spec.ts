/**
 * Pictures of the product in the built HTML (issue 34): every solution page
 * draws its architecture, and the home page, /docs/intro and the web dashboard
 * docs draw Studio and the dashboard. Each picture is in the static HTML
 * (no script draws it) and has a text alternative a reader without the
 * picture gets: an SVG with a title and a caption that lists its parts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {solutionArchitecture} from '../../src/data/architecture';
import {loadPage} from './site';

const SOLUTIONS = fs
  .readdirSync(path.join(__dirname, '../../solutions'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

/** What is missing from one picture, in sentences; none when it is drawn with its text alternative. */
function pictureProblems($: cheerio.CheerioAPI, route: string, kind: string): string[] {
  const picture = $(`article [data-picture="${kind}"], main [data-picture="${kind}"]`);
  if (picture.length === 0) return [`${route}: no ${kind} picture`];
  const problems: string[] = [];
  picture.each((_, el) => {
    const $el = $(el);
    const figure = $el.is('figure') ? $el : $el.find('figure').first();
    const caption = figure.children('figcaption').text().trim();
    if (caption.split(/\s+/).length < 8)
      problems.push(`${route}: the ${kind} picture has no caption that describes it`);
    const svg = $el.find('svg');
    if (svg.length === 0) problems.push(`${route}: the ${kind} picture draws no SVG`);
    svg.each((__, s) => {
      const labelled = $(s).attr('aria-labelledby');
      const title = labelled ? $(`[id="${labelled}"]`).text().trim() : '';
      if ($(s).attr('aria-hidden') !== 'true' && !title)
        problems.push(`${route}: an SVG of the ${kind} picture has no title`);
    });
    if ($el.find('img').length) problems.push(`${route}: the ${kind} picture uses an <img>`);
  });
  return problems;
}

test.describe('pictures of the product', () => {
  test('every solution page draws its architecture, with its devices and tiles in words', () => {
    const problems = SOLUTIONS.flatMap((slug) => {
      const route = `/solutions/${slug}`;
      const $ = loadPage(route);
      const found = pictureProblems($, route, 'architecture');
      if (found.length) return found;
      const caption = $('[data-picture="architecture"] figcaption').text();
      const arch = solutionArchitecture(slug);
      return [
        ...arch.devices
          .filter((d) => !caption.includes(d.label))
          .map((d) => `${route}: the caption does not name ${d.label}`),
        ...arch.devices
          .flatMap((d) => d.tiles)
          .filter((n) => !caption.includes(`#${n} `))
          .map((n) => `${route}: the caption does not name tile #${n}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('the home page draws Studio and the web dashboard in its static HTML', () => {
    expect([
      ...pictureProblems(loadPage('/'), '/', 'studio'),
      ...pictureProblems(loadPage('/'), '/', 'dashboard'),
    ]).toEqual([]);
  });

  test('/docs/intro draws Studio: its panels named as Studio names them', () => {
    const $ = loadPage('/docs/intro');
    expect(pictureProblems($, '/docs/intro', 'studio')).toEqual([]);
    const text = $('[data-picture="studio"]').text();
    for (const panel of ['Block library', 'Properties', 'Debug', 'Console'])
      expect(text, `the Studio picture names its ${panel} panel`).toContain(panel);
    // The canvas is the block graph renderer: one drawn block per block of the project.
    expect($('[data-picture="studio"] [data-block]').length).toBeGreaterThan(0);
  });

  test('the web dashboard docs draw the dashboard with its widgets and values', () => {
    for (const route of ['/docs/webdashboard/intro', '/docs/webdashboard/widgets']) {
      const $ = loadPage(route);
      expect(pictureProblems($, route, 'dashboard')).toEqual([]);
      const kinds = $('[data-picture="dashboard"]')
        .first()
        .find('[data-widget]')
        .map((_, el) => $(el).attr('data-widget'))
        .get();
      expect(kinds, `${route}: widget kinds drawn`).toEqual(['tile', 'switch', 'chart', 'switch']);
      expect($('[data-picture="dashboard"]').first().text()).toContain('2.43 m');
    }
  });
});
