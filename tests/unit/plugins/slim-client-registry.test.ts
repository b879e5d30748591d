import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimRegistry} = require('../../../src/plugins/slim-client-registry/loader.cjs') as {
  slimRegistry: (source: string) => string;
};

// Two lines in the format Docusaurus 3.10 writes to .docusaurus/registry.js.
const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};`;

describe('slim-client-registry', () => {
  it('replaces the module path string of every entry with 0, keeping the import and the module id', () => {
    expect(slimRegistry(REGISTRY)).toBe(`export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), 0, require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],
};`);
  });

  it('fails on a registry in another format instead of shipping it unchanged', () => {
    expect(() => slimRegistry('export default {\n  "a": [() => import("x"), "x"],\n};')).toThrow(
      /rewrote 0 of 1 entries of \.docusaurus\/registry\.js/,
    );
  });
});

// What the plugin relies on in the installed Docusaurus: the module path is
// the registry entry's second item, and only react-loadable's server-side
// report reads it. If an upgrade changes this, the test says where to look.
describe('slim-client-registry: what it relies on', () => {
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  it('ComponentCreator passes the second registry item to react-loadable as `modules` only', () => {
    const source = fs.readFileSync(
      path.join(core, 'lib/client/exports/ComponentCreator.js'),
      'utf8',
    );
    expect(
      source.match(/chunkRegistry\[\d\]/g),
      '@docusaurus/core/lib/client/exports/ComponentCreator.js reads the registry differently: check what src/plugins/slim-client-registry removes',
    ).toEqual(['chunkRegistry[0]', 'chunkRegistry[1]', 'chunkRegistry[2]']);
    expect(source).toContain('modules.push(chunkRegistry[1]);');
    // Pushed to, then handed to Loadable.Map: no other use of the array.
    expect(source.match(/^\s*modules[.,]/gm)).toHaveLength(2);
    expect(source).toMatch(/Loadable\.Map\(\{\s*loading: Loading,\s*loader,\s*modules,/);
  });

  it('react-loadable reads `modules` only to report them to a server-side capture', () => {
    const loadable = fs.readFileSync(require.resolve('react-loadable', {paths: [core]}), 'utf8');
    expect(
      loadable.match(/opts\.modules/g),
      'react-loadable uses opts.modules beyond the server-side report: the browser may need the module paths src/plugins/slim-client-registry removes',
    ).toHaveLength(2);
    expect(loadable).toMatch(
      /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s*opts\.modules\.forEach\(function \(moduleName\) \{\s*_this2\.context\.report\(moduleName\);/,
    );
  });
});
