/** Reading the production build from tests: its pages, as the sitemap lists them. */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

export const BUILD_DIR = path.join(__dirname, '../../build');

/** Paths of every page in build/sitemap.xml, relative to the site root (e.g. "/docs/intro"). */
export function sitemapPaths(buildDir = BUILD_DIR): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The built HTML file of a route, or undefined. */
export function builtFile(route: string, buildDir = BUILD_DIR): string | undefined {
  const clean = decodeURI(route).replace(/\/$/, '');
  return [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)].find(
    (f) => fs.existsSync(f),
  );
}

export function loadPage(route: string, buildDir = BUILD_DIR): cheerio.CheerioAPI {
  const file = builtFile(route, buildDir);
  if (!file) throw new Error(`No built page for ${route}`);
  return cheerio.load(fs.readFileSync(file, 'utf8'));
}
