import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, loadPage, sitemapPaths} from './site';
import {STANDALONE} from '../routes';

test.describe('Page metadata in the built HTML: titles, descriptions, social cards', () => {
  const routes = sitemapPaths();

  test('the sitemap lists the site', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toContain('/');
  });

  test('every page has a unique title, a meta description and a social card', () => {
    const titles = new Map<string, string[]>();
    const problems: string[] = [];
    for (const route of routes) {
      const $ = loadPage(route);
      const title = $('head title').text().trim();
      titles.set(title, [...(titles.get(title) ?? []), route]);
      const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
      if (description.length < 40)
        problems.push(`${route}: meta description "${description}" is missing or too short`);
      if (!$('meta[property="og:image"]').attr('content')) problems.push(`${route}: no og:image`);
    }
    for (const [title, where] of titles) {
      if (where.length > 1) problems.push(`title "${title}" is shared by ${where.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('every standalone page has a social card of its own: a 1200 × 630 PNG with its title', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const route of STANDALONE) {
      const $ = loadPage(route);
      const og = $('meta[property="og:image"]').attr('content') ?? '';
      const twitter = $('meta[name="twitter:image"]').attr('content') ?? '';
      const {pathname} = new URL(og);
      if (!pathname.startsWith('/img/social/')) problems.push(`${route}: og:image is ${og}`);
      if (twitter !== og) problems.push(`${route}: twitter:image ${twitter} differs from og:image`);
      if (seen.has(pathname)) problems.push(`${route} shares its card with ${seen.get(pathname)}`);
      seen.set(pathname, route);
      const file = path.join(BUILD_DIR, pathname);
      if (!fs.existsSync(file)) {
        problems.push(`${route}: ${pathname} is not in the build`);
        continue;
      }
      const png = fs.readFileSync(file);
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers.
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      if (png.toString('latin1', 1, 4) !== 'PNG' || size !== '1200x630')
        problems.push(`${route}: ${pathname} is not a 1200x630 PNG (${size})`);
    }
    expect(problems).toEqual([]);
  });
});

test('every page is complete in its HTML: no part waits for a script to swap it in', () => {
  // React streams a Suspense boundary still loading as its fallback, with the content in a
  // hidden element (`<div hidden id="S:0">`) moved in by an inline script: without
  // JavaScript, or until then, the reader sees the fallback (unhighlighted code).
  const streamed = sitemapPaths().filter((route) => {
    const $ = loadPage(route);
    return $('template[id^="B:"]').length > 0 || $('div[hidden][id^="S:"]').length > 0;
  });
  expect(streamed).toEqual([]);
});
