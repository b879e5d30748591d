// cspell:ignore humdity -- the tag typo under test
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
