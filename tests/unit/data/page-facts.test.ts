/**
 * Facts that cannot drift, round two (the audit of 2026-11-28): what a page
 * states against its own project, its scenarios and src/data. Each check runs
 * on the real content and on a fixture that brings back the mistake the audit
 * found, so it is known to fail when it should.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BLOCKS, blockById} from '../../../src/data/blocks';
import {DEVICES, TILES} from '../../../src/data/hardware';
import {RUNTIME_VERSIONS} from '../../../src/data/releases';
import {STUDIO_UI, STUDIO_UI_KINDS} from '../../../src/data/studio';
import type {ProjectFile} from '../../../src/data/projects/types';
import {pageUrl, type UsingPage} from '../../../src/plugins/project-usage';
import {projectSources} from '../../../src/plugins/remark-flow-diagram';
import {DERIVED_VALUES} from '../../../src/data/derived';
import {
  consoleLineProblems,
  datedPageProblems,
  errorTextProblems,
  frontMatter,
  handWrittenFigureProblems,
  laterLinkProblems,
  pageDate,
  studioNameProblems,
  terminalsInDetail,
  wiringTerminalProblems,
  type ConsoleExpectation,
  type Source,
  type TerminalOwner,
} from './page-facts';
import {ROOT, allContentPages, contentPages} from './content';

const PAGES = contentPages();
/** Pages that carry a date: posts, examples and tutorials. */
const isDated = (p: Source) => /^(blog|examples|tutorials)\//.test(p.file);
const DATED = PAGES.filter(isDated);
const POSTS = PAGES.filter((p) => p.file.startsWith('blog/'));
const DERIVED_FIGURES = Object.entries(DERIVED_VALUES).map(([name, v]) => ({
  what: v.what,
  handWritten: v.handWritten,
  use: `<DataValue name="${name}" />`,
}));
const page = (text: string, file = 'examples/fixture.mdx'): Source => ({file, text});

/** The project files a page draws, read from disk. */
function drawn(p: Source): {file: string; project: ProjectFile}[] {
  return projectSources(p.text).map((src) => {
    const file = path.join(path.dirname(path.join(ROOT, p.file)), src);
    return {
      file: path.relative(ROOT, file),
      project: JSON.parse(fs.readFileSync(file, 'utf8')) as ProjectFile,
    };
  });
}

/** The Console expectations of the scenarios beside the project files a page draws. */
function expectations(p: Source): {files: string[]; lines: ConsoleExpectation[]} {
  const files = drawn(p)
    .map((d) => d.file.replace(/\.tessera\.json$/, '.scenario.json'))
    .filter((f) => fs.existsSync(path.join(ROOT, f)));
  const lines = files.flatMap((f) => {
    const data = JSON.parse(fs.readFileSync(path.join(ROOT, f), 'utf8')) as {
      scenarios: {steps: {expect?: Partial<ConsoleExpectation>}[]}[];
    };
    return data.scenarios.flatMap((s) =>
      s.steps.flatMap((st) =>
        typeof st.expect?.console === 'string'
          ? [{console: st.expect.console, contains: st.expect.contains}]
          : [],
      ),
    );
  });
  return {files, lines};
}

const OWNERS: TerminalOwner[] = [
  ...DEVICES.map((d) => ({
    name: d.name,
    terminals: new Set(d.interfaces.flatMap((i) => [...terminalsInDetail(i.detail)])),
  })),
  ...TILES.map((t) => ({
    name: `Tile #${t.number}`,
    terminals: terminalsInDetail(t.provides.detail),
  })),
];

/** Each dated page's URL and date, as Docusaurus routes it. */
const URL_DATES = new Map(
  allContentPages()
    .filter(isDated)
    .flatMap((p) => {
      const date = pageDate(p);
      const [section, ...rest] = p.file.split('/');
      if (!date) return [];
      const url = pageUrl(
        section as UsingPage['section'],
        rest.join('/'),
        frontMatter(p.text).slug,
      );
      return [[url, date] as const];
    }),
);

describe('wiring tables name real terminals', () => {
  it('reads the terminals hardware.ts gives, ranges written out', () => {
    const bp01 = OWNERS.find((o) => o.name === 'BP-01')!.terminals;
    expect([...bp01]).toEqual(
      expect.arrayContaining(['DI8', 'R3-NC', 'AI2−', 'RS232-GND', 'RS485-B', 'PWR−', '1W-5V']),
    );
    expect(bp01.has('RS-485')).toBe(false);
    expect([...OWNERS.find((o) => o.name === 'Tile #57')!.terminals].sort()).toEqual(
      ['+24V', '0V', 'PWM1', 'PWM2', 'PWM3', 'PWM4'].sort(),
    );
  });

  it('every terminal in a wiring table is one of its device or tile', () => {
    expect(wiringTerminalProblems(PAGES, OWNERS)).toEqual([]);
  });

  it('fails on "BP-01 RS-485 GND", "RS-232 RX" under a BP-01 column and "Tile #57, channel 1 +"', () => {
    const fixture = page(
      [
        '| From | To |',
        '| --- | --- |',
        '| BP-01 RS485-A | Meter A |',
        '| BP-01 RS-485 GND | Meter signal ground |',
        '| Tile #57, channel 1 + | LED row 1 + |',
        '',
        '| Scanner signal | BP-01 terminal |',
        '| --- | --- |',
        '| TxD | RS-232 RX |',
        '| Signal ground | RS232-GND |',
        '| Supply | 0 V of the supply |',
      ].join('\n'),
    );
    expect(wiringTerminalProblems([fixture], OWNERS)).toEqual([
      expect.stringMatching(
        /^examples\/fixture\.mdx:4: "BP-01 RS-485 GND" names "RS-485", not a terminal of the BP-01 in src\/data\/hardware\.ts\. Write one of: .*PWR−/,
      ),
      expect.stringMatching(
        /^examples\/fixture\.mdx:5: "Tile #57, channel 1 \+" does not name a terminal of the Tile #57\. Write the terminal as src\/data\/hardware\.ts prints it: \+24V, 0V, PWM1/,
      ),
      expect.stringMatching(/^examples\/fixture\.mdx:9: "RS-232 RX" names "RS-232"/),
    ]);
  });
});

describe('a dated page uses what existed on its date', () => {
  it('no dated page draws a block or device newer than the Runtime of its date', () => {
    expect(
      datedPageProblems(
        DATED,
        drawn,
        blockById,
        (d) => DEVICES.find((x) => x.id === d)?.minRuntime,
        RUNTIME_VERSIONS,
      ),
    ).toEqual([]);
  });

  it('fails on an example dated before its Expression block (2.3) and a TBT before 2.2', () => {
    const fixture = page(
      '---\ntitle: X\ndate: 2024-07-20\n---\n\n<FlowDiagram src="./_projects/beehive-scale-daily-weight.tessera.json" />\n',
    );
    const asTbt = (p: Source) =>
      drawn(p).map((d) => ({...d, project: {...d.project, device: 'tbt'} as ProjectFile}));
    expect(
      datedPageProblems(
        [fixture],
        asTbt,
        blockById,
        (d) => DEVICES.find((x) => x.id === d)?.minRuntime,
        RUNTIME_VERSIONS,
      ),
    ).toEqual([
      'examples/fixture.mdx:3: dated 2024-07-20, when Tessera Runtime 2.1 was current, but examples/_projects/beehive-scale-daily-weight.tessera.json uses the tbt (minRuntime 2.2), node_expression (since 2.3). Date the page on or after 2025-05-27 (Runtime 2.3, src/data/releases.ts), or build it without them.',
    ]);
  });

  it('no post’s prose links to a page dated after the post', () => {
    expect(laterLinkProblems(POSTS, (url) => URL_DATES.get(url))).toEqual([]);
  });

  it('fails on a sentence that points to a later example, and lets a further-reading list do so', () => {
    const fixture = page(
      '---\ndate: 2025-06-24\n---\n\nDose as the [dosing example](/examples/hydroponics-nutrient-dosing/) does.\n\n- [Dosing example](/examples/hydroponics-nutrient-dosing/)\n',
      'blog/2025-06-24-fixture.mdx',
    );
    const later = URL_DATES.get('/examples/hydroponics-nutrient-dosing');
    expect(later).toBeDefined();
    expect(laterLinkProblems([fixture], (url) => URL_DATES.get(url))).toEqual([
      `blog/2025-06-24-fixture.mdx:5: the post (2025-06-24) links "dosing example" to /examples/hydroponics-nutrient-dosing/, a page dated ${later}. A post's prose cannot point to a later page: reword the sentence, or move the link to a list of further reading.`,
    ]);
  });
});

describe('quoted Console lines are what the simulator prints', () => {
  it('every `[sim] …` and `[log] …` on a page is a scenario expectation or inside <OnDevice>', () => {
    expect(consoleLineProblems(PAGES, expectations)).toEqual([]);
  });

  it('fails on a line no scenario expects, and skips it inside <OnDevice>', () => {
    const src = './_projects/workflow-shift-report.tessera.json';
    const fixture = page(
      [
        `<FlowDiagram src="${src}" />`,
        '',
        'The Console shows `[sim] cloud report parts_this_shift 5 parts`.',
        '',
        '<OnDevice>',
        '',
        'Unplug the cable: `[log] printer offline`.',
        '',
        '</OnDevice>',
      ].join('\n'),
    );
    expect(consoleLineProblems([fixture], expectations)).toEqual([
      'examples/fixture.mdx:3: the Console line `[sim] cloud report parts_this_shift 5 parts` is not an expectation of examples/_projects/workflow-shift-report.scenario.json. Add it to a scenario as {"expect": {"console": …}}, quote the line the simulator prints, or wrap the text in <OnDevice> if only a device prints it.',
    ]);
  });
});

describe('quoted error texts are the page’s own', () => {
  it('troubleshooting rows quote errors with the page’s data types, registers and frequencies', () => {
    expect(errorTextProblems(PAGES, BLOCKS, drawn)).toEqual([]);
  });

  it('fails on the record’s sample text pasted into a page whose project differs', () => {
    const fixture = page(
      [
        '<FlowDiagram src="./_projects/tank-farm-levels-modbus-tcp-scada.tessera.json" />',
        '',
        '| Console message | Cause | Fix |',
        '| --- | --- | --- |',
        '| `modbus: value 70000 does not fit uint16 at 30001` | Too big. | Scale it. |',
        '| `modbus: value 70000 does not fit int16 at 30002` | Too big. | Scale it. |',
      ].join('\n'),
    );
    expect(errorTextProblems([fixture], BLOCKS, drawn)).toEqual([
      "examples/fixture.mdx:5: `modbus: value 70000 does not fit uint16 at 30001` gives the data type uint16, but examples/_projects/tank-farm-levels-modbus-tcp-scada.tessera.json has int16 on its node_modbus_slave_write blocks. Quote the message as this project prints it (the record's text is a sample: modbus: value 70000 does not fit uint16 at 30001).",
    ]);
  });
});

describe('Studio’s names are used as src/data/studio.ts writes them', () => {
  const names = Object.fromEntries(
    (Object.keys(STUDIO_UI) as (keyof typeof STUDIO_UI)[]).map((k) => [
      STUDIO_UI[k],
      STUDIO_UI_KINDS[k] ?? '',
    ]),
  );

  it('no page calls a Studio panel a tab, or changes a name’s case', () => {
    expect(studioNameProblems(PAGES, names)).toEqual([]);
  });

  it('fails on "the **Debug** tab" and "**block library**"', () => {
    const fixture = page(
      'Open the **Debug** tab.\nDrag it from the **block library**.\nThe **Debug** panel.',
    );
    expect(studioNameProblems([fixture], names)).toEqual([
      'examples/fixture.mdx:1: "**Debug** tab": Studio\'s Debug is a panel (src/data/studio.ts). Write "the **Debug** panel", or just **Debug**.',
      'examples/fixture.mdx:2: "**block library**" is written "**Block library**" in Studio (src/data/studio.ts).',
    ]);
  });
});

describe('figures derived from data are rendered from it', () => {
  it('no page writes a derived figure by hand', () => {
    expect(handWrittenFigureProblems(PAGES, DERIVED_FIGURES)).toEqual([]);
  });

  it('fails on the firmware image size range written by hand', () => {
    const fixture = page(
      'Images are 2.9–5.1 MB for the releases on Downloads.',
      'docs/fixture.mdx',
    );
    expect(handWrittenFigureProblems([fixture], DERIVED_FIGURES)).toEqual([
      expect.stringMatching(
        /^docs\/fixture\.mdx:1: "Images are 2\.9–5\.1 MB" writes the firmware image size range by hand/,
      ),
    ]);
  });
});
