import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {BUILD_DIR, builtFile, sitemapPaths} from './site';

const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
/** The links of an llms file, as site paths. */
const links = (text: string) =>
  [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);
/** The page a Markdown copy stands for: /docs/intro.md → /docs/intro. */
const pageOf = (md: string) => md.replace(/\.md$/, '');

test.describe('llms.txt and the Markdown copies of the docs', () => {
  test('llms.txt follows the convention: an H1, a summary quote, then H2 sections of links', () => {
    const text = read('llms.txt');
    expect(text).toMatch(/^# Tessera\n\n> The No Code IoT Platform\. .+\n\n## /);
    expect(text.match(/^## .+$/gm)?.length).toBeGreaterThan(3);
  });

  test('every page listed resolves in the build: its Markdown copy and its HTML page', () => {
    const listed = links(read('llms.txt'));
    expect(listed.length).toBeGreaterThan(100);
    const missing = listed.filter(
      (p) => !fs.existsSync(path.join(BUILD_DIR, p)) || !builtFile(pageOf(p)),
    );
    expect(missing).toEqual([]);
  });

  test('lists the docs in the sitemap’s order, and the sitemap lists no .md file', () => {
    const sitemap = sitemapPaths();
    expect(sitemap.filter((p) => p.endsWith('.md'))).toEqual([]);
    const position = new Map(sitemap.map((p, i) => [p.replace(/\/$/, ''), i]));
    const order = links(read('llms.txt')).map((p) => position.get(pageOf(p)));
    expect(order.every((i) => i !== undefined)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a! - b!));
  });

  test('llms-full.txt holds the index, then every listed page’s Markdown in the same order', () => {
    const full = read('llms-full.txt');
    const index = read('llms.txt');
    expect(full.startsWith(index)).toBe(true);
    const bodies = [...full.matchAll(/^<!-- (\S+) -->$/gm)].map((m) => new URL(m[1]).pathname);
    expect(bodies.map((p) => p.replace(/\/$/, ''))).toEqual(
      links(index).map((p) => pageOf(p).replace(/\/$/, '')),
    );
    // A block page keeps the tables its components generate.
    const timer = read('docs/blocks/node_timer.md');
    expect(timer).toMatch(/^# Timer/m);
    expect(timer).toMatch(/^\| `interval`/m);
    expect(timer).not.toMatch(/Direct link|<!-- -->/);
  });

  test('a block diagram is its project file as JSON, not a data URI or a Studio link', () => {
    const full = read('llms-full.txt');
    expect(full).not.toContain('](data:');
    expect(full).not.toContain('/import#project=');
    const cloud = read('docs/cloud.md');
    const file = cloud.match(
      /^Project file `([^`]+\.tessera\.json)`:\n\n```json\n([\s\S]*?)\n```$/m,
    );
    expect(file, 'a diagram of docs/cloud.md as a JSON code block').not.toBeNull();
    const project = JSON.parse(file![2]!) as {format: string; blocks: unknown[]};
    expect(project.format).toBe('tessera-project/1');
    expect(project.blocks.length).toBeGreaterThan(1);
  });
});
