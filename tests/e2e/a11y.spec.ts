import {test, expect, open, axe, SEARCH_INDEX_TIMEOUT} from './fixtures';
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

// Each page in both colour schemes in one visit: the dark one after a reload with dark
// preferred (a fresh browser context per scheme cost seconds of script compiling).
test.describe('Accessibility: axe-core WCAG 2.1 A/AA, light and dark', () => {
  // axe reads every element's styles: seconds a page when another suite shares the
  // cores, and the search page waits for its index first.
  test.describe.configure({timeout: 300_000});

  for (const [type, path] of Object.entries(PAGES)) {
    const pending = PENDING.get(path.split('?')[0]);
    test(`${type} (${path}) has no violations`, async ({page, problems}) => {
      test.skip(Boolean(pending), `pending: ${pending?.section}, ${pending?.issue}`);
      problems.allow(/status of 404/);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: scheme});
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        if (path.startsWith('/search'))
          await expect(page.locator('.main-wrapper article').first()).toBeVisible({
            timeout: SEARCH_INDEX_TIMEOUT,
          });
        const results = await axe(page).analyze();
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
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: scheme});
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
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
