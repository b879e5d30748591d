import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlineHashes, sha256, siteInlineHashes} from '../../../src/plugins/security-headers';

const hash = (s: string) => crypto.createHash('sha256').update(s).digest('base64');

describe('security-headers plugin: hashes of the inline code of built pages', () => {
  it('hashes the exact text of each inline script, as the browser does', () => {
    const code = '!function(){document.documentElement.dataset.theme="light"}()';
    const html = `<!doctype html><html><head><script>${code}</script><script src=/assets/js/main.1234abcd.js defer></script></head><body></body></html>`;
    expect(inlineHashes(html).scripts).toEqual([hash(code)]);
    expect(sha256(code)).toBe(hash(code));
  });

  it('leaves out JSON-LD and other data blocks, and scripts with a src', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Article"}</script>' +
      '<script type="text/template"><p></p></script>' +
      '<script src="/a.js">ignored()</script>' +
      '<script type="module">run()</script>';
    expect(inlineHashes(html).scripts).toEqual([hash('run()')]);
  });

  it('hashes style attributes by their value and style elements by their text', () => {
    const html =
      '<svg style="display: none;"></svg><p style="color:&quot;red&quot;"></p><style>p{}</style>';
    expect([...inlineHashes(html).styles].sort()).toEqual(
      [hash('display: none;'), hash('color:"red"'), hash('p{}')].sort(),
    );
  });

  it('stops on an inline event handler, which no hash can allow', () => {
    expect(() => inlineHashes('<button onclick="go()">Go</button>', 'docs/x/index.html')).toThrow(
      /docs\/x\/index\.html: <button onclick=/,
    );
  });

  it('collects every page of a build folder, deduplicated', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs/intro'), {recursive: true});
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>a()</script>');
      fs.writeFileSync(
        path.join(dir, 'docs/intro/index.html'),
        '<script>a()</script><script>b()</script>',
      );
      fs.writeFileSync(path.join(dir, 'notes.txt'), '<script>c()</script>');
      expect(await siteInlineHashes(dir)).toEqual({
        scripts: [hash('a()'), hash('b()')].sort(),
        styles: [],
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
