import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import type {BlockRecord} from '@site/src/data/blocks/types';
import {CATEGORY_ICON_MARKUP} from './categoryIcons.generated';
import styles from './styles.module.css';

/** The part of a record a card draws. */
export type CardBlock = Pick<
  BlockRecord,
  'id' | 'title' | 'category' | 'summary' | 'inputs' | 'outputs'
>;

const WIDTH = 300;
const HEADER = 40;
const ROW = 24;

/**
 * A block drawn from its record, as Studio shows it: category colour and icon,
 * title, inputs on the left and outputs on the right. Nothing here is a
 * screenshot, so it cannot go stale.
 */
export default function BlockCard({
  block,
  className,
}: {
  block: CardBlock;
  className?: string;
}): ReactNode {
  const id = useId();
  const rows = Math.max(block.inputs.length, block.outputs.length, 1);
  const height = HEADER + rows * ROW + 14;
  const y = (i: number) => HEADER + 8 + i * ROW + ROW / 2;
  const ports = (side: 'in' | 'out') => (side === 'in' ? block.inputs : block.outputs);
  const describe = (side: 'in' | 'out') =>
    ports(side).length
      ? ports(side)
          .map((p) => p.name)
          .join(', ')
      : 'none';
  return (
    <svg
      className={clsx(styles.card, `tessera-cat-${block.category}`, className)}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}>
      <title id={`${id}-t`}>{`${block.title} block (${block.id})`}</title>
      <desc
        id={`${id}-d`}>{`${block.summary} Inputs: ${describe('in')}. Outputs: ${describe('out')}.`}</desc>
      <rect className={styles.body} x="1" y="1" width={WIDTH - 2} height={height - 2} rx="8" />
      <path
        className={styles.header}
        d={`M1 9a8 8 0 0 1 8-8h${WIDTH - 18}a8 8 0 0 1 8 8v${HEADER - 8}H1z`}
      />
      {/* Inline, not from the sprite: see src/components/Icon. */}
      <svg
        x="10"
        y="10"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        className={styles.icon}
        dangerouslySetInnerHTML={{__html: CATEGORY_ICON_MARKUP[block.category]}}
      />
      <text className={styles.title} x="38" y="26">
        {block.title}
      </text>
      {(['in', 'out'] as const).map((side) =>
        ports(side).map((p, i) => (
          <g key={`${side}-${p.name}`}>
            <circle
              className={clsx(styles.port, p.kind === 'event' && styles.event)}
              cx={side === 'in' ? 1 : WIDTH - 1}
              cy={y(i)}
              r="5"
            />
            <text
              className={styles.portName}
              x={side === 'in' ? 12 : WIDTH - 12}
              y={y(i) + 4}
              textAnchor={side === 'in' ? 'start' : 'end'}>
              {p.name}
            </text>
          </g>
        )),
      )}
    </svg>
  );
}
