/**
 * Page weight budgets, per page type, on deterministic figures only (bytes and
 * request counts, never times): the scripts a page loads until it hydrates,
 * its CSS and HTML, the requests that hold its first paint, and its largest
 * contentful paint being an element of the static HTML, so it can paint before
 * any script has run. The budgets are in scripts/perf/budgets.mjs; Lighthouse's
 * performance score, which moves with the machine, is in `npm run bench`.
 */
import * as cheerio from 'cheerio';
import {readFileSync} from 'node:fs';
import {pageWeightBudget, resolvePageTypes} from '../../scripts/perf/budgets.mjs';
import {overBudget, pageWeight, scriptsBeforeHydration} from '../../scripts/perf/page-weight.mjs';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {BUILD_DIR} from '../site/site';

const pages = resolvePageTypes(BUILD_DIR);

// Lighthouse's mobile screen (Moto G Power), where the LCP element is judged. A new context
// a test (not the reset one of playwright.config.ts): the budgets are a first visit's, in a
// browser that has compiled none of the site's scripts.
test.use({
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  reuseContext: false,
});

// Chromium builds an isolated SVG document, a page of its own, for every SVG
// it paints as an image (`<img>`, a CSS image, `<use>` of another file, an SVG
// favicon): 10–40 ms of main thread each on the CI machine, in the page's load. SVG drawn
// inline costs none of that (src/theme/Logo, src/components/Icon, the caret
// and breadcrumb rules in src/css/custom.css).
/** What a page paints as an SVG image: elements, pseudo-elements, icons and preloads. */
const svgImages = (page: Page) =>
  page.evaluate(() => {
    const isSvg = (v: string) => /data:image\/svg|\.svg\b/i.test(v);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const out: string[] = [];
    for (const img of document.querySelectorAll('img'))
      if (isSvg(img.currentSrc || img.src)) out.push(`${name(img)} src ${img.src}`);
    for (const use of document.querySelectorAll('use')) {
      const href = use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '';
      if (!href.startsWith('#')) out.push(`${name(use)} href ${href}`);
    }
    for (const image of document.querySelectorAll('svg image'))
      out.push(`${name(image)} href ${image.getAttribute('href')}`);
    // The renderer decodes the favicon too.
    for (const link of document.querySelectorAll('link[rel~="icon"]'))
      if (isSvg(link.getAttribute('href') ?? '')) out.push(`icon ${link.getAttribute('href')}`);
    for (const link of document.querySelectorAll('link[rel="preload"][as="image"]'))
      if (isSvg(link.getAttribute('href') ?? '')) out.push(`preload ${link.getAttribute('href')}`);
    const props = [
      'background-image',
      'mask-image',
      'list-style-image',
      'border-image-source',
      'content',
    ];
    for (const el of document.querySelectorAll('*'))
      for (const pseudo of [null, '::before', '::after', '::marker']) {
        const style = getComputedStyle(el, pseudo);
        for (const prop of props) {
          const value = style.getPropertyValue(prop);
          if (/url\(/.test(value) && isSvg(value))
            out.push(`${name(el)}${pseudo ?? ''} ${prop} ${value.slice(0, 60)}`);
        }
      }
    return out;
  });

/**
 * Each page type in two visits, light then dark: the first gives its weight (the
 * scripts fetched until it hydrates), its first paint and LCP element, and the SVG
 * images it paints; the second the SVG images in dark. Every check is a soft
 * assertion that names its page type, so one visit reports them all: a test per
 * check paid a fresh browser context and a cold load each, a fifth of this file's time.
 */
for (const p of pages) {
  test(`${p.name}: weight within budget, first paint from the static HTML, no SVG image painted @perf`, async ({
    page,
  }) => {
    test.skip(Boolean(p.pending), p.pending);
    expect(p.missing, `${p.name}: ${p.missing}`).toBeUndefined();
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.emulateMedia({colorScheme: 'light'});
    const scripts = (await scriptsBeforeHydration(page, p.path!)).map((src) => {
      const url = new URL(src);
      return url.origin === origin ? url.pathname : url.href;
    });
    const weight = pageWeight(BUILD_DIR, p.htmlFile!, scripts);
    expect
      .soft(overBudget(p.name, weight, pageWeightBudget(p.name)).join('\n'), `${p.name}: weight`)
      .toBe('');

    // Orders of events in one page load, not durations: the template adds the
    // scripts after the first frame (src/perf/ssr-template.ts).
    const {paint, requested} = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requested: performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script')
        .map((r) => ({name: new URL(r.name).pathname, start: r.startTime})),
    }));
    expect.soft(paint, `${p.name}: no first-contentful-paint entry`).not.toBeNull();
    const early = paint === null ? [] : requested.filter((s) => s.start < paint).map((s) => s.name);
    expect.soft(early, `${p.name}: scripts requested before the first paint`).toEqual([]);
    // The last largest-contentful-paint entry is the page's LCP element.
    const lcp = await page.evaluate(
      () =>
        new Promise<{tag: string; text: string; src: string} | null>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              (PerformanceEntry & {element: Element | null; url: string}) | undefined;
            const el = last?.element;
            resolve(
              el
                ? {
                    tag: el.tagName.toLowerCase(),
                    text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
                    src: last.url,
                  }
                : null,
            );
          }).observe({type: 'largest-contentful-paint', buffered: true});
        }),
    );
    expect.soft(lcp, `${p.name}: no largest-contentful-paint entry`).not.toBeNull();
    if (lcp) {
      const $ = cheerio.load(readFileSync(p.htmlFile!));
      const found = lcp.src
        ? $(`[src], [href], [srcset]`).filter((_, el) =>
            ['src', 'href', 'srcset'].some((a) =>
              lcp.src.includes(($(el).attr(a) ?? '\0').split(/[\s,]/)[0]!),
            ),
          ).length
        : $(lcp.tag).filter((_, el) => $(el).text().replace(/\s+/g, ' ').trim() === lcp.text)
            .length;
      expect
        .soft(
          found,
          `${p.name}: the LCP element <${lcp.tag}> "${(lcp.src || lcp.text).slice(0, 80)}" is not in the static HTML`,
        )
        .toBeGreaterThan(0);
    }

    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') {
        await page.emulateMedia({colorScheme: scheme});
        await page.goto(p.path!);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect
        .soft(await svgImages(page), `${p.name} (${scheme}): SVG painted as an image`)
        .toEqual([]);
    }
  });
}
