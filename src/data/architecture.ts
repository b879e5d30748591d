import type {ConnectionDiagram, Link, Party} from './connection-layout';
import {TILES, deviceById, type DeviceId} from './hardware';
import {SERVICE_PORTS} from './network';

/**
 * What each solution page's architecture picture draws, and the one place the
 * devices and tiles of a solution are listed: its "Architecture" picture and
 * the list under it come from here, and tests/unit/data/solutions.test.ts
 * checks the page's bill of materials names the same devices and tiles.
 */
export interface SiteDevice {
  /** Where the device sits and which one it is, as the picture's box title: "Plant room TBT". */
  label: string;
  device: DeviceId;
  /** How many the site has, in words: "one per floor". */
  count: string;
  /** The TBT's tiles by number, in the bill of materials' order; none for the other devices. */
  tiles: number[];
}

/** A system on the site network the devices talk to directly: a BMS, SCADA, a UPS. */
export interface SiteSystem {
  label: string;
  detail: string;
  protocol: string;
  port: string;
  /** Who opens the connection and what flows, for the list under the picture. */
  opens: string;
}

export interface SolutionArchitecture {
  slug: string;
  devices: SiteDevice[];
  /** The network the devices share, as the page names it ("farm network"); none when cellular is the only link. */
  siteNetwork?: {name: string; media: string};
  /** Tile #41: the only link (`only`) or a second path for alerts when the site network fails (`backup`). */
  cellular?: 'only' | 'backup';
  /** Whether staff open the devices' web dashboard on the site network. */
  dashboard: boolean;
  /** The device (index in `devices`) whose staff use LUIS on a phone beside it, over Bluetooth LE. */
  luis?: number;
  /** How Tessera Cloud's alerts reach people. */
  alerts: string;
  systems: SiteSystem[];
}

const BMS_PORT = `TCP ${SERVICE_PORTS.modbusTcp}`;

export const SOLUTION_ARCHITECTURES: SolutionArchitecture[] = [
  {
    slug: 'aquatic_farming',
    devices: [
      {
        label: 'Tank room TBT',
        device: 'tbt',
        count: 'one per tank room',
        tiles: [22, 31, 14, 1, 3, 41],
      },
    ],
    siteNetwork: {name: 'Farm network', media: 'Ethernet'},
    cellular: 'backup',
    dashboard: true,
    luis: 0,
    alerts: 'SMS, email',
    systems: [],
  },
  {
    slug: 'data_center',
    devices: [
      {label: 'Server room TBT', device: 'tbt', count: 'one per room', tiles: [31, 1, 3, 22, 41]},
    ],
    siteNetwork: {name: 'Management network', media: 'Ethernet'},
    cellular: 'backup',
    dashboard: true,
    alerts: 'SMS, email',
    systems: [
      {
        label: 'UPS and PDUs',
        detail: 'Modbus TCP slaves',
        protocol: 'Modbus TCP',
        port: BMS_PORT,
        opens: 'the TBT polls each UPS and PDU as Modbus master',
      },
    ],
  },
  {
    slug: 'fuel_depot',
    devices: [{label: 'Depot TBT', device: 'tbt', count: 'one per depot', tiles: [14, 1, 3, 41]}],
    siteNetwork: {name: 'Depot network', media: 'Ethernet'},
    cellular: 'backup',
    dashboard: true,
    alerts: 'SMS, email, webhook',
    systems: [],
  },
  {
    slug: 'hotel_management',
    devices: [
      {label: 'Guest room CP-02', device: 'cp-02', count: 'one per room', tiles: []},
      {label: 'Service door CP-03', device: 'cp-03', count: 'one per door', tiles: []},
      {label: 'Plant room TBT', device: 'tbt', count: 'one', tiles: [1, 3, 31, 14, 41]},
    ],
    siteNetwork: {name: 'Hotel network', media: 'Ethernet'},
    cellular: 'backup',
    dashboard: true,
    luis: 0,
    alerts: 'SMS, email',
    systems: [],
  },
  {
    slug: 'indoor_farming',
    devices: [
      {
        label: 'Grow room TBT',
        device: 'tbt',
        count: 'one per room',
        tiles: [31, 14, 57, 3, 41, 22],
      },
    ],
    siteNetwork: {name: 'Farm network', media: 'Ethernet'},
    cellular: 'backup',
    dashboard: true,
    luis: 0,
    alerts: 'SMS, email',
    systems: [],
  },
  {
    slug: 'outdoor_farming',
    devices: [
      {
        label: 'Field station TBT',
        device: 'tbt',
        count: 'one per station',
        tiles: [22, 1, 3, 14, 31, 41],
      },
    ],
    cellular: 'only',
    dashboard: false,
    luis: 0,
    alerts: 'SMS, email',
    systems: [],
  },
  {
    slug: 'production_floor',
    devices: [
      {label: 'Machine TBT', device: 'tbt', count: 'one per machine', tiles: [1, 3, 14, 31, 22]},
      {label: 'Line head CP-02', device: 'cp-02', count: 'one per line', tiles: []},
    ],
    siteNetwork: {name: 'Plant network', media: 'Ethernet'},
    dashboard: true,
    alerts: 'email, SMS',
    systems: [
      {
        label: 'PLC or SCADA',
        detail: 'Modbus TCP master',
        protocol: 'Modbus TCP',
        port: BMS_PORT,
        opens: 'a PLC or SCADA system reads each machine’s Modbus slave map',
      },
    ],
  },
  {
    slug: 'restaurant_automation',
    devices: [{label: 'Kitchen office BP-01', device: 'bp-01', count: 'one', tiles: []}],
    siteNetwork: {name: 'Restaurant network', media: 'Ethernet'},
    dashboard: true,
    luis: 0,
    alerts: 'SMS, email',
    systems: [],
  },
  {
    slug: 'smart_building',
    devices: [
      {label: 'Floor TBT', device: 'tbt', count: 'one per floor', tiles: [31, 14, 16, 1, 3]},
      {label: 'Plant room TBT', device: 'tbt', count: 'one per plant room', tiles: [22, 31, 1, 3]},
      {label: 'Door panel CP-03', device: 'cp-03', count: 'one per controlled door', tiles: []},
    ],
    siteNetwork: {name: 'Building network', media: 'Ethernet'},
    dashboard: true,
    alerts: 'SMS, email',
    systems: [
      {
        label: 'BMS',
        detail: 'Modbus TCP master',
        protocol: 'Modbus TCP',
        port: BMS_PORT,
        opens: 'the BMS reads each device’s register map and writes the setpoints',
      },
    ],
  },
  {
    slug: 'smart_city',
    devices: [
      {
        label: 'Street cabinet TBT',
        device: 'tbt',
        count: 'one per cabinet',
        tiles: [41, 22, 14, 1],
      },
      {label: 'Pump station TBT', device: 'tbt', count: 'one per station', tiles: [41, 14, 1]},
    ],
    cellular: 'only',
    dashboard: false,
    luis: 0,
    alerts: 'SMS, email',
    systems: [],
  },
  {
    slug: 'warehouse_management',
    devices: [
      {label: 'Cold room BP-01', device: 'bp-01', count: 'one per cold room', tiles: []},
      {label: 'Hall TBT', device: 'tbt', count: 'one per hall', tiles: [31, 1, 3]},
    ],
    siteNetwork: {name: 'Warehouse network', media: 'Ethernet'},
    dashboard: true,
    alerts: 'email, SMS',
    systems: [],
  },
];

export function solutionArchitecture(slug: string): SolutionArchitecture {
  const a = SOLUTION_ARCHITECTURES.find((x) => x.slug === slug);
  if (!a) throw new Error(`No architecture for solution "${slug}" in src/data/solutions.ts`);
  return a;
}

const CELLULAR_TILE = 41;

/** The tiles of a device in words, for its box: "tiles #22 #31 #1 #3" (tile #41 is on the line to the operator), or how many the site has. */
function deviceDetail(d: SiteDevice): string {
  const tiles = d.tiles.filter((t) => t !== CELLULAR_TILE);
  if (d.device !== 'tbt' || tiles.length === 0) return d.count;
  return `tiles ${tiles.map((t) => `#${t}`).join(' ')}`;
}

/**
 * A solution's architecture as a connection diagram: its devices in the first
 * column; LUIS, the site network and the mobile operator in the second; the
 * web dashboard, the systems on the site network and Tessera Cloud, with how
 * its alerts reach people, in the third. A line from several devices into one
 * box carries no label (the box names the medium), so labels never pile up
 * where lines converge.
 */
export function architectureDiagram(slug: string): ConnectionDiagram {
  const a = solutionArchitecture(slug);
  const title = slug[0].toUpperCase() + slug.slice(1).replace(/_/g, ' ');
  const parties: Party[] = a.devices.map((d, i) => ({
    id: `d${i}`,
    label: d.label,
    detail: deviceDetail(d),
    column: 0,
    device: true,
  }));
  const links: Link[] = [];
  const label = (n: number, text: string) => (n > 1 ? '' : text);
  const net = a.siteNetwork;
  // Column 1 top to bottom: the phone, the site network, the operator, so that
  // lines from the first device (LUIS) and from the TBT with tile #41 (last) cross least.
  if (a.luis !== undefined) {
    parties.push({id: 'luis', label: 'LUIS', detail: 'Phone beside the device', column: 1});
    links.push({
      from: 'luis',
      to: `d${a.luis}`,
      protocol: 'Bluetooth LE',
      port: '',
      flow: 'both',
      opens: 'staff check values and switch outputs on the spot',
    });
  }
  if (net) {
    parties.push({id: 'lan', label: net.name, detail: net.media, column: 1});
    a.devices.forEach((_, i) =>
      links.push({
        from: `d${i}`,
        to: 'lan',
        protocol: label(a.devices.length, net.media),
        port: '',
        flow: 'both',
        opens: `connects over ${net.media}`,
      }),
    );
  }
  const cellular = a.devices
    .map((d, i) => ({d, i}))
    .filter(({d}) => d.tiles.includes(CELLULAR_TILE));
  if (a.cellular) {
    parties.push({id: 'cell', label: 'Mobile operator', detail: 'LTE Cat-M1, NB-IoT', column: 1});
    for (const {i} of cellular)
      links.push({
        from: `d${i}`,
        to: 'cell',
        protocol: label(cellular.length, 'Cellular'),
        port: label(cellular.length, `tile #${CELLULAR_TILE}`),
        flow: 'both',
        opens:
          a.cellular === 'only'
            ? `its only link, through tile #${CELLULAR_TILE}`
            : `a second path for alerts and SMS through tile #${CELLULAR_TILE} when the ${net?.name.toLowerCase() ?? 'site network'} is down`,
      });
  }
  // Column 2: what the site network serves, then Tessera Cloud, which both networks reach.
  if (a.dashboard && net) {
    parties.push({id: 'browser', label: 'Web dashboard', detail: 'Browser on site', column: 2});
    links.push({
      from: 'browser',
      to: 'lan',
      protocol: 'HTTPS',
      port: `TCP ${SERVICE_PORTS.https}`,
      flow: 'both',
      opens: `staff open each device’s web dashboard on the ${net.name.toLowerCase()}`,
    });
  }
  a.systems.forEach((s, i) => {
    parties.push({id: `s${i}`, label: s.label, detail: s.detail, column: 2});
    links.push({
      from: `s${i}`,
      to: 'lan',
      protocol: s.protocol,
      port: s.port,
      flow: 'both',
      opens: s.opens,
    });
  });
  parties.push({
    id: 'cloud',
    label: 'Tessera Cloud',
    detail: `Alerts by ${a.alerts}`,
    column: 2,
  });
  if (net)
    links.push({
      from: 'lan',
      to: 'cloud',
      protocol: 'Cloud gateway',
      port: `TCP ${SERVICE_PORTS.cloudGateway} out`,
      flow: 'both',
      opens: `each device connects out with the Tessera Cloud gateway: readings and alerts go up, commands and updates come down; Tessera Cloud notifies the people subscribed to an alert by ${a.alerts}`,
    });
  if (a.cellular)
    links.push({
      from: 'cell',
      to: 'cloud',
      protocol: net ? '' : 'Cloud gateway',
      port: net ? '' : `TCP ${SERVICE_PORTS.cloudGateway} out`,
      flow: 'both',
      opens: net
        ? 'the same outbound connection, when the site network is down; nothing can connect in'
        : `the Tessera Cloud gateway's outbound connection, the only one: nothing can connect in, so staff see the device in Tessera Cloud, which notifies the people subscribed to an alert by ${a.alerts}`,
    });
  return {feature: slug, title: `${title}: devices, networks, cloud and dashboard`, parties, links};
}

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
