/**
 * A social card of its own for every standalone page (src/pages): after the
 * build, each page's title and meta description are drawn on a 1200 × 630 PNG
 * in the brand colours, and the page's og:image and twitter:image point at it.
 * The text comes from the built page itself, so a card cannot disagree with
 * its page. satori lays the card out (text to paths, with the Inter font from
 * @fontsource) and resvg's WebAssembly build rasterises it: no native binary
 * and no browser in the build. Docs and posts keep the site-wide card.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Route prefixes of the content sections; every other route is a standalone page. */
const SECTIONS = ['/docs', '/blog', '/elements', '/solutions', '/examples', '/tutorials'];

export const CARD_DIR = 'img/social';

export function isStandalone(route: string): boolean {
  return !SECTIONS.some((s) => route === s || route.startsWith(`${s}/`)) && route !== '/404.html';
}

/** The PNG's file name for a route: "/" → "home.png", "/features/modbus" → "features-modbus.png". */
export function cardFileName(route: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-');
  return `${slug || 'home'}.png`;
}

/** The label above the title. */
export function eyebrow(route: string): string {
  if (route.startsWith('/features/')) return 'Capability';
  if (route.startsWith('/industries/')) return 'Industry';
  if (route.startsWith('/terms')) return 'Legal';
  return 'Tessera';
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** og:title and description of a built page; minified HTML may leave attributes unquoted. */
export function pageText(html: string): {title: string; description: string} {
  const attr = (name: string) => {
    const m = html.match(
      new RegExp(`<meta[^>]*(?:property|name)="?${name}"?[^>]*content=("([^"]*)"|[^\\s>]+)`),
    );
    return m ? decode(m[2] ?? m[1]) : '';
  };
  return {title: attr('og:title').replace(/ \| Tessera$/, ''), description: attr('description')};
}

/** Points the page's og:image and twitter:image at its own card. */
export function withCard(html: string, url: string): string {
  return html.replace(
    /(<meta[^>]*(?:property|name)="?(?:og:image|twitter:image)"?[^>]*content=)("[^"]*"|[^\s>]+)/g,
    `$1${url}`,
  );
}

type Node = {type: string; props: {style: Record<string, unknown>; children?: unknown}};
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: {style, children: children.length === 1 ? children[0] : children},
});

const tile = (color: string) =>
  h('div', {width: 34, height: 34, borderRadius: 7, background: color});

function card(label: string, title: string, description: string): Node {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: '100%',
      height: '100%',
      padding: '64px 72px',
      background: '#0a6b63',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    h(
      'div',
      {display: 'flex', alignItems: 'center', gap: 18},
      h(
        'div',
        {display: 'flex', flexWrap: 'wrap', width: 76, gap: 8},
        tile('#b9f6ec'),
        tile('#5eead4'),
        tile('#5eead4'),
        tile('#f59e0b'),
      ),
      h('div', {fontSize: 36, fontWeight: 700}, 'Tessera'),
      h(
        'div',
        {fontSize: 26, letterSpacing: 3, color: '#b9f6ec', marginLeft: 12},
        label.toUpperCase(),
      ),
    ),
    h(
      'div',
      {display: 'flex', flexDirection: 'column', width: 1056},
      h('div', {fontSize: title.length > 40 ? 62 : 76, fontWeight: 700, lineHeight: 1.1}, title),
      h('div', {fontSize: 30, lineHeight: 1.35, marginTop: 24, color: '#e6fffb'}, description),
    ),
  );
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-social-cards',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const {default: satori} = await import('satori');
      const {initWasm, Resvg} = await import('@resvg/resvg-wasm');
      const fromModules = (p: string) => path.join(context.siteDir, 'node_modules', p);
      await initWasm(await fs.readFile(fromModules('@resvg/resvg-wasm/index_bg.wasm'))).catch(
        (e: Error) => {
          // initWasm may only run once per process (docusaurus start rebuilds in the same one).
          if (!/already initialized/i.test(e.message)) throw e;
        },
      );
      const fonts = await Promise.all(
        [400, 700].map(async (weight) => ({
          name: 'Inter',
          weight: weight as 400 | 700,
          data: await fs.readFile(
            fromModules(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
          ),
        })),
      );
      await fs.mkdir(path.join(outDir, CARD_DIR), {recursive: true});
      for (const route of routesPaths.filter(isStandalone)) {
        const file = path.join(outDir, route, route.endsWith('.html') ? '' : 'index.html');
        const html = await fs.readFile(file, 'utf8').catch(() => undefined);
        if (!html) continue;
        const {title, description} = pageText(html);
        if (!title) throw new Error(`social cards: ${route} has no og:title`);
        const svg = await satori(card(eyebrow(route), title, description) as never, {
          width: 1200,
          height: 630,
          fonts,
        });
        const name = cardFileName(route);
        await fs.writeFile(path.join(outDir, CARD_DIR, name), new Resvg(svg).render().asPng());
        const url = new URL(`${siteConfig.baseUrl}${CARD_DIR}/${name}`, siteConfig.url).toString();
        await fs.writeFile(file, withCard(html, url));
      }
    },
  };
}
