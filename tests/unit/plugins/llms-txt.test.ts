import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {
  docsReadingOrder,
  htmlToMarkdown,
  inReadingOrder,
  llmsTxt,
  markdownPath,
} from '../../../src/plugins/llms-txt';

const routes = [
  {
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        component: 'DocVersionRoot',
        props: {
          version: {
            docsSidebars: {
              docs: [
                {
                  type: 'category',
                  label: 'Getting started',
                  href: '/docs/category/getting-started',
                  items: [
                    {type: 'link', label: 'Get started', href: '/docs/intro'},
                    {type: 'link', label: 'Simulator', href: '/docs/setup/simulator'},
                  ],
                },
                {
                  type: 'category',
                  label: 'Blocks',
                  items: [
                    {
                      type: 'category',
                      label: 'Timers',
                      href: '/docs/category/timers',
                      items: [{type: 'link', label: 'Timer', href: '/docs/blocks/node_timer/'}],
                    },
                  ],
                },
              ],
            },
          },
        },
      },
    ],
  },
] as unknown as RouteConfig[];

describe('llms.txt: docs in sidebar order', () => {
  it('walks the sidebar in reading order, with each page’s top-level section', () => {
    expect(docsReadingOrder(routes)).toEqual([
      {href: '/docs/category/getting-started', section: 'Getting started'},
      {href: '/docs/intro', section: 'Getting started'},
      {href: '/docs/setup/simulator', section: 'Getting started'},
      {href: '/docs/category/timers', section: 'Blocks'},
      {href: '/docs/blocks/node_timer/', section: 'Blocks'},
    ]);
  });

  it('moves docs into that order in the sitemap and leaves other pages where they are', () => {
    const url = (p: string) => ({url: `https://t.example${p}`});
    const sitemap = ['/', '/docs/blocks/node_timer/', '/docs/intro', '/elements'].map(url);
    expect(
      inReadingOrder(sitemap, ['/docs/intro', '/docs/blocks/node_timer/'], 'https://t.example'),
    ).toEqual(['/', '/docs/intro', '/docs/blocks/node_timer/', '/elements'].map(url));
  });

  it('puts the Markdown copy beside the page', () => {
    expect(markdownPath('/docs/intro')).toBe('docs/intro.md');
    expect(markdownPath('/docs/blocks/node_timer/')).toBe('docs/blocks/node_timer.md');
  });

  it('writes an H1, a summary quote and one H2 per section, links with descriptions', () => {
    const text = llmsTxt(
      {title: 'Tessera', tagline: 'The No Code IoT Platform', url: 'https://t.example'},
      'Docs.',
      [
        {
          permalink: '/docs/intro',
          title: 'Get started',
          description: 'First steps.',
          section: 'Getting started',
        },
        {permalink: '/docs/blocks/node_timer/', title: 'Timer', description: '', section: 'Blocks'},
      ],
    );
    expect(text).toBe(
      [
        '# Tessera',
        '',
        '> The No Code IoT Platform. Docs.',
        '',
        '## Getting started',
        '',
        '- [Get started](https://t.example/docs/intro.md): First steps.',
        '',
        '## Blocks',
        '',
        '- [Timer](https://t.example/docs/blocks/node_timer.md)',
        '',
      ].join('\n'),
    );
  });

  it('converts a page’s article to Markdown without navigation, pictures or buttons', async () => {
    const html = `<html><body><nav><a href="/">Home</a></nav><main><article>
      <div class="theme-doc-markdown markdown"><header><h1>Timer</h1></header>
      <p>Ticks every <code>interval</code>. <a href="/docs/intro">Start here</a>.</p>
      <svg><text>tick</text></svg><button>Copy</button>
      <table><thead><tr><th>Port</th><th>Type</th></tr></thead><tbody><tr><td>tick</td><td>integer</td></tr></tbody></table>
      </div></article></main><footer>© Tessera</footer></body></html>`;
    const md = await htmlToMarkdown(html);
    expect(md).toContain('# Timer');
    expect(md).toContain('Ticks every `interval`. [Start here](/docs/intro).');
    expect(md).toMatch(/\| Port +\| Type +\|/);
    expect(md).not.toMatch(/Home|Copy|© Tessera|tick\n/);
  });

  it('gives a block diagram as its caption and its project file in a JSON block, not as links', async () => {
    const project = {
      format: 'tessera-project/1',
      name: 'Blink',
      blocks: [{id: 't', type: 'node_timer'}],
    };
    const json = JSON.stringify(project, null, 2);
    const html = `<main><div class="theme-doc-markdown"><p>Before.</p>
      <figure><div><svg><text>t</text></svg></div><figcaption>
      <span><strong>Blink</strong>: a timer toggles a relay.<span class="legend_h_PT">Dashed outline: the 2 blocks added in this step.</span></span><span>
      <a href="data:application/json;charset=utf-8,${encodeURIComponent(json)}" download="blink.tessera.json">Download <!-- -->blink.tessera.json</a>
      <a href="https://studio.tessera.example/import#project=${btoa(json)}">Open in Studio</a>
      <button type="button">Run</button></span></figcaption></figure>
      <figure><img src="/img/board.png" alt="The board"><figcaption>A photo.</figcaption></figure>
      </div></main>`;
    const md = await htmlToMarkdown(html);
    expect(md).toContain(
      [
        '**Blink**: a timer toggles a relay.',
        '',
        'Project file `blink.tessera.json`:',
        '',
        '```json',
        json,
        '```',
      ].join('\n'),
    );
    expect(md).not.toMatch(/data:|studio\.tessera|Open in Studio|Download|Run|Dashed outline/);
    // A figure without a project file is converted as before.
    expect(md).toContain('![The board](/img/board.png)');
    expect(md).toContain('A photo.');
  });
});
