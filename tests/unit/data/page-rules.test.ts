// cspell:ignore tesera modbsu -- the author and link typos under test
/**
 * The checks `npm run check -- <page>` runs on a page's source before any
 * build: front matter, links to other pages, and (for the named pages) the
 * content lint's word minimum and near-duplicates. In a full run every page's
 * front matter and links are checked; the content lint's counts need the
 * rendered page there (tests/site), so they run only for the pages named.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SECTION_MINIMUM_WORDS} from '../../site/content-lint';
import {checkedFiles, contentPages, ROOT} from './content';
import {
  contentProblems,
  knownRoutes,
  linkProblems,
  pageFrontMatterProblems,
  routeOf,
} from './page-rules';

const pages = contentPages();
const routes = knownRoutes();

describe('pages, from their source', () => {
  it('have front matter the build accepts', () => {
    expect(pages.flatMap(({file, text}) => pageFrontMatterProblems(file, text))).toEqual([]);
  });

  it('link only to pages the site makes', () => {
    expect(pages.flatMap(({file, text}) => linkProblems(file, text, routes))).toEqual([]);
  });

  it.runIf(checkedFiles() !== null)(
    "meet their section's word minimum and copy no other page (the content lint, on the source)",
    () => {
      expect(contentProblems(pages).map((p) => p.message)).toEqual([]);
    },
  );
});

describe('the source checks, on pages with mistakes', () => {
  const model = fs.readFileSync(path.join(ROOT, 'tutorials/introduction.mdx'), 'utf8');

  it('names a link to a page that does not exist, at its line', () => {
    const text =
      '---\ntitle: X\n---\n\nSee [Modbus](/docs/protocols/modbsu) and [the relay](/docs/blocks/node_relay/).\n';
    expect(linkProblems('docs/x.mdx', text, routes)).toEqual([
      'docs/x.mdx:5: links to /docs/protocols/modbsu, which no page of the site makes: check the path (a block page ends in a slash, /docs/blocks/node_timer/), or name the page in plain text until it exists',
    ]);
  });

  it('finds the routes of each kind of page', () => {
    for (const route of [
      '/docs/intro',
      '/docs/blocks/node_timer',
      '/docs/features/modbus_master',
      '/docs/category/concepts',
      '/elements/temperature_monitoring',
      '/tutorials/sprinkler1',
      '/examples/tags/modbus',
      '/contact',
    ])
      expect(routes, route).toContain(route);
    expect(routeOf('blog/2026-10-20-serial-dispatcher.mdx', '---\ntitle: x\n---\n')).toBe(
      '/blog/serial-dispatcher',
    );
  });

  // npm run check ran neither: the build named them, a minute or more later.
  it('names an import that names no file and an author the section does not define, at their lines', () => {
    const text = model
      .replace(/^tags: .*$/m, (tags) => `${tags}\nauthors: [tesera-team]`)
      .replace(/\n---\n/, "\n---\n\nimport Diagram from '@site/src/components/FlowDiagrams';\n");
    const lines = text.split('\n');
    const at = (s: string) => lines.findIndex((l) => l.includes(s)) + 1;
    expect(pageFrontMatterProblems('tutorials/introduction.mdx', text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^tutorials/introduction\\.mdx:${at('FlowDiagrams')}:1: import "@site/src/components/FlowDiagrams" names no file`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^tutorials/introduction\\.mdx:${at('tesera-team')}: author "tesera-team" is not defined in tutorials/authors\\.yml`,
        ),
      ),
    ]);
  });

  it('names an empty description and a tag the section does not define', () => {
    const text = model
      .replace(/^description: .*$/m, "description: ''")
      .replace(/^tags: .*$/m, 'tags: [no-such-tag]');
    expect(pageFrontMatterProblems('tutorials/introduction.mdx', text)).toEqual([
      expect.stringMatching(/^tutorials\/introduction\.mdx: front matter "description" is ""/),
      expect.stringMatching(
        /front matter "tags" is \["no-such-tag"\]; expected tags defined in tutorials\/tags\.yml/,
      ),
    ]);
  });

  it('counts a short page against its section minimum, and a copied page as a duplicate', () => {
    const short = {
      file: 'tutorials/new_lesson.mdx',
      text: '---\ntitle: New\n---\n\nA few words only.\n',
    };
    expect(contentProblems([short]).map((p) => p.message)).toEqual([
      `tutorials/new_lesson.mdx: 4 words; tutorials pages need at least ${SECTION_MINIMUM_WORDS.tutorials}`,
    ]);
    const copy = {
      file: 'tutorials/copy_lesson.mdx',
      text: model.replace(/^slug: .*$/m, 'slug: copy_lesson'),
    };
    expect(contentProblems([copy]).map((p) => p.message)).toContainEqual(
      expect.stringMatching(
        /^tutorials\/copy_lesson\.mdx: shares \d+% of its text with \/tutorials\/introduction/,
      ),
    );
  });
});
