/**
 * A module of its own, for the tables a component builds from data (the hardware
 * reference, the downloads). Not in ./index.tsx: every Markdown table would load
 * namedCells. Not in src/components/DeviceName/: src/perf/chunk-groups puts that
 * folder in the device-names chunk, which nearly every page loads.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {namedCells} from '../DeviceName';
import StackedTable from '.';

/** StackedTable with the names in its cells (BP-01, RS-485, USB-C) kept on one line. */
export function TableWithNames(props: ComponentProps<typeof StackedTable>): ReactNode {
  return <StackedTable {...props}>{namedCells(props.children)}</StackedTable>;
}
