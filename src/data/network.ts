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
