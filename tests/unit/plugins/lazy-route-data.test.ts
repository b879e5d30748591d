import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

interface Loader {
  (this: object, source: string): string;
  parseRegistry: (source: string) => Map<string, {load: string; modulePath: string}>;
  bucketCount: (routesChunkNames: Record<string, unknown>) => number;
  ROUTES_PER_BUCKET: number;
}
/* eslint-disable @typescript-eslint/no-require-imports */
const loader = require('../../../src/perf/lazy-route-data/loader.cjs') as Loader;
const {bucketOf} = require('../../../src/perf/lazy-route-data/bucket.cjs') as {
  bucketOf: (path: string, count: number) => number;
};
const {withoutDocDescriptions} =
  require('../../../src/perf/slim-client-registry/docs-version-loader.cjs') as {
    withoutDocDescriptions: (source: string) => string;
  };
/* eslint-enable @typescript-eslint/no-require-imports */

// Lines in the format Docusaurus 3.10 writes to .docusaurus/registry.js.
const line = (name: string, modulePath: string, last = false) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],${last ? '};' : ''}`;
const REGISTRY = [
  'export default {',
  line('5e95c892', '@theme/DocsRoot'),
  line('17896441', '@theme/DocItem'),
  line('acc0c9d1', '@site/docs/intro.mdx'),
  line('b2b2b2b2', '@site/docs/other.mdx'),
  line('a6aa9e1f', '@theme/BlogListPage', true),
].join('\n');
const ROUTES_CHUNK_NAMES = {
  '/docs-e1a': {__comp: '5e95c892', __context: {plugin: 'ffffffff'}},
  '/docs/intro-acc': {__comp: '17896441', content: 'acc0c9d1'},
  '/docs/other-b2b': {__comp: '17896441', content: 'b2b2b2b2'},
  '/blog-514': {__comp: 'a6aa9e1f', items: [{content: 'acc0c9d1'}]},
};

/** Runs the loader as the bundler would, on a generated dir holding routesChunkNames.json. */
function run(query: string, options: object = {}, routesChunkNames: object = ROUTES_CHUNK_NAMES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-data-'));
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
  const deps: string[] = [];
  const out = loader.call(
    {
      resourcePath: path.join(dir, 'registry.js'),
      resourceQuery: query,
      getOptions: () => options,
      addDependency: (f: string) => deps.push(f),
    },
    REGISTRY,
  );
  return {out, deps, dir};
}

/** Evaluates a bucket module's `export const` lines into an object, imports left as text. */
function bucketData(source: string): {chunkNames: Record<string, unknown>; registry: string} {
  const chunkNames = JSON.parse(/export const chunkNames = (.*);\n/.exec(source)![1]!);
  const registry = /export const registry = \{\n([\s\S]*)\n\};/.exec(source)![1]!;
  return {chunkNames, registry};
}

describe('lazy-route-data: buckets', () => {
  it('gives every path a bucket in range, the same each time', () => {
    for (const count of [1, 7, 43]) {
      for (const p of ['/', '/docs', '/docs/intro', '/blog/adk', '/tutorials/page/2']) {
        const b = bucketOf(p, count);
        expect(b).toBeGreaterThanOrEqual(0);
        expect(b).toBeLessThan(count);
        expect(bucketOf(p, count)).toBe(b);
      }
    }
  });

  it('spreads a site’s routes over its buckets (none holds more than three times its share)', () => {
    const paths = Array.from({length: 400}, (_, i) => `/docs/blocks/node_${i}`);
    const count = 50;
    const sizes = new Array(count).fill(0);
    for (const p of paths) sizes[bucketOf(p, count)]++;
    expect(Math.max(...sizes)).toBeLessThanOrEqual((3 * paths.length) / count);
  });

  it('sizes the bucket count by distinct paths', () => {
    expect(loader.bucketCount(ROUTES_CHUNK_NAMES)).toBe(1);
    const many = Object.fromEntries(
      Array.from({length: 10 * loader.ROUTES_PER_BUCKET}, (_, i) => [`/p${i}-abc`, {}]),
    );
    expect(loader.bucketCount(many)).toBe(10);
  });
});

describe('lazy-route-data: the loader', () => {
  it('turns registry.js into a dispatcher with one import per bucket and no route data', () => {
    const many = Object.fromEntries(
      Array.from({length: 3 * loader.ROUTES_PER_BUCKET}, (_, i) => [`/p${i}-abc`, {__comp: 'x'}]),
    );
    const {out, deps, dir} = run('', {}, many);
    expect(deps).toEqual([path.join(dir, 'routesChunkNames.json')]);
    expect(
      out.match(
        /import\(\/\* webpackChunkName: "route-data-\d" \*\/ "\.\/registry\.js\?bucket=\d"\)/g,
      ),
    ).toHaveLength(3);
    expect(out).toContain('export function routeData(path)');
    expect(out).toContain('export function routeDataChunkName(path)');
    expect(out).not.toContain('@site/');
    expect(out).not.toContain('/p1');
  });

  it('puts a route’s chunk names and their loaders in its bucket, module paths only for the server', () => {
    const client = bucketData(run('?bucket=0').out);
    expect(Object.keys(client.chunkNames).sort()).toEqual(Object.keys(ROUTES_CHUNK_NAMES).sort());
    expect(client.registry).toContain(
      '"acc0c9d1": [() => import(/* webpackChunkName: "acc0c9d1" */ "@site/docs/intro.mdx"), 0]',
    );
    // A chunk the registry lacks (the plugin context above) is left out, as ComponentCreator does.
    expect(client.registry).not.toContain('ffffffff');
    const server = bucketData(run('?bucket=0', {keepModulePaths: true}).out);
    expect(server.registry).toContain(
      '"acc0c9d1": [() => import(/* webpackChunkName: "acc0c9d1" */ "@site/docs/intro.mdx"), "@site/docs/intro.mdx"]',
    );
  });

  it('gives each bucket exactly the routes bucketOf sends to it', () => {
    const many = Object.fromEntries(
      Array.from({length: 4 * loader.ROUTES_PER_BUCKET}, (_, i) => [
        `/docs/p${i}-abc`,
        {__comp: '17896441'},
      ]),
    );
    const count = loader.bucketCount(many);
    const seen: string[] = [];
    for (let n = 0; n < count; n++) {
      const {chunkNames} = bucketData(run(`?bucket=${n}`, {}, many).out);
      for (const key of Object.keys(chunkNames)) {
        expect(bucketOf(key.replace(/-[^-]+$/, ''), count)).toBe(n);
        seen.push(key);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(many).sort());
  });

  it('fails on a registry line in another format, and on a bucket out of range', () => {
    const bad = REGISTRY.replace('require.resolveWeak', 'resolveWeak');
    expect(() => loader.parseRegistry(bad)).toThrow(
      /unexpected line in \.docusaurus\/registry\.js/,
    );
    expect(() => run('?bucket=5')).toThrow(/bucket 5 of 1/);
  });
});

describe('slim-client-registry: docs version props', () => {
  it('drops each doc’s description and keeps its id, title and sidebar', () => {
    const props = {
      version: {
        docsSidebars: {docs: [{type: 'link', href: '/docs/intro', docId: 'intro'}]},
        docs: {intro: {id: 'intro', title: 'Intro', description: 'Start here.', sidebar: 'docs'}},
      },
    };
    expect(JSON.parse(withoutDocDescriptions(JSON.stringify(props)))).toEqual({
      version: {
        docsSidebars: props.version.docsSidebars,
        docs: {intro: {id: 'intro', title: 'Intro', sidebar: 'docs'}},
      },
    });
  });

  it('passes other props unchanged', () => {
    const other = JSON.stringify({categoryGeneratedIndex: {title: 'Blocks'}});
    expect(withoutDocDescriptions(other)).toBe(other);
  });
});

// What the replaced modules rely on in the installed Docusaurus. If an upgrade changes
// this, the test says where to look (src/perf/README.md, lazy-route-data).
describe('lazy-route-data: what it relies on', () => {
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const read = (f: string) => fs.readFileSync(path.join(core, 'lib/client', f), 'utf8');

  it('routes.js is the only user of ComponentCreator, and clientEntry imports ./docusaurus', () => {
    expect(read('clientEntry.js')).toContain("import docusaurus from './docusaurus';");
    expect(read('docusaurus.js')).toContain('__webpack_require__.gca(chunkName)');
    expect(read('preload.js')).toContain('match.route.component.preload?.()');
  });

  it('the server render awaits preload, so a lazy loader has run before it renders', () => {
    expect(read('serverEntry.js')).toMatch(/await preload\(pathname\);[\s\S]*Loadable\.Capture/);
  });

  it('react-loadable reads `modules` only at render, to report them to a server-side capture', () => {
    const loadable = fs.readFileSync(require.resolve('react-loadable', {paths: [core]}), 'utf8');
    expect(loadable.match(/opts\.modules/g)).toHaveLength(2);
    expect(loadable).toMatch(
      /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s*opts\.modules\.forEach\(function \(moduleName\) \{\s*_this2\.context\.report\(moduleName\);/,
    );
  });
});
