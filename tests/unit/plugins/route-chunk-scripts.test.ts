import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  aliasModulePaths,
  entryModuleFiles,
  isInEntry,
  registryModulePaths,
  unmatchedError,
} from '../../../src/perf/route-chunk-scripts';

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

  it('refuses a registry in another format, naming the line', () => {
    expect(() =>
      registryModulePaths('export default {\n  "a": [() => import("x"), "x"]\n};'),
    ).toThrow(
      /unexpected line in \.docusaurus\/registry\.js: +"a": \[\(\) => import\("x"\), "x"\]/,
    );
    expect(() => registryModulePaths('export default {};')).toThrow(/no entry found/);
  });
});

describe('route-chunk-scripts: registry chunks it cannot place fail the build', () => {
  const dirs = {generatedFilesDir: '/site/.docusaurus', siteDir: '/site'};
  const stats = (files: string[][]) => ({
    compilation: {
      entrypoints: new Map([['main', {chunks: ['runtime', 'main']}]]),
      chunkGraph: {
        getChunkModules: (chunk: unknown) =>
          chunk === 'main'
            ? files.map((group) =>
                group.length === 1
                  ? {nameForCondition: () => group[0]}
                  : {
                      nameForCondition: () => group[0],
                      modules: group.map((f) => ({nameForCondition: () => f})),
                    },
              )
            : [{nameForCondition: () => undefined}],
      },
    },
  });

  it('proves a module is in main.js from the entry chunks, concatenated modules included', () => {
    const files = entryModuleFiles(
      stats([['/site/src/theme/Root.tsx'], ['/x/a.js', '/site/.docusaurus/docusaurus.config.mjs']]),
    );
    expect(isInEntry('@generated/docusaurus.config', files, dirs)).toBe(true);
    expect(isInEntry('@site/src/theme/Root', files, dirs)).toBe(true);
    // Not a prefix match on names: docusaurus.config-extra is another module.
    expect(isInEntry('@generated/docusaurus', files, dirs)).toBe(false);
    // A theme alias cannot be proven.
    expect(isInEntry('@theme/DocItem', files, dirs)).toBe(false);
  });

  it('names every chunk it could not match and where to look', () => {
    const message = unmatchedError(['17896441', '0058b4c6'], registryModulePaths(REGISTRY)).message;
    expect(message).toContain('2 of 3 route chunks');
    expect(message).toContain('  17896441  @theme/DocItem');
    expect(message).toContain(
      '  0058b4c6  @generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
    );
    expect(message).toContain('@docusaurus/core/lib/ssg/ssgTemplate.js');
  });
});

// The assumptions the plugin stands on, in the installed Docusaurus: if an
// upgrade changes them, this fails and says where to look.
describe('route-chunk-scripts: what it relies on in @docusaurus/core', () => {
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const read = (rel: string) => fs.readFileSync(path.join(core, rel), 'utf8');

  it('pages get their scripts from the client manifest through getBundles', () => {
    const template = read('lib/ssg/ssgTemplate.js');
    expect(
      template,
      'getScriptsAndStylesheets in @docusaurus/core/lib/ssg/ssgTemplate.js no longer looks rendered modules up in the client manifest: see whether Docusaurus now lists route chunks itself, then update or remove src/perf/route-chunk-scripts',
    ).toMatch(
      /const modulesToBeLoaded = \[\.\.\.manifest\.entrypoints, \.\.\.Array\.from\(modules\)\];\s*const bundles = \(0, react_loadable_ssr_addon_v5_slorber_1\.getBundles\)\(manifest, modulesToBeLoaded\)/,
    );
  });

  it('the client manifest is written to .docusaurus/client-manifest.json by the SSR addon', () => {
    const client = read('lib/webpack/client.js');
    expect(
      client,
      '@docusaurus/core/lib/webpack/client.js no longer writes generatedFilesDir/client-manifest.json with react-loadable-ssr-addon-v5-slorber: the plugin reads and rewrites that file',
    ).toMatch(
      /path_1\.default\.join\(generatedFilesDir, 'client-manifest\.json'\)[\s\S]*new react_loadable_ssr_addon_v5_slorber_1\.default\(\{\s*filename: clientManifestPath,/,
    );
  });
});
