import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CONNECTION_DIAGRAMS, layoutDiagram} from '../../../src/data/connections';
import {FEATURES} from '../../../src/data/features';
import {FIT_WIDTH, LABEL_CHAR_PX, labelLines} from '../../../src/data/connection-layout';
import {SOLUTION_ARCHITECTURES, architectureDiagram} from '../../../src/data/architecture';

const page = (short: string) =>
  fs.readFileSync(path.join(__dirname, '../../../docs/features', `${short}.mdx`), 'utf8');

describe('connection diagrams of the features that connect things', () => {
  it('draws the eight connecting features, each on its page', () => {
    expect(CONNECTION_DIAGRAMS.map((d) => d.feature).sort()).toEqual(
      [
        'cell',
        'cgg',
        'modbus_master',
        'modbus_slave',
        'mqtt',
        'sntp',
        'web_dashboard',
        'wifi',
      ].sort(),
    );
    for (const d of CONNECTION_DIAGRAMS) {
      expect(FEATURES.map((f) => f.short)).toContain(d.feature);
      expect(page(d.feature)).toContain(`<ConnectionDiagram feature="${d.feature}" />`);
    }
  });

  it('uses the ports the feature page states', () => {
    const wrong = CONNECTION_DIAGRAMS.flatMap((d) =>
      d.links.flatMap((l) =>
        [...l.port.matchAll(/\b\d{2,5}\b/g)]
          .map((m) => m[0])
          .filter((port) => !page(d.feature).includes(port))
          .map(
            (port) =>
              `docs/features/${d.feature}.mdx does not mention port ${port} (${l.protocol})`,
          ),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('lays every box out without overlap and joins only boxes that exist', () => {
    for (const d of CONNECTION_DIAGRAMS) {
      const layout = layoutDiagram(d);
      expect(layout.links).toHaveLength(d.links.length);
      const boxes = layout.parties;
      for (const a of boxes)
        for (const b of boxes)
          if (a !== b)
            expect(
              a.x + layout.boxWidth <= b.x ||
                b.x + layout.boxWidth <= a.x ||
                a.y + layout.boxHeight <= b.y ||
                b.y + layout.boxHeight <= a.y,
            ).toBe(true);
      expect(boxes.filter((p) => p.device)).toHaveLength(1);
    }
  });

  // Every diagram as a page draws it: a feature's to fit the docs column, a solution's at its widest.
  const drawn = [
    ...CONNECTION_DIAGRAMS.map((d) => ({d, fit: FIT_WIDTH})),
    ...SOLUTION_ARCHITECTURES.map((a) => ({d: architectureDiagram(a.slug), fit: Infinity})),
  ];

  it('keeps every label inside the gap between its columns, in at most two lines (at about 7 px a character)', () => {
    const wide = drawn.flatMap(({d, fit}) =>
      layoutDiagram(d, fit).links.flatMap((l) => {
        const gap = Math.abs(l.x2 - l.x1);
        return [l.protocolLines, l.portLines]
          .filter(
            (lines) =>
              lines.length > 2 || lines.some((line) => line.length * LABEL_CHAR_PX > gap - 8),
          )
          .map((lines) => `${d.title}: "${lines.join(' / ')}" is too long for a ${gap} px gap`);
      }),
    );
    expect(wide).toEqual([]);
  });

  it('draws every feature diagram no wider than the docs column at a 1440 px window, so none scrolls there', () => {
    const wider = CONNECTION_DIAGRAMS.map((d) => ({
      title: d.title,
      width: layoutDiagram(d, FIT_WIDTH).width,
    })).filter((d) => d.width > FIT_WIDTH);
    expect(wider).toEqual([]);
  });

  it('breaks a label too long for its gap at the space nearest its middle', () => {
    expect(labelLines('TCP 1883, 8883 with TLS', 130)).toEqual(['TCP 1883,', '8883 with TLS']);
    expect(labelLines('TCP 1883, 8883 with TLS', 170)).toEqual(['TCP 1883, 8883 with TLS']);
    expect(labelLines('operator-NAT-without-spaces-here', 60)).toEqual([
      'operator-NAT-without-spaces-here',
    ]);
  });
});
