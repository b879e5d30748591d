import {describe, expect, it} from 'vitest';
import {withAtomSelfLink, withRssSelfLink} from '../../../src/plugins/blog-section';
import {
  checkAtom,
  checkDescription,
  checkJsonLd,
  checkLinkedFromAnotherPage,
  checkRss,
  checkSitemap,
  sitemapRoutes,
  validateHtml,
  type Problem,
} from '../../site/validators';

const SITE = 'https://www.tessera.example';
const rules = (problems: Problem[]) => problems.map((p) => `${p.where} ${p.rule}`);

const DESCRIPTION =
  'How the Tessera tutorials are organised, which device each track needs, and a first project.';

function page({
  head = '',
  body = '<main><h1>Tutorials</h1><p>Text.</p></main>',
  description = DESCRIPTION,
}: {head?: string; body?: string; description?: string} = {}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tutorials | Tessera</title>
<meta name="description" content="${description}">
${head}
</head>
<body>
${body}
</body>
</html>`;
}

describe('html-validate over a page', () => {
  it('passes a valid page', async () => {
    expect(await validateHtml('/ok', page())).toEqual([]);
  });

  it('names the page and the rule: a div inside code', async () => {
    const html = page({body: '<main><h1>Code</h1><pre><code><div>x</div></code></pre></main>'});
    expect(rules(await validateHtml('/docs/x', html))).toContain(
      '/docs/x html-validate/element-permitted-content',
    );
  });

  it('fails an h3 before the h1', async () => {
    const html = page({body: '<nav><h3>2026</h3></nav><main><h1>Post</h1></main>'});
    expect(rules(await validateHtml('/blog/x', html))).toContain(
      '/blog/x html-validate/heading-level',
    );
  });

  it('fails two unnamed banner landmarks', async () => {
    const html = page({
      body: '<div role="banner">News</div><header><h1>Home</h1></header><main><p>Text.</p></main>',
    });
    expect(rules(await validateHtml('/', html))).toContain('/ html-validate/unique-landmark');
  });

  it('fails an input that does not say its type, as the search plugin wrote it', async () => {
    const input = (type: string) =>
      page({body: `<main><h1>Search</h1><input ${type} aria-label="Search"></main>`});
    expect(rules(await validateHtml('/search', input('')))).toContain(
      '/search html-validate/no-implicit-input-type',
    );
    expect(await validateHtml('/search', input('type="search"'))).toEqual([]);
  });
});

const RSS = (channelExtra: string, item = '') => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Tessera Tutorials</title>
    <link>${SITE}/tutorials</link>
    <description>Step-by-step tutorials.</description>
    ${channelExtra}
    <item>
      <title>Introduction</title>
      <link>${SITE}/tutorials/introduction</link>
      <guid>${SITE}/tutorials/introduction</guid>
      <pubDate>Mon, 05 Jan 2026 00:00:00 GMT</pubDate>
      ${item}
    </item>
  </channel>
</rss>`;
const RSS_SELF = `${SITE}/tutorials/rss.xml`;
const RSS_SELF_LINK = `<atom:link href="${RSS_SELF}" rel="self" type="application/rss+xml"/>`;

describe('RSS 2.0 feeds', () => {
  it('passes a feed with the required elements and a self link', () => {
    expect(checkRss('tutorials/rss.xml', RSS(RSS_SELF_LINK), RSS_SELF)).toEqual([]);
  });

  it('fails a feed without a self link', () => {
    expect(rules(checkRss('tutorials/rss.xml', RSS(''), RSS_SELF))).toEqual([
      'tutorials/rss.xml RSS 2.0 atom:link rel=self',
    ]);
  });

  it('fails an item without a guid or an RFC 822 date', () => {
    const xml = RSS(RSS_SELF_LINK)
      .replace(/<guid>.*<\/guid>/, '')
      .replace('Mon, 05 Jan', '2026-01-05');
    expect(rules(checkRss('tutorials/rss.xml', xml, RSS_SELF))).toEqual([
      'tutorials/rss.xml RSS 2.0 item/guid',
      'tutorials/rss.xml RSS 2.0 item/pubDate',
    ]);
  });

  it('fails XML that is not well formed', () => {
    expect(rules(checkRss('blog/rss.xml', '<rss><channel></rss>', RSS_SELF))).toEqual([
      'blog/rss.xml XML 1.0 well-formedness',
    ]);
  });

  it('gets the self link the blog-section plugin adds, with the Atom namespace', () => {
    const bare = RSS('').replace(' xmlns:atom="http://www.w3.org/2005/Atom"', '');
    expect(checkRss('tutorials/rss.xml', withRssSelfLink(bare, RSS_SELF), RSS_SELF)).toEqual([]);
  });
});

const ATOM = (feedExtra: string, entryExtra: string) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${SITE}/tutorials</id>
  <title>Tessera Tutorials</title>
  <updated>2026-01-05T00:00:00.000Z</updated>
  ${feedExtra}
  <entry>
    <title type="html"><![CDATA[Introduction]]></title>
    <id>${SITE}/tutorials/introduction</id>
    <link href="${SITE}/tutorials/introduction"/>
    <updated>2026-01-05T00:00:00.000Z</updated>
    ${entryExtra}
  </entry>
</feed>`;
const ATOM_SELF = `${SITE}/tutorials/atom.xml`;
const ATOM_SELF_LINK = `<link rel="self" href="${ATOM_SELF}" type="application/atom+xml"/>`;
const AUTHOR = '<author><name>Tessera documentation team</name></author>';

describe('Atom feeds (RFC 4287)', () => {
  it('passes a feed with ids, titles, dates, authors and a self link', () => {
    expect(checkAtom('tutorials/atom.xml', ATOM(ATOM_SELF_LINK, AUTHOR), ATOM_SELF)).toEqual([]);
  });

  it('accepts the author on the feed instead of on each entry', () => {
    expect(checkAtom('tutorials/atom.xml', ATOM(ATOM_SELF_LINK + AUTHOR, ''), ATOM_SELF)).toEqual(
      [],
    );
  });

  it('fails entries without an author when the feed has none', () => {
    expect(rules(checkAtom('tutorials/atom.xml', ATOM(ATOM_SELF_LINK, ''), ATOM_SELF))).toEqual([
      'tutorials/atom.xml RFC 4287 §4.1.1 atom:author',
    ]);
  });

  it('fails a feed without a self link, or with a wrong one', () => {
    expect(rules(checkAtom('tutorials/atom.xml', ATOM('', AUTHOR), ATOM_SELF))).toEqual([
      'tutorials/atom.xml RFC 4287 §4.2.7.2 link rel=self',
    ]);
    const wrong = ATOM(ATOM_SELF_LINK.replace('tutorials/', ''), AUTHOR);
    expect(checkAtom('tutorials/atom.xml', wrong, ATOM_SELF)[0].message).toMatch(/it points at/);
  });

  it('fails a feed without an updated date', () => {
    const xml = ATOM(ATOM_SELF_LINK, AUTHOR).replace(/\n {2}<updated>.*<\/updated>/, '');
    expect(rules(checkAtom('tutorials/atom.xml', xml, ATOM_SELF))).toEqual([
      'tutorials/atom.xml RFC 4287 §4.2.15 atom:updated',
    ]);
  });

  it('gets the self link the blog-section plugin adds', () => {
    const xml = withAtomSelfLink(ATOM('', AUTHOR), ATOM_SELF);
    expect(checkAtom('tutorials/atom.xml', xml, ATOM_SELF)).toEqual([]);
    expect(withAtomSelfLink(xml, ATOM_SELF)).toBe(xml);
  });
});

const ld = (data: unknown) =>
  page({head: `<script type="application/ld+json">${JSON.stringify(data)}</script>`});
const POST = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'CO₂ monitoring',
  datePublished: '2026-03-11T00:00:00.000Z',
  author: {'@type': 'Person', name: 'Tessera documentation team'},
  image: {'@type': 'ImageObject', url: `${SITE}/img/social-card.png`},
};

describe('JSON-LD', () => {
  it('passes a BlogPosting with headline, author, image and date', () => {
    expect(checkJsonLd('/elements/co2_monitoring', ld(POST))).toEqual([]);
  });

  it('fails an empty author list and a missing image', () => {
    expect(rules(checkJsonLd('/elements/x', ld({...POST, image: undefined, author: []})))).toEqual([
      '/elements/x JSON-LD BlogPosting.author',
      '/elements/x JSON-LD BlogPosting.image',
    ]);
  });

  it('checks the posts nested in a Blog', () => {
    const blog = {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      blogPost: [{...POST, '@context': undefined, author: []}],
    };
    expect(checkJsonLd('/elements', ld(blog))[0].message).toMatch(/blogPost\[0\]/);
  });

  it('fails a breadcrumb without URLs or positions', () => {
    const crumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Blocks'},
        {'@type': 'ListItem', position: 3, name: 'Relay'},
      ],
    };
    expect(rules(checkJsonLd('/docs/blocks/node_relay', ld(crumbs)))).toEqual([
      '/docs/blocks/node_relay JSON-LD BreadcrumbList.itemListElement.item',
      '/docs/blocks/node_relay JSON-LD BreadcrumbList.itemListElement.position',
    ]);
  });

  it('fails JSON that does not parse', () => {
    const html = page({head: '<script type="application/ld+json">{"@type": </script>'});
    expect(rules(checkJsonLd('/blog/x', html))).toEqual(['/blog/x JSON-LD syntax']);
  });
});

describe('meta descriptions', () => {
  it('passes 50 to 160 characters', () => {
    expect(checkDescription('/tutorials', page())).toEqual([]);
  });

  it('fails a short, a long and a missing description', () => {
    expect(
      checkDescription('/docs/blocks/node_logic', page({description: 'Combines inputs.'}))[0]
        .message,
    ).toMatch(/^16 characters/);
    expect(
      checkDescription('/docs/category/features', page({description: 'x'.repeat(161)})),
    ).toHaveLength(1);
    const none = page().replace(/<meta name="description"[^>]*>/, '');
    expect(checkDescription('/404.html', none)[0].message).toBe(
      '0 meta descriptions; expected one',
    );
  });
});

const sitemap = (...routes: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${routes
    .map((r) => `<url><loc>${SITE}${r}</loc></url>`)
    .join('')}</urlset>`;
const NOINDEX = '<meta name="robots" content="noindex, follow">';

describe('the sitemap', () => {
  const pages = [
    {route: '/', html: page()},
    {route: '/docs/blocks/node_relay', html: page()},
    {route: '/search', html: page({head: NOINDEX})},
    {route: '/404.html', html: page()},
  ];

  it('passes when it lists exactly the indexable pages (trailing slashes aside)', () => {
    expect(checkSitemap(pages, sitemap('/', '/docs/blocks/node_relay/'))).toEqual([]);
  });

  it('fails a noindex page in it, an indexable page missing, a page not built and a duplicate', () => {
    const xml = sitemap('/', '/search', '/gone', '/gone');
    expect(checkSitemap(pages, xml).map((p) => `${p.where}: ${p.message}`)).toEqual([
      '/gone: listed twice in the sitemap',
      '/search: in the sitemap but marked noindex',
      '/gone: in the sitemap but not in the build',
      '/docs/blocks/node_relay: indexable but not in the sitemap',
    ]);
  });

  it('reads property="robots" as no noindex: search engines read name="robots"', () => {
    const wrong = [{route: '/search', html: page({head: NOINDEX.replace('name=', 'property=')})}];
    expect(checkSitemap(wrong, sitemap())).toHaveLength(1);
  });
});

describe('pages linked from another page', () => {
  const link = (to: string) => page({body: `<main><h1>x</h1><a href="${to}">x</a></main>`});

  it('passes when every listed page has a link from another page', () => {
    const pages = [
      {route: '/', html: link('/elements')},
      {route: '/elements', html: link('/elements/archive#2026')},
      {route: '/elements/archive', html: link('/')},
    ];
    const listed = sitemapRoutes(sitemap('/', '/elements', '/elements/archive'));
    expect(checkLinkedFromAnotherPage(pages, listed as string[], SITE)).toEqual([]);
  });

  it('fails a page linked only from itself or from nowhere', () => {
    const pages = [
      {route: '/', html: link('/elements')},
      {route: '/elements', html: link('/elements')},
      {route: '/elements/archive', html: link('/elements/archive')},
    ];
    const listed = sitemapRoutes(sitemap('/', '/elements', '/elements/archive'));
    expect(rules(checkLinkedFromAnotherPage(pages, listed as string[], SITE))).toEqual([
      '/elements/archive linked page',
    ]);
  });
});
