import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');

/** Every Playwright spec and helper under `dir`, relative to the repository. */
const browserTestFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

/**
 * What Playwright's context reset (`reuseContext` in playwright.config.ts) leaves as the
 * last test set it: a test that changes one of these would hand it to the next test in
 * its worker. Set them as context options (`test.use`), which give the test a context
 * of its own, or in a context the test makes (`browser.newContext`) and closes.
 */
const NOT_RESET =
  /\b(?:context\(\)|context)\.(grantPermissions|setOffline|setExtraHTTPHeaders|setGeolocation|setHTTPCredentials)\(/;

describe('browser tests share a reset context (reuseContext)', () => {
  const files = ['tests/e2e', 'tests/serving', 'tests/writers'].flatMap(browserTestFiles);

  it('finds the browser tests', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no test changes, on the shared context, what its reset leaves', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (NOT_RESET.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the pattern catches each such call', () => {
    for (const call of [
      'await context.grantPermissions(["clipboard-read"])',
      'await page.context().setOffline(true)',
      "await context.setExtraHTTPHeaders({'x-a': 'b'})",
    ])
      expect(call).toMatch(NOT_RESET);
    expect('await browser.newContext({offline: true})').not.toMatch(NOT_RESET);
  });
});
