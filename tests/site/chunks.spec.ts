/**
 * Every page lists its own route chunks with its scripts, so they download
 * with main.js instead of after it (src/plugins/route-chunk-scripts restores
 * what Docusaurus does under webpack). The page template lists them as meta
 * tags that a script adds after the first paint (config/ssr-template.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SCRIPT_META} from '../../config/ssr-template';
import {BUILD_DIR, builtFile, loadPage} from './site';

const GENERATED = path.join(__dirname, '../../.docusaurus');

/** Route key ("/docs/intro-abc") → the chunk names its components and content load from. */
function routeChunkNames(): Map<string, string[]> {
  const json = JSON.parse(
    fs.readFileSync(path.join(GENERATED, 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, unknown>;
  const flat = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
  return new Map(Object.entries(json).map(([key, v]) => [key, flat(v)]));
}

const jsFiles = fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));
/** The emitted file of a named chunk, if it has one of its own. */
const fileOf = (chunkName: string) => jsFiles.find((f) => f.startsWith(`${chunkName}.`));

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
      const file = fileOf(name);
      if (file && !scripts.has(file)) missing.push(`${route}: ${file}`);
    }
  }
  expect(missing, 'route chunks the HTML does not list').toEqual([]);
});
