import React, {type ReactNode} from 'react';
import ConnectionFigure from '@site/src/components/ConnectionDiagram/Figure';
import type {ConnectionDiagram} from '@site/src/data/connection-layout';

/**
 * A solution's architecture: its devices and their tiles, the networks, Tessera
 * Cloud, the web dashboard and how alerts reach people, drawn by the feature
 * pages' connection diagram, with the devices and every connection listed in
 * words under it. `<SolutionArchitecture slug>` in a page gets `diagram` and
 * `parts` from src/data/architecture.ts at build time
 * (src/plugins/remark-flow-diagram.ts).
 */
export default function SolutionArchitecture({
  diagram,
  parts,
}: {
  diagram: ConnectionDiagram;
  parts: string[];
}): ReactNode {
  return (
    <div data-picture="architecture">
      <ConnectionFigure diagram={diagram} parts={parts} />
    </div>
  );
}
