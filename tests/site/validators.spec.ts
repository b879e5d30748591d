import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {BLOG_SECTIONS} from '../../config/sections';
import {BUILD_DIR} from './site';
import {
  checkAtom,
  checkDescription,
  checkJsonLd,
  checkLinkedFromAnotherPage,
  checkRss,
  checkSitemap,
  format,
  sitemapRoutes,
  validateHtml,
  type BuiltPage,
} from './validators';

/** Every HTML page in the build, with its route ("/docs/intro", "/404.html"). */
function builtPages(dir = BUILD_DIR): BuiltPage[] {
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
  return files
    .filter((f) => f.endsWith('.html'))
    .map((f) => {
      const rel = `/${f.split(path.sep).join('/')}`;
      const route = rel === '/index.html' ? '/' : rel.replace(/\/index\.html$/, '');
      return {route, html: fs.readFileSync(path.join(dir, f), 'utf8')};
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The site URL the build was made for, from its sitemap. */
function siteUrl(sitemap: string): string {
  return new URL(sitemap.match(/<loc>([^<]+)<\/loc>/)![1]).origin;
}

test.describe('The build under the standard validators', () => {
  const pages = builtPages();
  const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const origin = siteUrl(sitemap);

  test('reads the whole build', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.map((p) => p.route)).toContain('/404.html');
  });

  test('every page passes html-validate (standard, a11y and document rules)', async () => {
    test.setTimeout(300_000);
    const problems = (await Promise.all(pages.map((p) => validateHtml(p.route, p.html)))).flat();
    expect(problems.map(format)).toEqual([]);
  });

  test('every RSS and Atom feed has the elements RSS 2.0 and RFC 4287 require, and a self link', () => {
    const problems = BLOG_SECTIONS.flatMap((section) => {
      const read = (name: string) => fs.readFileSync(path.join(BUILD_DIR, section, name), 'utf8');
      const self = (name: string) => `${origin}/${section}/${name}`;
      return [
        ...checkRss(`${section}/rss.xml`, read('rss.xml'), self('rss.xml')),
        ...checkAtom(`${section}/atom.xml`, read('atom.xml'), self('atom.xml')),
      ];
    });
    expect(problems.map(format)).toEqual([]);
  });

  test('every JSON-LD block parses and has the fields search engines require for its type', () => {
    const problems = pages.flatMap((p) => checkJsonLd(p.route, p.html));
    expect(problems.map(format)).toEqual([]);
  });

  test('every page has one meta description of 50 to 160 characters', () => {
    const problems = pages.flatMap((p) => checkDescription(p.route, p.html));
    expect(problems.map(format)).toEqual([]);
  });

  test('the sitemap lists every indexable page and nothing else', () => {
    expect(checkSitemap(pages, sitemap).map(format)).toEqual([]);
  });

  test('every page in the sitemap is linked from another page', () => {
    const listed = sitemapRoutes(sitemap);
    if (!Array.isArray(listed)) throw new Error(format(listed));
    expect(checkLinkedFromAnotherPage(pages, listed, origin).map(format)).toEqual([]);
  });
});
