/**
 * The /examples gallery: narrowing the list by tag and by device, by mouse and
 * by keyboard, from a linked URL and through back and forward, with a bad query
 * ignored, and every example in the page without JavaScript.
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
const both = (tag: string, d: string) =>
  EXAMPLES.filter((e) => e.tags.includes(tag) && e.devices.includes(d)).length;

// A tag most examples lack, and a device that runs some examples but not all.
const TAG = 'agriculture';
const DEVICE = ['bp-01', 'cp-02', 'cp-03', 'tbt'].find(
  (d) => onDevice(d) > 0 && onDevice(d) < TOTAL,
)!;

const items = (page: Page) => page.locator('main article');
const status = (page: Page) => page.getByRole('status');
const tagSelect = (page: Page) => page.getByLabel('Tag', {exact: true});
const deviceSelect = (page: Page) => page.getByLabel('Device', {exact: true});
const query = (page: Page) => new URL(page.url()).search;

test.describe('Examples gallery', () => {
  test('the sources give the test something to narrow', () => {
    expect(withTag(TAG)).toBeGreaterThan(0);
    expect(withTag(TAG)).toBeLessThan(TOTAL);
    expect(DEVICE).toBeDefined();
  });

  test('by mouse: a tag narrows the list, in the URL, and Clear filters shows all', async ({
    page,
  }) => {
    await open(page, '/examples');
    await expect(items(page)).toHaveCount(TOTAL);
    await expect(status(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} examples`);
    await tagSelect(page).selectOption(TAG);
    await expect(items(page)).toHaveCount(withTag(TAG));
    expect(query(page)).toBe(`?tag=${TAG}`);
    await expect(status(page)).toHaveText(
      new RegExp(`^Showing ${withTag(TAG)} of ${TOTAL} examples tagged `),
    );
    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(items(page)).toHaveCount(TOTAL);
    expect(query(page)).toBe('');
  });

  test('by keyboard: Tab to the device filter, choose with the arrows, clear with Enter', async ({
    page,
  }) => {
    await open(page, '/examples');
    await tagSelect(page).focus();
    await page.keyboard.press('Tab');
    await expect(deviceSelect(page)).toBeFocused();
    // Walk the options with the arrow keys until the chosen device is selected.
    for (let i = 0; i < 6 && (await deviceSelect(page).inputValue()) !== DEVICE; i++)
      await page.keyboard.press('ArrowDown');
    await expect(deviceSelect(page)).toHaveValue(DEVICE);
    // Each choice keeps the focus where the reader is.
    await expect(deviceSelect(page)).toBeFocused();
    await expect(items(page)).toHaveCount(onDevice(DEVICE));
    expect(query(page)).toBe(`?device=${DEVICE}`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Clear filters'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items(page)).toHaveCount(TOTAL);
    // The pressed button is gone; focus moves to the first filter, not to the top of the page.
    await expect(tagSelect(page)).toBeFocused();
  });

  test('a linked URL opens the filtered view, and back and forward restore each step', async ({
    page,
  }) => {
    await open(page, `/examples?tag=${TAG}&device=${DEVICE}`);
    await expect(tagSelect(page)).toHaveValue(TAG);
    await expect(deviceSelect(page)).toHaveValue(DEVICE);
    await expect(items(page)).toHaveCount(both(TAG, DEVICE));

    await open(page, '/examples');
    await tagSelect(page).selectOption(TAG);
    await deviceSelect(page).selectOption(DEVICE);
    await expect(items(page)).toHaveCount(both(TAG, DEVICE));
    await page.goBack();
    await expect(deviceSelect(page)).toHaveValue('');
    await expect(items(page)).toHaveCount(withTag(TAG));
    await page.goBack();
    await expect(tagSelect(page)).toHaveValue('');
    await expect(items(page)).toHaveCount(TOTAL);
    await page.goForward();
    await expect(tagSelect(page)).toHaveValue(TAG);
    await expect(items(page)).toHaveCount(withTag(TAG));
  });

  test('a query that names no tag or device is ignored, not an error', async ({page}) => {
    await open(
      page,
      `/examples?tag=${encodeURIComponent('<script>alert(1)</script>')}&device=toaster`,
    );
    await expect(items(page)).toHaveCount(TOTAL);
    await expect(tagSelect(page)).toHaveValue('');
    await expect(deviceSelect(page)).toHaveValue('');
    await expect(page.locator('main script:not([type])')).toHaveCount(0);
  });

  test('a choice with no example says so and offers to clear it', async ({page}) => {
    const tags = [...new Set(EXAMPLES.flatMap((e) => e.tags))];
    const devices = [...new Set(EXAMPLES.flatMap((e) => e.devices))];
    const none = tags.flatMap((t) => devices.map((d) => [t, d])).find(([t, d]) => !both(t, d));
    test.skip(!none, 'every tag has an example on every device');
    await open(page, `/examples?tag=${none![0]}&device=${none![1]}`);
    await expect(items(page)).toHaveCount(0);
    await expect(status(page)).toHaveText(new RegExp(`^Showing 0 of ${TOTAL} examples`));
    await expect(page.getByText(/^No example is tagged .+ and runs on .+\.$/)).toBeVisible();
    await page.getByRole('button', {name: `Clear filters and show all ${TOTAL} examples`}).click();
    await expect(items(page)).toHaveCount(TOTAL);
  });

  test('fits a 390 px screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, `/examples?tag=${TAG}`);
    await expect(tagSelect(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('shows all the examples within 5,000 px at 1440 px, cards in full rows', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await open(page, '/examples');
    await expect(items(page)).toHaveCount(TOTAL);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
    // The last row's cards stretch: its right edge is the first row's.
    const rights = await items(page).evaluateAll((cards) =>
      cards.map((c) => Math.round(c.getBoundingClientRect().right)),
    );
    expect(rights.at(-1)).toBe(Math.max(...rights));
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`filtered, it has no axe violations in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await open(page, `/examples?tag=${TAG}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(items(page)).toHaveCount(withTag(TAG));
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
});

test.describe('Examples gallery without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('lists every example and no filter that cannot work', async ({page}) => {
    await page.goto(`/examples?tag=${TAG}`);
    await expect(items(page)).toHaveCount(TOTAL);
    await expect(page.locator('main select')).toHaveCount(0);
    await expect(status(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} examples`);
  });
});
