/**
 * The hardware pictures in the build: every hardware page draws a device, and
 * every terminal a wiring table names links to a terminal drawn on the page
 * it points at (src/plugins/remark-wiring-terminals.ts, src/components/DeviceDrawing).
 */
import {test, expect} from '@playwright/test';
import {HARDWARE_PAGE, TERMINAL_OWNERS} from '../../src/data/hardware';
import {loadPage, sitemapPaths} from './site';

test.describe('Pictures of the product, drawn from the data', () => {
  test('every hardware page has a device drawing with a text alternative', () => {
    const pages = sitemapPaths().filter((p) => p.startsWith('/docs/hardware/'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const without = pages.filter((p) => {
      const svg = loadPage(p)('figure[data-device-drawing] svg[role="img"]');
      return svg.length === 0 || !svg.first().find('desc').text().includes('terminals');
    });
    expect(without, 'hardware pages without a drawing').toEqual([]);
  });

  test('every terminal link in a wiring table lands on a terminal in a drawing', () => {
    const targets = new Map<string, Set<string>>();
    const idsOn = (page: string) => {
      if (!targets.has(page)) {
        const $ = loadPage(page);
        targets.set(
          page,
          new Set(
            $('figure[data-device-drawing] [data-terminal]')
              .map((_, el) => $(el).attr('id'))
              .get(),
          ),
        );
      }
      return targets.get(page)!;
    };
    const broken: string[] = [];
    let links = 0;
    for (const page of sitemapPaths()) {
      const $ = loadPage(page);
      $(`table a[href^="${HARDWARE_PAGE}#"]`).each((_, a) => {
        const href = $(a).attr('href')!;
        const [target, anchor] = href.split('#');
        // A device's own section (#bp-01) is a heading; a terminal's anchor starts with its owner.
        if (!TERMINAL_OWNERS.some((o) => anchor.startsWith(`${o.id}-`))) return;
        links++;
        if (!idsOn(target).has(anchor)) broken.push(`${page}: ${$(a).text()} → ${href}`);
      });
    }
    expect(broken).toEqual([]);
    // The wiring tables of the tutorials, examples and capabilities name well over a hundred.
    expect(links).toBeGreaterThan(100);
  });
});
