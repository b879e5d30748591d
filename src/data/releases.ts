/** Current release of each Tessera part, quoted by pages and listed on /downloads. */
export const CURRENT_RELEASES = {
  runtime: {name: 'Tessera Runtime', version: '2.4.1', date: '2026-10-14'},
  studio: {name: 'Tessera Studio', version: '2026.11', date: '2026-11-03'},
  link: {name: 'Tessera Link', version: '1.9.0', date: '2026-09-22'},
  luis: {name: 'LUIS', version: '3.2.0', date: '2026-10-01'},
  adk: {name: 'ADK', version: '2.4.0', date: '2026-10-14'},
} as const;

/** Tessera Runtime releases, oldest first: blocks name the one that introduced them (`since`). */
export const RUNTIME_VERSIONS = [
  {version: '1.0', date: '2022-06-14', note: 'First release: BP-01, core blocks, web dashboard'},
  {version: '1.1', date: '2022-10-04', note: 'Modbus master, MQTT'},
  {version: '1.2', date: '2023-02-21', note: 'CP-02 and its LCD blocks'},
  {version: '1.3', date: '2023-06-13', note: 'Data tables, Tessera Cloud reporting'},
  {version: '1.4', date: '2023-10-10', note: 'Modbus slave, scheduler'},
  {version: '2.0', date: '2024-03-05', note: 'CP-03, Wiegand readers, touchscreen pages'},
  {version: '2.1', date: '2024-07-16', note: 'Azure IoT Hub, PID controller'},
  {version: '2.2', date: '2024-11-19', note: 'TBT and its tiles, cellular and SMS'},
  {version: '2.3', date: '2025-05-27', note: 'State machine, expression block'},
  {version: '2.4', date: '2026-09-29', note: 'Serial dispatcher; 2.4.1 on 2026-10-14'},
] as const;

export type RuntimeVersion = (typeof RUNTIME_VERSIONS)[number]['version'];

/**
 * Tessera Studio releases, oldest first, named YYYY.MM: what each shipped. The blog's release
 * posts name the Studio release that shipped what they announce, and /downloads lists them.
 */
export const STUDIO_VERSIONS = [
  {
    version: '2022.06',
    date: '2022-06-14',
    note: 'First release: the canvas, the Block library, the Simulator and deploys through Tessera Link',
  },
  {
    version: '2022.10',
    date: '2022-10-04',
    note: 'Modbus master and MQTT blocks for Tessera Runtime 1.1',
  },
  {version: '2023.02', date: '2023-02-21', note: 'LCD pages and the CP-02 for Tessera Runtime 1.2'},
  {
    version: '2023.06',
    date: '2023-06-13',
    note: 'Tessera Cloud: the device registry, Cloud report and Cloud alert blocks, and data tables',
  },
  {
    version: '2023.09',
    date: '2023-09-19',
    note: 'Canvas tabs: one project on several tabs, which talk through named variables, timers and settings',
  },
  {
    version: '2023.10',
    date: '2023-10-10',
    note: 'Modbus slave and the Scheduler for Tessera Runtime 1.4',
  },
  {
    version: '2024.01',
    date: '2024-01-23',
    note: 'Block debugging: the Debug panel shows every message on every wire, in the Simulator and on a linked device',
  },
  {
    version: '2024.03',
    date: '2024-03-05',
    note: 'The CP-03, Wiegand readers and touchscreen pages',
  },
  {
    version: '2024.06',
    date: '2024-06-11',
    note: 'Workspaces and project versions: share projects with a team, save and restore versions',
  },
  {version: '2024.07', date: '2024-07-16', note: 'Azure IoT Hub and the PID controller'},
  {
    version: '2024.11',
    date: '2024-11-19',
    note: 'The TBT and its tiles: tile layouts, and the Device explorer reads the tiles a TBT holds',
  },
  {
    version: '2025.03',
    date: '2025-03-18',
    note: 'Bulk uploads in the Device explorer: one project version to many linked devices in one step',
  },
  {version: '2025.05', date: '2025-05-27', note: 'State machine and Expression blocks'},
  {
    version: '2025.10',
    date: '2025-10-07',
    note: 'ADK boards: a board ported with the ADK is a target in every workspace of its organisation',
  },
  {
    version: '2026.09',
    date: '2026-09-15',
    note: 'Marks Serial blocks that share a port with different baud rates or framing before a deploy',
  },
  {
    version: '2026.11',
    date: '2026-11-03',
    note: 'Studio refuses Tessera Link older than 1.8; the Simulator runs projects for ADK boards',
  },
] as const;

export type StudioVersion = (typeof STUDIO_VERSIONS)[number]['version'];

/**
 * Automatic rollback of a runtime update (A/B slots). One rule with two checks,
 * quoted by the firmware, Tessera Cloud and solution pages: after the restart
 * the new runtime must reach a running state within `runningWithinMinutes`,
 * and, on a device with the Tessera Cloud gateway on, reach the gateway within
 * `gatewayWithinMinutes`. Failing either check boots the previous slot.
 */
export const RUNTIME_ROLLBACK = {runningWithinMinutes: 5, gatewayWithinMinutes: 10} as const;
