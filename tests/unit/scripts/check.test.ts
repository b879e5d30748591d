import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {
  PAGE_TESTS,
  lintCommands,
  missingStatic,
  staticReferences,
} from '../../../scripts/check.mjs';
import {checkedProjectFiles} from '../data/content';

const ROOT = path.join(__dirname, '../../..');

describe('npm run check', () => {
  it('finds static files a page refers to in Markdown, JSX and CSS, not pages or anchors', () => {
    const text = [
      '![Wiring](/img/elements/flood-wiring.png)',
      '<img src="/img/features/mqtt-broker.png" alt="The broker" />',
      "<a href='/downloads/link-1.4.2.zip'>Link</a>",
      '<div style={{background: "url(/img/hero.webp)"}} />',
      'See [the relay block](/docs/blocks/node_relay/) and [MQTT](/docs/features/mqtt#topics).',
    ].join('\n');
    expect(staticReferences(text).sort()).toEqual([
      '/downloads/link-1.4.2.zip',
      '/img/elements/flood-wiring.png',
      '/img/features/mqtt-broker.png',
      '/img/hero.webp',
    ]);
  });

  it('names the file and line of a static reference with no file behind it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-'));
    fs.mkdirSync(path.join(root, 'static/img/docs'), {recursive: true});
    fs.writeFileSync(path.join(root, 'static/img/docs/there.png'), '');
    const text =
      'Intro\n\n![There](/img/docs/there.png)\n<img src="/img/docs/gone.png" alt="" />\n';
    expect(missingStatic('docs/page.mdx', text, root)).toEqual([
      'docs/page.mdx:4: /img/docs/gone.png is not a file under static/ (images go in static/img/<section>/)',
    ]);
  });

  it('runs only tests that exist and read pages through the filter it sets', () => {
    for (const test of PAGE_TESTS) {
      const source = fs.readFileSync(path.join(ROOT, test), 'utf8');
      expect(source, test).toMatch(/from '(\.\.\/data)?\.?\/content'/);
    }
  });

  it('lints only the pages it is given, not every Markdown file the full lint globs', () => {
    const page = 'tutorials/introduction.mdx';
    const [, markdown] = lintCommands([page]);
    const out = spawnSync('npx', markdown!.args, {cwd: ROOT, encoding: 'utf8'});
    expect(out.status, out.stdout + out.stderr).toBe(0);
    expect(out.stdout + out.stderr).toMatch(/Linting: 1 file\(s\)/);
  });

  // Every project ran six hours for any one page: 18 s of the check's 60 at load 17.
  it('runs the projects and scenarios of the named pages only, and those of a file named itself', () => {
    const rel = (re: RegExp) => checkedProjectFiles(re).map((f) => path.relative(ROOT, f));
    const env = process.env.TESSERA_CHECK_FILES;
    try {
      process.env.TESSERA_CHECK_FILES = 'tutorials/accesscontrol1.mdx';
      expect(rel(/\.tessera\.json$/)).toEqual(['tutorials/_projects/accesscontrol1.tessera.json']);
      expect(rel(/\.scenario\.json$/)).toEqual([
        'tutorials/_projects/accesscontrol1.scenario.json',
      ]);
      process.env.TESSERA_CHECK_FILES = 'docs/blocks/_projects/node_timer-blink.scenario.json';
      expect(rel(/\.tessera\.json$/)).toEqual([
        'docs/blocks/_projects/node_timer-blink.tessera.json',
      ]);
      delete process.env.TESSERA_CHECK_FILES;
      expect(rel(/\.tessera\.json$/).length).toBeGreaterThan(100);
    } finally {
      if (env === undefined) delete process.env.TESSERA_CHECK_FILES;
      else process.env.TESSERA_CHECK_FILES = env;
    }
  });
});
