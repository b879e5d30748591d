/**
 * Every page lists its own route chunks with its scripts, so they download
 * with main.js instead of after it (src/perf/route-chunk-scripts restores
 * what Docusaurus does under webpack). The page template lists them as meta
 * tags that a script adds after the first paint (src/perf/ssr-template.ts).
 * Each page's bucket of route data (src/perf/lazy-route-data) is one of
 * them: without it the page would wait for main.js, then the bucket, then its
 * chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SCRIPT_META} from '../../src/perf/ssr-template';
import {BUILD_DIR, builtFile, loadPage, routesChunkNames, scriptFilesOf} from './site';

/** Route key ("/docs/intro-abc") → the chunk names its components and content load from. */
function routeChunkNames(): Map<string, string[]> {
  const json = routesChunkNames();
  const flat = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
  return new Map(Object.entries(json).map(([key, v]) => [key, flat(v)]));
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {bucketOf} = require('../../src/perf/lazy-route-data/bucket.cjs') as {
  bucketOf: (path: string, count: number) => number;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {bucketCount} = require('../../src/perf/lazy-route-data/loader.cjs') as {
  bucketCount: (routesChunkNames: object) => number;
};

const jsFiles = fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));
const filesOf = (chunkName: string) => scriptFilesOf(chunkName);

test('each page names its route chunks among its scripts', () => {
  const routes = [...routeChunkNames()]
    .map(([key, names]) => ({route: key.replace(/-[^-]+$/, ''), names}))
    .filter(({route}) => builtFile(route) && !route.includes(':'));
  expect(routes.length).toBeGreaterThan(150);
  const missing: string[] = [];
  for (const {route, names} of routes) {
    const $ = loadPage(route);
    const scripts = new Set(
      $(`meta[name="${SCRIPT_META}"]`)
        .map((_, el) => path.basename($(el).attr('content')!))
        .get(),
    );
    for (const name of names) {
      for (const file of filesOf(name))
        if (!scripts.has(file)) missing.push(`${route}: ${file} (${name})`);
    }
  }
  expect(missing, 'route chunks the HTML does not list').toEqual([]);
});

test('each page names its bucket of route data among its scripts', () => {
  const all = routesChunkNames();
  const count = bucketCount(all);
  expect(count, 'a site of this size has several buckets').toBeGreaterThan(10);
  const routes = [...new Set(Object.keys(all).map((key) => key.replace(/-[^-]+$/, '')))].filter(
    (route) => builtFile(route) && !route.includes(':'),
  );
  expect(routes.length).toBeGreaterThan(150);
  const missing: string[] = [];
  for (const route of routes) {
    const $ = loadPage(route);
    const scripts = new Set(
      $(`meta[name="${SCRIPT_META}"]`)
        .map((_, el) => path.basename($(el).attr('content')!))
        .get(),
    );
    // A docs page also matches the docs' layout routes, at /docs.
    const paths = route.startsWith('/docs/') ? ['/docs', route] : [route];
    for (const p of paths) {
      const name = `route-data-${bucketOf(p, count)}`;
      const files = filesOf(name);
      if (files.length === 0) missing.push(`${route}: no chunk named ${name} in the manifest`);
      for (const file of files) if (!scripts.has(file)) missing.push(`${route}: ${file} (${name})`);
    }
  }
  expect(missing, 'route-data buckets the HTML does not list').toEqual([]);
});

test('main.js carries no route data: no chunk names of routes, no module paths', () => {
  const main = fs.readFileSync(
    path.join(
      BUILD_DIR,
      'assets/js',
      jsFiles.find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!,
    ),
    'utf8',
  );
  const all = routesChunkNames();
  const contentChunks = Object.values(all as Record<string, {content?: unknown}>)
    .map((v) => v.content)
    .filter((c): c is string => typeof c === 'string');
  expect(contentChunks.length).toBeGreaterThan(150);
  const inMain = contentChunks.filter((name) => main.includes(`"${name}"`));
  expect(inMain, 'content chunk names in main.js').toEqual([]);
  expect(main).not.toMatch(/@site\/(docs|blog|tutorials|examples)\//);
});

test('the docs version props, which every docs page loads, carry no doc descriptions', () => {
  // src/perf/slim-client-registry drops them; the category cards read doc-descriptions.json.
  // A build that reused the stock build's cache kept them (src/perf/index.ts, stockCache).
  const read = (f: string) => fs.readFileSync(path.join(BUILD_DIR, 'assets/js', f), 'utf8');
  const props = jsFiles.filter((f) => f.endsWith('.js') && read(f).includes('"docsSidebars"'));
  expect(props.length, 'files with the docs version props').toBeGreaterThan(0);
  // A doc's entry in `version.docs`: {"id":…,"title":…,"sidebar":…}, with no "description".
  const docEntry = /"id":"[^"]+","title":"(?:[^"\\]|\\.)*","(\w+)"/g;
  const fields = new Set(props.flatMap((f) => [...read(f).matchAll(docEntry)].map((m) => m[1])));
  expect([...fields], 'the field after a doc entry’s title').toEqual(['sidebar']);
});

test('React DOM is a script of its own, listed after the runtime and before main.js on every page', () => {
  const file = (pattern: RegExp) => {
    const found = jsFiles.filter((f) => pattern.test(f));
    expect(found, `one file matching ${pattern}`).toHaveLength(1);
    return found[0]!;
  };
  const runtime = file(/^runtime~main\.[0-9a-f]+\.js$/);
  const reactDom = file(/^react-dom\.[0-9a-f]+\.js$/);
  const main = file(/^main\.[0-9a-f]+\.js$/);
  // React DOM's own property prefix on DOM nodes: its code, wherever it lands.
  const marker = '__reactFiber$';
  const read = (f: string) => fs.readFileSync(path.join(BUILD_DIR, 'assets/js', f), 'utf8');
  expect(read(reactDom)).toContain(marker);
  expect(read(main)).not.toContain(marker);

  const routes = [
    ...new Set(Object.keys(routesChunkNames()).map((k) => k.replace(/-[^-]+$/, ''))),
  ].filter((route) => builtFile(route) && !route.includes(':'));
  expect(routes.length).toBeGreaterThan(150);
  const wrong: string[] = [];
  for (const route of routes) {
    const $ = loadPage(route);
    const scripts = $(`meta[name="${SCRIPT_META}"]`)
      .map((_, el) => path.basename($(el).attr('content')!))
      .get();
    const first = scripts.slice(0, 3);
    if (first.join(' ') !== [runtime, reactDom, main].join(' '))
      wrong.push(`${route}: ${first.join(', ')}`);
  }
  expect(wrong, 'pages whose first scripts are not the runtime, React DOM, main.js').toEqual([]);
});
