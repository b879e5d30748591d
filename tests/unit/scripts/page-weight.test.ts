import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pageWeightBudget} from '../../../scripts/perf/budgets.mjs';
import {gzipBytes, overBudget, pageWeight} from '../../../scripts/perf/page-weight.mjs';

// A two-page build: one page within every budget, one over each of them.
let dir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
  fs.writeFileSync(path.join(dir, rel), text);
};
/** Bytes that gzip cannot shrink much, so a file's gzip size is close to its length. */
const noise = (n: number) => {
  let x = 12345;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (x * 48271) % 2147483647; // Park–Miller: exact in doubles
    out += String.fromCharCode(33 + (x % 90));
  }
  return out;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  write('assets/js/main.js', `var a=${JSON.stringify(noise(20_000))}`);
  write('assets/js/big.js', `var b=${JSON.stringify(noise(250_000))}`);
  write('assets/css/site.css', 'body{margin:0}');
  write('assets/css/extra.css', '@import url("/assets/css/site.css");p{color:red}');
  write(
    'ok/index.html',
    '<html><head><link rel=stylesheet href=/assets/css/site.css><link rel=stylesheet media=print href=/assets/css/extra.css>' +
      '<script src=/assets/js/main.js defer></script></head><body><p>Hello</p></body></html>',
  );
  write(
    'meta/index.html',
    '<html><head><meta name="tessera:script" content="/assets/js/main.js"></head><body></body></html>',
  );
  write(
    'heavy/index.html',
    '<html><head><link rel=stylesheet href=/assets/css/extra.css><script src=/assets/js/main.js></script></head>' +
      `<body><p>${noise(30_000)}</p></body></html>`,
  );
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('scripts/perf/page-weight.mjs: page weight against its budget', () => {
  it('passes a page within every budget, counting only what blocks the first paint', () => {
    const w = pageWeight(dir, path.join(dir, 'ok/index.html'));
    expect(w.renderBlocking).toEqual(['/assets/css/site.css']);
    expect(w.js.files.map((f) => f.file)).toEqual(['/assets/js/main.js']);
    expect(w.js.gzip).toBe(gzipBytes(fs.readFileSync(path.join(dir, 'assets/js/main.js'))));
    expect(overBudget('ok', w, pageWeightBudget('doc'))).toEqual([]);
  });

  it('counts the scripts the page template lists as meta tags, which do not block the first paint', () => {
    const w = pageWeight(dir, path.join(dir, 'meta/index.html'));
    expect(w.js.files.map((f) => f.file)).toEqual(['/assets/js/main.js']);
    expect(w.renderBlocking).toEqual([]);
  });

  it('names the figure, the budget and the largest files of each budget exceeded', () => {
    const w = pageWeight(dir, path.join(dir, 'heavy/index.html'), [
      '/assets/js/big.js',
      'https://cdn.example.com/x.js',
    ]);
    const failures = overBudget('heavy', w, pageWeightBudget('doc'));
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(
      /^heavy: first-load JavaScript 2\d\d\.\d KB gzip > budget \d+ KB; largest files:\n {4}2\d\d\.\d KB {2}\/assets\/js\/big\.js\n {4}\d+\.\d KB {2}\/assets\/js\/main\.js$/,
    );
    expect(failures[1]).toBe('heavy: scripts from another origin: https://cdn.example.com/x.js');
    expect(failures[2]).toMatch(
      /^heavy: HTML 2\d\.\d KB gzip > budget 20 KB \(heavy\/index\.html\)$/,
    );
    // A blocking script, a stylesheet and the stylesheet it imports.
    expect(failures[3]).toBe(
      'heavy: 3 render-blocking requests > budget 1:\n    /assets/css/extra.css\n    /assets/js/main.js\n    /assets/css/site.css',
    );
  });

  it('fails CSS over its budget, print stylesheets included: they download too', () => {
    const w = pageWeight(dir, path.join(dir, 'ok/index.html'));
    expect(overBudget('ok', w, {...pageWeightBudget('doc'), cssKB: 0})[0]).toMatch(
      /^ok: CSS 0\.\d KB gzip > budget 0 KB; files:\n {4}0\.\d KB {2}\/assets\/css\/extra\.css\n {4}0 KB {2}\/assets\/css\/site\.css$/,
    );
  });
});
