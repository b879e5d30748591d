/**
 * The HTTP response headers of the production site, in one typed, pure module:
 * the security headers, the Content-Security-Policy and the cache rules.
 *
 * The build (src/plugins/security-headers) renders them, with the hashes of the
 * inline scripts it finds in the built pages, into two files of the build output:
 * `_headers` for Netlify / Cloudflare Pages style hosts, and `.nginx/*.conf`,
 * which deploy/nginx/tessera.conf includes. Nothing here is typed anywhere else.
 *
 * The third-party hosts come from config/external.ts (`thirdPartyOrigins`): a build
 * without analytics or chat ids gets a policy that names no other host at all.
 */
import {chatEnabled, formOrigins, thirdPartyOrigins, type ExternalConfig} from './external';

/** sha256 digests (base64) of the inline code the built pages carry. */
export interface InlineHashes {
  /** Each inline `<script>` that runs (JSON-LD and other data blocks excluded). */
  scripts: readonly string[];
  /** Each `<style>` element and each `style="…"` attribute of the server-rendered HTML. */
  styles: readonly string[];
}

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** Cache lifetimes, by kind of file. */
export const CACHE_CONTROL = {
  /** Files whose name carries a hash of their content: never change, so never revalidate. */
  immutable: 'public, max-age=31536000, immutable',
  /** Data the pages fetch or readers poll: five minutes, then revalidate. */
  short: 'public, max-age=300, must-revalidate',
  /** HTML and everything else: may be stored, revalidated on each use (ETag / Last-Modified). */
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

export interface CacheRule {
  description: string;
  /**
   * URL path patterns in the `_headers` syntax shared by Netlify and Cloudflare
   * Pages: `*` matches anything, `:name` one path segment. The nginx map is
   * derived from the same patterns.
   */
  paths: readonly string[];
  cacheControl: string;
}

/**
 * The cache rules, first match wins. They must not overlap: static hosts join
 * the values of every matching rule. A path no rule matches gets
 * `DEFAULT_CACHE_CONTROL`, which is also what Netlify and Cloudflare Pages send
 * by default, so `_headers` leaves it to them.
 */
export const CACHE_RULES: readonly CacheRule[] = [
  {
    description: 'Content-hashed bundles, styles and media (Docusaurus writes them under /assets/)',
    paths: ['/assets/*'],
    cacheControl: CACHE_CONTROL.immutable,
  },
  {
    description: 'The search index, the feeds of the listing sections and the sitemap',
    paths: [
      '/search-index.json',
      '/sitemap.xml',
      '/:section/rss.xml',
      '/:section/atom.xml',
      '/:section/feed.json',
    ],
    cacheControl: CACHE_CONTROL.short,
  },
];

export const DEFAULT_CACHE_CONTROL = CACHE_CONTROL.revalidate;

/**
 * Powerful features the site never uses: denied to the page and to any frame.
 * Only names Chromium knows: an unknown one is logged on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

const SHA256_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

function checkHashes(kind: string, hashes: readonly string[]): string[] {
  for (const h of hashes) {
    if (!SHA256_BASE64.test(h)) {
      throw new Error(`[headers] ${kind} hash "${h}" is not a base64 sha256 digest`);
    }
  }
  return [...new Set(hashes)].sort().map((h) => `'sha256-${h}'`);
}

/** A bare http(s) origin, as a CSP source expression; anything else is refused. */
function checkOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`[headers] third-party origin "${origin}" is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin) {
    throw new Error(`[headers] third-party origin "${origin}" is not a bare http(s) origin`);
  }
  return origin;
}

/** The WebSocket twin of an http(s) origin (the chat widget may open one to its own host). */
function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The Content-Security-Policy: the site itself, plus the third-party origins of
 * config/external.ts when their ids are configured, plus the inline code of the
 * built pages by hash. No 'unsafe-inline' and no 'unsafe-eval' anywhere;
 * 'unsafe-hashes' only lets the listed style attribute hashes through.
 */
export function contentSecurityPolicy(external: ExternalConfig, hashes: InlineHashes): string {
  const origins = thirdPartyOrigins(external).map(checkOrigin);
  const sockets = chatEnabled(external.chat)
    ? [websocketOrigin(new URL(external.chat.scriptHost).origin)]
    : [];
  const scripts = checkHashes('script', hashes.scripts);
  const styles = checkHashes('style', hashes.styles);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts, ...origins]],
    ['style-src', ["'self'", ...(styles.length > 0 ? ["'unsafe-hashes'", ...styles] : [])]],
    // data: for the small SVG images inlined in the CSS.
    ['img-src', ["'self'", 'data:', ...origins]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...origins, ...sockets, ...formOrigins(external).map(checkOrigin)]],
    ['frame-src', origins.length > 0 ? origins : ["'none'"]],
    // The search runs in a Web Worker loaded from the site's own bundles.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every security header, in the order they are written. */
export function securityHeaders(external: ExternalConfig, hashes: InlineHashes): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(external, hashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((f) => `${f}=()`).join(', ')],
    // frame-ancestors 'none' for browsers that predate it.
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Values are written into nginx strings and `_headers` lines: keep them printable and inert. */
function checkValue(name: string, value: string): string {
  if (!value || /["\\$\r\n\t]|[^\x20-\x7e]/.test(value)) {
    throw new Error(`[headers] ${name} has a character a header file cannot carry: "${value}"`);
  }
  return value;
}

function checkPattern(pattern: string): string {
  if (!/^\/[A-Za-z0-9._~:/*-]*$/.test(pattern) || /\*./.test(pattern)) {
    throw new Error(`[headers] path pattern "${pattern}" is not a /path, /:segment or /prefix/*`);
  }
  return pattern;
}

/** A `_headers` path pattern as an anchored regular expression over the URL path. */
export function patternToRegExp(pattern: string): string {
  const body = checkPattern(pattern)
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (/^:[A-Za-z]\w*$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return `^${body}$`;
}

/** The Cache-Control a path gets under CACHE_RULES (what nginx's map computes). */
export function cacheControlFor(
  urlPath: string,
  rules: readonly CacheRule[] = CACHE_RULES,
): string {
  const rule = rules.find((r) => r.paths.some((p) => new RegExp(patternToRegExp(p)).test(urlPath)));
  return rule?.cacheControl ?? DEFAULT_CACHE_CONTROL;
}

const GENERATED = 'Generated by src/plugins/security-headers from config/headers.ts; do not edit.';

/** `_headers` for Netlify / Cloudflare Pages style hosts. */
export function renderHeadersFile(
  headers: HeaderList,
  rules: readonly CacheRule[] = CACHE_RULES,
): string {
  const lines = [
    `# ${GENERATED}`,
    `# Paths no rule names (HTML among them) keep the host's default Cache-Control,`,
    `# "${DEFAULT_CACHE_CONTROL}".`,
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${checkValue(name, value)}`),
  ];
  for (const rule of rules) {
    lines.push(`# ${rule.description}`);
    for (const p of rule.paths) {
      lines.push(
        checkPattern(p),
        `  Cache-Control: ${checkValue('Cache-Control', rule.cacheControl)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The nginx variable the cache map sets, used by the headers include. */
export const NGINX_CACHE_VARIABLE = '$tessera_cache_control';

/** nginx, http {} context: the Cache-Control value of each request, by its final URI. */
export function renderNginxHttp(rules: readonly CacheRule[] = CACHE_RULES): string {
  const lines = [
    `# ${GENERATED}`,
    '# $uri is the URI after try_files and error_page, so /docs/intro is matched as',
    '# /docs/intro/index.html, and an unknown /assets/x.js as /404.html.',
    `map $uri ${NGINX_CACHE_VARIABLE} {`,
    `    default "${checkValue('Cache-Control', DEFAULT_CACHE_CONTROL)}";`,
  ];
  for (const rule of rules) {
    lines.push(`    # ${rule.description}`);
    for (const p of rule.paths) {
      lines.push(
        `    "~${patternToRegExp(p)}" "${checkValue('Cache-Control', rule.cacheControl)}";`,
      );
    }
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/**
 * nginx, server {} context: every header on every response, errors included
 * (`always`). A location that sets its own add_header would drop these, so the
 * site config sets none.
 */
export function renderNginxHeaders(headers: HeaderList): string {
  return `${[
    `# ${GENERATED}`,
    ...headers.map(([name, value]) => `add_header ${name} "${checkValue(name, value)}" always;`),
    `add_header Cache-Control ${NGINX_CACHE_VARIABLE} always;`,
  ].join('\n')}\n`;
}
