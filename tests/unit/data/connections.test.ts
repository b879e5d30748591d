import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CONNECTION_DIAGRAMS, layoutDiagram} from '../../../src/data/connections';
import {FEATURES} from '../../../src/data/features';

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

  it('keeps every label inside the gap between its columns (at about 7 px a character)', () => {
    const wide = CONNECTION_DIAGRAMS.flatMap((d) => {
      const layout = layoutDiagram(d);
      return layout.links.flatMap((l) => {
        const gap = Math.abs(l.x2 - l.x1);
        return [l.protocol, l.port]
          .filter((text) => text.length * 7 > gap - 8)
          .map((text) => `${d.feature}: "${text}" is too long for a ${gap} px gap`);
      });
    });
    expect(wide).toEqual([]);
  });
});
