import {describe, expect, it} from 'vitest';
import {aliasModulePaths, registryModulePaths} from '../../../src/plugins/route-chunk-scripts';

// Two lines in the format Docusaurus 3.10 writes to .docusaurus/registry.js.
const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@generated/docusaurus.config"), "@generated/docusaurus.config", require.resolveWeak("@generated/docusaurus.config")],
};`;

describe('route-chunk-scripts', () => {
  it('reads chunk name → module path from the generated registry', () => {
    expect([...registryModulePaths(REGISTRY)]).toEqual([
      ['0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
      ['17896441', '@theme/DocItem'],
      ['5e9f5e1a', '@generated/docusaurus.config'],
    ]);
  });

  it('makes each module path find the chunks of its chunk name, siblings included', () => {
    const manifest = {
      entrypoints: ['main'],
      origins: {main: ['main'], '0058b4c6': ['7884', '0058b4c6'], '17896441': ['17896441']},
      assets: {},
    };
    const {
      manifest: fixed,
      aliased,
      missing,
    } = aliasModulePaths(manifest, registryModulePaths(REGISTRY));
    expect(
      fixed.origins['@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
    ).toEqual(['7884', '0058b4c6']);
    expect(fixed.origins['@theme/DocItem']).toEqual(['17896441']);
    // The site config is bundled into main.js: no chunk of its own, nothing to alias.
    expect(missing).toEqual(['5e9f5e1a']);
    expect(aliased).toBe(2);
    // The original keys stay, and the input is not modified.
    expect(fixed.origins.main).toEqual(['main']);
    expect(manifest.origins).not.toHaveProperty('@theme/DocItem');
  });

  it('reads nothing from a registry in another format, which the build then refuses', () => {
    expect(registryModulePaths('export default {"a": [() => import("x"), "x"]};').size).toBe(0);
  });
});
