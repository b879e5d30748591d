/**
 * Facts that cannot drift: the data files agree with each other, and pages
 * agree with the data and with the project files they draw. Each check runs
 * on the real content and on a fixture that brings back a mistake it exists
 * to catch, so it is known to fail when it should.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BLOCKS, BLOCK_CATEGORIES, blockById, supports} from '../../../src/data/blocks';
import type {BlockRecord} from '../../../src/data/blocks/types';
import {FEATURES, type Feature} from '../../../src/data/features';
import {DEVICES, INTERFACES as INTERFACE_IDS, TILES} from '../../../src/data/hardware';
import type {ProjectFile} from '../../../src/data/projects/types';
import {projectSources} from '../../../src/plugins/remark-flow-diagram';
import {
  featureBlockProblems,
  featurePathProblems,
  interfaceTableProblems,
  linkTextProblems,
  totalProblems,
  unknownBlockIdProblems,
  type Source,
} from './facts';
import {ROOT, contentPages, readSource} from './content';

const read = (file: string): Source => readSource(file);
const PAGES = contentPages();
const FEATURES_TS = read('src/data/features.ts');
const DEVICE_IDS = DEVICES.map((d) => d.id);
const CATALOGUE = {
  blocks: BLOCKS.length,
  categories: Object.keys(BLOCK_CATEGORIES).length,
  features: FEATURES.length,
  tiles: TILES.length,
};

/** The project files a page draws, read from disk. */
function drawn(page: Source): {file: string; project: ProjectFile}[] {
  return projectSources(page.text).map((src) => {
    const file = path.join(path.dirname(path.join(ROOT, page.file)), src);
    return {
      file: path.relative(ROOT, file),
      project: JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectFile,
    };
  });
}

/** A fixture page: a file name and its text. */
const page = (text: string, file = 'docs/fixture.mdx'): Source => ({file, text});

describe('data files agree with each other', () => {
  it('every block a feature lists runs on a device with the feature’s hardware', () => {
    expect(featureBlockProblems(FEATURES, blockById, DEVICE_IDS, supports, FEATURES_TS)).toEqual(
      [],
    );
  });

  it('fails on a feature listing blocks that only panels run (the OLED display with LCD label)', () => {
    const panelOnly = (id: string): BlockRecord | undefined => {
      const b = blockById(id);
      return b && {...b, requires: {anyOf: ['display', 'touch']}};
    };
    const problems = featureBlockProblems(FEATURES, panelOnly, DEVICE_IDS, supports, FEATURES_TS);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/data\/features\.ts:\d+: feature "OLED display" lists node_lcd_label, but no device with oled runs it/,
      ),
    );
  });

  it('fails on a feature listing a block that does not exist', () => {
    const fixture: Feature[] = [{...FEATURES[0], blocks: ['node_teleporter']}];
    expect(featureBlockProblems(fixture, blockById, DEVICE_IDS, supports, FEATURES_TS)).toEqual([
      expect.stringContaining('lists node_teleporter, which is not in the block catalogue'),
    ]);
  });

  it('the concepts page lists every interface of hardware.ts', () => {
    expect(interfaceTableProblems(read('docs/concepts/hardware.mdx'))).toEqual([]);
  });

  it('fails on a hand-written interface table without the OLED connector', () => {
    const fixture = page(
      [
        '## Interfaces',
        '',
        '| Interface id | Name | Built in on | TBT tile |',
        '| --- | --- | --- | --- |',
        ...Object.keys(INTERFACE_IDS)
          .filter((id) => id !== 'oled')
          .map((id) => `| \`${id}\` | x | y | z |`),
        '',
        'After the table.',
      ].join('\n'),
    );
    expect(interfaceTableProblems(fixture)).toEqual([
      'docs/fixture.mdx:3: the interface table lacks `oled` (OLED display connector (DISP)) from src/data/hardware.ts. Add a row, or render <InterfaceTable /> instead of the Markdown table.',
    ]);
  });
});

describe('names in prose exist', () => {
  it('every `node_x` in prose is a block of the catalogue', () => {
    expect(unknownBlockIdProblems(PAGES, (id) => !!blockById(id))).toEqual([]);
  });

  it('fails on an unknown block id, naming file and line, and ignores code fences', () => {
    const fixture = page(
      'Wire `node_timer` `tick`.\n\n```json\n{"type": "node_intervals"}\n```\n\nThen `node_interval_timer` fires.',
    );
    expect(unknownBlockIdProblems([fixture], (id) => !!blockById(id))).toEqual([
      'docs/fixture.mdx:7: `node_interval_timer` is not a block in the catalogue (src/data/blocks/records/). Use the id of an existing block, as listed under /docs/blocks/.',
    ]);
  });

  it('every Project settings → Features → X names a feature title', () => {
    expect(featurePathProblems(PAGES, FEATURES)).toEqual([]);
  });

  it('fails on a feature path with a name that is not a title', () => {
    const fixture = page(
      'Open **Project settings → Features → Modbus slave** first.\nThen **Project settings → Features → Modbus TCP slave** and switch it on.',
    );
    expect(featurePathProblems([fixture], FEATURES)).toEqual([
      expect.stringMatching(
        /^docs\/fixture\.mdx:2: "Project settings → Features → Modbus TCP slave" names no feature\. Use the title from src\/data\/features\.ts, such as "Modbus master" or "Modbus slave"\.$/,
      ),
    ]);
  });
});

describe('totals equal what they count', () => {
  it('block, wire, feature and tile totals on every page are right', () => {
    expect(totalProblems(PAGES, drawn, CATALOGUE)).toEqual([]);
  });

  it('fails on "five blocks and six wires" over a project file with five wires', () => {
    const fixture = page(
      '<FlowDiagram src="./_projects/first-application.tessera.json" />\n\nThe application has five blocks and six wires.',
      'docs/concepts/fixture.mdx',
    );
    const fiveWires = (p: Source) =>
      drawn(p).map((d) => ({...d, project: {...d.project, wires: d.project.wires.slice(0, 5)}}));
    expect(totalProblems([fixture], fiveWires, CATALOGUE)).toEqual([
      'docs/concepts/fixture.mdx:3: "five blocks and six wires" but the page draws docs/concepts/_projects/first-application.tessera.json (5 blocks, 5 wires). Fix the sentence or the project file.',
    ]);
  });

  it('fails on a count of blocks on a page that draws no project', () => {
    const fixture = page('The application has 5 blocks and 6 wires.');
    expect(totalProblems([fixture], drawn, CATALOGUE)).toEqual([
      expect.stringContaining(
        'docs/fixture.mdx:1: "5 blocks and 6 wires" but the page draws no project file',
      ),
    ]);
  });

  it('fails on catalogue totals that differ from the data', () => {
    const fixture = page(
      'The **Block library** holds 63 blocks in 9 categories.\nAll 25 features, and the ten tiles.',
    );
    expect(totalProblems([fixture], drawn, CATALOGUE)).toEqual([
      `docs/fixture.mdx:1: "63 blocks in 9 categories" but the catalogue has ${CATALOGUE.blocks} blocks (src/data/). Write ${CATALOGUE.blocks}.`,
      `docs/fixture.mdx:1: "63 blocks in 9 categories" but the catalogue has ${CATALOGUE.categories} categories (src/data/). Write ${CATALOGUE.categories}.`,
      `docs/fixture.mdx:2: "All 25 features" but the catalogue has ${CATALOGUE.features} features (src/data/). Write ${CATALOGUE.features}.`,
      `docs/fixture.mdx:2: "the ten tiles" but the catalogue has ${CATALOGUE.tiles} tiles (src/data/). Write ${CATALOGUE.tiles}.`,
    ]);
  });
});

describe('link texts name what they link to', () => {
  it('links to block and feature pages use their titles or declared short names', () => {
    expect(linkTextProblems(PAGES, BLOCKS, FEATURES)).toEqual([]);
  });

  it('fails on a block link named after the wrong title', () => {
    const fixture = page(
      'Build it with a [Text](/docs/blocks/node_string/) block, then an [LCD label](/docs/blocks/node_lcd_label/).',
    );
    expect(linkTextProblems([fixture], BLOCKS, FEATURES)).toEqual([
      'docs/fixture.mdx:1: link text "Text" for node_string; the block\'s title is "Text format" (src/data/blocks/records/). Use the title.',
    ]);
  });

  it('fails on a feature link under a name the data does not declare, and accepts declared short names', () => {
    const fixture = page(
      'Serve values as a [Modbus TCP slave](/docs/features/modbus_slave).\nSync the clock with [SNTP](/docs/features/sntp).',
    );
    expect(linkTextProblems([fixture], BLOCKS, FEATURES)).toEqual([
      expect.stringMatching(
        /^docs\/fixture\.mdx:1: link text "Modbus TCP slave" for \/docs\/features\/modbus_slave; the feature's title is "Modbus slave"/,
      ),
    ]);
  });
});
