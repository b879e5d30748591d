import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import OnDevice from '@site/src/components/OnDevice';

/**
 * Markdown tables scroll sideways on narrow screens (Infima makes them
 * overflow containers); tabindex lets keyboard users scroll them too (WCAG 2.1.1).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
  // Device-only text, used bare in MDX: <OnDevice>…</OnDevice>.
  OnDevice,
};
