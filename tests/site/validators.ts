/**
 * What feed readers, search engines and HTML validators check in the built
 * site, as pure functions over page, feed and sitemap text, so tests/unit can
 * prove each rule fails on a bad fixture. Every problem names the page (or
 * file) and the rule it breaks.
 *
 * The parsing is done by maintained libraries: html-validate for HTML,
 * fast-xml-parser (strict well-formedness, then a tree) for feeds and the
 * sitemap, cheerio for reading pages. What is ours is the list of elements and
 * fields each standard or search engine requires, cited per rule.
 */
import * as cheerio from 'cheerio';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {HtmlValidate, type ConfigData} from 'html-validate';

export interface Problem {
  /** The page route ("/docs/intro") or the build file ("elements/atom.xml"). */
  where: string;
  /** The rule: an html-validate rule id, or the standard and field checked. */
  rule: string;
  message: string;
}

export const format = (p: Problem): string => `${p.where}: [${p.rule}] ${p.message}`;

/* ------------------------------------------------------------------ HTML */

/**
 * html-validate's `standard` preset, with its accessibility and document rules.
 * Off: three rules that object to the theme's own markup, none of them an
 * error in HTML: the announcement bar's `role="banner"` div and the navbar's
 * `role="button"` links (prefer-native-element), `aria-label` on the icon
 * links' SVGs (aria-label-misuse), and SRI on our own same-origin files,
 * which it protects nothing on (require-sri).
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    'prefer-native-element': 'off',
    'aria-label-misuse': 'off',
    'require-sri': 'off',
    // From the `recommended` preset: an input says what it takes (the search box, patched in patches/).
    'no-implicit-input-type': 'error',
  },
};

const htmlValidate = new HtmlValidate(HTML_VALIDATE_CONFIG);

export async function validateHtml(route: string, html: string): Promise<Problem[]> {
  const report = await htmlValidate.validateString(html, `${route}.html`);
  return report.results.flatMap((r) =>
    r.messages.map((m) => ({
      where: route,
      rule: `html-validate/${m.ruleId}`,
      message: `${m.message} (line ${m.line}, ${m.selector ?? 'document'})`,
    })),
  );
}

/* ----------------------------------------------------------------- Feeds */

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Elements that may repeat are always arrays, so one entry reads like many.
  isArray: (name) =>
    ['item', 'entry', 'link', 'atom:link', 'author', 'dc:creator', 'url'].includes(name),
});

type XmlNode = Record<string, unknown>;

/** Well-formed XML, parsed; or the parser's error as a problem. */
function parseXml(where: string, xml: string): XmlNode | Problem {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return {
      where,
      rule: 'XML 1.0 well-formedness',
      message: `${valid.err.msg} (line ${valid.err.line})`,
    };
  }
  return xmlParser.parse(xml) as XmlNode;
}

const text = (v: unknown): string => {
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  if (v && typeof v === 'object' && '#text' in v) return String((v as XmlNode)['#text']).trim();
  return '';
};
const nodes = (v: unknown): XmlNode[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(
    (n): n is XmlNode => typeof n === 'object' && n !== null,
  );

const isAbsoluteUrl = (s: string): boolean => /^https?:\/\/[^/]/.test(s);
const isRfc822Date = (s: string): boolean =>
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}(:\d{2})? (GMT|UT|[+-]\d{4}|[A-Z]{1,3})$/.test(
    s,
  );
const isRfc3339Date = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
  !Number.isNaN(Date.parse(s));

/**
 * An RSS 2.0 feed: the channel's required title, link and description
 * (RSS 2.0 spec, "Required channel elements"), a self link (RSS Advisory
 * Board best practice, `atom:link rel="self"` pointing at `selfUrl`), and per
 * item a title, a link, a permanent guid and an RFC 822 pubDate. RSS 2.0's
 * item author is optional and must be an e-mail address, which a team author
 * has not: the Atom feed carries the author.
 */
export function checkRss(file: string, xml: string, selfUrl: string): Problem[] {
  const parsed = parseXml(file, xml);
  if ('rule' in parsed) return [parsed as Problem];
  const problems: Problem[] = [];
  const need = (ok: boolean, rule: string, message: string) => {
    if (!ok) problems.push({where: file, rule: `RSS 2.0 ${rule}`, message});
  };
  const rss = nodes(parsed.rss)[0];
  need(rss?.['@version'] === '2.0', 'rss@version', 'the root is not <rss version="2.0">');
  const channel = nodes(rss?.channel)[0];
  if (!channel)
    return [...problems, {where: file, rule: 'RSS 2.0 channel', message: 'no <channel>'}];
  for (const field of ['title', 'link', 'description'])
    need(text(channel[field]) !== '', `channel/${field}`, `the channel has no <${field}>`);
  need(
    isAbsoluteUrl(text(channel.link)),
    'channel/link',
    'the channel link is not an absolute URL',
  );
  const self = nodes(channel['atom:link']).find((l) => l['@rel'] === 'self');
  need(
    self?.['@href'] === selfUrl,
    'atom:link rel=self',
    `no self link to ${selfUrl}${self ? ` (it points at ${String(self['@href'])})` : ''}`,
  );
  need(
    String(rss?.['@xmlns:atom'] ?? '') === 'http://www.w3.org/2005/Atom' || !self,
    'atom namespace',
    'atom:link is used but the Atom namespace is not declared',
  );
  const items = nodes(channel.item);
  need(items.length > 0, 'channel/item', 'the channel has no items');
  items.forEach((item, i) => {
    const name = `item ${i + 1} (${text(item.title) || 'untitled'})`;
    need(text(item.title) !== '', 'item/title', `${name} has no <title>`);
    need(isAbsoluteUrl(text(item.link)), 'item/link', `${name} has no absolute <link>`);
    need(text(item.guid) !== '', 'item/guid', `${name} has no <guid>`);
    need(isRfc822Date(text(item.pubDate)), 'item/pubDate', `${name} has no RFC 822 <pubDate>`);
  });
  return problems;
}

/**
 * An Atom feed (RFC 4287): the feed's id, title and updated (§4.1.1), a self
 * link to `selfUrl` (§4.2.7.2, "SHOULD"), an author on the feed or on every
 * entry (§4.1.1), and per entry an id, a title, an updated date and an
 * alternate link (§4.1.2). Dates are RFC 3339 (§3.3).
 */
export function checkAtom(file: string, xml: string, selfUrl: string): Problem[] {
  const parsed = parseXml(file, xml);
  if ('rule' in parsed) return [parsed as Problem];
  const problems: Problem[] = [];
  const need = (ok: boolean, rule: string, message: string) => {
    if (!ok) problems.push({where: file, rule: `RFC 4287 ${rule}`, message});
  };
  const feed = nodes(parsed.feed)[0];
  if (!feed) return [{where: file, rule: 'RFC 4287 atom:feed', message: 'the root is not <feed>'}];
  need(feed['@xmlns'] === 'http://www.w3.org/2005/Atom', 'namespace', 'not in the Atom namespace');
  need(isAbsoluteUrl(text(feed.id)), '§4.2.6 atom:id', 'the feed has no absolute IRI as <id>');
  need(text(feed.title) !== '', '§4.2.14 atom:title', 'the feed has no <title>');
  need(
    isRfc3339Date(text(feed.updated)),
    '§4.2.15 atom:updated',
    'the feed has no RFC 3339 <updated>',
  );
  const self = nodes(feed.link).find((l) => l['@rel'] === 'self');
  need(
    self?.['@href'] === selfUrl,
    '§4.2.7.2 link rel=self',
    `no self link to ${selfUrl}${self ? ` (it points at ${String(self['@href'])})` : ''}`,
  );
  const hasName = (a: XmlNode) => text(a.name) !== '';
  const feedAuthor = nodes(feed.author).some(hasName);
  const entries = nodes(feed.entry);
  need(entries.length > 0, 'atom:entry', 'the feed has no entries');
  entries.forEach((entry, i) => {
    const name = `entry ${i + 1} (${text(entry.title) || 'untitled'})`;
    need(text(entry.id) !== '', '§4.2.6 atom:id', `${name} has no <id>`);
    need(text(entry.title) !== '', '§4.2.14 atom:title', `${name} has no <title>`);
    need(
      isRfc3339Date(text(entry.updated)),
      '§4.2.15 atom:updated',
      `${name} has no RFC 3339 <updated>`,
    );
    need(
      feedAuthor || nodes(entry.author).some(hasName),
      '§4.1.1 atom:author',
      `${name} has no <author> with a <name>, and neither has the feed`,
    );
    const links = nodes(entry.link);
    need(
      links.some(
        (l) => (l['@rel'] ?? 'alternate') === 'alternate' && isAbsoluteUrl(String(l['@href'])),
      ),
      '§4.1.2 link rel=alternate',
      `${name} has no alternate link`,
    );
  });
  return problems;
}

/* --------------------------------------------------------------- JSON-LD */

type Json = Record<string, unknown>;

const hasText = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
const isIsoDate = (v: unknown): boolean =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
/** A URL, or an ImageObject with one: Google's article image (may be an array of either). */
const isImage = (v: unknown): boolean => {
  const one = (x: unknown) =>
    (typeof x === 'string' && isAbsoluteUrl(x)) ||
    (typeof x === 'object' &&
      x !== null &&
      (isAbsoluteUrl(String((x as Json).url ?? '')) ||
        isAbsoluteUrl(String((x as Json).contentUrl ?? ''))));
  return Array.isArray(v) ? v.length > 0 && v.every(one) : one(v);
};
/** A Person or Organization with a name, or a non-empty array of them. */
const isAuthor = (v: unknown): boolean => {
  const one = (x: unknown) =>
    typeof x === 'object' &&
    x !== null &&
    ['Person', 'Organization'].includes(String((x as Json)['@type'])) &&
    hasText((x as Json).name);
  return Array.isArray(v) ? v.length > 0 && v.every(one) : one(v);
};

const ARTICLE_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle', 'TechArticle']);

/**
 * The fields search engines need per type (Google Search Central's structured
 * data guidelines): articles a headline, a named author, an image and a
 * publication date; breadcrumbs a list of positioned, named items, each with
 * a URL except the last.
 */
function checkNode(node: Json, where: string, path: string): Problem[] {
  const problems: Problem[] = [];
  const type = String(node['@type'] ?? '');
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok)
      problems.push({where, rule: `JSON-LD ${type}.${field}`, message: `${path}: ${message}`});
  };
  if (ARTICLE_TYPES.has(type)) {
    need(hasText(node.headline), 'headline', 'no headline');
    need(String(node.headline ?? '').length <= 110, 'headline', 'headline over 110 characters');
    need(
      isAuthor(node.author),
      'author',
      'no author, or one without @type Person/Organization and a name',
    );
    need(isImage(node.image), 'image', 'no image URL');
    need(isIsoDate(node.datePublished), 'datePublished', 'no ISO 8601 datePublished');
  }
  if (type === 'BreadcrumbList') {
    const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Json[]) : [];
    need(items.length > 0, 'itemListElement', 'no items');
    items.forEach((item, i) => {
      need(item['@type'] === 'ListItem', 'itemListElement', `item ${i + 1} is not a ListItem`);
      need(
        item.position === i + 1,
        'itemListElement.position',
        `item ${i + 1} has position ${String(item.position)}`,
      );
      need(hasText(item.name), 'itemListElement.name', `item ${i + 1} has no name`);
      if (i < items.length - 1)
        need(
          isAbsoluteUrl(String(item.item ?? '')),
          'itemListElement.item',
          `item ${i + 1} has no URL`,
        );
    });
  }
  // Nested nodes (a Blog's posts, a graph) are held to the same rules.
  for (const [key, value] of Object.entries(node)) {
    for (const [i, child] of (Array.isArray(value) ? value : [value]).entries()) {
      if (child && typeof child === 'object' && '@type' in child)
        problems.push(
          ...checkNode(
            child as Json,
            where,
            `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`,
          ),
        );
    }
  }
  return problems;
}

export function checkJsonLd(route: string, html: string): Problem[] {
  const $ = cheerio.load(html);
  const problems: Problem[] = [];
  $('script[type="application/ld+json"]').each((i, el) => {
    const where = route;
    let data: unknown;
    try {
      data = JSON.parse($(el).text());
    } catch (e) {
      problems.push({
        where,
        rule: 'JSON-LD syntax',
        message: `block ${i + 1}: ${(e as Error).message}`,
      });
      return;
    }
    for (const node of Array.isArray(data) ? data : [data]) {
      const json = node as Json;
      if (!String(json['@context'] ?? '').match(/^https?:\/\/schema\.org\/?$/))
        problems.push({
          where,
          rule: 'JSON-LD @context',
          message: `block ${i + 1} is not schema.org`,
        });
      const graph = Array.isArray(json['@graph']) ? (json['@graph'] as Json[]) : [json];
      graph.forEach((n) => problems.push(...checkNode(n, where, `block ${i + 1}`)));
    }
  });
  return problems;
}

/* ------------------------------------------------- Pages and the sitemap */

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** One meta description of 50 to 160 characters: long enough to say what the page is for, short enough not to be cut in results. */
export function checkDescription(route: string, html: string): Problem[] {
  const $ = cheerio.load(html);
  const found = $('meta[name="description"]');
  const rule = 'meta description';
  if (found.length !== 1)
    return [{where: route, rule, message: `${found.length} meta descriptions; expected one`}];
  const description = (found.attr('content') ?? '').trim();
  if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)
    return [
      {
        where: route,
        rule,
        message: `${description.length} characters, outside ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}: "${description}"`,
      },
    ];
  return [];
}

/** Whether a page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
export function isNoIndex(html: string): boolean {
  const $ = cheerio.load(html);
  return $('meta[name="robots" i]')
    .toArray()
    .some((m) => /\bnoindex\b/i.test($(m).attr('content') ?? ''));
}

/** "/docs/blocks/node_x/" and "/docs/blocks/node_x" are one page. */
export const normalizeRoute = (route: string): string =>
  route === '/' ? route : route.replace(/\/+$/, '');

/** The page paths a sitemap lists, or a problem when it is not a well-formed sitemap. */
export function sitemapRoutes(xml: string): string[] | Problem {
  const parsed = parseXml('sitemap.xml', xml);
  if ('rule' in parsed) return parsed as Problem;
  const urlset = nodes(parsed.urlset)[0];
  if (!urlset)
    return {where: 'sitemap.xml', rule: 'sitemaps.org urlset', message: 'the root is not <urlset>'};
  return nodes(urlset.url).map((u) => normalizeRoute(new URL(text(u.loc)).pathname));
}

export interface BuiltPage {
  route: string;
  html: string;
}

/**
 * The sitemap lists every indexable page and nothing else: no page marked
 * noindex, no page that is not in the build, no page twice. `/404.html` is
 * the not-found response, never a page to index, and is not expected.
 */
export function checkSitemap(pages: BuiltPage[], sitemapXml: string): Problem[] {
  const listed = sitemapRoutes(sitemapXml);
  if (!Array.isArray(listed)) return [listed];
  const problems: Problem[] = [];
  const rule = 'sitemap';
  const seen = new Set<string>();
  for (const route of listed) {
    if (seen.has(route))
      problems.push({where: route, rule, message: 'listed twice in the sitemap'});
    seen.add(route);
  }
  const byRoute = new Map(pages.map((p) => [normalizeRoute(p.route), p]));
  for (const route of seen) {
    const page = byRoute.get(route);
    if (!page) problems.push({where: route, rule, message: 'in the sitemap but not in the build'});
    else if (isNoIndex(page.html))
      problems.push({where: route, rule, message: 'in the sitemap but marked noindex'});
  }
  for (const [route, page] of byRoute) {
    if (route === '/404.html' || isNoIndex(page.html)) continue;
    if (!seen.has(route))
      problems.push({where: route, rule, message: 'indexable but not in the sitemap'});
  }
  return problems;
}

/** Same-site page paths a page links to, without fragments or queries. */
export function linkedRoutes(route: string, html: string, siteUrl: string): Set<string> {
  const $ = cheerio.load(html);
  const base = new URL(route, siteUrl);
  const out = new Set<string>();
  $('a[href]').each((_, a) => {
    const href = $(a).attr('href') ?? '';
    if (/^(mailto|tel|javascript):/i.test(href)) return;
    const url = new URL(href, base);
    if (url.origin === base.origin) out.add(normalizeRoute(decodeURI(url.pathname)));
  });
  return out;
}

/** Every page in the sitemap is linked from at least one other page, so a visitor (and a crawler) can reach it. */
export function checkLinkedFromAnotherPage(
  pages: BuiltPage[],
  sitemap: string[],
  siteUrl: string,
): Problem[] {
  const linkedFrom = new Map<string, Set<string>>();
  for (const {route, html} of pages) {
    const from = normalizeRoute(route);
    for (const to of linkedRoutes(route, html, siteUrl)) {
      if (to === from) continue;
      linkedFrom.set(to, (linkedFrom.get(to) ?? new Set()).add(from));
    }
  }
  return sitemap
    .map(normalizeRoute)
    .filter((route) => route !== '/' && !linkedFrom.has(route))
    .map((route) => ({where: route, rule: 'linked page', message: 'no other page links to it'}));
}
