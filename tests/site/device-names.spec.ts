/**
 * Device names (BP-01) never break at their hyphen (#36), where the theme or a
 * component renders the text, not Markdown: page and card titles, sidebar
 * links, block-graph captions. Each name there sits in a `device-name` span
 * (src/lib/deviceNames.ts), checked in every built page.
 */
import {test, expect} from '@playwright/test';
import {DEVICE_NAME, DEVICE_NAME_CLASS} from '../../src/lib/deviceNames';
import {loadPage, sitemapPaths} from './site';

const PLACES = [
  'main h1',
  'main article h2',
  '.menu__link',
  'main figcaption strong',
  'main figcaption > span:first-child',
].join(', ');

test('device names in titles, sidebars and graph captions stay on one line', () => {
  const problems = new Set<string>();
  let names = 0;
  for (const route of sitemapPaths()) {
    const $ = loadPage(route);
    $(PLACES).each((_, place) => {
      $(place)
        .find('*')
        .addBack()
        .contents()
        .each((__, node) => {
          if (node.type !== 'text') return;
          const text = $(node).text();
          const found = text.match(new RegExp(DEVICE_NAME.source, 'g'));
          if (!found) return;
          names += found.length;
          const kept = $(node).parent().closest(`.${DEVICE_NAME_CLASS}, code`).length > 0;
          if (!kept)
            problems.add(
              `${route}: "${text.trim().slice(0, 60)}" in <${$(place).prop('tagName')?.toLowerCase()}>`,
            );
        });
    });
  }
  expect(names, 'device names found in those places').toBeGreaterThan(0);
  expect([...problems]).toEqual([]);
});
