import React, {type ReactNode} from 'react';
import ConnectionDiagram from '@site/src/components/ConnectionDiagram';
import {architectureDiagram, solutionArchitecture} from '@site/src/data/architecture';
import {TILES, deviceById} from '@site/src/data/hardware';

/** A device's line under the picture: "Plant room TBT (TBT), one per plant room: tile #22 RS-485 tile, …". */
export function deviceLines(slug: string): string[] {
  return solutionArchitecture(slug).devices.map((d) => {
    const tiles = d.tiles.map((n) => {
      const tile = TILES.find((t) => t.number === n);
      if (!tile) throw new Error(`solution ${slug}: no tile #${n} in src/data/hardware.ts`);
      return `#${n} ${tile.name}`;
    });
    const name = deviceById(d.device).name;
    return `${d.label}, ${d.count}${d.label.includes(name) ? '' : ` (${name})`}${
      tiles.length ? `: ${tiles.join(', ')}` : ''
    }.`;
  });
}

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
