import {test, expect, open, external} from './fixtures';

/** One page of each kind a writer edits, and its source file. */
const PAGES = [
  ['/docs/intro', 'docs/intro.mdx'],
  ['/elements/temperature_monitoring', 'elements/temperature_monitoring.mdx'],
  ['/solutions/indoor_farming', 'solutions/indoor_farming.mdx'],
  ['/tutorials/introduction', 'tutorials/introduction.mdx'],
  [
    '/examples/agriculture-ambient-temperature-humidity',
    'examples/agriculture-ambient-temperature-humidity.mdx',
  ],
  ['/blog/serial-dispatcher', 'blog/2026-10-20-serial-dispatcher.mdx'],
] as const;

test.describe('Writers: "Edit this page" and "Last updated"', () => {
  for (const [route, source] of PAGES) {
    test(`${route} links to its source file in the repository`, async ({page}) => {
      await open(page, route);
      await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
        'href',
        `${external.repositoryUrl}/edit/main/${source}`,
      );
    });
  }

  test('a doc edited by hand shows when it was last updated', async ({page}) => {
    await open(page, '/docs/intro');
    await expect(page.locator('.theme-last-updated')).toContainText(
      /Last updated on \w+ \d+, 20\d\d/,
    );
  });
});
