import {test, expect, open, codeColours} from './fixtures';

// Code blocks load their highlighter after the page has hydrated (src/theme/CodeBlock):
// until then the build's highlighted HTML must stay, and work when pressed.
const PAGE = '/docs/plugin_development';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test.beforeEach(async ({page}) => {
  // Every code block put into the page without highlighting (the lazy chunk's fallback).
  await page.addInitScript(() => {
    const plain: string[] = [];
    (window as unknown as {plainCode: string[]}).plainCode = plain;
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element)
            for (const pre of [n, ...n.querySelectorAll('pre')])
              if (pre.matches('pre.prism-code') && !pre.querySelector('.token-line'))
                plain.push(pre.textContent ?? '');
    });
    // From the end of parsing (the parser adds a block before its lines), before the
    // deferred scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        observer.observe(document.body, {childList: true, subtree: true});
    });
  });
});

const plainCode = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as {plainCode: string[]}).plainCode);

// The clipboard holds the code without the blank lines innerText renders between block lines.
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean);

test('code stays highlighted from the first paint until its buttons work', async ({page}) => {
  await open(page, PAGE);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  // The button says "Copied" for one second only, which a busy machine's next check can
  // miss (a CI run beside another did): the clipboard is the proof that it worked.
  const code = await block.locator('code').innerText();
  await expect
    .poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText())))
    .toEqual(lines(code));
  // Idle has come: every block is the theme's own by now, and none was ever plain.
  await page.waitForTimeout(1500);
  expect(await plainCode(page)).toEqual([]);
});

test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('code in the static article shows the dark theme, the same as once rendered @perf', async ({
    page,
  }) => {
    // The build highlights in the light theme, and the article stays that HTML until a
    // visitor comes to it: the stylesheet gives it the dark theme's colours.
    await open(page, PAGE);
    const blocks = page.locator('article .theme-code-block');
    const before = await codeColours(blocks);
    expect(before.shown.length).toBeGreaterThan(20);
    await blocks.first().hover();
    await expect(blocks.first().getByRole('button', {name: /copy code/i})).toBeAttached();
    const after = await codeColours(blocks);
    // Rendered, each part has the colour the dark theme gives it inline.
    expect(after.shown).toEqual(after.themed);
    expect(before.shown).toEqual(after.shown);
    expect(before.background).toBe(after.themedBackground);
  });
});

test('while the highlighter is on its way, the build’s highlighted HTML stays @perf', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('token-line')) await held;
    await route.fulfill({response, body});
  });
  await open(page, PAGE);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await page.waitForTimeout(1000);
  await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(block.getByRole('button', {name: /copy code/i})).toHaveCount(0);
  release();
  await expect(block.getByRole('button', {name: /copy code/i})).toBeAttached();
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(await plainCode(page)).toEqual([]);
});

test('after a client-side navigation, code is highlighted', async ({page}) => {
  await open(page, '/docs/category/features');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator(`main a[href="${PAGE}"]`).first().click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator('.theme-code-block .token-line').first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
  ).toBe(true);
});
