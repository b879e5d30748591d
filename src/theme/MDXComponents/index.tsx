import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import OnDevice from '@site/src/components/OnDevice';
import StackedTable from '@site/src/components/StackedTable';

/**
 * Markdown tables become stacks of cards on a phone (src/components/StackedTable).
 * Wider, they scroll sideways when wider than the column (Infima makes them
 * overflow containers), and tabindex lets keyboard users scroll them too (WCAG 2.1.1).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <StackedTable tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
  // Device-only text, used bare in MDX: <OnDevice>…</OnDevice>.
  OnDevice,
};
