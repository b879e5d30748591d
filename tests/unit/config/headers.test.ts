import {describe, expect, it} from 'vitest';
import {formOrigins, loadExternalConfig, thirdPartyOrigins} from '../../../config/external';
import {
  CACHE_CONTROL,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  DENIED_FEATURES,
  cacheControlFor,
  contentSecurityPolicy,
  patternToRegExp,
  renderHeadersFile,
  renderNginxHeaders,
  renderNginxHttp,
  securityHeaders,
} from '../../../config/headers';
import trackingEnv from '../../tracking-env.json';

const SCRIPT = 'LNeeyFm1dN4CbzFEWf6ZltBb9U+Tpwzt6dJkF0qzNaI=';
const SCRIPT_2 = 'ByKaI/rimPHWCJW+jCvFlORyuIF5lU2Zigu9+639SD0=';
const STYLE = 'biLFinpqYMtWHmXfkA1BPeCY0/fNt46SAZ+BBk5YUog=';
const hashes = {scripts: [SCRIPT, SCRIPT_2], styles: [STYLE]};

const noIds = loadExternalConfig({});
const withIds = loadExternalConfig(trackingEnv);

/** Directive name → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

/** Every source in the policy that names a host. */
function hosts(csp: string): string[] {
  return [...new Set(csp.split(/[\s;]+/).filter((t) => t.includes('://') || t.includes('.')))]
    .filter((t) => !t.startsWith("'sha256-"))
    .sort();
}

describe('Content-Security-Policy (config/headers.ts)', () => {
  it('with no analytics or chat ids names no other host at all', () => {
    const csp = contentSecurityPolicy(noIds, hashes);
    expect(thirdPartyOrigins(noIds)).toEqual([]);
    expect(hosts(csp)).toEqual([]);
    expect(csp).not.toMatch(/\*|https?:|wss?:/);
    expect(directives(csp).get('frame-src')).toEqual(["'none'"]);
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
  });

  it('with ids names exactly the origins config/external.ts derives, and the chat socket', () => {
    const csp = contentSecurityPolicy(withIds, hashes);
    const origins = thirdPartyOrigins(withIds);
    expect(origins.length).toBe(5);
    expect(hosts(csp)).toEqual(
      [...origins, ...formOrigins(withIds), 'wss://chat.tessera.example'].sort(),
    );
    const d = directives(csp);
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(d.get(name), name).toEqual(expect.arrayContaining(origins));
    }
    expect(d.get('connect-src')).toContain('wss://chat.tessera.example');
    for (const name of ['default-src', 'style-src', 'font-src', 'worker-src', 'form-action']) {
      expect(hosts(d.get(name)!.join(' ')), name).toEqual([]);
    }
  });

  it('lets the forms post to their configured endpoints, in connect-src only', () => {
    const config = loadExternalConfig({
      TESSERA_CONTACT_ENDPOINT: 'https://forms.example.net/contact',
      TESSERA_DEMO_ENDPOINT: 'https://forms.example.net/demo',
    });
    const d = directives(contentSecurityPolicy(config, hashes));
    expect(d.get('connect-src')).toEqual(["'self'", 'https://forms.example.net']);
    for (const name of ['script-src', 'img-src', 'frame-src', 'form-action']) {
      expect(hosts(d.get(name)!.join(' ')), name).toEqual([]);
    }
  });

  it('follows each id on its own: gtag only, PostHog on its configured host only', () => {
    const gtag = contentSecurityPolicy(loadExternalConfig({TESSERA_GTAG_ID: 'G-ABCD1234'}), hashes);
    expect(hosts(gtag)).toEqual([
      'https://region1.google-analytics.com',
      'https://www.google-analytics.com',
      'https://www.googletagmanager.com',
    ]);
    const posthog = contentSecurityPolicy(
      loadExternalConfig({
        TESSERA_POSTHOG_KEY: 'phc_abcdefgh1234',
        TESSERA_POSTHOG_HOST: 'https://ph.example.org/ingest',
      }),
      hashes,
    );
    expect(hosts(posthog)).toEqual(['https://ph.example.org']);
  });

  it('allows inline scripts by hash only, never unsafe-inline or unsafe-eval', () => {
    const csp = contentSecurityPolicy(noIds, hashes);
    expect(directives(csp).get('script-src')).toEqual([
      "'self'",
      `'sha256-${SCRIPT_2}'`,
      `'sha256-${SCRIPT}'`,
    ]);
    expect(directives(csp).get('style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      `'sha256-${STYLE}'`,
    ]);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    // Duplicates collapse; no style hash means no 'unsafe-hashes'.
    const lean = contentSecurityPolicy(noIds, {scripts: [SCRIPT, SCRIPT], styles: []});
    expect(directives(lean).get('script-src')).toEqual(["'self'", `'sha256-${SCRIPT}'`]);
    expect(directives(lean).get('style-src')).toEqual(["'self'"]);
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    const d = directives(contentSecurityPolicy(noIds, hashes));
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('rejects a malformed hash and an origin that is not http(s)', () => {
    expect(() => contentSecurityPolicy(noIds, {scripts: ['not-a-hash'], styles: []})).toThrow(
      /script hash "not-a-hash"/,
    );
    expect(() =>
      contentSecurityPolicy(noIds, {scripts: [], styles: [`${STYLE}'; script-src *`]}),
    ).toThrow(/style hash/);
    const ftp = loadExternalConfig({
      TESSERA_POSTHOG_KEY: 'phc_abcdefgh1234',
      TESSERA_POSTHOG_HOST: 'ftp://ph.example.org',
    });
    expect(() => contentSecurityPolicy(ftp, hashes)).toThrow(/not a bare http\(s\) origin/);
    const script = loadExternalConfig({
      TESSERA_POSTHOG_KEY: 'phc_abcdefgh1234',
      TESSERA_POSTHOG_HOST: 'javascript:alert(1)',
    });
    expect(() => contentSecurityPolicy(script, hashes)).toThrow(/third-party origin/);
  });
});

describe('security headers', () => {
  it('lists the policy, nosniff, the referrer policy and the denied features', () => {
    const headers = new Map(securityHeaders(noIds, hashes));
    expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(noIds, hashes));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    const permissions = headers.get('Permissions-Policy')!.split(', ');
    expect(permissions).toEqual(DENIED_FEATURES.map((f) => `${f}=()`));
    // The site copies code blocks to the clipboard: that one must stay allowed.
    expect(permissions.join()).not.toContain('clipboard');
  });
});

describe('cache rules', () => {
  it('turns _headers path patterns into anchored regular expressions', () => {
    expect(patternToRegExp('/assets/*')).toBe('^/assets/.*$');
    expect(patternToRegExp('/:section/rss.xml')).toBe('^/[^/]+/rss\\.xml$');
    expect(patternToRegExp('/search-index.json')).toBe('^/search-index\\.json$');
    expect(() => patternToRegExp('/a*b')).toThrow(/path pattern/);
    expect(() => patternToRegExp('assets/*')).toThrow(/path pattern/);
    expect(() => patternToRegExp('/a b')).toThrow(/path pattern/);
  });

  it('gives hashed assets a year, data files five minutes, HTML and the rest revalidation', () => {
    expect(cacheControlFor('/assets/js/main.2298b78a.js')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('/assets/css/styles.c51b0f9f.css')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('/search-index.json')).toBe(CACHE_CONTROL.short);
    expect(cacheControlFor('/blog/rss.xml')).toBe(CACHE_CONTROL.short);
    expect(cacheControlFor('/tutorials/atom.xml')).toBe(CACHE_CONTROL.short);
    expect(cacheControlFor('/sitemap.xml')).toBe(CACHE_CONTROL.short);
    for (const p of ['/index.html', '/docs/intro/index.html', '/404.html', '/img/logo.svg']) {
      expect(cacheControlFor(p), p).toBe(DEFAULT_CACHE_CONTROL);
    }
    expect(DEFAULT_CACHE_CONTROL).toBe('public, max-age=0, must-revalidate');
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
  });

  it('never lets two rules match one path (static hosts would join their values)', () => {
    const samples = ['/assets/js/a.js', '/search-index.json', '/blog/rss.xml', '/sitemap.xml'];
    for (const sample of samples) {
      const matching = CACHE_RULES.filter((r) =>
        r.paths.some((p) => new RegExp(patternToRegExp(p)).test(sample)),
      );
      expect(matching.length, sample).toBe(1);
    }
  });
});

describe('generated files', () => {
  const headers = securityHeaders(withIds, hashes);

  it('_headers: the security headers on /*, one Cache-Control per rule path, none on /*', () => {
    const text = renderHeadersFile(headers);
    const blocks: Record<string, string[]> = {};
    let current = '';
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      if (line.startsWith('/')) blocks[(current = line)] = [];
      else blocks[current].push(line.trim());
    }
    expect(blocks['/*']).toEqual(headers.map(([n, v]) => `${n}: ${v}`));
    expect(blocks['/assets/*']).toEqual([`Cache-Control: ${CACHE_CONTROL.immutable}`]);
    expect(blocks['/:section/rss.xml']).toEqual([`Cache-Control: ${CACHE_CONTROL.short}`]);
    // Cloudflare Pages: lines of at most 2,000 characters.
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('nginx: add_header … always for each header, and the cache map by final URI', () => {
    const conf = renderNginxHeaders(headers);
    for (const [name, value] of headers) {
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(conf).toContain('add_header Cache-Control $tessera_cache_control always;');
    const map = renderNginxHttp();
    expect(map).toContain('map $uri $tessera_cache_control {');
    expect(map).toContain(`default "${DEFAULT_CACHE_CONTROL}";`);
    expect(map).toContain(`"~^/assets/.*$" "${CACHE_CONTROL.immutable}";`);
  });

  it('refuses a value nginx or _headers could not carry', () => {
    for (const bad of ['a"b', 'a$b', 'a\nb', 'a\\b', '']) {
      expect(() => renderNginxHeaders([['X-Test', bad]]), JSON.stringify(bad)).toThrow(/X-Test/);
      expect(() => renderHeadersFile([['X-Test', bad]])).toThrow(/X-Test/);
    }
  });
});
