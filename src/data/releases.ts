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
 * Automatic rollback of a runtime update (A/B slots). One rule with two checks,
 * quoted by the firmware, Tessera Cloud and solution pages: after the restart
 * the new runtime must reach a running state within `runningWithinMinutes`,
 * and, on a device with the Tessera Cloud gateway on, reach the gateway within
 * `gatewayWithinMinutes`. Failing either check boots the previous slot.
 */
export const RUNTIME_ROLLBACK = {runningWithinMinutes: 5, gatewayWithinMinutes: 10} as const;
