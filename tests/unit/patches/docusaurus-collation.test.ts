/**
 * patches/@docusaurus+theme-common and patches/@docusaurus+plugin-content-docs:
 * two sorts that run in every docs page's hydration compare by code unit
 * instead of `localeCompare`, whose first call loads the ICU collator (about
 * 25 ms of main thread at Lighthouse's 4× CPU). Fails if `npm install` left a
 * patch unapplied, or an upgrade moved the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// By path: neither package exports these files.
const read = (file: string) =>
  fs.readFileSync(path.join(__dirname, '../../../node_modules', file), 'utf8');

describe('Docusaurus sorts without localeCompare in hydration', () => {
  it('useShallowMemoObject sorts its keys by code unit', () => {
    const source = read('@docusaurus/theme-common/lib/utils/reactUtils.js');
    const body = /export function useShallowMemoObject\(obj\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
    expect(body, 'useShallowMemoObject not found in @docusaurus/theme-common').toBeDefined();
    expect(body).not.toMatch(/\.localeCompare\(/);
    expect(body).toContain('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
  });

  it("the docs plugin's active-plugin lookup sorts paths by code unit", () => {
    const source = read('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    expect(source).not.toMatch(/\.localeCompare\(/);
    expect(source).toContain('(b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0)');
  });
});
