import React, {useId, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {LaidOutProject} from '@site/src/data/projects/types';
import styles from './styles.module.css';

/** A block's title as the diagram shows it, shortened to fit the node. */
export const shown = (title: string) => (title.length > 24 ? `${title.slice(0, 23)}…` : title);

/**
 * The drawing of a laid-out block graph, without the figure around it: the
 * block diagrams under every project (FlowDiagram) and the pictures that show
 * a graph as part of something else (Studio's canvas) draw it with this one
 * component. Each block links to its reference page.
 */
export default function GraphSvg({
  layout,
  title,
  highlight = [],
  overlay,
  className,
}: {
  layout: LaidOutProject['layout'];
  /** The drawing's accessible name. */
  title: string;
  /** Instance ids drawn with a dashed outline: the blocks a tutorial step adds. */
  highlight?: string[];
  /** Where the Run panel draws wire values over the graph. */
  overlay?: RefObject<SVGGElement | null>;
  className?: string;
}): ReactNode {
  const id = useId();
  return (
    <svg
      className={clsx(styles.diagram, className)}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="group"
      aria-labelledby={`${id}-t`}>
      <title id={`${id}-t`}>{title}</title>
      {layout.edges.map((e) => (
        <path key={`${e.from}-${e.to}`} className={styles.wire} d={e.path}>
          <title>{`${e.from} → ${e.to}`}</title>
        </path>
      ))}
      {layout.nodes.map((n) => (
        <g
          key={n.id}
          // The instance id, for tests that compare the drawing with the project file.
          data-block={n.id}
          className={clsx(
            `tessera-cat-${n.category}`,
            highlight.includes(n.id) && styles.highlight,
          )}>
          {/* The link holds the block and its title only, so its name matches what it shows (WCAG 2.5.3). */}
          <Link
            to={`/docs/blocks/${n.type}/`}
            className={styles.nodeLink}
            aria-label={`${shown(n.title)}: ${n.type} block reference${highlight.includes(n.id) ? ', added in this step' : ''}`}>
            <rect
              className={styles.node}
              x={n.x}
              y={n.y}
              width={n.width}
              height={n.height}
              rx="6"
            />
            <path
              className={styles.header}
              d={`M${n.x} ${n.y + 6}a6 6 0 0 1 6-6h${n.width - 12}a6 6 0 0 1 6 6v18h${-n.width}z`}
            />
            <text className={styles.title} x={n.x + 10} y={n.y + 17}>
              {shown(n.title)}
            </text>
          </Link>
          {n.inputs.map((p) => (
            <g key={`i-${p.name}`}>
              <circle className={styles.port} cx={n.x} cy={p.y} r="4" />
              <text className={styles.portName} x={n.x + 9} y={p.y + 4}>
                {p.name}
              </text>
            </g>
          ))}
          {n.outputs.map((p) => (
            <g key={`o-${p.name}`}>
              <circle className={styles.port} cx={n.x + n.width} cy={p.y} r="4" />
              <text className={styles.portName} x={n.x + n.width - 9} y={p.y + 4} textAnchor="end">
                {p.name}
              </text>
            </g>
          ))}
        </g>
      ))}
      {overlay && <g ref={overlay} />}
    </svg>
  );
}
