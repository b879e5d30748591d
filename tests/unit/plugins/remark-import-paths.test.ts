import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkImportPaths, {
  EXTENSIONS,
  unresolvedImportsInText,
} from '../../../src/plugins/remark-import-paths';

const SITE = path.resolve(__dirname, '../../..');

/** Compiles a page as the MDX loader does, front matter and all, at a path under the site. */
const compilePage = (lines: string[], file = 'docs/protocols/x.mdx') =>
  compile(new VFile({path: path.join(SITE, file), value: lines.join('\n')}), {
    remarkPlugins: [remarkFrontmatter, [remarkImportPaths, {siteDir: SITE}]],
  });

const PAGE = [
  '---',
  'title: Modbus',
  'description: A page with a wrong import below its front matter.',
  '---',
  '',
  'Some text first.',
  '',
  "import Tabs from '@theme/Tabs';",
  "import FlowDiagram from '@site/src/components/FlowDiagrams';",
  '',
  '<FlowDiagram src="x" />',
];

describe('remark-import-paths: an import that names no file fails at its own line', () => {
  it('names the page, the source line and column, and the closest existing name', async () => {
    const error = await compilePage(PAGE).then(
      () => null,
      (e: Error & {line?: number; column?: number}) => e,
    );
    expect(error?.message).toBe(
      'docs/protocols/x.mdx:9:1: import "@site/src/components/FlowDiagrams" names no file (did you mean "@site/src/components/FlowDiagram"?): the path is looked up from the site folder, with the extensions .wasm .mjs .js .jsx .ts .tsx .json or a folder\'s index.',
    );
    // The VFile message's own place: what the MDX loader prints under "Details".
    expect([error?.line, error?.column]).toEqual([9, 1]);
  });

  it('checks relative imports from the page folder, and passes paths that resolve', async () => {
    await expect(
      compilePage([
        "import FlowDiagram from '@site/src/components/FlowDiagram';",
        "import Picture from '@site/src/components/DashboardPicture/DashboardItemTypes';",
        "import tutorials from '../../src/data/tutorials';",
        "import Tabs from '@theme/Tabs';",
        '',
        '# Title',
      ]),
    ).resolves.toBeTruthy();
    await expect(compilePage(["import x from './nowhere';", '', '# Title'])).rejects.toThrow(
      /^docs\/protocols\/x\.mdx:1:1: import "\.\/nowhere" names no file: the path is looked up from the page's folder/,
    );
  });

  it('finds the same on the page text for the build’s content phase, skipping code fences', () => {
    const text = [
      '# Title',
      '',
      '```js',
      "import x from './not-a-page-import';",
      '```',
      '',
      'import {',
      '  FlowDiagram,',
      "} from '@site/src/components/FlowDiagrams';",
      "import '@site/src/css/gone.css';",
      "import BlockReference from '@site/src/components/BlockReference';",
    ].join('\n');
    expect(
      unresolvedImportsInText(text, path.join(SITE, 'docs/x.mdx'), SITE).map((p) => p.source),
    ).toEqual(['docs/x.mdx:7:1', 'docs/x.mdx:10:1']);
  });

  // An upgrade that changes the bundler's extensions changes which imports resolve (UPGRADING.md).
  it('tries the extensions the bundler tries, as @docusaurus/core configures them', () => {
    const base = fs.readFileSync(
      path.join(SITE, 'node_modules/@docusaurus/core/lib/webpack/base.js'),
      'utf8',
    );
    const listed = base.match(/extensions: \[([^\]]*)\]/)?.[1];
    expect(listed, "core's resolve.extensions").toBeDefined();
    expect(listed!.split(',').map((e) => e.trim().replace(/^'|'$/g, ''))).toEqual(EXTENSIONS);
  });
});
