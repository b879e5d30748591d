import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  LABEL_LINE_PX,
  layoutDiagram,
  type ConnectionDiagram as Diagram,
  type Link,
} from '@site/src/data/connection-layout';
// The block graphs' own classes for what the two diagrams draw alike: one look, one definition.
import block from '../FlowDiagram/styles.module.css';
import {withDeviceNames} from '../DeviceName';
import GraphFrame from '../FlowDiagram/GraphFrame';
import styles from './styles.module.css';

const ARROW = 7;

/** Shortens a line at the ends that carry an arrowhead, so the head touches the box. */
function ends(l: {x1: number; y1: number; x2: number; y2: number}) {
  const len = Math.hypot(l.x2 - l.x1, l.y2 - l.y1) || 1;
  const ux = (l.x2 - l.x1) / len;
  const uy = (l.y2 - l.y1) / len;
  return {ux, uy, len};
}

function arrowHead(x: number, y: number, ux: number, uy: number): string {
  // A triangle with its tip at (x, y), pointing along (ux, uy).
  const bx = x - ux * ARROW * 1.6;
  const by = y - uy * ARROW * 1.6;
  return `M${x} ${y}L${bx - uy * ARROW} ${by + ux * ARROW}L${bx + uy * ARROW} ${by - ux * ARROW}Z`;
}

/** A label's lines, each under the one before; the first sits on the text's own baseline. */
function Lines({lines, x}: {lines: string[]; x: number}): ReactNode {
  return lines.map((line, i) => (
    <tspan key={`${i}-${line}`} x={x} dy={i === 0 ? 0 : LABEL_LINE_PX}>
      {line}
    </tspan>
  ));
}

const flowWords: Record<Link['flow'], string> = {
  forward: '→',
  back: '←',
  both: '↔',
};

/**
 * How a feature connects a device to other systems, drawn from
 * src/data/connections.ts: boxes in columns, the protocol above each line and
 * the port below it, arrowheads for the direction messages flow. Laid out by a
 * few lines of arithmetic when the page renders (no layout library), and
 * listed in words under the picture for screen readers and text tools.
 */
export default function ConnectionFigure({
  diagram,
  parts = [],
  fitWidth,
}: {
  diagram: Diagram;
  /** The widest it may be drawn (FIT_WIDTH for a feature page); by default, as wide as its labels need. */
  fitWidth?: number;
  /** Lines listed before the connections under the picture: what the boxes hold. */
  parts?: string[];
}): ReactNode {
  const id = useId();
  const layout = layoutDiagram(diagram, fitWidth);
  const name = (pid: string) => diagram.parties.find((p) => p.id === pid)!.label;
  return (
    <figure className={block.figure}>
      <GraphFrame label={`Connection diagram: ${diagram.title}`}>
        <svg
          className={block.diagram}
          viewBox={`0 ${layout.top} ${layout.width} ${layout.height}`}
          width={layout.width}
          height={layout.height}
          role="img"
          aria-labelledby={`${id}-t`}>
          <title id={`${id}-t`}>{diagram.title}</title>
          {layout.links.map((l) => {
            const {ux, uy} = ends(l);
            const forward = l.flow !== 'back';
            const backward = l.flow !== 'forward';
            return (
              <g key={`${l.from}-${l.to}`}>
                <line className={block.wire} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} />
                {forward && <path className={styles.arrow} d={arrowHead(l.x2, l.y2, ux, uy)} />}
                {backward && <path className={styles.arrow} d={arrowHead(l.x1, l.y1, -ux, -uy)} />}
                {l.protocol && (
                  <text
                    className={styles.protocol}
                    x={l.labelX}
                    y={l.protocolY}
                    textAnchor="middle">
                    <Lines lines={l.protocolLines} x={l.labelX} />
                  </text>
                )}
                {l.port && (
                  <text className={styles.port} x={l.labelX} y={l.portY} textAnchor="middle">
                    <Lines lines={l.portLines} x={l.labelX} />
                  </text>
                )}
              </g>
            );
          })}
          {layout.parties.map((p) => (
            <g key={p.id} className={p.device ? 'tessera-cat-system' : 'tessera-cat-comms'}>
              <rect
                className={block.node}
                x={p.x}
                y={p.y}
                width={layout.boxWidth}
                height={layout.boxHeight}
                rx="6"
              />
              <path
                className={block.header}
                d={`M${p.x} ${p.y + 6}a6 6 0 0 1 6-6h${layout.boxWidth - 12}a6 6 0 0 1 6 6v18h${-layout.boxWidth}z`}
              />
              <text className={block.title} x={p.x + 10} y={p.y + 17}>
                {p.label}
              </text>
              <text className={styles.detail} x={p.x + 10} y={p.y + 41}>
                {p.detail}
              </text>
            </g>
          ))}
        </svg>
      </GraphFrame>
      <figcaption className={styles.caption}>
        <strong>{withDeviceNames(diagram.title)}</strong>
        <ul className={clsx(styles.list)}>
          {parts.map((p) => (
            <li key={p}>{withDeviceNames(p)}</li>
          ))}
          {diagram.links.map((l) => (
            <li key={`${l.from}-${l.to}`}>
              {withDeviceNames(
                `${name(l.from)} ${flowWords[l.flow]} ${name(l.to)}${
                  l.protocol || l.port ? `: ${[l.protocol, l.port].filter(Boolean).join(', ')}` : ''
                }; ${l.opens}.`,
              )}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
