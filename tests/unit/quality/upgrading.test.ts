import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** UPGRADING.md lists every touch point, and every test it names exists. */
const ROOT = path.join(__dirname, '../../..');
const doc = fs.readFileSync(path.join(ROOT, 'UPGRADING.md'), 'utf8');

/** Every file under `dir`, relative to the repository. */
const files = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));

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

  it('runs every unit test it names in npm run test:upgrade, and every browser test in step 3', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The paths after `vitest run`: a folder covers every test under it.
    const upgrade = pkg.scripts['test:upgrade'].replace(/^vitest run\s+/, '').split(/\s+/);
    const runs = (test: string) => upgrade.some((p) => test === p || test.startsWith(`${p}/`));
    const named = [...doc.matchAll(/`(tests\/[^`]+\.(?:ts|tsx))`/g)].map((m) => m[1]);
    const units = named.filter((t) => t.startsWith('tests/unit/'));
    expect(units.length).toBeGreaterThan(5);
    expect(units.filter((t) => !runs(t.replace(/\/\*\.test\.ts$/, '')))).toEqual([]);
    // Step 3: the Playwright commands, each spec under its own project's folder.
    const step3 = doc.slice(doc.indexOf('\n3. '), doc.indexOf('\n4. '));
    const commands = [...step3.matchAll(/npx playwright test --project (\w+)([^`]*)`/g)];
    const inStep3 = (spec: string) =>
      commands.some(
        ([, project, specs]) =>
          spec.startsWith(`tests/${project}/`) && specs.split(/\s+/).includes(spec),
      );
    const browser = named.filter((t) => t.endsWith('.spec.ts'));
    expect(browser.length).toBeGreaterThan(5);
    expect(browser.filter((t) => !inStep3(t))).toEqual([]);
  });

  it('points only at tests that exist', () => {
    const named = [...doc.matchAll(/`(tests\/[^`*]+\.(?:ts|tsx))`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((f) => !fs.existsSync(path.join(ROOT, f)))).toEqual([]);
  });
});
