import fs from 'node:fs';
import path from 'node:path';
import {test, expect, open} from './fixtures';
import {blockById} from '../../src/data/blocks';

const TIMER = blockById('node_timer')!;

test.describe('Block reference pages: card, tables, diagrams, downloads and the hardware matrix', () => {
  test('a block page shows its card, its tables from the record and its example diagrams', async ({
    page,
  }) => {
    await open(page, '/docs/blocks/node_timer/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Timer');
    await expect(page.getByRole('img', {name: 'Timer block (node_timer)'})).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      TIMER.summary,
    );
    const tables = page.locator('article table');
    for (const port of [...TIMER.inputs, ...TIMER.outputs]) {
      await expect(tables.first().getByRole('cell', {name: port.name, exact: true})).toBeVisible();
    }
    for (const prop of TIMER.properties) {
      await expect(
        page.locator('article table code', {hasText: new RegExp(`^${prop.name}$`)}),
      ).toHaveCount(1);
    }
    for (const error of TIMER.errors)
      await expect(page.getByText(error.message, {exact: true})).toBeVisible();
    await expect(page.getByRole('group', {name: /^Block graph of “Blink relay 1”/})).toBeVisible();
  });

  test('a block in a diagram links to its own page', async ({page}) => {
    await open(page, '/docs/blocks/node_timer/');
    const relay = page.getByRole('link', {name: /^Relay: node_relay block reference$/}).first();
    await relay.click();
    await expect(page).toHaveURL(/\/docs\/blocks\/node_relay\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Relay');
  });

  test('the download serves the project file as written', async ({page}) => {
    await open(page, '/docs/blocks/node_timer/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', {name: 'Download node_timer-blink.tessera.json'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('node_timer-blink.tessera.json');
    const served = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    const source = JSON.parse(
      fs.readFileSync(
        path.join(__dirname, '../../docs/blocks/_projects/node_timer-blink.tessera.json'),
        'utf8',
      ),
    );
    expect(served).toEqual(source);
    const studio = await page
      .getByRole('link', {name: 'Open in Studio'})
      .first()
      .getAttribute('href');
    expect(studio).toMatch(/^https:\/\/studio\.tessera\.example\/import#project=[A-Za-z0-9_-]+$/);
  });

  test('a category page lists its blocks with their summaries', async ({page}) => {
    await open(page, '/docs/category/timers');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Timers blocks');
    await expect(page.getByRole('link', {name: /Timer/}).first()).toBeVisible();
    await expect(page.locator('article').first()).toContainText(TIMER.summary);
  });

  test('the block × hardware matrix marks the Wiegand reader as CP-03 and TBT only', async ({
    page,
  }) => {
    await open(page, '/docs/hardware/boards');
    const matrix = page.getByRole('table', {name: /^Blocks by device/});
    const row = matrix.getByRole('row', {name: /^Wiegand reader node_wiegand/});
    await expect(row.getByRole('cell')).toHaveText([
      '–does not run',
      '–does not run',
      '✓runs',
      '✓runs',
    ]);
  });
});
