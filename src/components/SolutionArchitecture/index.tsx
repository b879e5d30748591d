import React, {type ReactNode} from 'react';
import ConnectionDiagram from '@site/src/components/ConnectionDiagram';
import {architectureDiagram, deviceLines} from '@site/src/data/architecture';

/**
 * A solution's architecture: its devices and their tiles, the networks, Tessera
 * Cloud, the web dashboard and who gets the alerts, drawn by the feature pages'
 * connection diagram from src/data/architecture.ts, with the devices and every
 * connection listed in words under it.
 */
export default function SolutionArchitecture({slug}: {slug: string}): ReactNode {
  return (
    <div data-picture="architecture">
      <ConnectionDiagram diagram={architectureDiagram(slug)} parts={deviceLines(slug)} />
    </div>
  );
}
