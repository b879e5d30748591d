import {test, expect, open} from './fixtures';

test.describe('theme behaviour: navbar', () => {
  test('hides on scroll down and shows again on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await open(page, '/docs/intro');
    const navbar = page.locator('nav.navbar');
    const bottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await bottom()).toBeGreaterThan(0);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
    await page.mouse.wheel(0, 600);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(0);
  });

  test('under 996 px opens a mobile sidebar with "Back to main menu", which closes at desktop width', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/docs/intro');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc page the sidebar opens on the docs menu, one step below the main menu.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Solutions', exact: true})).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(sidebar).toBeHidden();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('theme behaviour: docs', () => {
  test('shows breadcrumbs, a table of contents of h2 and h3 only, and a hideable sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, '/docs/intro');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThan(2);
    const targets = await tocLinks.evaluateAll((links) =>
      links.map(
        (a) =>
          document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName,
      ),
    );
    expect(new Set(targets)).toEqual(new Set(targets.filter((t) => t === 'H2' || t === 'H3')));
    expect(targets).toContain('H2');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Get started'})).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(sidebar.getByRole('link', {name: 'Get started'})).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(sidebar.getByRole('link', {name: 'Get started'})).toBeVisible();
  });

  test('scrolls to the hash target after navigation', async ({page}) => {
    await open(page, '/docs/intro#run-it-in-the-simulator');
    await expect(page.locator('#run-it-in-the-simulator')).toBeInViewport();
  });
});

test.describe('theme behaviour: blog', () => {
  test("a post's byline shows its author's title in full on a 390 px phone", async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/blog/serial-dispatcher');
    // Docusaurus clamps the title to one line; the site lets it wrap (src/css/custom.css).
    const title = page.locator('header .avatar__intro small');
    await expect(title).toHaveText(/Tessera Runtime, Studio and Cloud$/);
    const {scroll, client, lineHeight} = await title.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(scroll, 'no line hidden by a clamp').toBeLessThanOrEqual(client);
    expect(client, 'wraps onto a second line at this width').toBeGreaterThan(lineHeight);
  });
});

test.describe('colour mode: system preference when unset, toggle persisted', () => {
  test('follows the system preference when nothing is stored', async ({browser}) => {
    for (const scheme of ['dark', 'light'] as const) {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await open(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await context.close();
    }
  });

  test('the toggle changes the mode and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
    const chosen = await html.getAttribute('data-theme');
    // The stock toggle cycles light → dark → system; keep clicking until dark is chosen.
    if (chosen !== 'dark')
      await page.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

// Nothing widens any page past a 390 px phone: the crawl checks every page (crawl.spec.ts).

test.describe('Landing layouts at 1440 and 1024 px', () => {
  // Four pages a test: beside a second suite on 2 cores each can take 10 s to hydrate.
  test.describe.configure({timeout: 120_000});

  for (const width of [1440, 1024]) {
    test(`at ${width} px the home page's and docs categories' card grids fit their count, the hero's buttons share a row, and the search box's hint covers no text`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await open(page, '/');
      const grids = await page.evaluate(() =>
        [...document.querySelectorAll('main ul')]
          .filter((ul) => getComputedStyle(ul).display === 'grid')
          .map((ul) => ({
            title: ul.closest('section')?.querySelector('h2')?.textContent ?? '',
            cards: ul.children.length,
            // With auto-fill the computed value lists every track, empty ones too.
            columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length,
          })),
      );
      expect(grids.length).toBeGreaterThan(5);
      const ragged = grids.filter(({cards, columns}) => {
        const last = cards % columns;
        return columns > cards || (last !== 0 && last <= columns / 2);
      });
      expect(ragged, 'sections whose cards leave a column empty or a row half empty').toEqual([]);
      const tops = await page
        .locator('main header .button--lg')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops.length).toBe(3);
      expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);

      // The search box's "ctrl K" hint, where shown, starts after its placeholder ends.
      const search = await page.locator('.navbar__search').evaluate((box) => {
        const input = box.querySelector('input')!;
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const textEnd =
          input.getBoundingClientRect().left +
          parseFloat(style.paddingLeft) +
          context.measureText(input.placeholder).width;
        const hint = box.querySelector<HTMLElement>('[class^="searchHint"]');
        const hintStart =
          hint && hint.offsetParent !== null
            ? Math.min(...[...hint.children].map((k) => k.getBoundingClientRect().left))
            : Infinity;
        return {placeholder: input.placeholder, textEnd, hintStart};
      });
      expect(search.placeholder).toBe('Search');
      expect(search.hintStart, 'the shortcut hint covers the placeholder').toBeGreaterThan(
        search.textEnd,
      );

      // A docs category's cards (DocCategoryGeneratedIndexPage), measured where they
      // landed: three (Hardware), seven and eleven cards.
      for (const path of [
        '/docs/category/hardware',
        '/docs/category/comms',
        '/docs/category/system',
      ]) {
        await open(page, path);
        const rows = await page
          .locator('article .theme-doc-card-container')
          .evaluateAll((cards) => {
            const perRow = new Map<number, number>();
            for (const card of cards) {
              const top = Math.round(card.getBoundingClientRect().top);
              perRow.set(top, (perRow.get(top) ?? 0) + 1);
            }
            return [...perRow.values()];
          });
        const columns = rows[0];
        const last = rows.at(-1)!;
        expect(rows.length, `${path}: rows of cards`).toBeGreaterThan(0);
        expect(
          rows.length === 1 || last > columns / 2,
          `${path}: cards per row ${rows.join(', ')} leave the last row half empty`,
        ).toBe(true);
      }
    });
  }
});
