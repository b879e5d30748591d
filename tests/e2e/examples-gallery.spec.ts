/**
 * The /examples gallery: its filters are links to pre-rendered pages, a tag's
 * (/examples/tags/…) or a device's (/examples/devices/…), so narrowing the
 * list works the same with JavaScript and without, and back and forward
 * restore each step.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Page} from '@playwright/test';
import {exampleDevices} from '../../src/plugins/examples-gallery';
import {test, expect, open, axe} from './fixtures';

const DIR = path.join(__dirname, '../../examples');
/** Each example's tags (front matter) and devices (its project file), worked out here from the sources. */
const EXAMPLES = fs
  .readdirSync(DIR)
  .filter((n) => n.endsWith('.mdx'))
  .map((name) => {
    const text = fs.readFileSync(path.join(DIR, name), 'utf8');
    const fm = yaml.load(text.match(/^---\n([\s\S]*?)\n---/)![1]) as {tags?: string[]};
    return {tags: fm.tags ?? [], devices: exampleDevices(path.join(DIR, name))};
  });
const TOTAL = EXAMPLES.length;
const withTag = (tag: string) => EXAMPLES.filter((e) => e.tags.includes(tag)).length;
const onDevice = (d: string) => EXAMPLES.filter((e) => e.devices.includes(d)).length;

// A tag most examples lack, and a device that runs some examples but not all.
const TAG = 'agriculture';
const DEVICE = ['bp-01', 'cp-02', 'cp-03', 'tbt'].find(
  (d) => onDevice(d) > 0 && onDevice(d) < TOTAL,
)!;

const items = (page: Page) => page.locator('main article');
const count = (page: Page) => page.locator('main p', {hasText: /^Showing \d+ of /});
const filters = (page: Page) => page.getByRole('navigation', {name: 'Filter examples'});
const deviceName = (id: string) => id.toUpperCase();

/** Narrows by a device, then a tag, then shows all again, by the filter links. */
async function narrow(page: Page) {
  await page.goto('/examples');
  await expect(items(page)).toHaveCount(TOTAL);
  await expect(count(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} examples`);
  await expect(filters(page).getByRole('link', {name: `All (${TOTAL})`})).toHaveAttribute(
    'aria-current',
    'page',
  );

  await filters(page).locator(`a[href="/examples/devices/${DEVICE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/examples/devices/${DEVICE}$`));
  await expect(items(page)).toHaveCount(onDevice(DEVICE));
  await expect(count(page)).toContainText(
    `Showing ${onDevice(DEVICE)} of ${TOTAL} examples that run on ${deviceName(DEVICE)}`,
  );
  await expect(filters(page).locator(`a[href="/examples/devices/${DEVICE}"]`)).toHaveAttribute(
    'aria-current',
    'page',
  );

  await filters(page).locator(`a[href="/examples/tags/${TAG}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/examples/tags/${TAG}$`));
  await expect(items(page)).toHaveCount(withTag(TAG));
  await expect(count(page)).toContainText(`Showing ${withTag(TAG)} of ${TOTAL} examples tagged`);

  await page.getByRole('link', {name: 'Show all', exact: true}).click();
  await expect(page).toHaveURL(/\/examples$/);
  await expect(items(page)).toHaveCount(TOTAL);
}

test.describe('Examples gallery', () => {
  test('the sources give the test something to narrow', () => {
    expect(withTag(TAG)).toBeGreaterThan(0);
    expect(withTag(TAG)).toBeLessThan(TOTAL);
    expect(DEVICE).toBeDefined();
  });

  test('a device, then a tag, then all again, through the filter links', async ({page}) => {
    await narrow(page);
  });

  test('back and forward restore each step', async ({page}) => {
    await narrow(page);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/examples/tags/${TAG}$`));
    await expect(items(page)).toHaveCount(withTag(TAG));
    await page.goBack();
    await expect(items(page)).toHaveCount(onDevice(DEVICE));
    await page.goForward();
    await expect(items(page)).toHaveCount(withTag(TAG));
  });

  test('by keyboard: Tab reaches the filters, Enter follows one', async ({page}) => {
    await open(page, '/examples');
    const link = filters(page).locator(`a[href="/examples/tags/${TAG}"]`);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/examples/tags/${TAG}$`));
    await expect(items(page)).toHaveCount(withTag(TAG));
  });

  test('fits a 390 px screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, `/examples/tags/${TAG}`);
    await expect(filters(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Each row of choices starts at the same place, under the other.
    const starts = await filters(page)
      .locator('ul')
      .evaluateAll((lists) => lists.map((l) => Math.round(l.getBoundingClientRect().left)));
    expect(new Set(starts).size).toBe(1);
  });

  test('shows all the examples well within 5,000 px at 1440 px, cards in full rows', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1440, height: 900});
    await open(page, '/examples');
    await expect(items(page)).toHaveCount(TOTAL);
    // The limit is 5,000 px: 4,964 at 39 examples left no room for the next row of four.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4600);
    // The last row's cards stretch: its right edge is the first row's.
    const rights = await items(page).evaluateAll((cards) =>
      cards.map((c) => Math.round(c.getBoundingClientRect().right)),
    );
    expect(rights.at(-1)).toBe(Math.max(...rights));
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`filtered, it has no axe violations in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await open(page, `/examples/tags/${TAG}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(items(page)).toHaveCount(withTag(TAG));
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
});

test.describe('Examples gallery without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the same filters work: each is a page of its own', async ({page}) => {
    await narrow(page);
  });
});
