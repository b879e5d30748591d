/**
 * How the features that connect things connect them: which systems a device
 * talks to, over what, on which port, and who opens the connection. The
 * feature pages draw these as diagrams (src/components/ConnectionDiagram) and
 * list them in words under the picture.
 */
import type {ConnectionDiagram, Party} from './connection-layout';
import {FEATURES, type Feature} from './features';
import {DEVICES, TILES, availableInterfaces} from './hardware';
import {SERVICE_PORTS as P, SETUP_AP_ADDRESS} from './network';

export type {ConnectionDiagram, Link, Party} from './connection-layout';
export {layoutDiagram, type DiagramLayout, type PlacedParty} from './connection-layout';

/** The devices a feature runs on, in words: "BP-01, CP-02, CP-03, TBT", or "TBT with tile #41". */
export function devicesFor(feature: Feature): string {
  if (feature.needsAnyOf.length === 0) return DEVICES.map((d) => d.name).join(', ');
  const builtIn = DEVICES.filter((d) =>
    d.interfaces.some((i) => feature.needsAnyOf.includes(i.id)),
  ).map((d) => d.name);
  if (builtIn.length) return builtIn.join(', ');
  const tiles = TILES.filter((t) => feature.needsAnyOf.includes(t.provides.id));
  const hosts = DEVICES.filter((d) =>
    feature.needsAnyOf.some((i) => availableInterfaces(d.id).has(i)),
  );
  return `${hosts.map((d) => d.name).join(', ')} with ${tiles.map((t) => `tile #${t.number}`).join(' or ')}`;
}

function feature(short: string): Feature {
  const f = FEATURES.find((x) => x.short === short);
  if (!f) throw new Error(`connections: no feature "${short}" in features.ts`);
  return f;
}

/** The Tessera device box of a feature's diagram. */
const device = (short: string, role?: string): Party => ({
  id: 'device',
  label: role ? `Tessera device, ${role}` : 'Tessera device',
  detail: devicesFor(feature(short)),
  column: 0,
  device: true,
});

export const CONNECTION_DIAGRAMS: ConnectionDiagram[] = [
  {
    feature: 'mqtt',
    title: 'MQTT: the device is a client of your broker',
    parties: [
      device('mqtt'),
      {id: 'broker', label: 'MQTT broker', detail: 'Mosquitto, EMQX, HiveMQ…', column: 1},
      {id: 'apps', label: 'Your applications', detail: 'SCADA, databases, scripts', column: 2},
    ],
    links: [
      {
        from: 'device',
        to: 'broker',
        protocol: 'MQTT 3.1.1 or 5.0',
        port: `TCP ${P.mqtt}, ${P.mqttTls} with TLS`,
        flow: 'both',
        opens: 'the device connects; it publishes and receives the topics it subscribes to',
      },
      {
        from: 'apps',
        to: 'broker',
        protocol: 'MQTT',
        port: 'topics',
        flow: 'both',
        opens: 'your applications connect to the same broker and subscribe or publish',
      },
    ],
  },
  {
    feature: 'modbus_master',
    title: 'Modbus master: the device polls meters, drives and PLCs',
    parties: [
      device('modbus_master', 'master'),
      {id: 'rtu', label: 'Modbus RTU slaves', detail: 'Meters, drives, sensors', column: 1},
      {id: 'tcp', label: 'Modbus TCP slaves', detail: 'PLCs, gateways, meters', column: 1},
    ],
    links: [
      {
        from: 'device',
        to: 'rtu',
        protocol: 'Modbus RTU, RS-485',
        port: 'up to 32 unit loads',
        flow: 'both',
        opens: 'the device sends each request; the slave answers',
      },
      {
        from: 'device',
        to: 'tcp',
        protocol: 'Modbus TCP',
        port: `TCP ${P.modbusTcp}`,
        flow: 'both',
        opens: 'the device connects to each slave and sends each request',
      },
    ],
  },
  {
    feature: 'modbus_slave',
    title: 'Modbus slave: SCADA, a PLC or a BMS reads the device',
    parties: [
      device('modbus_slave', 'slave'),
      {id: 'tcp', label: 'Modbus TCP masters', detail: 'SCADA, BMS, PLC', column: 1},
      {id: 'rtu', label: 'Modbus RTU master', detail: 'A PLC or HMI on the bus', column: 1},
    ],
    links: [
      {
        from: 'tcp',
        to: 'device',
        protocol: 'Modbus TCP',
        port: `TCP ${P.modbusTcp}`,
        flow: 'both',
        opens: 'each master connects to the device and sends requests; the device answers',
      },
      {
        from: 'rtu',
        to: 'device',
        protocol: 'Modbus RTU, RS-485',
        port: 'one master per bus',
        flow: 'both',
        opens: 'the master sends each request; the device answers at its slave id',
      },
    ],
  },
  {
    feature: 'cell',
    title: 'Cellular: the TBT reaches the internet through an operator',
    parties: [
      device('cell'),
      {id: 'operator', label: 'Mobile operator', detail: 'LTE Cat-M1 or NB-IoT', column: 1},
      {id: 'internet', label: 'Internet services', detail: 'Tessera Cloud, MQTT, HTTP', column: 2},
      {id: 'phones', label: 'Phones', detail: 'SMS', column: 2},
    ],
    links: [
      {
        from: 'device',
        to: 'operator',
        protocol: 'LTE data session (APN)',
        port: 'nano-SIM',
        flow: 'both',
        opens: 'the device registers and opens the data session',
      },
      {
        from: 'operator',
        to: 'internet',
        protocol: 'Outbound only',
        port: 'operator NAT',
        flow: 'both',
        opens: 'only the device opens connections: nothing on the internet can reach it',
      },
      {
        from: 'operator',
        to: 'phones',
        protocol: 'SMS',
        port: 'text messages',
        flow: 'both',
        opens: 'SMS blocks send texts, and receive them from allowed senders',
      },
    ],
  },
  {
    feature: 'web_dashboard',
    title: 'Web dashboard: browsers on the site network open the device',
    parties: [
      device('web_dashboard', 'server'),
      {id: 'browser', label: 'Browser', detail: 'Laptop, tablet or phone', column: 1},
    ],
    links: [
      {
        from: 'browser',
        to: 'device',
        protocol: 'HTTP, HTTPS',
        port: `TCP ${P.http}, ${P.https} with HTTPS`,
        flow: 'both',
        opens:
          'the browser connects to the device; an open tab keeps one connection for live updates',
      },
    ],
  },
  {
    feature: 'cgg',
    title: 'Tessera Cloud gateway: one outbound connection carries everything',
    parties: [
      device('cgg'),
      {id: 'gateway', label: 'Tessera Cloud', detail: 'Gateway of your region', column: 1},
      {id: 'people', label: 'Your team', detail: 'Email, SMS, webhooks', column: 2},
    ],
    links: [
      {
        from: 'device',
        to: 'gateway',
        protocol: 'TLS, device certificate',
        port: `TCP ${P.cloudGateway}, outbound`,
        flow: 'both',
        opens:
          'the device connects and keeps the connection open: readings, alerts and heartbeats go up, commands come down',
      },
      {
        from: 'gateway',
        to: 'people',
        protocol: 'Alert notifications',
        port: 'subscriptions',
        flow: 'forward',
        opens: 'Tessera Cloud notifies the people subscribed to an alert',
      },
    ],
  },
  {
    feature: 'wifi',
    title: 'Wi-Fi: the device joins your access point, or opens its own for setup',
    parties: [
      device('wifi'),
      {id: 'ap', label: 'Access point', detail: '2.4 GHz, WPA2 or WPA3', column: 1},
      {id: 'lan', label: 'Site network', detail: 'DHCP or a static address', column: 2},
      {id: 'setup', label: 'Phone or laptop', detail: `Setup page ${SETUP_AP_ADDRESS}`, column: 1},
    ],
    links: [
      {
        from: 'device',
        to: 'ap',
        protocol: '802.11 b/g/n',
        port: '2.4 GHz only',
        flow: 'both',
        opens: 'the device joins the network with the strongest signal for its name',
      },
      {
        from: 'ap',
        to: 'lan',
        protocol: 'IP',
        port: 'DHCP or static',
        flow: 'both',
        opens: 'the access point bridges the device onto the site network',
      },
      {
        from: 'setup',
        to: 'device',
        protocol: 'Setup access point',
        port: 'network Tessera-<MAC>',
        flow: 'both',
        opens:
          'when the device cannot join, it opens its own network for up to 2 clients; a phone or laptop joins it for setup',
      },
    ],
  },
  {
    feature: 'sntp',
    title: 'Network time: the device asks NTP servers for the time',
    parties: [
      device('sntp'),
      {id: 'dhcp', label: 'DHCP time server', detail: 'Offered by the network', column: 1},
      {id: 'ntp', label: 'NTP servers', detail: 'The ones you list, in order', column: 1},
    ],
    links: [
      {
        from: 'device',
        to: 'dhcp',
        protocol: 'SNTP',
        port: `UDP ${P.ntp}`,
        flow: 'both',
        opens: 'asked first, when Use DHCP time server is on',
      },
      {
        from: 'device',
        to: 'ntp',
        protocol: 'SNTP',
        port: `UDP ${P.ntp}`,
        flow: 'both',
        opens: 'the device asks; each answer corrects the clock',
      },
    ],
  },
];

export function connectionDiagram(short: string): ConnectionDiagram {
  const diagram = CONNECTION_DIAGRAMS.find((d) => d.feature === short);
  if (!diagram) throw new Error(`No connection diagram for feature "${short}"`);
  return diagram;
}
