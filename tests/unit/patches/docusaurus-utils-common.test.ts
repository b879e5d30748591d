/**
 * patches/@docusaurus+utils-common+*.patch: the package's index no longer
 * requires tslib, which put the whole helper library (about 3.8 KB gzip) into
 * every page's main.js for one `__importDefault` of an ES module. Every export
 * must still be the function it re-exports.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const index = require.resolve('@docusaurus/utils-common');
const utils = require('@docusaurus/utils-common') as Record<string, unknown>;
const trailingSlash = require('@docusaurus/utils-common/lib/applyTrailingSlash') as Record<
  string,
  unknown
>;

describe('@docusaurus/utils-common, patched', () => {
  it('requires no tslib', () => {
    expect(fs.readFileSync(index, 'utf8')).not.toMatch(/require\("tslib"\)/);
  });

  it('exports applyTrailingSlash, the module’s default export, and it works', () => {
    expect(utils.applyTrailingSlash).toBe(trailingSlash.default);
    const apply = utils.applyTrailingSlash as (
      path: string,
      options: {trailingSlash: boolean | undefined; baseUrl: string},
    ) => string;
    expect(apply('/docs/intro', {trailingSlash: true, baseUrl: '/'})).toBe('/docs/intro/');
    expect(apply('/docs/intro/', {trailingSlash: false, baseUrl: '/'})).toBe('/docs/intro');
    expect(apply('/docs/intro', {trailingSlash: undefined, baseUrl: '/'})).toBe('/docs/intro');
  });

  it('keeps every other export a function', () => {
    for (const name of [
      'addTrailingSlash',
      'addLeadingSlash',
      'removeTrailingSlash',
      'addPrefix',
      'removeSuffix',
      'addSuffix',
      'removePrefix',
      'getErrorCausalChain',
    ])
      expect(typeof utils[name], name).toBe('function');
    expect(utils.blogPostContainerID).toBe('__blog-post-container');
  });
});
