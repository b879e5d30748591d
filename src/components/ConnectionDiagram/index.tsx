import React, {type ReactNode} from 'react';
import {FIT_WIDTH, type ConnectionDiagram as Diagram} from '@site/src/data/connection-layout';
import ConnectionFigure from './Figure';

/**
 * How a feature connects a device to other systems, drawn by ConnectionFigure.
 * `<ConnectionDiagram feature="mqtt" />` in a page gets its `diagram` from
 * src/data/connections.ts at build time (src/plugins/remark-flow-diagram.ts),
 * so the page loads none of the features' and devices' data it is made from.
 */
export default function ConnectionDiagram({diagram}: {diagram: Diagram}): ReactNode {
  return <ConnectionFigure diagram={diagram} fitWidth={FIT_WIDTH} />;
}
