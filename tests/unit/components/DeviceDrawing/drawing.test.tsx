import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as cheerio from 'cheerio';
import {describe, expect, it, vi} from 'vitest';
import {
  TERMINAL_OWNERS,
  nameSlug,
  terminalsOf,
  type TerminalOwnerId,
} from '../../../../src/data/hardware';
import {LABEL_FONT, layoutDrawing} from '../../../../src/components/DeviceDrawing/layout';

const collected: string[] = [];
vi.mock('@docusaurus/useBrokenLinks', () => ({
  default: () => ({collectAnchor: (a: string) => collected.push(a), collectLink: () => {}}),
}));

const {DeviceDrawing} = await import('../../../../src/components/DeviceDrawing');

function render(owner: TerminalOwnerId) {
  return cheerio.load(renderToStaticMarkup(<DeviceDrawing owner={owner} />));
}

describe('Device and tile drawings, from src/data/hardware.ts', () => {
  describe.each(TERMINAL_OWNERS.map((o) => [o.name, o.id] as const))('%s', (_name, id) => {
    const $ = render(id);
    const data = terminalsOf(id);

    it('draws every terminal and port the data gives, once, labelled with its printed name', () => {
      const drawn = $('[data-terminal]')
        .map((_, el) => ({
          name: $(el).attr('data-terminal'),
          id: $(el).attr('id'),
          label: $(el).find('text').text(),
        }))
        .get();
      const byId = (a: {id?: string}, b: {id?: string}) => a.id!.localeCompare(b.id!);
      expect(drawn.sort(byId)).toEqual(
        data.map((t) => ({name: t.name, id: t.anchor, label: t.label})).sort(byId),
      );
    });

    it('shows no terminal-like label the data lacks', () => {
      // Every label in a terminal's place (vertical text) belongs to a terminal mark.
      const vertical = $('text[transform]')
        .map((_, el) => $(el).text())
        .get();
      const labels = new Set(data.map((t) => t.label));
      for (const text of vertical) expect(labels, text).toContain(text);
      expect($('text[transform]').length).toBe($('[data-terminal] text[transform]').length);
    });

    it('names the device and lists its terminals in order in its text alternative', () => {
      const desc = $('desc').text();
      const names = data.map((t) => t.label);
      let at = 0;
      for (const n of names) {
        const found = desc.indexOf(n, at);
        expect(found, `${n} after position ${at} in "${desc}"`).toBeGreaterThanOrEqual(0);
        at = found;
      }
      expect($('title').text()).toMatch(/front panel and terminals/);
      const svg = $('svg');
      expect(svg.attr('role')).toBe('img');
      const [t, d] = svg.attr('aria-labelledby')!.split(' ');
      expect($(`[id="${t}"]`).is('title')).toBe(true);
      expect($(`[id="${d}"]`).is('desc')).toBe(true);
    });

    it('registers each terminal anchor with the broken-link checker', () => {
      for (const t of data) expect(collected).toContain(t.anchor);
    });

    it('keeps every drawn part inside the drawing, labels at 11 px or more', () => {
      const d = layoutDrawing(id);
      for (const s of [...d.shapes, ...d.marks.flatMap((m) => m.shapes)]) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.x).toBeLessThanOrEqual(d.width);
        expect(s.y).toBeLessThanOrEqual(d.height);
      }
      expect(LABEL_FONT).toBeGreaterThanOrEqual(11);
    });
  });

  it('gives every terminal of a device or tile a distinct name and a page-wide distinct anchor', () => {
    const anchors = TERMINAL_OWNERS.flatMap((o) => terminalsOf(o.id).map((t) => t.anchor));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const o of TERMINAL_OWNERS) {
      const names = terminalsOf(o.id).map((t) => t.name);
      expect(new Set(names).size, o.name).toBe(names.length);
    }
  });

  it('turns printed names into readable anchors', () => {
    expect(['RS485-A', 'AI1+', 'AI1−', 'PWR−', '+24V', 'WG-V+', 'DISP GND'].map(nameSlug)).toEqual([
      'rs485-a',
      'ai1-plus',
      'ai1-minus',
      'pwr-minus',
      'plus-24v',
      'wg-v-plus',
      'disp-gnd',
    ]);
  });
});
