/** Current release of each Tessera part, quoted by pages and listed on /downloads. */
export const CURRENT_RELEASES = {
  runtime: {name: 'Tessera Runtime', version: '2.4.1', date: '2026-10-14'},
  studio: {name: 'Tessera Studio', version: '2026.11', date: '2026-11-03'},
  link: {name: 'Tessera Link', version: '1.9.0', date: '2026-09-22'},
  luis: {name: 'LUIS', version: '3.2.0', date: '2026-10-01'},
  adk: {name: 'ADK', version: '2.4.0', date: '2026-10-14'},
} as const;
