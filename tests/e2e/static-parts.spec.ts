import {test, expect, open, onPhone} from './fixtures';
import type {Browser, Locator, Page} from '@playwright/test';
import {STOCK_BUILD} from '../site/site';

// On a first load a page's text is the build's HTML, not hydrated (src/perf/static-parts,
// used by the doc and blog post contents and the footer). Its links, its Run buttons and its
// code blocks must work on the first press all the same, by mouse, touch and keyboard.
// The stock build (`npm run test:stock`) renders the same parts with React from the start:
// there these tests check the reader's side only, and `@perf` marks those about the static
// parts themselves (tests/README.md).
const PAGE = '/docs/blocks/node_analog_in/';

const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage);

/** Whether React owns the article's text (it tags each element it hydrates or renders). */
const articleRendered = (page: Page) =>
  page
    .locator('article .markdown')
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

/**
 * Where a test of a first load starts in the default build: the part not yet hydrated, so
 * the press that follows lands on the build's HTML. The stock build has no such state.
 */
async function expectStatic(rendered: Promise<boolean>): Promise<void> {
  const isRendered = await rendered;
  if (!STOCK_BUILD) expect(isRendered, 'rendered by React before the first press').toBe(false);
}

/** The first diagram's Run button, scrolled into view and laid out (content-visibility). */
async function firstRun(page: Page): Promise<{run: Locator; panel: Locator}> {
  const figure = page.locator('figure', {has: page.getByRole('button', {name: 'Run'})}).first();
  const run = figure.getByRole('button', {name: 'Run', exact: true});
  await run.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  return {run, panel: figure.getByRole('region', {name: /^Run /})};
}

/** On a phone's first load, with the text still static: one tap on Run opens its panel. */
const tapRunOnFirstLoad = (browser: Browser, path: string) =>
  onPhone(browser, async (page) => {
    await open(page, path);
    await expectStatic(articleRendered(page));
    const {run, panel} = await firstRun(page);
    await run.tap();
    await expect(panel).toBeVisible();
  });

test('a first load leaves the article unhydrated, and its links navigate in the page @perf', async ({
  page,
}) => {
  await open(page, PAGE);
  expect(await articleRendered(page)).toBe(false);
  await markPage(page);
  // A diagram's block link is an SVG <a>.
  await page
    .locator('article figure')
    .first()
    .getByRole('link', {name: 'Log: node_log block reference'})
    .click();
  await expect(page).toHaveURL(/\/docs\/blocks\/node_log\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Log');
  // A link in the text, on the page React rendered after that navigation.
  expect(await articleRendered(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // The page itself, not only its URL, which changes as soon as the history moves.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Analog input');
  await page
    .locator('article .theme-doc-markdown')
    .getByRole('link', {name: 'Scale'})
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/blocks\/node_scale\/$/);
  expect(await samePage(page)).toBe(true);
});

test('Run opens its panel on the first click', async ({page}) => {
  await open(page, PAGE);
  const {run, panel} = await firstRun(page);
  await run.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('region', {name: 'Console lines'})).toBeVisible();
});

test('Run opens its panel on the first tap of a touch screen', async ({browser}) => {
  await tapRunOnFirstLoad(browser, PAGE);
});

test('from the keyboard, Run takes focus and opens on the first Enter', async ({page}) => {
  await open(page, PAGE);
  const {panel} = await firstRun(page);
  // Tab through the first diagram's controls to Run.
  await page
    .locator('article figure')
    .first()
    .getByRole('link', {name: /^Open in Studio/})
    .focus();
  await expectStatic(articleRendered(page));
  await page.keyboard.press('Tab');
  const run = page
    .locator('article figure')
    .first()
    .getByRole('button', {name: 'Run', exact: true});
  await expect(run).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(
    page.locator('article figure').first().getByRole('button', {name: 'Stop'}),
  ).toBeFocused();
});

test('a code block gets its copy button, highlighted, on hover, in a static article too', async ({
  page,
}) => {
  await open(page, '/docs/plugin_development');
  await expectStatic(articleRendered(page));
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await expect(block.getByRole('button', {name: /copy code/i})).toBeAttached();
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(await articleRendered(page)).toBe(true);
});

test('from the keyboard, a code block keeps focus as it renders, and its copy button comes next', async ({
  page,
}) => {
  await open(page, '/docs/plugin_development');
  const pre = page.locator('.theme-code-block pre').first();
  await pre.focus();
  await expect(
    page
      .locator('.theme-code-block')
      .first()
      .getByRole('button', {name: /copy code/i}),
  ).toBeAttached();
  expect(await articleRendered(page)).toBe(true);
  await expect(pre).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page
      .locator('.theme-code-block')
      .first()
      .getByRole('button', {name: /wrap|copy/i})
      .first(),
  ).toBeFocused();
});

test.describe('a tutorial, on a first load', () => {
  const LESSON = '/tutorials/sprinkler2';

  test('its series links navigate in the page, and the next page is React’s', async ({page}) => {
    await open(page, LESSON);
    await expectStatic(articleRendered(page));
    await markPage(page);
    await page
      .getByRole('navigation', {name: 'Sprinkler controller: all parts'})
      .getByRole('link', {name: 'A weekly watering schedule', exact: true})
      .click();
    await expect(page).toHaveURL(/\/tutorials\/sprinkler3$/);
    // The address changes as the navigation starts; React renders the next page after it.
    await expect.poll(() => articleRendered(page)).toBe(true);
    expect(await samePage(page)).toBe(true);
  });

  test('Run opens its panel on the first tap of a touch screen', async ({browser}) => {
    await tapRunOnFirstLoad(browser, LESSON);
  });
});

test('the page does not move when its text renders @perf', async ({page}) => {
  // A long page whose diagrams, tables and code blocks above the control were laid out
  // and then left the screen (content-visibility keeps their size per element).
  await open(page, '/elements/temperature_monitoring');
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  const run = page.getByRole('button', {name: 'Run', exact: true}).first();
  // Twice: blocks near the control take their real size as it comes into view.
  for (let i = 0; i < 2; i++) {
    await run.evaluate((el) => el.scrollIntoView({block: 'center', behavior: 'instant'}));
    await page.waitForTimeout(500);
  }
  const where = () => run.evaluate((el) => [el.getBoundingClientRect().top, window.scrollY]);
  const before = await where();
  expect(await articleRendered(page)).toBe(false);
  await run.hover();
  await expect.poll(() => articleRendered(page)).toBe(true);
  await page.waitForTimeout(500);
  const after = await where();
  expect(Math.abs(after[0]! - before[0]!), `moved from ${before} to ${after}`).toBeLessThan(1);
});

test.describe('the docs sidebar, on a first load', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
  /** Whether React owns the sidebar's links. */
  const sidebarRendered = (page: Page) =>
    sidebar(page)
      .getByRole('link')
      .first()
      .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

  test('is not hydrated, and renders once the browser is idle @perf', async ({page}) => {
    // Read at the moment the page marks itself hydrated, before any idle period after it.
    await page.addInitScript(() => {
      const w = window as unknown as {sidebarAtHydration?: boolean};
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        observer.disconnect();
        const link = document.querySelector('.theme-doc-sidebar-menu a');
        w.sidebarAtHydration =
          !!link && Object.keys(link).some((k) => k.startsWith('__reactFiber'));
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
    await open(page, PAGE);
    expect(
      await page.evaluate(
        () => (window as unknown as {sidebarAtHydration?: boolean}).sidebarAtHydration,
      ),
    ).toBe(false);
    await expect.poll(() => sidebarRendered(page)).toBe(true);
  });

  test.describe('while the browser is never idle', () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
    });

    test('a category caret opens its category on the first click', async ({page}) => {
      await open(page, PAGE);
      await expectStatic(sidebarRendered(page));
      const caret = sidebar(page).getByRole('button', {name: "Expand sidebar category 'Concepts'"});
      await caret.click();
      await expect(
        sidebar(page).getByRole('button', {name: "Collapse sidebar category 'Concepts'"}),
      ).toHaveAttribute('aria-expanded', 'true');
    });

    test('a link navigates in the page, and the sidebar then marks the new page', async ({
      page,
    }) => {
      await open(page, PAGE);
      await expectStatic(sidebarRendered(page));
      await markPage(page);
      const current = sidebar(page).locator('[aria-current="page"]');
      await expect(current).toHaveText('Analog input');
      // The menu scrolls on its own; the rendered sidebar must keep its place.
      const scrolled = await sidebar(page).evaluate((menu) => {
        menu.scrollTop = 50;
        return menu.scrollTop;
      });
      expect(scrolled, 'the sidebar does not scroll at this height').toBe(50);
      await sidebar(page).getByRole('link', {name: 'Analog output', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/blocks\/node_analog_out\/$/);
      await expect(current).toHaveText('Analog output');
      expect(await sidebarRendered(page)).toBe(true);
      expect(await sidebar(page).evaluate((menu) => menu.scrollTop)).toBe(scrolled);
      expect(await samePage(page)).toBe(true);
    });
  });
});

test('a diagram scrolled sideways keeps its place when Run opens its panel and the text renders', async ({
  browser,
}) => {
  await onPhone(browser, async (page) => {
    await open(page, PAGE);
    await expectStatic(articleRendered(page));
    // The page's last diagram: wider than a phone, it pans in its frame (GraphFrame),
    // with its Run button under it. (Reference tables stack into cards on a phone.)
    const figure = page.locator('figure', {has: page.getByRole('button', {name: 'Run'})}).last();
    const frame = figure.locator('[role="group"][tabindex="0"]');
    await frame.evaluate((el) => el.scrollIntoView({block: 'center', behavior: 'instant'}));
    await expect
      .poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth), {
        message: 'the diagram is wider than a 390 px phone',
      })
      .toBeGreaterThan(40);
    const left = await frame.evaluate((el) => {
      el.scrollLeft = 40;
      return el.scrollLeft;
    });
    expect(left).toBe(40);
    await figure.getByRole('button', {name: 'Run', exact: true}).tap();
    await expect(figure.getByRole('region', {name: /^Run /})).toBeVisible();
    expect(await articleRendered(page)).toBe(true);
    expect(await frame.evaluate((el) => el.scrollLeft)).toBe(left);
  });
});
