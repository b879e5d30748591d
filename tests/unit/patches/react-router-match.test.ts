/**
 * patches/react-router+*.patch: matchPath compares strings for a path with no
 * parameter instead of building and compiling a RegExp for every route it
 * tries (Docusaurus tries the site's routes in order on every first load).
 * The result must be the RegExp's, for every option and every kind of pathname.
 */
import {createRequire} from 'node:module';
import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
// Both builds of the package are patched: the bundle takes the ESM one, Node the CommonJS one.
const {matchPath} = require('react-router') as typeof import('react-router');

interface Options {
  path: string;
  exact: boolean;
  strict: boolean;
  sensitive: boolean;
}

/** What matchPath returned before the patch, from path-to-regexp itself. */
function expected(pathname: string, o: Options) {
  const keys: pathToRegexp.Key[] = [];
  const match = pathToRegexp(o.path, keys, {
    end: o.exact,
    strict: o.strict,
    sensitive: o.sensitive,
  }).exec(pathname);
  if (!match) return null;
  const [url = '', ...values] = match;
  const isExact = pathname === url;
  if (o.exact && !isExact) return null;
  return {
    path: o.path,
    url: o.path === '/' && url === '' ? '/' : url,
    isExact,
    params: Object.fromEntries(keys.map((k, i) => [k.name, values[i]])),
  };
}

const PATHS = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs/blocks/node_analog_in',
  '/blog/tags/',
  '/a.b/c+d?',
  '/Docs/X',
  '/docs/:id',
  '*',
  '/docs/*',
];
const PATHNAMES = [
  '/',
  '/docs',
  '/docs/',
  '/DOCS/',
  '/docs/x',
  '/docs//x',
  '/docs-x',
  '/doc',
  '',
  '/docs/blocks/node_analog_in',
  '/docs/blocks/node_analog_in/',
  '/docs/blocks/NODE_ANALOG_IN',
  '/docs/blocks/node_analog_in/more',
  '/a.b/c+d?',
  '/aXb/c+d?',
  '/docs/x/',
  '/docs/bloc\u212As/node_analog_in',
  '/doc\u017F/',
  '/blog/tags',
  '/blog/tags/',
  '/blog/tags/sensor',
];

describe('matchPath with the literal-path patch', () => {
  for (const path of PATHS)
    for (const exact of [true, false])
      for (const strict of [false, true])
        for (const sensitive of [false, true])
          it(`${JSON.stringify(path)} exact=${exact} strict=${strict} sensitive=${sensitive}`, () => {
            const o = {path, exact, strict, sensitive};
            for (const pathname of PATHNAMES)
              expect(matchPath(pathname, o), pathname).toEqual(expected(pathname, o));
          });

  it('is applied: a literal path builds no RegExp', () => {
    const source = require('node:fs').readFileSync(
      require.resolve('react-router/esm/react-router.js'),
      'utf8',
    ) as string;
    expect(source).toContain('literalMatcher(path, options) || pathToRegexp(path, keys, options)');
  });
});
