import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** UPGRADING.md lists every touch point, and every test it names exists. */
const ROOT = path.join(__dirname, '../../..');
const doc = fs.readFileSync(path.join(ROOT, 'UPGRADING.md'), 'utf8');

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? files(rel) : [rel];
  });
}

describe('UPGRADING.md', () => {
  it('names every patched package', () => {
    const packages = fs
      .readdirSync(path.join(ROOT, 'patches'))
      .map((f) => f.replace(/\+[^+]+\.patch$/, '').replace('+', '/'));
    expect(packages.filter((p) => !doc.includes(`\`${p}\``))).toEqual([]);
  });

  it('names every copied upstream file (an Upstream: line) by its component or module', () => {
    const copies = [...files('src/theme'), ...files('src/plugins'), ...files('src/perf')].filter(
      (f) => / \* Upstream: /.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(copies.length).toBeGreaterThan(0);
    const missing = copies.filter((f) => {
      const name = f.startsWith('src/theme/')
        ? path.dirname(f).replace('src/theme/', '')
        : path.basename(f).replace(/\.tsx?$/, '');
      return !doc.includes(name);
    });
    expect(missing).toEqual([]);
  });

  it('names every module of @docusaurus it imports from outside the public API', () => {
    const deep = new Set(
      [...files('src'), ...files('config')]
        .filter((f) => /\.(tsx?|cjs|mjs)$/.test(f))
        .flatMap((f) =>
          [
            ...fs
              .readFileSync(path.join(ROOT, f), 'utf8')
              .matchAll(/from '(@docusaurus\/[\w-]+\/(?:lib|internal)[^']*)'/g),
          ].map((m) => m[1]),
        ),
    );
    expect(deep.size).toBeGreaterThan(0);
    const named = (m: string) =>
      doc.includes(m) ||
      // `@docusaurus/core/lib/client/{preload,routeContext,flat}`
      new RegExp(
        `${m.replace(/\/[^/]+$/, '').replace(/[/.]/g, '\\$&')}/\\{[^}]*\\b${path.basename(m)}\\b`,
      ).test(doc);
    expect([...deep].filter((m) => !named(m))).toEqual([]);
  });

  it('points only at tests that exist', () => {
    const named = [...doc.matchAll(/`(tests\/[^`*]+\.(?:ts|tsx))`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((f) => !fs.existsSync(path.join(ROOT, f)))).toEqual([]);
  });
});
