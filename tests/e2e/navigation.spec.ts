import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, open, external} from './fixtures';
import {copyrightLine} from '../../config/content';

/** Element pages as their own front matter describes them: the source of the Capabilities menu. */
function elementsFromSource(): {slug: string; group: string; title: string}[] {
  const dir = path.join(__dirname, '../../elements');
  return fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      const field = (name: string) =>
        text
          .match(new RegExp(`^${name}:\\s*(.+)$`, 'm'))?.[1]
          .trim()
          .replace(/^['"]|['"]$/g, '') ?? '';
      return {
        slug: field('slug'),
        group: field('group'),
        title: field('menu_title') || field('title'),
      };
    });
}

/** The home page on a 390 px phone with its navigation drawer open. */
async function openPhoneDrawer(page: Page) {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  return sidebar;
}

test.describe('top navigation: the Capabilities mega-dropdown', () => {
  test('opens by mouse and lists every element page in its Monitoring or Control group', async ({
    page,
  }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', {name: 'Capabilities'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(
      `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    await expect(panel).toBeVisible();
    const elements = elementsFromSource();
    expect(elements.length).toBeGreaterThan(0);
    for (const el of elements) {
      const group = panel.getByRole('region', {
        name: el.group === 'monitoring' ? 'Monitoring' : 'Control',
      });
      const link = group.getByRole('link', {name: new RegExp(el.title)});
      await expect(link).toHaveAttribute('href', `/elements/${el.slug}`);
      // Each item has an icon, a title and a description.
      await expect(link.locator('svg')).toHaveCount(1);
      await expect(link.locator('span > span')).toHaveCount(2);
    }
    // Clicking outside closes it.
    await page.mouse.click(5, 400);
    await expect(panel).toBeHidden();
  });

  test('opens on hover like Learn and Resources, and closes when the pointer leaves', async ({
    page,
  }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', {name: 'Capabilities'});
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(
      `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    // The pointer can travel from the button into the panel without closing it.
    await panel.getByRole('link').first().hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The theme's Learn dropdown opens on hover too: the same model for all three menus.
    await page.getByRole('button', {name: 'Learn'}).hover();
    await expect(
      page.locator('.dropdown--hoverable', {hasText: 'Learn'}).locator('.dropdown__menu'),
    ).toBeVisible();
  });

  test('works from the keyboard: Enter and Space open it, Esc closes it and returns focus', async ({
    page,
  }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', {name: 'Capabilities'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab moves into the panel's first link.
    await page.keyboard.press('Tab');
    const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focusedHref).toMatch(/^\/elements\//);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('following an item navigates and closes the panel', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Capabilities'}).click();
    const [first] = elementsFromSource();
    await page
      .getByRole('link', {name: new RegExp(first.title)})
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/elements/${first.slug}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(first.title);
    await expect(page.getByRole('button', {name: 'Capabilities'})).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('opens with a tap on a touch screen', async ({browser}) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: {width: 1280, height: 800},
    });
    const page = await context.newPage();
    await open(page, '/');
    await page.getByRole('button', {name: 'Capabilities'}).tap();
    await expect(page.getByRole('button', {name: 'Capabilities'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await context.close();
  });

  test('one menu is open at a time, by mouse, keyboard and touch', async ({page, browser}) => {
    /** The navbar menus a visitor sees open: the Capabilities panel and the theme's dropdowns. */
    const openMenus = async (p: Page) => {
      const toggle = p.getByRole('button', {name: 'Capabilities'});
      const panel = p.locator(
        `#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
      );
      const dropdown = (name: string) =>
        p.locator('.navbar .dropdown', {hasText: name}).locator('.dropdown__menu');
      const menus = {
        Capabilities: panel,
        Learn: dropdown('Learn'),
        Resources: dropdown('Resources'),
      };
      const shown = await Promise.all(Object.values(menus).map((m) => m.isVisible()));
      return Object.keys(menus).filter((_, i) => shown[i]);
    };
    const learn = page.locator('.navbar .dropdown > a', {hasText: 'Learn'});
    const resources = page.locator('.navbar .dropdown > a', {hasText: 'Resources'});
    const capabilities = page.getByRole('button', {name: 'Capabilities'});
    await open(page, '/');

    // Mouse: a panel pinned by a click, then another menu hovered.
    await capabilities.click();
    await expect.poll(() => openMenus(page)).toEqual(['Capabilities']);
    await learn.hover();
    await expect.poll(() => openMenus(page)).toEqual(['Learn']);
    await capabilities.hover();
    await expect.poll(() => openMenus(page)).toEqual(['Capabilities']);

    // Keyboard: Learn pinned with Enter, then the pointer on Resources; back to Capabilities by Shift+Tab.
    await page.mouse.move(5, 600);
    await learn.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openMenus(page)).toEqual(['Learn']);
    await resources.hover();
    await expect.poll(() => openMenus(page)).toEqual(['Resources']);
    await page.mouse.move(5, 600);
    await learn.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(capabilities).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => openMenus(page)).toEqual(['Capabilities']);

    // Touch: a tap on one menu, then on another.
    const context = await browser.newContext({
      hasTouch: true,
      viewport: {width: 1280, height: 800},
    });
    const touch = await context.newPage();
    await open(touch, '/');
    await touch.getByRole('button', {name: 'Capabilities'}).tap();
    await expect.poll(() => openMenus(touch)).toEqual(['Capabilities']);
    await touch.locator('.navbar .dropdown > a', {hasText: 'Learn'}).tap();
    await expect.poll(() => openMenus(touch)).toEqual(['Learn']);
    await touch.getByRole('button', {name: 'Capabilities'}).tap();
    await expect.poll(() => openMenus(touch)).toEqual(['Capabilities']);
    await context.close();
  });

  test('appears inside the mobile sidebar, and an item closes the sidebar', async ({page}) => {
    const sidebar = await openPhoneDrawer(page);
    await sidebar.getByRole('button', {name: 'Capabilities'}).click();
    const [first] = elementsFromSource();
    await sidebar.getByRole('link', {name: new RegExp(first.title)}).click();
    await expect(page).toHaveURL(new RegExp(`/elements/${first.slug}$`));
    await expect(sidebar).toBeHidden();
  });
});

test.describe('top navigation: Solutions, Learn, Resources, Sign Up / Sign In', () => {
  test('has Solutions, Learn and Resources with the spec items, external ones marked', async ({
    page,
  }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Solutions', exact: true})).toHaveAttribute(
      'href',
      '/solutions',
    );
    await nav
      .getByRole('button', {name: 'Learn'})
      .or(nav.getByRole('link', {name: 'Learn'}))
      .hover();
    for (const [name, href] of [
      ['Tutorials', '/tutorials'],
      ['Examples', '/examples'],
      ['Documentation', '/docs/intro'],
    ]) {
      await expect(nav.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await nav
      .getByRole('button', {name: 'Resources'})
      .or(nav.getByRole('link', {name: 'Resources'}))
      .hover();
    for (const [name, href] of [
      ['Downloads', '/downloads'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    for (const [name, href] of [
      ['Roadmap', external.roadmapUrl],
      ['Feature Request', external.featureRequestUrl],
      ['Schedule a Demo', external.demoCalendarUrl],
    ]) {
      const link = nav.getByRole('link', {name: new RegExp(`^${name}`)});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link.locator('svg')).toHaveCount(1); // the external-link mark
    }
  });

  test('Sign Up and Sign In go to the editor', async ({page}) => {
    await open(page, '/');
    await expect(page.getByRole('link', {name: /^Sign Up/}).first()).toHaveAttribute(
      'href',
      external.signUpUrl,
    );
    await expect(page.getByRole('link', {name: /^Sign In/}).first()).toHaveAttribute(
      'href',
      external.signInUrl,
    );
  });
});

test.describe('top navigation: fits its row at every desktop width', () => {
  // 997 px is the desktop navbar's first width; 1024 was where the logo read "Tess…" and the
  // menus' carets wrapped under their labels.
  for (const width of [997, 1024, 1100, 1199]) {
    test(`at ${width} px: one row, the whole logo, every caret beside its label`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 700});
      await open(page, '/');
      const bar = await page.evaluate(() => {
        const items = [...document.querySelectorAll('.navbar__inner > .navbar__items > *')].filter(
          (e) => e.getBoundingClientRect().width > 0,
        );
        const links = [...document.querySelectorAll('.navbar__inner .navbar__link')];
        const brand = document.querySelector('.navbar__brand')!;
        const inner = document.querySelector('.navbar__inner')!;
        return {
          // Each item's height: a wrapped label or caret makes its item taller than one line.
          tall: links
            .filter((l) => {
              const cs = getComputedStyle(l);
              const px = (v: string) => parseFloat(v) || 0;
              const content =
                l.getBoundingClientRect().height -
                px(cs.paddingTop) -
                px(cs.paddingBottom) -
                px(cs.borderTopWidth) -
                px(cs.borderBottomWidth);
              const line = px(cs.lineHeight) || px(cs.fontSize) * 1.2;
              return content > line * 1.5;
            })
            .map((l) => l.textContent),
          // Items of different heights share one row when one horizontal line crosses them all.
          oneRow:
            Math.max(...items.map((e) => e.getBoundingClientRect().top)) <
            Math.min(...items.map((e) => e.getBoundingClientRect().bottom)),
          brandClipped: [...brand.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth),
          overflow: inner.scrollWidth - inner.clientWidth,
        };
      });
      expect(bar.tall, 'labels on two lines').toEqual([]);
      expect(bar.oneRow, 'the items on one row').toBe(true);
      expect(bar.brandClipped, 'the logo cut short').toBe(false);
      expect(bar.overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the mobile drawer lines its chevrons up in one column', async ({page}) => {
    const sidebar = await openPhoneDrawer(page);
    // Capabilities draws its chevron after its label, Learn and Resources in a caret button:
    // each chevron ends at its element's right padding.
    const rights = await sidebar
      .locator(
        '.menu__list > li > .menu__link--sublist, .menu__list > li > .menu__list-item-collapsible .menu__caret',
      )
      .evaluateAll((els) =>
        els.map((e) =>
          Math.round(
            e.getBoundingClientRect().right - parseFloat(getComputedStyle(e).paddingRight),
          ),
        ),
      );
    expect(rights.length).toBeGreaterThan(1);
    expect(new Set(rights).size, `chevron right edges ${rights.join(', ')}`).toBe(1);
  });
});

test.describe('footer: call to action, link columns, copyright', () => {
  test('has the call-to-action band, the link columns and the copyright years', async ({page}) => {
    await open(page, '/docs/intro');
    const footer = page.locator('footer.footer');
    await expect(page.getByRole('link', {name: 'View Tutorials'}).last()).toHaveAttribute(
      'href',
      '/tutorials/introduction',
    );
    await expect(page.getByRole('link', {name: /^Get in Touch/})).toHaveAttribute(
      'href',
      external.demoCalendarUrl,
    );
    for (const title of [
      'Capabilities',
      'Solutions',
      'Hardware',
      'Resources',
      'Mobile app',
      'Community',
    ]) {
      await expect(footer.getByText(title, {exact: true})).toBeVisible();
    }
    await expect(footer.getByRole('link', {name: 'Terms of service'})).toHaveAttribute(
      'href',
      '/terms/terms',
    );
    await expect(footer.getByRole('link', {name: /LUIS for iOS/})).toHaveAttribute(
      'href',
      external.appStores.ios,
    );
    await expect(footer).toContainText(copyrightLine(new Date().getFullYear()));
  });

  test('View Tutorials leads to the tutorials introduction', async ({page}) => {
    await open(page, '/');
    await page.getByRole('link', {name: 'View Tutorials'}).last().click();
    await expect(page).toHaveURL(/\/tutorials\/introduction$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  // On a first load the footer is the build's HTML, not hydrated (src/perf/static-parts/staticHtml.ts).
  test('its links navigate in the page, on a first load and after a navigation', async ({page}) => {
    await open(page, '/docs/intro');
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    const footer = page.locator('footer.footer');
    await footer.getByRole('link', {name: 'Terms of service'}).click();
    await expect(page).toHaveURL(/\/terms\/terms$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/terms/i);
    // The new page's footer is React's own; its links navigate in the page too.
    await page.getByRole('link', {name: 'View Tutorials'}).last().click();
    await expect(page).toHaveURL(/\/tutorials\/introduction$/);
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(
      true,
    );
  });

  test('a link to a file, not a page, is left to the browser', async ({page, problems}) => {
    // Showing a text file, the browser asks for /favicon.ico, which the site does not have.
    problems.allow(/status of 404/);
    await open(page, '/docs/intro');
    await page.evaluate(() => {
      (window as unknown as {samePage: boolean}).samePage = true;
      const a = document.createElement('a');
      a.href = '/robots.txt';
      a.textContent = 'Robots file';
      document.querySelector('footer.footer')?.prepend(a);
    });
    await page.locator('footer.footer').getByRole('link', {name: 'Robots file'}).click();
    await expect(page).toHaveURL(/\/robots\.txt$/);
    expect(
      await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage),
    ).toBeUndefined();
  });

  test('a link opened in a new tab is left to the browser', async ({page, context}) => {
    await open(page, '/docs/intro');
    const opened = context.waitForEvent('page');
    await page
      .locator('footer.footer')
      .getByRole('link', {name: 'Terms of service'})
      .click({modifiers: ['ControlOrMeta']});
    expect(new URL((await opened).url()).pathname).toBe('/terms/terms');
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });
});
