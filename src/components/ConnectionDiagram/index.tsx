import React, {type ReactNode} from 'react';
import {connectionDiagram} from '@site/src/data/connections';
import ConnectionFigure from './Figure';

/**
 * How a feature connects a device to other systems (src/data/connections.ts),
 * drawn by ConnectionFigure. A solution's architecture, built at build time,
 * uses ConnectionFigure directly, so its page loads none of the features' data.
 */
export default function ConnectionDiagram({feature}: {feature: string}): ReactNode {
  return <ConnectionFigure diagram={connectionDiagram(feature)} />;
}
