import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  DEVICES,
  TILES,
  deviceById,
  tileOwnerId,
  type DeviceId,
  type TerminalOwnerId,
} from '../../data/hardware';
import {layoutDrawing, type Shape} from './layout';
import {withDeviceNames} from '../DeviceName';
import styles from './styles.module.css';

function ShapeEl({shape}: {shape: Shape}): ReactNode {
  const cls = styles[shape.cls];
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          className={cls}
          x={shape.x}
          y={shape.y}
          width={shape.w}
          height={shape.h}
          rx={shape.rx}
        />
      );
    case 'circle':
      return <circle className={cls} cx={shape.x} cy={shape.y} r={shape.r} />;
    case 'text':
      return (
        <text
          className={cls}
          x={shape.x}
          y={shape.y}
          textAnchor={shape.anchor}
          transform={shape.vertical ? `rotate(-90 ${shape.x} ${shape.y})` : undefined}>
          {shape.text}
        </text>
      );
  }
}

/**
 * The front panel and terminals of a device or a TBT tile, drawn from its
 * panel in src/data/hardware.ts at its natural size (labels stay 11–12 px at
 * any screen width; a drawing wider than the column scrolls sideways). Each
 * terminal's mark carries an id ("bp-01-rs485-a") that wiring tables link to
 * (src/plugins/remark-wiring-terminals.ts); the mark highlights when it is the
 * page's target.
 */
export function DeviceDrawing({
  owner,
  caption,
  highlight = [],
}: {
  owner: TerminalOwnerId;
  /** Terminal or port names to mark, as a page about one of them does ("USB-C"). */
  highlight?: string[];
  /** Shown under the drawing; the owner's name when omitted. */
  caption?: ReactNode;
}): ReactNode {
  const id = useId();
  const brokenLinks = useBrokenLinks();
  const drawing = layoutDrawing(owner);
  const name = owner.startsWith('tile-')
    ? `Tile #${owner.slice(5)}`
    : deviceById(owner as DeviceId).name;
  for (const m of drawing.marks) brokenLinks.collectAnchor(m.terminal.anchor);
  // The figure's widths at which the drawing overflows it, so the caption says it scrolls.
  const hint =
    drawing.width <= 330
      ? undefined
      : drawing.width <= 480
        ? styles.hintBelow490
        : drawing.width <= 680
          ? styles.hintBelow690
          : styles.hintBelow1000;
  const shown = caption ?? name;
  return (
    <figure className={clsx(styles.figure, hint && styles.measured)} data-device-drawing={owner}>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="group"
        aria-label={`${name} drawing; scrolls sideways when wider than the page`}>
        <svg
          className={styles.drawing}
          width={drawing.width}
          height={drawing.height}
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}>
          <title id={`${id}-t`}>{`${name}: front panel and terminals`}</title>
          <desc id={`${id}-d`}>{drawing.description}</desc>
          {drawing.shapes.map((s, i) => (
            <ShapeEl key={i} shape={s} />
          ))}
          {drawing.marks.map((m) => (
            <g
              key={m.terminal.anchor}
              id={m.terminal.anchor}
              className={
                highlight.includes(m.terminal.name)
                  ? `${styles.terminal} ${styles.highlight}`
                  : styles.terminal
              }
              data-terminal={m.terminal.name}>
              {m.shapes.map((s, i) => (
                <ShapeEl key={i} shape={s} />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <figcaption className={styles.caption}>
        {typeof shown === 'string' ? withDeviceNames(shown) : shown}
        {hint && (
          <span className={clsx(styles.hint, hint)} aria-hidden="true">
            {' '}
            Scroll sideways to see every terminal.
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** The four devices' drawings, with some terminals or ports marked. */
export function DeviceDrawings({highlight}: {highlight: string[]}): ReactNode {
  return DEVICES.map((d) => (
    <DeviceDrawing
      key={d.id}
      owner={d.id}
      highlight={highlight}
      caption={`${d.name}: ${highlight.join(', ')} ${d.panel.ports.find((p) => highlight.includes(p.name))?.use ?? ''}`.trim()}
    />
  ));
}

/** Every tile's drawing, in tile-number order, captioned with its name and slots. */
export function TileDrawings(): ReactNode {
  return (
    <div className={styles.tiles}>
      {TILES.map((t) => (
        <DeviceDrawing
          key={t.number}
          owner={tileOwnerId(t)}
          caption={
            <>
              <strong>#{t.number}</strong> {withDeviceNames(t.name)}
              {t.slots > 1 ? `, ${t.slots} slots` : ''}
            </>
          }
        />
      ))}
    </div>
  );
}

export default DeviceDrawing;
