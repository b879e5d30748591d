// cspell:ignore tesera -- the author typo under test
import {describe, expect, it, vi} from 'vitest';
import {formatProblem, report} from '../../../src/plugins/content-validation/problems';
import {validateSection} from '../../../src/plugins/content-validation';
import {parseFrontMatter} from '../../../config/markdown';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {
  duplicateRoutes,
  frontMatterProblems,
  isRealDate,
} from '../../../src/plugins/writer-checks/rules';
import writerChecksPlugin, {markdownPages} from '../../../src/plugins/writer-checks';
import type {LoadContext} from '@docusaurus/types';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const page = (fm: string) => `---\n${fm}\n---\n\nBody.\n`;
const GOOD = 'description: Read a DS18B20 probe on the 1-Wire bus and log its temperature.';
const problems = (text: string, needsDescription = true) =>
  frontMatterProblems('docs/x.mdx', text, {needsDescription}).map(formatProblem);

/** The docs plugin's content as writer-checks reads it: one version with these pages. */
const docsContent = (...docs: {source: string; permalink: string}[]) => ({
  'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}},
});

/** A site in a new temporary folder with these files (path in the site → text). */
function tempSite(files: Record<string, string>): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-checks-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  }
  return siteDir;
}

describe('front matter as written', () => {
  it('accepts a page with a description of 50 to 160 characters and a real date', () => {
    expect(problems(page(`${GOOD}\ndate: 2024-02-29\nkeywords: [1-Wire]`))).toEqual([]);
  });

  it('refuses a date that does not exist, which YAML would roll over into another one', () => {
    expect(problems(page(`${GOOD}\ndate: 2026-17-02`))).toEqual([
      'docs/x.mdx: front matter "date" is "2026-17-02"; expected a day that exists, written YYYY-MM-DD (month 01 to 12, then the day).',
    ]);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
    expect(isRealDate('2026-11-25T10:00:00Z')).toBe(true);
    expect(isRealDate('25/11/2026')).toBe(false);
  });

  it('refuses a missing, empty, short or long description, except where the record gives it', () => {
    expect(problems(page('title: X'))).toEqual([
      'docs/x.mdx: front matter "description" is missing; expected one sentence of 50 to 160 characters (the meta description and the search snippet).',
    ]);
    expect(problems(page("description: ''"))).toHaveLength(1);
    expect(problems(page('description: Too short.'))).toHaveLength(1);
    expect(problems(page(`description: ${'x'.repeat(161)}`))).toHaveLength(1);
    expect(problems(page('title: Timer'), false)).toEqual([]);
  });

  it('refuses an empty keywords list with its own message, not a schema error', () => {
    expect(problems(page(`${GOOD}\nkeywords: []`))).toEqual([
      'docs/x.mdx: front matter "keywords" is []; expected a list of at least one word people search for, or no keywords line at all.',
    ]);
  });

  it('names both files of a route claimed twice', () => {
    expect(
      duplicateRoutes([
        {permalink: '/blog/tabs', source: 'blog/2026-01-01-tabs.mdx'},
        {permalink: '/blog/tabs', source: 'blog/2026-02-02-canvas.mdx'},
        {permalink: '/blog/other', source: 'blog/other.mdx'},
      ]).map(formatProblem),
    ).toEqual([
      'blog/2026-01-01-tabs.mdx and blog/2026-02-02-canvas.mdx: front matter "slug" is "/blog/tabs"; expected one page per route: change the slug (or the file name) of all but one of blog/2026-01-01-tabs.mdx, blog/2026-02-02-canvas.mdx.',
    ]);
  });

  it('collects the pages of the docs, every blog instance and the Markdown pages', () => {
    const pages = markdownPages({
      ...docsContent(
        {source: '@site/docs/intro.mdx', permalink: '/docs/intro'},
        {source: '@site/docs/blocks/node_timer.mdx', permalink: '/docs/blocks/node_timer/'},
      ),
      'docusaurus-plugin-content-blog': {
        examples: {
          blogPosts: [{metadata: {source: '@site/examples/a.mdx', permalink: '/examples/a'}}],
        },
      },
      'docusaurus-plugin-content-pages': {
        default: [
          {type: 'mdx', source: '@site/src/pages/markdown-page.mdx', permalink: '/markdown-page'},
          {type: 'jsx', source: '@site/src/pages/index.tsx', permalink: '/'},
        ],
      },
    });
    expect(pages.map((p) => [p.permalink, p.needsDescription])).toEqual([
      ['/docs/intro', true],
      ['/docs/blocks/node_timer/', false],
      ['/examples/a', true],
      ['/markdown-page', true],
    ]);
  });

  it('stops a production build, and only warns in npm start so the page still renders', () => {
    const one = [{source: 'a.mdx', field: 'date', value: '2026-17-02', allowed: 'a real day'}];
    expect(() => report(one, {production: true})).toThrow(
      'Invalid front matter (1 problem):\n  - a.mdx: front matter "date" is "2026-17-02"; expected a real day.',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => report(one, {production: false})).not.toThrow();
    expect(warn.mock.calls[0][0]).toMatch(/a\.mdx[\s\S]*npm run build fails until this is fixed/);
    warn.mockRestore();
  });

  it('stops the build on a JSX image or link to a file not under static/, naming the page and line', async () => {
    const siteDir = tempSite({
      'static/img/features/broker.png': '',
      'docs/mqtt.mdx': `${page(GOOD)}\n<img src="/img/features/broker.png" alt="The broker" />\n<img src="/img/features/mqtt-broker.png" alt="The broker" />\n`,
    });
    const plugin = writerChecksPlugin({siteDir} as LoadContext);
    const allContent = docsContent({source: '@site/docs/mqtt.mdx', permalink: '/docs/mqtt'});
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        plugin.allContentLoaded!({allContent, actions: {} as never} as never),
      ).rejects.toThrow(
        'Problems in pages (1 problem):\n  - docs/mqtt.mdx:8: /img/features/mqtt-broker.png is not a file under static/ (images go in static/img/<section>/)',
      );
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  // Issue #39: each content plugin threw on its own first problem, so a build with
  // several scaffolds to fix named one section's pages per run.
  it('names in one build the problems every content plugin met while loading', async () => {
    const siteDir = path.resolve(__dirname, '../../..');
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // Docs pages with an empty description and a wrong import, which writer-checks itself finds.
      const docsSite = tempSite({
        'docs/features/lorawan.mdx': page("description: ''"),
        'docs/features/modbus.mdx': `${page(GOOD)}\nimport FlowDiagram from '@site/src/components/FlowDiagrams';\n`,
      });
      const plugin = writerChecksPlugin({siteDir: docsSite} as LoadContext);
      // Two sections load and find problems; neither may stop the build on its own.
      const post = (source: string, frontMatter: Record<string, unknown>) => ({
        blogPosts: [{metadata: {source, frontMatter}}],
      });
      await expect(
        validateSection('tutorials', siteDir, true)(post('@site/tutorials/pwm_fans.mdx', {})),
      ).resolves.toBeUndefined();
      await expect(
        validateSection('elements', siteDir, true)(post('@site/elements/smoke.mdx', {})),
      ).resolves.toBeUndefined();
      // An author typo, met while a section parses its posts: the post loads without it.
      const parsed = await parseFrontMatter({
        filePath: path.join(siteDir, 'blog/2026-11-29-fans.mdx'),
        fileContent: '---\ntitle: Fans\nauthors: [tesera-team]\n---\n',
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      });
      expect(parsed.frontMatter.authors).toEqual([]);
      const allContent = docsContent(
        {source: '@site/docs/features/lorawan.mdx', permalink: '/docs/x'},
        {source: '@site/docs/features/modbus.mdx', permalink: '/docs/y'},
      );
      const error = await Promise.resolve()
        .then(() => plugin.allContentLoaded!({allContent, actions: {}} as never))
        .then(
          () => null,
          (e: Error) => e,
        );
      const named = [
        ...(error?.message ?? '').matchAll(/^ {2}- ([\w/.-]+\.mdx(?::\d+:\d+)?)/gm),
      ].map((m) => m[1]);
      expect(new Set(named)).toEqual(
        new Set([
          'blog/2026-11-29-fans.mdx',
          'docs/features/lorawan.mdx',
          'docs/features/modbus.mdx:7:1',
          'elements/smoke.mdx',
          'tutorials/pwm_fans.mdx',
        ]),
      );
      // The list is closed: a problem after it stops the build at once.
      expect(() =>
        report([{source: 'a.mdx', field: 'x', value: 1, allowed: '2'}], {production: true}),
      ).toThrow();
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
