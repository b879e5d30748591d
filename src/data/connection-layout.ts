/**
 * The shape of a connection diagram and its layout, apart from the features'
 * data in connections.ts: a page that draws a diagram built elsewhere (a
 * solution's architecture) loads this and not every feature.
 */
/** One box: the Tessera device or a system it talks to. */
export interface Party {
  id: string;
  label: string;
  /** A second line: a product, a role or an address. */
  detail: string;
  /** 0 for the device's column, 1 and 2 for what lies further out. */
  column: 0 | 1 | 2;
  /** Whether this box is the Tessera device itself. */
  device?: boolean;
}

/** One connection between two boxes, drawn from `from` to `to`. */
export interface Link {
  from: string;
  to: string;
  /** The medium or protocol, such as "MQTT over TCP". */
  protocol: string;
  /** The port or channel, such as "TCP 1883, 8883 with TLS". */
  port: string;
  /** Which way messages flow: from → to, to → from, or both. */
  flow: 'forward' | 'back' | 'both';
  /** Who opens the connection, in words, for the list under the picture. */
  opens: string;
}

export interface ConnectionDiagram {
  /** The feature's short name (route and Studio id). */
  feature: string;
  title: string;
  parties: Party[];
  links: Link[];
}

export interface PlacedParty extends Party {
  x: number;
  y: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** Top of the picture: below 0 when a label sits above the first row. */
  top: number;
  boxWidth: number;
  boxHeight: number;
  parties: PlacedParty[];
  links: (Link & {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    /** Where the protocol and port labels go: the baseline of each one's first line, centred on labelX. */
    labelX: number;
    protocolY: number;
    portY: number;
    /** The protocol and the port, each in one line or, when wider than the gap, two. */
    protocolLines: string[];
    portLines: string[];
  })[];
}

/**
 * The widest a feature page's diagram is drawn: the docs column at a 1440 px window, less
 * the frame's padding. Three columns at the widest gap did not fit, and the drawing
 * scrolled sideways on a desktop; the gap narrows instead, and a label too long for it
 * takes two lines. A solution's architecture keeps the widest gap: its column is narrower,
 * and at the gap that would fit it, its converging lines' labels crowd the boxes.
 */
export const FIT_WIDTH = 805;
/** A label's width per character, near the widest of the bold protocol and mono port fonts. */
export const LABEL_CHAR_PX = 7;
/** The distance between two lines of one label. */
export const LABEL_LINE_PX = 13;

/** A label in one line, or two broken at the space nearest its middle when `gap` is too narrow. */
export function labelLines(text: string, gap: number): string[] {
  if (text.length * LABEL_CHAR_PX <= gap - 8) return [text];
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [text];
  const middle = text.length / 2;
  const at = spaces.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a));
  return [text.slice(0, at), text.slice(at + 1)];
}

/**
 * Places the boxes in columns, each column centred, and joins them with
 * straight lines between facing sides: a handful of boxes needs no layout
 * library, and the coordinates are fixed when the page is rendered.
 */
export function layoutDiagram(d: ConnectionDiagram, fitWidth = Infinity): DiagramLayout {
  const boxWidth = 180;
  const boxHeight = 52;
  const gapY = 48;
  const pad = 8;
  const columns = [0, 1, 2].map((c) => d.parties.filter((p) => p.column === c));
  const used = columns.filter((c) => c.length > 0).length;
  const gapX = Math.min(170, Math.floor((fitWidth - pad * 2 - used * boxWidth) / (used - 1)));
  const tallest = Math.max(...columns.map((c) => c.length));
  const height = pad * 2 + tallest * boxHeight + (tallest - 1) * gapY;
  const width = pad * 2 + used * boxWidth + (used - 1) * gapX;
  const parties = columns.flatMap((col, c) => {
    const top = (height - (col.length * boxHeight + (col.length - 1) * gapY)) / 2;
    return col.map((p, i) => ({
      ...p,
      x: pad + c * (boxWidth + gapX),
      y: top + i * (boxHeight + gapY),
    }));
  });
  const at = (id: string) => {
    const p = parties.find((q) => q.id === id);
    if (!p) throw new Error(`connections ${d.feature}: no party "${id}"`);
    return p;
  };
  const links = d.links.map((l) => {
    const a = at(l.from);
    const b = at(l.to);
    const [left, right] = a.x <= b.x ? [a, b] : [b, a];
    const sameColumn = left.x === right.x;
    const y1 = left.y + boxHeight / 2;
    const y2 = right.y + boxHeight / 2;
    const coords = sameColumn
      ? {x1: left.x + boxWidth / 2, y1: left.y + boxHeight, x2: right.x + boxWidth / 2, y2: right.y}
      : {x1: left.x + boxWidth, y1, x2: right.x, y2};
    // Labels sit in the middle of the gap between the columns, so they never
    // cover a box. On a sloping line they go on its outer side (above a line
    // that climbs, below one that falls), far enough to clear the slope at
    // their ends, so two lines leaving one box keep their labels apart.
    const labelX = (coords.x1 + coords.x2) / 2;
    const mid = (coords.y1 + coords.y2) / 2;
    const slope = (coords.y2 - coords.y1) / (coords.x2 - coords.x1 || 1);
    const clear = 8 + Math.abs(slope) * 80;
    const gap = Math.abs(coords.x2 - coords.x1);
    const protocolLines = labelLines(l.protocol, gap);
    const portLines = labelLines(l.port, gap);
    // A second line goes away from the wire: the protocol's upwards, the port's downwards.
    const moreProtocol = LABEL_LINE_PX * (protocolLines.length - 1);
    const morePort = LABEL_LINE_PX * (portLines.length - 1);
    const labels =
      Math.abs(slope) < 0.01
        ? {protocolY: mid - 8 - moreProtocol, portY: mid + 16}
        : slope < 0
          ? {protocolY: mid - clear - morePort - 14 - moreProtocol, portY: mid - clear - morePort}
          : {protocolY: mid + clear + 9, portY: mid + clear + 23 + moreProtocol};
    // Keep the drawing direction from → to, so arrowheads follow `flow`.
    const drawn =
      a === left ? coords : {x1: coords.x2, y1: coords.y2, x2: coords.x1, y2: coords.y1};
    return {...l, ...drawn, labelX, ...labels, protocolLines, portLines};
  });
  const top = Math.min(0, ...links.map((l) => l.protocolY - 14));
  const bottom = Math.max(
    height,
    ...links.map((l) => l.portY + LABEL_LINE_PX * (l.portLines.length - 1) + 6),
  );
  return {width, height: bottom - top, top, boxWidth, boxHeight, parties, links};
}
