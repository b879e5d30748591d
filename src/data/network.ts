/**
 * The ports and names a Tessera device uses on a network, quoted by the pages
 * on Tessera Link, LUIS, linking and troubleshooting (and checked against them
 * by tests/unit/data/consistency.test.ts).
 */
export const DEVICE_PORTS = {
  /** Tessera Link ↔ device, TLS. Deploy, Device explorer, Console. */
  link: 4860,
  /** LUIS ↔ device over the local network, TLS. */
  luis: 4850,
  /** mDNS discovery. */
  mdns: 5353,
} as const;

/** The mDNS service type devices announce. */
export const MDNS_SERVICE = '_tessera._tcp';

/** The order Studio tries connections for a deploy. */
export const DEPLOY_PATHS = ['LAN', 'USB', 'Tessera Cloud'] as const;

/**
 * Well-known ports the features use, quoted by the feature pages and drawn by
 * their connection diagrams (src/data/connections.ts).
 */
export const SERVICE_PORTS = {
  mqtt: 1883,
  mqttTls: 8883,
  modbusTcp: 502,
  http: 80,
  https: 443,
  /** Tessera Cloud gateway: one outbound TLS connection. */
  cloudGateway: 443,
  /** SNTP, UDP. */
  ntp: 123,
} as const;

/** Address of the setup page on a device's own Wi-Fi access point. */
export const SETUP_AP_ADDRESS = '192.168.4.1';
