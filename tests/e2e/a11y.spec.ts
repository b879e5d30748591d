import type {Page} from '@playwright/test';
import {test, expect, open, axe, SEARCH_INDEX_TIMEOUT, WCAG_AA} from './fixtures';
import {PENDING} from '../routes';
import {BLOCKS} from '../../src/data/blocks';

/** One page of every type. A type whose page is still pending in the route manifest is skipped, by name. */
const PAGES: Record<string, string> = {
  home: '/',
  'standalone page': '/terms/terms',
  'capability page': '/features/modbus',
  'industry page': '/industries/agriculture',
  'demo page': '/demo',
  'contact form': '/contact',
  'demo request form': '/demorequest',
  'downloads page': '/downloads',
  'samples page': '/samples/',
  "writers' reference": '/markdown-page',
  doc: '/docs/intro',
  'feature page': '/docs/features/mqtt',
  'block page': `/docs/blocks/${BLOCKS[0].id}/`,
  'category page': '/docs/category/getting-started',
  'block category page': '/docs/category/timers',
  'hardware page with the block matrix': '/docs/hardware/boards',
  tutorial: '/tutorials/introduction',
  // The generated series header: its parts list, neighbours and start project.
  'tutorial series part': '/tutorials/sprinkler2',
  example: '/examples/agriculture-ambient-temperature-humidity',
  element: '/elements/temperature_monitoring',
  solution: '/solutions/indoor_farming',
  'blog post': '/blog/serial-dispatcher',
  'list page': '/examples',
  'tag page': '/examples/tags/agriculture',
  'search page with results': '/search?q=relay',
  'not-found page': '/this/page/does/not/exist',
};

/**
 * Switches the page to a colour scheme with its transitions off: Infima eases links into
 * their new colour, and axe measured links halfway, still in their light colour on the
 * dark background (waiting on the page's transitions did not catch those of table
 * cells laid out later). What is checked is the colour a reader is left with.
 */
async function switchTo(page: Page, scheme: 'light' | 'dark') {
  await page.addStyleTag({content: '*, ::before, ::after { transition: none !important }'});
  await page.emulateMedia({colorScheme: scheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

// Each page in both colour schemes in one load: light first, then dark preferred, which
// the site follows at once (respectPrefersColorScheme: the toggle's "system" choice), as
// a reader's browser switching at dusk does. Loading the page again for dark cost a page
// load per page type; tests/e2e/theme.spec.ts loads pages in dark from the start.
test.describe('Accessibility: axe-core WCAG 2.1 A/AA, light and dark', () => {
  // axe reads every element's styles: seconds a page when another suite shares the
  // cores, and the search page waits for its index first.
  test.describe.configure({timeout: 300_000});

  for (const [type, path] of Object.entries(PAGES)) {
    const pending = PENDING.get(path.split('?')[0]);
    test(`${type} (${path}) has no violations`, async ({page, problems}) => {
      test.skip(Boolean(pending), `pending: ${pending?.section}, ${pending?.issue}`);
      problems.allow(/status of 404/);
      await page.emulateMedia({colorScheme: 'light'});
      await open(page, path);
      if (path.startsWith('/search'))
        await expect(page.locator('.main-wrapper article').first()).toBeVisible({
          timeout: SEARCH_INDEX_TIMEOUT,
        });
      for (const scheme of ['light', 'dark'] as const) {
        await switchTo(page, scheme);
        const results = await axe(page).analyze();
        // The rules chosen are WCAG 2.1 A/AA's: a builder option set after withTags drops them.
        expect(results.toolOptions.runOnly).toEqual({type: 'tag', values: WCAG_AA});
        const summary = results.violations.map((v) => ({
          scheme,
          rule: v.id,
          impact: v.impact,
          nodes: v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim()}`),
        }));
        expect(summary).toEqual([]);
      }
    });
  }

  // On a phone reference tables become stacks of cards (src/components/StackedTable),
  // laid out unlike the desktop table: Lighthouse's phone run found their text
  // measured over the footer when the stack was deferred like other tables.
  for (const path of ['/docs/intro', '/docs/features/mqtt', '/docs/hardware/boards']) {
    test(`${path} on a 390 px phone has no violations`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await open(page, path);
      for (const scheme of ['light', 'dark'] as const) {
        await switchTo(page, scheme);
        const results = await axe(page).analyze();
        expect(
          results.violations.map((v) => `${scheme} ${v.id}: ${v.nodes[0]?.target.join(' ')}`),
        ).toEqual([]);
      }
    });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`Accessibility: axe-core WCAG 2.1 A/AA, ${scheme} mode`, () => {
    // axe reads every element's styles: seconds a page when another suite shares the
    // cores, and the search page waits for its index first.
    test.describe.configure({timeout: 150_000});
    test.use({colorScheme: scheme});

    test('the open Capabilities menu and the mobile sidebar have no violations', async ({page}) => {
      await open(page, '/docs/intro');
      await page.getByRole('button', {name: 'Capabilities'}).click();
      let results = await axe(page).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await page.setViewportSize({width: 390, height: 844});
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      results = await axe(page).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}
