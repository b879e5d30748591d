/**
 * Device and protocol names with a hyphen (BP-01, RS-485, 1-Wire, Wi-Fi)
 * never break at their hyphen (#36), anywhere a page shows them: each sits in
 * a `device-name` span (src/lib/deviceNames.ts), which the Markdown plugin
 * and the components add. Checked in the text of every built page; code keeps
 * its own line breaking, and text no reader sees (scripts, the no-script
 * copies of the page's data) is not looked at.
 */
import {test, expect} from '@playwright/test';
import {deviceNames, DEVICE_NAME_CLASS} from '../../src/lib/deviceNames';
import {loadPage, sitemapPaths} from './site';

const UNSEEN = 'script, style, noscript, template, title, head';
/**
 * Where a line never breaks anyway, or a name is not prose: code and a code
 * block's title, SVG text, Infima's one-line `text--truncate`, and tag chips
 * (`white-space: nowrap` in src/css/custom.css).
 */
const KEPT = [
  `.${DEVICE_NAME_CLASS}`,
  'code, pre, kbd, svg',
  "[class*='codeBlockTitle_']",
  '.text--truncate',
  "a[class*='tagRegular_'], a[class*='tagWithCount_']",
].join(', ');

test('device and protocol names stay on one line in every page', () => {
  const problems = new Map<string, string[]>();
  let names = 0;
  for (const route of sitemapPaths()) {
    const $ = loadPage(route);
    $('body')
      .find('*')
      .not(UNSEEN)
      .contents()
      .each((_, node) => {
        if (node.type !== 'text') return;
        const text = $(node).text();
        const found = deviceNames(text);
        if (!found.length) return;
        names += found.length;
        const parent = $(node).parent();
        if (parent.closest(UNSEEN).length || parent.closest(KEPT).length) return;
        const where = parent.prop('tagName')?.toLowerCase();
        const list = problems.get(route) ?? [];
        list.push(`"${text.trim().slice(0, 50)}" in <${where}.${parent.attr('class') ?? ''}>`);
        problems.set(route, list);
      });
  }
  expect(names, 'device and protocol names found').toBeGreaterThan(0);
  expect([...problems].map(([route, list]) => `${route}: ${list.join('; ')}`)).toEqual([]);
});
