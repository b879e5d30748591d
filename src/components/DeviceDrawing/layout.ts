/**
 * Where each part of a device's or tile's drawing goes, computed from its
 * panel in src/data/hardware.ts: the drawing is a function of the data, so it
 * cannot show a terminal the data lacks or miss one it has. Plain numbers, no
 * React, so a unit test can check the model as well as the markup.
 */
import {
  DEVICES,
  TILES,
  ownerById,
  terminalsOf,
  type Connector,
  type Panel,
  type Port,
  type Terminal,
  type TerminalOwnerId,
} from '../../data/hardware';

/** Distance between two screw terminals, in CSS px (the drawing is never scaled). */
export const PITCH = 20;
/** Terminal labels; the smallest text in a drawing is LABEL_FONT − 1. */
export const LABEL_FONT = 12;
const SMALL_FONT = 11;
const SCREW = 12;
const GROUP_GAP = 14;
const PAD = 12;
/** Monospace advance, as a share of the font size (0.6 in the common monospace fonts). */
const MONO = 0.62;

export type Shape =
  | {kind: 'rect'; x: number; y: number; w: number; h: number; cls: string; rx?: number}
  | {kind: 'circle'; x: number; y: number; r: number; cls: string}
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      cls: string;
      anchor?: 'start' | 'middle' | 'end';
      /** Set for a label read along the terminal's wire, bottom to top. */
      vertical?: boolean;
    };

/** A terminal's mark: its screw (or pin, or socket) and its printed name, under one anchor. */
export interface TerminalMark {
  terminal: Terminal;
  shapes: Shape[];
}

export interface Drawing {
  owner: TerminalOwnerId;
  width: number;
  height: number;
  /** Housing, labels and face parts that are not terminals. */
  shapes: Shape[];
  marks: TerminalMark[];
  /** The text alternative: each connector's terminals in order, then the face. */
  description: string;
}

const textWidth = (text: string, font: number) => text.length * font * MONO;

interface Row {
  width: number;
  draw(x0: number, yScrew: number): {shapes: Shape[]; marks: TerminalMark[]};
}

/** One edge's screw terminals, connector by connector, with their labels outside the housing. */
function terminalRow(
  connectors: Connector[],
  side: 'top' | 'bottom',
  byName: Map<string, Terminal>,
  channelLeds: boolean,
): Row {
  const widths = connectors.map((c) =>
    Math.max(c.terminals.length * PITCH, textWidth(c.label, SMALL_FONT) + 6),
  );
  const width = widths.reduce((a, b) => a + b, 0) + GROUP_GAP * Math.max(0, widths.length - 1);
  return {
    width,
    draw(x0, yScrew) {
      const shapes: Shape[] = [];
      const marks: TerminalMark[] = [];
      let x = x0;
      connectors.forEach((c, i) => {
        const w = widths[i];
        const start = x + (w - c.terminals.length * PITCH) / 2;
        shapes.push({
          kind: 'rect',
          cls: 'block',
          x: start,
          y: yScrew - 4,
          w: c.terminals.length * PITCH,
          h: SCREW + 8,
          rx: 2,
        });
        // Inside the housing: a channel's LED, then the connector's printed label.
        const ledY = side === 'top' ? yScrew + SCREW + 12 : yScrew - 12;
        const groupY =
          side === 'top'
            ? yScrew + SCREW + (channelLeds ? 34 : 22)
            : yScrew - (channelLeds ? 24 : 12);
        shapes.push({
          kind: 'text',
          cls: 'group',
          x: x + w / 2,
          y: groupY,
          text: c.label,
          anchor: 'middle',
        });
        c.terminals.forEach((label, j) => {
          const cx = start + j * PITCH + PITCH / 2;
          const terminal = byName.get(label)!;
          const labelY = side === 'top' ? yScrew - 8 : yScrew + SCREW + 8;
          marks.push({
            terminal,
            shapes: [
              {kind: 'rect', cls: 'screw', x: cx - SCREW / 2, y: yScrew, w: SCREW, h: SCREW, rx: 2},
              {
                kind: 'text',
                cls: 'label',
                x: cx + LABEL_FONT * 0.35,
                y: labelY,
                text: label,
                anchor: side === 'top' ? 'start' : 'end',
                vertical: true,
              },
            ],
          });
          if (channelLeds && (/^DI\d+$/.test(label) || /^R\d+-NO$/.test(label))) {
            shapes.push({kind: 'circle', cls: 'led', x: cx, y: ledY, r: 3});
          }
        });
        x += w + GROUP_GAP;
      });
      return {shapes, marks};
    },
  };
}

/** A header's pins on the face (DISP), labelled beside each pin. */
function headerBlock(c: Connector, byName: Map<string, Terminal>): Row {
  const pinPitch = Math.max(...c.terminals.map((t) => textWidth(t, SMALL_FONT))) + 8;
  const width = Math.max(c.terminals.length * pinPitch, textWidth(c.label, SMALL_FONT));
  return {
    width,
    draw(x0, y) {
      const shapes: Shape[] = [
        {kind: 'text', cls: 'group', x: x0 + width / 2, y: y + 10, text: c.label, anchor: 'middle'},
        {
          kind: 'rect',
          cls: 'block',
          x: x0,
          y: y + 16,
          w: c.terminals.length * pinPitch,
          h: 14,
          rx: 2,
        },
      ];
      const marks = c.terminals.map((label, j) => {
        const cx = x0 + j * pinPitch + pinPitch / 2;
        return {
          terminal: byName.get(`${c.label} ${label}`)!,
          shapes: [
            {kind: 'rect', cls: 'screw', x: cx - 4, y: y + 19, w: 8, h: 8, rx: 1} as Shape,
            {kind: 'text', cls: 'pin', x: cx, y: y + 44, text: label, anchor: 'middle'} as Shape,
          ],
        };
      });
      return {shapes, marks};
    },
  };
}

/** A socket on the face: RJ45, USB-C, an antenna or a SIM holder, named below it. */
function portBlock(p: Port, byName: Map<string, Terminal>): Row {
  const size = {rj45: [30, 26], 'usb-c': [24, 10], sma: [22, 22], sim: [30, 20]}[p.kind];
  const width = Math.max(size[0], textWidth(p.name, SMALL_FONT)) + 4;
  return {
    width,
    draw(x0, y) {
      const cx = x0 + width / 2;
      const top = y + 30 - size[1];
      const socket: Shape =
        p.kind === 'sma'
          ? {kind: 'circle', cls: 'socket', x: cx, y: top + size[1] / 2, r: size[1] / 2}
          : {
              kind: 'rect',
              cls: 'socket',
              x: cx - size[0] / 2,
              y: top,
              w: size[0],
              h: size[1],
              rx: p.kind === 'usb-c' ? 5 : 2,
            };
      return {
        shapes: [],
        marks: [
          {
            terminal: byName.get(p.name)!,
            shapes: [
              socket,
              {kind: 'text', cls: 'pin', x: cx, y: y + 44, text: p.name, anchor: 'middle'},
            ],
          },
        ],
      };
    },
  };
}

function ledBlock(leds: string[]): Row {
  const pitch = Math.max(...leds.map((l) => textWidth(l, SMALL_FONT))) + 8;
  return {
    width: leds.length * pitch,
    draw(x0, y) {
      const shapes: Shape[] = leds.flatMap((l, i) => {
        const cx = x0 + i * pitch + pitch / 2;
        return [
          {kind: 'circle', cls: 'led', x: cx, y: y + 22, r: 4} as Shape,
          {kind: 'text', cls: 'pin', x: cx, y: y + 44, text: l, anchor: 'middle'} as Shape,
        ];
      });
      return {shapes, marks: []};
    },
  };
}

function textBlock(lines: {text: string; cls: string; font: number}[]): Row {
  return {
    width: Math.max(...lines.map((l) => textWidth(l.text, l.font))),
    draw(x0, y) {
      return {
        shapes: lines.map((l, i) => ({
          kind: 'text' as const,
          cls: l.cls,
          x: x0,
          y: y + 20 + i * 18,
          text: l.text,
        })),
        marks: [],
      };
    },
  };
}

/** Items side by side on the face, each 48 px tall. */
function faceRow(items: Row[]): Row {
  const gap = 18;
  return {
    width: items.reduce((a, r) => a + r.width, 0) + gap * Math.max(0, items.length - 1),
    draw(x0, y) {
      const out = {shapes: [] as Shape[], marks: [] as TerminalMark[]};
      let x = x0;
      for (const item of items) {
        const drawn = item.draw(x, y);
        out.shapes.push(...drawn.shapes);
        out.marks.push(...drawn.marks);
        x += item.width + gap;
      }
      return out;
    },
  };
}

const FACE_HEIGHT = 52;
const labelBand = (connectors: Connector[]) =>
  connectors.length === 0
    ? 0
    : Math.max(...connectors.flatMap((c) => c.terminals.map((t) => textWidth(t, LABEL_FONT)))) + 14;

/**
 * One view of a housing: terminals on its top and bottom edges, labels outside,
 * and a face row between them. Returns its size and parts, placed at (x0, y0).
 */
function housingView(opts: {
  x0: number;
  y0: number;
  connectors: Connector[];
  face: Row[];
  byName: Map<string, Terminal>;
  channelLeds: boolean;
  /** Extra parts inside the face, right of the face row (the TBT's slots). */
  faceExtra?: Row;
  caption?: string;
}) {
  const {x0, y0, byName, channelLeds} = opts;
  const top = opts.connectors.filter((c) => c.place === 'top');
  const bottom = opts.connectors.filter((c) => c.place === 'bottom');
  const topRow = terminalRow(top, 'top', byName, channelLeds);
  const bottomRow = terminalRow(bottom, 'bottom', byName, channelLeds);
  const face = faceRow(opts.faceExtra ? [...opts.face, opts.faceExtra] : opts.face);
  const inner = Math.max(topRow.width, bottomRow.width, face.width);
  const width = inner + 2 * PAD;
  const captionBand = opts.caption ? 20 : 0;
  const topBand = labelBand(top);
  const bottomBand = labelBand(bottom);
  const rowDepth = (row: Connector[]) => (row.length === 0 ? 0 : SCREW + (channelLeds ? 40 : 28));
  const housingTop = y0 + captionBand + topBand;
  const housingHeight = 8 + rowDepth(top) + FACE_HEIGHT + rowDepth(bottom) + 8;
  const shapes: Shape[] = [];
  const marks: TerminalMark[] = [];
  if (opts.caption) shapes.push({kind: 'text', cls: 'view', x: x0, y: y0 + 14, text: opts.caption});
  shapes.push({
    kind: 'rect',
    cls: 'housing',
    x: x0,
    y: housingTop,
    w: width,
    h: housingHeight,
    rx: 6,
  });
  const add = (d: {shapes: Shape[]; marks: TerminalMark[]}) => {
    shapes.push(...d.shapes);
    marks.push(...d.marks);
  };
  add(topRow.draw(x0 + PAD + (inner - topRow.width) / 2, housingTop + 6));
  add(face.draw(x0 + PAD, housingTop + 8 + rowDepth(top)));
  add(
    bottomRow.draw(
      x0 + PAD + (inner - bottomRow.width) / 2,
      housingTop + housingHeight - 6 - SCREW,
    ),
  );
  return {width, height: captionBand + topBand + housingHeight + bottomBand, shapes, marks};
}

/** The TBT's eight slots, numbered as Studio's tile layout numbers them. */
function slotBlock(count: number): Row {
  const slot = 28;
  return {
    width: count * slot,
    draw(x0, y) {
      const shapes: Shape[] = [
        {
          kind: 'text',
          cls: 'group',
          x: x0 + (count * slot) / 2,
          y: y + 4,
          text: 'TILE SLOTS',
          anchor: 'middle',
        },
      ];
      for (let i = 0; i < count; i++) {
        shapes.push(
          {kind: 'rect', cls: 'slot', x: x0 + i * slot + 2, y: y + 8, w: slot - 4, h: 40, rx: 2},
          {
            kind: 'text',
            cls: 'pin',
            x: x0 + i * slot + slot / 2,
            y: y + 32,
            text: String(i + 1),
            anchor: 'middle',
          },
        );
      }
      return {shapes, marks: []};
    },
  };
}

function describe(
  name: string,
  panel: Partial<Panel> & Pick<Panel, 'connectors' | 'ports'>,
): string {
  const where = (c: Connector) =>
    c.place === 'face'
      ? 'on the face'
      : `${c.place} edge${panel.terminalsOn === 'rear' ? ' of the rear' : ''}`;
  const parts = panel.connectors.map(
    (c) =>
      `${c.label} (${where(c)}): ${c.terminals.join(', ')}${c.switch ? `; a ${c.switch.positions.join(' / ')} switch sets ${c.switch.label}` : ''}`,
  );
  if (panel.display)
    parts.push(
      `${panel.display.diagonalInches}-inch ${panel.display.touch ? 'touchscreen' : 'colour LCD'}, ${panel.display.pixels} pixels`,
    );
  if (panel.buttons) parts.push(`buttons ${panel.buttons.join(', ')}`);
  if (panel.leds?.length) parts.push(`status LEDs ${panel.leds.join(', ')}`);
  if (panel.channelLeds) parts.push('an LED beside each input and relay');
  parts.push(...panel.ports.map((p) => `${p.name}: ${p.use}`));
  return `${name}, terminals left to right. ${parts.join('. ')}.`;
}

/** The drawing of a device (BP-01, CP-02, CP-03, TBT) or a tile ("tile-57"). */
export function layoutDrawing(id: TerminalOwnerId): Drawing {
  const owner = ownerById(id);
  const byName = new Map(terminalsOf(id).map((t) => [t.name, t]));
  const panel = owner.panel;
  const device = DEVICES.find((d) => d.id === id);
  const tile = TILES.find((t) => `tile-${t.number}` === id);
  const M = 8;
  const faceOf = (ports: Port[]) => [
    ...(panel.leds?.length ? [ledBlock(panel.leds)] : []),
    ...ports.map((p) => portBlock(p, byName)),
    ...panel.connectors.filter((c) => c.place === 'face').map((c) => headerBlock(c, byName)),
  ];
  const channelLeds = panel.channelLeds ?? false;
  let views: {width: number; height: number; shapes: Shape[]; marks: TerminalMark[]}[];

  if (tile) {
    const title = textBlock([{text: `#${tile.number}`, cls: 'name', font: 16}]);
    views = [
      housingView({
        x0: M,
        y0: M,
        connectors: panel.connectors,
        face: [title, ...faceOf(panel.ports)],
        byName,
        channelLeds,
      }),
    ];
  } else if (panel.terminalsOn === 'rear') {
    const p = panel as Panel;
    const front = p.ports.filter((x) => x.use.includes('bottom edge'));
    const rear = p.ports.filter((x) => !front.includes(x));
    const frontView = panelFront(p, device!.name, front, byName, M, M);
    const rearView = housingView({
      x0: M,
      y0: M + frontView.height + 16,
      connectors: p.connectors,
      face: [
        ...rear.map((x) => portBlock(x, byName)),
        ...p.connectors.filter((c) => c.switch).map((c) => switchBlock(c)),
      ],
      byName,
      channelLeds,
      caption: 'Rear',
    });
    views = [frontView, {...rearView, height: rearView.height + frontView.height + 16}];
  } else {
    const p = panel as Panel;
    views = [
      housingView({
        x0: M,
        y0: M,
        connectors: p.connectors,
        face: [textBlock([{text: device!.name, cls: 'name', font: 16}]), ...faceOf(p.ports)],
        faceExtra: id === 'tbt' ? slotBlock(8) : undefined,
        byName,
        channelLeds,
      }),
    ];
  }
  return {
    owner: id,
    width: Math.ceil(Math.max(...views.map((v) => v.width)) + 2 * M),
    height: Math.ceil(Math.max(...views.map((v) => v.height)) + 2 * M),
    shapes: views.flatMap((v) => v.shapes),
    marks: views.flatMap((v) => v.marks),
    description: describe(
      device ? `${device.name} ${device.kind}` : `Tile #${tile!.number}, ${tile!.name}`,
      panel,
    ),
  };
}

/** A panel's front: its screen to scale (40 px to the inch), then buttons, LEDs and sockets under it. */
function panelFront(
  p: Panel,
  name: string,
  ports: Port[],
  byName: Map<string, Terminal>,
  x0: number,
  y0: number,
) {
  const d = p.display!;
  const [wPx, hPx] = d.pixels.split(' × ').map(Number);
  const k = (d.diagonalInches * 40) / Math.hypot(wPx, hPx);
  const sw = Math.round(wPx * k);
  const sh = Math.round(hPx * k);
  const under = faceRow([
    textBlock([{text: name, cls: 'name', font: 16}]),
    ...(p.buttons ? [buttonBlock(p.buttons)] : []),
    ledBlock(p.leds),
    ...ports.map((x) => portBlock(x, byName)),
  ]);
  const inner = Math.max(sw, under.width);
  const width = inner + 2 * PAD;
  const housingTop = y0 + 20;
  const housingHeight = PAD + sh + 8 + FACE_HEIGHT + PAD;
  const sx = x0 + PAD + (inner - sw) / 2;
  const shapes: Shape[] = [
    {kind: 'text', cls: 'view', x: x0, y: y0 + 14, text: 'Front'},
    {kind: 'rect', cls: 'housing', x: x0, y: housingTop, w: width, h: housingHeight, rx: 6},
    {kind: 'rect', cls: 'screen', x: sx, y: housingTop + PAD, w: sw, h: sh, rx: 3},
    ...[`${d.diagonalInches}″ ${d.touch ? 'touchscreen' : 'LCD'}`, d.pixels].map(
      (text, i): Shape => ({
        kind: 'text',
        cls: 'screenText',
        x: sx + sw / 2,
        y: housingTop + PAD + sh / 2 - 4 + i * 16,
        text,
        anchor: 'middle',
      }),
    ),
  ];
  const drawn = under.draw(x0 + PAD, housingTop + PAD + sh + 8);
  return {
    width,
    height: 20 + housingHeight,
    shapes: [...shapes, ...drawn.shapes],
    marks: drawn.marks,
  };
}

function buttonBlock(buttons: string[]): Row {
  const pitch = Math.max(...buttons.map((b) => textWidth(b, SMALL_FONT))) + 10;
  return {
    width: buttons.length * pitch,
    draw(x0, y) {
      return {
        shapes: buttons.flatMap((b, i) => [
          {
            kind: 'rect',
            cls: 'button',
            x: x0 + i * pitch + 2,
            y: y + 12,
            w: pitch - 4,
            h: 20,
            rx: 4,
          } as Shape,
          {
            kind: 'text',
            cls: 'pin',
            x: x0 + i * pitch + pitch / 2,
            y: y + 26,
            text: b,
            anchor: 'middle',
          } as Shape,
        ]),
        marks: [],
      };
    },
  };
}

function switchBlock(c: Connector): Row {
  const sw = c.switch!;
  const text = `${sw.label}: ${sw.positions.join(' / ')}`;
  const width = textWidth(text, SMALL_FONT);
  return {
    width,
    draw(x0, y) {
      return {
        shapes: [
          {kind: 'rect', cls: 'socket', x: x0 + width / 2 - 14, y: y + 12, w: 28, h: 12, rx: 2},
          {kind: 'rect', cls: 'screw', x: x0 + width / 2 - 12, y: y + 14, w: 12, h: 8, rx: 1},
          {kind: 'text', cls: 'pin', x: x0 + width / 2, y: y + 44, text, anchor: 'middle'},
        ],
        marks: [],
      };
    },
  };
}
