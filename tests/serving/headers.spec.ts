/**
 * The site as nginx serves it with deploy/nginx/tessera.conf: the headers of each
 * kind of response, compression, 404s and trailing slashes, over plain HTTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {APIResponse} from '@playwright/test';
import {test, expect, external, trackingConfig} from '../e2e/fixtures';
import {NGINX_PORT, NGINX_TRACKING_PORT} from '../../playwright.config';
import {
  chatEnabled,
  formOrigins,
  thirdPartyOrigins,
  type ExternalConfig,
} from '../../config/external';
import {
  CACHE_CONTROL,
  DEFAULT_CACHE_CONTROL,
  securityHeaders,
  type HeaderList,
} from '../../config/headers';
import {siteInlineHashes} from '../../src/plugins/security-headers';

const ROOT = path.resolve(__dirname, '../..');
/** Debian's brotli filter, which scripts/nginx.mjs loads when it is installed. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const SERVERS = [
  {name: 'default build', origin: `http://127.0.0.1:${NGINX_PORT}`, dir: 'build', config: external},
  {
    name: 'tracking build',
    origin: `http://127.0.0.1:${NGINX_TRACKING_PORT}`,
    dir: 'build-tracking',
    config: trackingConfig,
  },
];

/** One built file under a folder of the build, as a URL path. */
function firstFile(dir: string, folder: string, ext: string): string {
  const name = fs.readdirSync(path.join(ROOT, dir, folder)).find((f) => f.endsWith(ext));
  if (!name) throw new Error(`no ${ext} file in ${dir}/${folder}`);
  return `/${folder}/${name}`;
}

/** Every page of the sitemap, as a URL path without its trailing slash. */
function sitemapPaths(dir: string): string[] {
  const xml = fs.readFileSync(path.join(ROOT, dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname.replace(/(.)\/$/, '$1') || '/',
  );
}

/** The hosts a policy names, besides the site itself. */
function policyOrigins(csp: string): string[] {
  return [...new Set(csp.split(/[\s;]+/).filter((t) => t.includes('://')))].sort();
}

function expectSecurityHeaders(res: APIResponse, expected: HeaderList) {
  const headers = res.headers();
  for (const [name, value] of expected) expect(headers[name.toLowerCase()], name).toBe(value);
}

for (const server of SERVERS) {
  test.describe(`nginx, ${server.name}`, () => {
    let expected: HeaderList;

    test.beforeAll(async () => {
      // The policy the build's own pages call for, recomputed from the built HTML.
      expected = securityHeaders(
        server.config,
        await siteInlineHashes(path.join(ROOT, server.dir)),
      );
    });

    const kinds = () => [
      {kind: 'home page', path: '/', type: /^text\/html/, cache: DEFAULT_CACHE_CONTROL},
      {kind: 'doc page', path: '/docs/intro', type: /^text\/html/, cache: DEFAULT_CACHE_CONTROL},
      {
        kind: 'hashed script',
        path: firstFile(server.dir, 'assets/js', '.js'),
        type: /^application\/javascript/,
        cache: CACHE_CONTROL.immutable,
      },
      {
        kind: 'hashed stylesheet',
        path: firstFile(server.dir, 'assets/css', '.css'),
        type: /^text\/css/,
        cache: CACHE_CONTROL.immutable,
      },
      {
        kind: 'search index',
        path: '/search-index.json',
        type: /^application\/json/,
        cache: CACHE_CONTROL.short,
      },
      {kind: 'RSS feed', path: '/blog/rss.xml', type: /xml/, cache: CACHE_CONTROL.short},
      {kind: 'Atom feed', path: '/blog/atom.xml', type: /xml/, cache: CACHE_CONTROL.short},
      {kind: 'sitemap', path: '/sitemap.xml', type: /xml/, cache: CACHE_CONTROL.short},
      {
        kind: 'image',
        path: '/img/logo.svg',
        type: /^image\/svg\+xml/,
        cache: DEFAULT_CACHE_CONTROL,
      },
    ];

    test('every kind of response carries the security headers and its cache rule', async ({
      request,
    }) => {
      for (const k of kinds()) {
        const res = await request.get(server.origin + k.path, {maxRedirects: 0});
        expect(res.status(), k.kind).toBe(200);
        expect(res.headers()['content-type'], k.kind).toMatch(k.type);
        expect(res.headers()['cache-control'], k.kind).toBe(k.cache);
        expectSecurityHeaders(res, expected);
      }
    });

    test('an unknown path is a 404 with the site’s page, the headers and no long caching', async ({
      request,
    }) => {
      for (const p of ['/no/such/page', '/assets/js/no-such-chunk.0000.js', '/assets/']) {
        const res = await request.get(server.origin + p, {maxRedirects: 0});
        expect(res.status(), p).toBe(404);
        expect(res.headers()['content-type'], p).toMatch(/^text\/html/);
        expect(await res.text(), p).toContain(
          '<title data-rh=true>Page Not Found | Tessera</title>',
        );
        expect(res.headers()['cache-control'], p).toBe(DEFAULT_CACHE_CONTROL);
        expectSecurityHeaders(res, expected);
      }
    });

    test('the deployment files in the build are not served', async ({request}) => {
      for (const p of ['/_headers', '/.nginx/headers.conf', '/.nginx/http.conf']) {
        expect((await request.get(server.origin + p)).status(), p).toBe(404);
      }
    });

    test('the policy names exactly the third-party origins of the configuration', async ({
      request,
    }) => {
      const csp = (await request.get(`${server.origin}/`)).headers()['content-security-policy'];
      expect(csp).not.toContain("'unsafe-inline'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+/);
      expect(policyOrigins(csp)).toEqual(expectedOrigins(server.config));
    });

    test('text is compressed when the client accepts it, and only then', async ({request}) => {
      const brotli = fs.existsSync(BROTLI_MODULE);
      const text = [
        '/',
        '/docs/intro/',
        firstFile(server.dir, 'assets/js', '.js'),
        firstFile(server.dir, 'assets/css', '.css'),
        '/search-index.json',
        '/blog/rss.xml',
        '/img/logo.svg',
        '/no/such/page',
      ];
      for (const p of text) {
        const gzip = await request.get(server.origin + p, {headers: {'Accept-Encoding': 'gzip'}});
        expect(gzip.headers()['content-encoding'], p).toBe('gzip');
        expect(gzip.headers().vary, p).toMatch(/Accept-Encoding/i);
        const plain = await request.get(server.origin + p, {
          headers: {'Accept-Encoding': 'identity'},
        });
        expect(plain.headers()['content-encoding'], p).toBeUndefined();
        const br = await request.get(server.origin + p, {headers: {'Accept-Encoding': 'br'}});
        expect(br.headers()['content-encoding'], p).toBe(brotli ? 'br' : undefined);
      }
      // Already-compressed images are sent as they are.
      const png = await request.get(`${server.origin}/img/social-card.png`, {
        headers: {'Accept-Encoding': 'gzip, br'},
      });
      expect(png.headers()['content-encoding']).toBeUndefined();
    });
  });
}

function expectedOrigins(config: ExternalConfig): string[] {
  const origins = [...thirdPartyOrigins(config), ...formOrigins(config)];
  if (chatEnabled(config.chat)) {
    origins.push(new URL(config.chat.scriptHost).origin.replace(/^http/, 'ws'));
  }
  return [...new Set(origins)].sort();
}

test.describe('nginx routes: every page with and without its trailing slash, no redirect', () => {
  test('each sitemap page answers 200 both ways', async ({request}) => {
    // About 680 requests: eight at a time, and more than 30 s for them, which one after
    // another took on a CI machine with a second run beside it.
    test.setTimeout(120_000);
    const paths = sitemapPaths('build');
    expect(paths).toEqual(expect.arrayContaining(['/', '/terms', '/docs/intro']));
    const variants = paths.flatMap((p) => (p === '/' ? ['/'] : [p, `${p}/`]));
    for (let i = 0; i < variants.length; i += 8) {
      await Promise.all(
        variants.slice(i, i + 8).map(async (variant) => {
          const res = await request.get(variant, {maxRedirects: 0});
          expect(res.status(), variant).toBe(200);
          expect(res.headers()['content-type'], variant).toMatch(/^text\/html/);
        }),
      );
    }
  });

  test('the spec’s trailing-slash routes resolve, as far as this build has them', async ({
    request,
  }) => {
    const routes = ['/samples/', '/terms/', '/docs/blocks/node_timer/'];
    const built = routes.filter((r) => fs.existsSync(path.join(ROOT, 'build', r, 'index.html')));
    expect(built).toContain('/terms/');
    for (const route of built) {
      for (const variant of [route, route.slice(0, -1)]) {
        const res = await request.get(variant, {maxRedirects: 0});
        expect(res.status(), variant).toBe(200);
      }
    }
  });
});
