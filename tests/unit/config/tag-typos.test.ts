// cspell:ignore humdity tesera studoi -- the tag and author typos under test
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {parseFrontMatter} from '../../../config/markdown';

const SITE = path.join(__dirname, '../../..');

/** Parses a page's text as the site does, for a file at `rel` under the site. */
function parse(rel: string, fileContent: string) {
  return parseFrontMatter({
    filePath: path.join(SITE, rel),
    fileContent,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
}

// Issue #39: Docusaurus named a blog entry's file without its folder, no line, and
// "tags.yml" without saying which of the site's six.
describe('a front-matter tag that is not in its folder’s tags.yml', () => {
  it('names the file with its folder, the tag’s line and which tags.yml', async () => {
    const page = [
      '---',
      'title: Fans on PWM outputs',
      'description: How to drive a four-wire fan from a PWM output, with a curve.',
      'tags:',
      '  - cloud',
      '  - humdity-sensor',
      '---',
      '',
      'Text.',
    ].join('\n');
    await expect(parse('blog/2026-11-29-pwm-fans.mdx', page)).rejects.toThrow(
      'blog/2026-11-29-pwm-fans.mdx:6: tag "humdity-sensor" is not defined in blog/tags.yml (did you mean "humidity-sensor"?)',
    );
  });

  it('reads the tags.yml of the page’s own folder', async () => {
    const page = ['---', 'title: A', 'tags: [cloud]', '---', ''].join('\n');
    await expect(parse('blog/2026-11-29-a.mdx', page)).resolves.toBeTruthy();
  });
});

// Issue #39: an author typo reached only the terminal (the blog plugin's load), while
// the browser kept the old byline. The MDX loader parses the front matter with this
// same function, so the dev overlay shows this message as the page's compile error.
describe('a front-matter author that is not in its section’s authors.yml', () => {
  const page = (authors: string) =>
    ['---', 'title: Fans', 'description: A post.', authors, '---', '', 'Text.'].join('\n');

  it('names the file, the author’s line, which authors.yml and its keys', async () => {
    const error = await parse('blog/2026-11-29-pwm-fans.mdx', page('authors: [tesera-team]')).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /^blog\/2026-11-29-pwm-fans\.mdx:4: author "tesera-team" is not defined in blog\/authors\.yml: use one of its keys \(team, firmware, studio, cloud, hardware, applications\b/,
    );
    await expect(parse('blog/2026-11-29-b.mdx', page('authors: studoi'))).rejects.toThrow(
      'blog/2026-11-29-b.mdx:4: author "studoi" is not defined in blog/authors.yml (did you mean "studio"?)',
    );
  });

  it('accepts the section’s keys, as one key or a list, and pages outside the sections', async () => {
    await expect(parse('blog/2026-11-29-a.mdx', page('authors: [team]'))).resolves.toBeTruthy();
    await expect(parse('elements/a.mdx', page('authors: team'))).resolves.toBeTruthy();
    await expect(parse('docs/a.mdx', page('authors: nobody'))).resolves.toBeTruthy();
  });
});
