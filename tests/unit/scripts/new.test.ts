import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {beforeEach, describe, expect, it} from 'vitest';
import {KINDS, scaffold} from '../../../scripts/new.mjs';
import {lintPages} from '../../site/content-lint';
import {validateFrontMatter} from '../../../src/plugins/content-validation';

const REPO = path.join(__dirname, '../../..');
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-new-'));
  fs.cpSync(
    path.join(REPO, 'src/data/blocks/records'),
    path.join(root, 'src/data/blocks/records'),
    {recursive: true},
  );
  fs.mkdirSync(path.join(root, 'elements'));
  fs.copyFileSync(
    path.join(REPO, 'elements/temperature_monitoring.mdx'),
    path.join(root, 'elements/temperature_monitoring.mdx'),
  );
});

const read = (rel: string) => {
  const text = fs.readFileSync(path.join(root, rel), 'utf8');
  const [, fm, body] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!;
  return {fm: yaml.load(fm) as Record<string, unknown>, body};
};

describe('npm run new', () => {
  it('creates an element with its front matter and the template headings', () => {
    const rel = scaffold({kind: 'element', slug: 'flood_detection', root, date: '2026-11-21'});
    expect(rel).toBe('elements/flood_detection.mdx');
    const {fm, body} = read(rel);
    expect(fm).toMatchObject({
      title: 'Flood detection',
      slug: 'flood_detection',
      group: 'monitoring',
      icon: 'activity',
    });
    for (const section of KINDS.element.sections) expect(body).toContain(`## ${section}\n`);
    expect(body).toContain('{/* truncate */}');
  });

  it('makes a page the build refuses until its description is written, then accepts', () => {
    const {fm} = read(scaffold({kind: 'element', slug: 'flood_detection', root}));
    const tags = ['sensor'];
    expect(
      validateFrontMatter('elements', 'flood_detection.mdx', fm, tags).map((p) => p.field),
    ).toEqual(['description', 'menu_description']);
    const written = {
      ...fm,
      description: 'Detect water on the floor before it reaches equipment.',
      menu_description: 'Water on the floor',
    };
    expect(validateFrontMatter('elements', 'flood_detection.mdx', written, tags)).toEqual([]);
  });

  it('makes a page the content checks refuse until its sections are written', () => {
    const {body} = read(scaffold({kind: 'tutorial', slug: 'pwm_lights', root}));
    const text = body.replace(/\{\/\*.*?\*\/\}/g, '').replace(/#+ /g, '');
    expect(lintPages([{route: '/tutorials/pwm_lights', text}])[0].message).toMatch(
      /tutorials pages need at least 600/,
    );
  });

  it('names blog posts by date and gives blocks their trailing-slash route', () => {
    expect(scaffold({kind: 'blog', slug: 'canvas-tabs', root, date: '2026-11-21'})).toBe(
      'blog/2026-11-21-canvas-tabs.mdx',
    );
    const rel = scaffold({kind: 'block', slug: 'node_timer', root});
    expect(read(rel).fm.slug).toBe('/blocks/node_timer/');
  });

  it('refuses a slug that already exists, by file name or by front-matter slug', () => {
    expect(() => scaffold({kind: 'element', slug: 'temperature_monitoring', root})).toThrow(
      'element "temperature_monitoring" already exists in elements/: choose another slug or edit that page.',
    );
    scaffold({kind: 'blog', slug: 'canvas-tabs', root, date: '2026-01-01'});
    expect(() => scaffold({kind: 'blog', slug: 'canvas-tabs', root, date: '2026-02-02'})).toThrow(
      /already exists in blog\//,
    );
  });

  it('refuses a slug that does not fit the section naming, saying what does', () => {
    expect(() => scaffold({kind: 'element', slug: 'Flood-Detection', root})).toThrow(
      '"Flood-Detection" is not a valid element slug: use lowercase words joined by "_", e.g. flood_detection.',
    );
    expect(() => scaffold({kind: 'example', slug: 'modbus_meter', root})).toThrow(
      /use lowercase words joined by "-"/,
    );
    expect(() => scaffold({kind: 'block', slug: 'node_teleporter', root})).toThrow(
      '"node_teleporter" has no record in src/data/blocks/records/: add the block\'s record first.',
    );
    expect(() => scaffold({kind: 'widget', slug: 'x', root})).toThrow(/Unknown kind "widget"/);
  });
});
