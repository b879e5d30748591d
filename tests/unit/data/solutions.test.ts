import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOLUTION_INDUSTRIES} from '../../../src/data/solutions';
import {
  SOLUTION_ARCHITECTURES,
  architectureDiagram,
  deviceLines,
} from '../../../src/data/architecture';
import {layoutDiagram} from '../../../src/data/connections';
import {deviceById} from '../../../src/data/hardware';
import {requirement} from '../../../scripts/also-touch.mjs';

const industryLine = (slug: string) => requirement('solution', 'industry', {slug});

const DIR = path.join(__dirname, '../../../solutions');
const slugs = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => /^slug: (\S+)$/m.exec(fs.readFileSync(path.join(DIR, f), 'utf8'))?.[1] ?? f);

describe('solutions are grouped by industry', () => {
  it('puts every solution page in exactly one industry, and names no missing page', () => {
    const listed = SOLUTION_INDUSTRIES.flatMap((i) => i.solutions);
    // The same words the scaffold prints for a new solution (scripts/also-touch.mjs).
    const problems = [
      ...slugs
        .filter((slug) => !listed.includes(slug))
        .map((slug) => `solutions/ has a page "${slug}" in no industry. ${industryLine(slug)}`),
      ...listed
        .filter((slug, i) => listed.indexOf(slug) !== i)
        .map((slug) => `src/data/solutions.ts: "${slug}" is in more than one industry`),
      ...listed
        .filter((slug) => !slugs.includes(slug))
        .map(
          (slug) =>
            `src/data/solutions.ts: SOLUTION_INDUSTRIES lists "${slug}", but no page in solutions/ has that slug: remove it, or write the page`,
        ),
    ];
    expect(problems).toEqual([]);
  });
});

/** The tiles a page's bill of materials lists: its table rows that start with a tile, such as "| Tile #22, RS-485 |". */
function bomTiles(mdx: string): number[] {
  const rows = mdx.split('\n').filter((l) => /^\| (Tile #|TBT and tile #)/.test(l));
  return [...new Set(rows.flatMap((r) => [...r.matchAll(/tile #(\d+)/gi)].map((m) => +m[1])))];
}

const mdxOf = (slug: string) => {
  const file = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.mdx'))
    .find((f) =>
      new RegExp(`^slug: ${slug}$`, 'm').test(fs.readFileSync(path.join(DIR, f), 'utf8')),
    );
  return fs.readFileSync(path.join(DIR, file!), 'utf8');
};

describe('solution architecture pictures (src/data/architecture.ts)', () => {
  it('has one record per solution page, drawn on that page', () => {
    const recorded = SOLUTION_ARCHITECTURES.map((a) => a.slug);
    expect(
      slugs
        .filter((slug) => !recorded.includes(slug))
        .map(
          (slug) =>
            `solutions/ has a page "${slug}" with no architecture. ${requirement('solution', 'architecture', {slug})}`,
        ),
    ).toEqual([]);
    expect(recorded.sort()).toEqual([...slugs].sort());
    for (const slug of slugs)
      expect(mdxOf(slug)).toContain(`<SolutionArchitecture slug="${slug}" />`);
  });

  it('draws exactly the devices and tiles the record names', () => {
    for (const a of SOLUTION_ARCHITECTURES) {
      const diagram = architectureDiagram(a.slug);
      const boxes = diagram.parties.filter((p) => p.device);
      expect(boxes.map((b) => b.label)).toEqual(a.devices.map((d) => d.label));
      // Each device's tiles: in its box, and tile #41 on its line to the operator.
      a.devices.forEach((d, i) => {
        const drawn = [
          ...[...boxes[i].detail.matchAll(/#(\d+)/g)].map((m) => +m[1]),
          ...diagram.links.filter((l) => l.from === boxes[i].id && l.to === 'cell').map(() => 41),
        ];
        expect(
          drawn.sort((x, y) => x - y),
          `${a.slug}: ${d.label}`,
        ).toEqual([...d.tiles].sort((x, y) => x - y));
        expect(
          d.tiles.length === 0 || d.device === 'tbt',
          `${a.slug}: only a TBT takes tiles`,
        ).toBe(true);
      });
      // The words under the picture name them too.
      expect(deviceLines(a.slug).join(' ')).toEqual(
        expect.stringContaining(a.devices.map((d) => d.label)[0]),
      );
    }
  });

  it('agrees with the page: the bill of materials lists the same tiles and names every device', () => {
    const problems = SOLUTION_ARCHITECTURES.flatMap((a) => {
      const mdx = mdxOf(a.slug);
      const drawn = [...new Set(a.devices.flatMap((d) => d.tiles))].sort((x, y) => x - y);
      const listed = bomTiles(mdx).sort((x, y) => x - y);
      return [
        ...(drawn.join() === listed.join()
          ? []
          : [
              `${a.slug}: the picture draws tiles ${drawn.join(', ')}, the bill of materials lists ${listed.join(', ')}`,
            ]),
        ...a.devices
          .filter((d) => !mdx.includes(deviceById(d.device).name))
          .map((d) => `${a.slug}: the page never names ${deviceById(d.device).name}`),
        ...(a.cellular && !a.devices.some((d) => d.tiles.includes(41))
          ? [`${a.slug}: cellular without a tile #41`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('lays each picture out with no two boxes overlapping and no line inside a column', () => {
    for (const a of SOLUTION_ARCHITECTURES) {
      const diagram = architectureDiagram(a.slug);
      const layout = layoutDiagram(diagram);
      const column = (id: string) => diagram.parties.find((p) => p.id === id)!.column;
      for (const l of diagram.links)
        expect(column(l.from), `${a.slug}: ${l.from}–${l.to}`).not.toBe(column(l.to));
      for (const p of layout.parties)
        for (const q of layout.parties)
          if (p !== q)
            expect(
              p.x + layout.boxWidth <= q.x ||
                q.x + layout.boxWidth <= p.x ||
                p.y + layout.boxHeight <= q.y ||
                q.y + layout.boxHeight <= p.y,
            ).toBe(true);
    }
  });
});
