/** Reading the production build from tests: its pages, as the sitemap lists them. */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

const TEST_BUILD = process.env.TESSERA_TEST_BUILD || 'build';
/**
 * The build under test: `build/`, or the one `TESSERA_TEST_BUILD` names, which is also the
 * build Playwright serves (`build-stock/` for `npm run test:stock`), so a test compares the
 * served pages with their own files. Resolved, not joined: the variable may name a folder
 * outside the checkout by its absolute path, as the servers take it.
 */
export const BUILD_DIR = path.resolve(__dirname, '../..', TEST_BUILD);
/** Whether the build under test is the stock one (`npm run build:stock`): no performance layer. */
export const STOCK_BUILD = TEST_BUILD === 'build-stock';

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

const GENERATED_DIR = path.join(__dirname, '../../.docusaurus');

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: unknown[]}>;
}
let manifest: ClientManifest | undefined;

/**
 * The built script files a named chunk needs (its own and those it depends
 * on), from the client manifest: matched by chunk id, not by file name, since
 * the tracking build rewrites .docusaurus after this build, with another build
 * hash in the names. CSS-only chunks (the site's one stylesheet) have no script.
 */
export function scriptFilesOf(chunkName: string, buildDir = BUILD_DIR): string[] {
  manifest ??= JSON.parse(
    fs.readFileSync(path.join(GENERATED_DIR, 'client-manifest.json'), 'utf8'),
  ) as ClientManifest;
  const jsFiles = fs.readdirSync(path.join(buildDir, 'assets/js'));
  return (manifest.origins[chunkName] ?? [])
    .filter((id) => manifest!.assets[id]?.js)
    .map((id) => {
      const file = jsFiles.find((f) => f.startsWith(`${id}.`));
      if (!file) throw new Error(`chunk ${id} of ${chunkName} is not in ${buildDir}/assets/js`);
      return file;
    });
}

/** `.docusaurus/routesChunkNames.json`: route key (`/docs/intro-abc`) → its chunk names, as a tree. */
export function routesChunkNames(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(GENERATED_DIR, 'routesChunkNames.json'), 'utf8'));
}
