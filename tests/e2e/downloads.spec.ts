// cspell:ignore networkidle
import {test, expect, open, external, onPhone, codeColours} from './fixtures';
import {
  DOWNLOADS,
  PLATFORM_LABELS,
  downloadUrl,
  formatSize,
  type Platform,
} from '../../src/data/downloads';

const USER_AGENTS: Partial<Record<Platform, string>> = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

for (const [platform, userAgent] of Object.entries(USER_AGENTS) as [Platform, string][]) {
  test.describe(`Downloads on ${PLATFORM_LABELS[platform]}`, () => {
    test.use({userAgent});

    test(`marks the ${PLATFORM_LABELS[platform]} files, and only those`, async ({page}) => {
      await open(page, '/downloads');
      await expect(
        page.getByText(`Files for your system (${PLATFORM_LABELS[platform]})`),
      ).toBeVisible();
      const marked = page.locator('tr', {hasText: 'Your system'});
      const expected = DOWNLOADS.flatMap((p) => p.releases[0].files).filter(
        (f) => f.platform === platform,
      ).length;
      expect(expected).toBeGreaterThan(0);
      await expect(marked).toHaveCount(expected);
      for (const row of await marked.all()) {
        await expect(row).toHaveAttribute('data-platform', platform);
      }
    });
  });
}

test.describe('Downloads: files and checksums', () => {
  test('every current file shows its size and SHA-256 and links to the downloads host', async ({
    page,
  }) => {
    await open(page, '/downloads');
    for (const product of DOWNLOADS) {
      const section = page.locator('section', {has: page.locator(`h2#${product.id}`)});
      const latest = product.releases[0];
      await expect(section.getByText(`Version ${latest.version}`).first()).toBeVisible();
      for (const f of latest.files.filter((x) => x.file)) {
        const row = section.locator('tr', {hasText: f.file!.name}).first();
        await expect(row.getByText(f.file!.sha256, {exact: true})).toBeVisible();
        await expect(row.getByText(formatSize(f.file!.bytes))).toBeVisible();
        await expect(row.getByRole('link', {name: f.variant})).toHaveAttribute(
          'href',
          downloadUrl(external.downloadsHost, product.id, latest.version, f.file!.name),
        );
      }
    }
  });

  test('older versions are one click away, with their own checksums', async ({page}) => {
    await open(page, '/downloads');
    const runtime = DOWNLOADS.find((p) => p.id === 'runtime')!;
    const oldest = runtime.releases.at(-1)!;
    const sum = oldest.files[0].file!.sha256;
    await expect(page.getByText(sum)).toBeHidden();
    await page.getByText(`Older versions of ${runtime.title}`).click();
    await expect(page.getByText(sum)).toBeVisible();
  });

  test('the static HTML lists every file before any script runs', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/downloads');
    for (const product of DOWNLOADS) {
      for (const f of product.releases[0].files.filter((x) => x.file)) {
        await expect(page.getByText(f.file!.sha256)).toHaveCount(1);
      }
    }
    await expect(page.locator('tr', {hasText: 'Your system'})).toHaveCount(0);
    await context.close();
  });
});

test.describe('Downloads on a phone (390 px): checksums and file names', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a SHA-256 shows as two lines of four groups of eight, and copies as the sum', async ({
    page,
  }) => {
    await open(page, '/downloads');
    const sums = page.locator('td code').filter({hasText: /^[0-9a-f]{64}$/, visible: true});
    await expect(sums.first()).toBeVisible();
    const shown = await sums.evaluateAll((codes) =>
      codes.map((code) => {
        const lines = new Map<number, string[]>();
        for (const group of code.children) {
          const top = Math.round(group.getBoundingClientRect().top);
          lines.set(top, [...(lines.get(top) ?? []), group.textContent ?? '']);
        }
        getSelection()!.selectAllChildren(code);
        return {lines: [...lines.values()], copied: getSelection()!.toString()};
      }),
    );
    const files = DOWNLOADS.flatMap((p) => p.releases[0].files).filter((f) => f.file);
    expect(shown).toHaveLength(files.length);
    for (const [i, {lines, copied}] of shown.entries()) {
      const sum = files[i].file!.sha256;
      expect(copied).toBe(sum);
      expect(lines).toEqual([0, 4].map((g) => sum.slice(g * 8, g * 8 + 32).match(/.{8}/g)));
    }
  });

  test('a file name wraps only after one of its hyphens', async ({page}) => {
    await open(page, '/downloads');
    const names = DOWNLOADS.flatMap((p) => p.releases[0].files).flatMap((f) =>
      f.file ? [f.file.name] : [],
    );
    const lines = await page
      .locator('td code')
      .filter({hasText: /^tessera-|^luis-/, visible: true})
      .evaluateAll((codes) =>
        codes.map((code) => {
          // Each character's line, read through a Range over it.
          const range = document.createRange();
          const text = code.firstChild ? [...code.childNodes] : [];
          const chars: {c: string; top: number}[] = [];
          for (const node of text)
            for (let i = 0; node.nodeType === Node.TEXT_NODE && i < node.textContent!.length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              chars.push({c: node.textContent![i], top: Math.round(range.getClientRects()[0].top)});
            }
          const out: string[] = [''];
          chars.forEach((ch, i) => {
            if (i > 0 && ch.top > chars[i - 1].top) out.push('');
            out[out.length - 1] += ch.c;
          });
          return out;
        }),
      );
    expect(lines.map((l) => l.join(''))).toEqual(names);
    // Some name is too long for one line on a phone, or the check would prove nothing.
    expect(lines.some((l) => l.length > 1)).toBe(true);
    for (const l of lines) for (const line of l.slice(0, -1)) expect(line).toMatch(/-$/);
  });
});

test.describe('Downloads: install commands', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  /** Counts the highlighter's chunk (src/theme/CodeBlock) when the page asks for it. */
  const countHighlighter = (page: import('@playwright/test').Page) => {
    const requested: string[] = [];
    page.on('response', async (response) => {
      if (!/\/assets\/js\/[^/]+\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('token-line')) requested.push(response.url());
    });
    return requested;
  };

  /** Opens /downloads with the highlighter counted, once the load is over. */
  const openCounted = async (page: import('@playwright/test').Page) => {
    const highlighter = countHighlighter(page);
    await open(page, '/downloads');
    await page.waitForLoadState('networkidle');
    return {highlighter, block: page.locator('.theme-code-block').first()};
  };

  test('the highlighter stays out of the load: the commands are the build’s HTML until a visitor comes to one @perf', async ({
    page,
  }) => {
    const {highlighter, block} = await openCounted(page);
    // Past the first idle period after hydration, when the highlighter used to load.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
    );
    await expect(block.locator('.token-line').first()).toBeVisible();
    await expect(page.getByRole('button', {name: /copy code/i})).toHaveCount(0);
    expect(highlighter).toEqual([]);
    await block.hover();
    await expect(block.getByRole('button', {name: /copy code/i})).toBeAttached();
    expect(highlighter).toHaveLength(1);
  });

  test.describe('in dark mode', () => {
    test.use({colorScheme: 'dark'});

    test('the commands show the dark theme before a visitor comes to them, as after @perf', async ({
      page,
    }) => {
      // The build highlights in the light theme; the stylesheet gives the static HTML the
      // dark one's colours (src/perf/lazy-prism), so no highlighter loads for it.
      const {highlighter, block} = await openCounted(page);
      const before = await codeColours(block);
      expect(before.shown.length).toBeGreaterThan(2);
      expect(highlighter).toEqual([]);
      await block.hover();
      await expect(block.getByRole('button', {name: /copy code/i})).toBeAttached();
      const after = await codeColours(block);
      expect(after.shown).toEqual(after.themed);
      expect(before.shown).toEqual(after.shown);
      expect(before.background).toBe(after.themedBackground);
    });
  });

  test('each command block renders on hover and copies its command', async ({page}) => {
    await open(page, '/downloads');
    const block = page.locator('.theme-code-block').first();
    const command = (await block.locator('code').innerText()).trim();
    expect(command.length).toBeGreaterThan(5);
    await block.hover();
    const copy = block.getByRole('button', {name: /copy code/i});
    await copy.click();
    // Not the one-second "Copied" label, which a busy machine's next check can miss.
    await expect
      .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim())
      .toBe(command);
  });

  test('on a touch screen, the tap that renders a command shows its copy button', ({browser}) =>
    onPhone(browser, async (page) => {
      await open(page, '/downloads');
      const block = page.locator('.theme-code-block').first();
      await block.locator('code').tap();
      const copy = block.getByRole('button', {name: /copy code/i});
      await expect(copy).toBeAttached();
      // The theme's buttons are there but transparent until the block is hovered.
      await expect
        .poll(() => copy.evaluate((b) => Number(getComputedStyle(b).opacity)))
        .toBeGreaterThan(0);
    }));

  test('from the keyboard, a command keeps focus as it renders, and its buttons come next', async ({
    page,
  }) => {
    await open(page, '/downloads');
    const block = page.locator('.theme-code-block').first();
    await block.locator('pre').focus();
    await expect(block.getByRole('button', {name: /copy code/i})).toBeAttached();
    await expect(block.locator('pre')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', {name: /wrap|copy/i}).first()).toBeFocused();
  });
});
