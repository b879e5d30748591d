import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  DEVICES,
  INTERFACES,
  TBT_SLOTS,
  TILES,
  interfaceRows,
  type Device,
} from '@site/src/data/hardware';
import {DeviceDrawing} from '../DeviceDrawing';
import {namedCells, withDeviceNames} from '@site/src/components/DeviceName';
import {TableWithNames} from '@site/src/components/StackedTable/WithNames';
import styles from './styles.module.css';

/**
 * A device's specification rows. A value that mixes data and words is a list of
 * parts, as JSX children would be, so the table's HTML is the same as written inline.
 */
function specRows(d: Device): [label: string, value: string | string[]][] {
  return [
    ['Power', d.power],
    ['Mounting', d.mounting],
    ['Operating temperature', d.operatingTemperature],
    ['Memory', d.memory],
    ['Tessera Runtime', [d.minRuntime, ' or later']],
    [
      'USB service port',
      ['USB-C ', d.service.location, ' (', d.service.chip, '); label ', d.service.label],
    ],
    ...d.interfaces.map((i): [string, string[]] => [
      INTERFACES[i.id],
      [i.count > 1 ? `${i.count} × ` : '', i.detail],
    ]),
  ];
}

/** Every device's drawing, interfaces and limits, straight from src/data/hardware.ts. */
export function DeviceSpecs(): ReactNode {
  return DEVICES.map((d) => (
    <section key={d.id}>
      <Heading as="h3" id={d.id}>
        {withDeviceNames(d.name)}: {d.kind}
      </Heading>
      <p>{withDeviceNames(d.summary)}</p>
      <DeviceDrawing
        owner={d.id}
        caption={`${d.name}: ${d.panel.terminalsOn === 'rear' ? 'front, and the terminals on the rear' : 'front panel and terminals'}, as printed on the housing.`}
      />
      <table tabIndex={0} aria-label={`${d.name} specifications`}>
        {namedCells(
          <tbody>
            {specRows(d).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>,
        )}
      </table>
    </section>
  ));
}

/** Each device's USB service port as a computer sees it: chip, USB id, driver and port name. */
export function UsbPortTable(): ReactNode {
  return (
    <TableWithNames tabIndex={0} aria-label="USB service port of each device">
      <thead>
        <tr>
          <th scope="col">Device</th>
          <th scope="col">Port</th>
          <th scope="col">USB-serial chip</th>
          <th scope="col">USB id</th>
          <th scope="col">Linux driver</th>
          <th scope="col">Port name (Windows / macOS / Linux)</th>
        </tr>
      </thead>
      <tbody>
        {DEVICES.map((d) => (
          <tr key={d.id}>
            <th scope="row">
              <Link to={`/docs/hardware/boards#${d.id}`}>{d.name}</Link>
            </th>
            <td>USB-C {d.service.location}</td>
            <td>{d.service.chip}</td>
            <td>
              <code>{d.service.usbId}</code>
            </td>
            <td>
              <code>{d.service.linuxDriver}</code>
            </td>
            <td>
              <code>COM3</code>… / <code>{d.service.macPort}</code> /{' '}
              <code>{d.service.linuxPort}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </TableWithNames>
  );
}

/** The TBT's plug-in tiles. */
export function TileTable(): ReactNode {
  return (
    <div className={styles.scroll}>
      <TableWithNames tabIndex={0}>
        <caption>Tiles for the TBT ({TBT_SLOTS} slots)</caption>
        <thead>
          <tr>
            <th scope="col">Tile</th>
            <th scope="col">Name</th>
            <th scope="col">Provides</th>
            <th scope="col">Slots</th>
          </tr>
        </thead>
        <tbody>
          {TILES.map((t) => (
            <tr key={t.number}>
              <td>#{t.number}</td>
              <td>{t.name}</td>
              <td>
                {t.provides.count > 1 ? `${t.provides.count} × ` : ''}
                {INTERFACES[t.provides.id]}: {t.provides.detail}
              </td>
              <td>{t.slots}</td>
            </tr>
          ))}
        </tbody>
      </TableWithNames>
    </div>
  );
}

/** Every interface id, the devices that have it built in and the tiles that add it to a TBT. */
export function InterfaceTable(): ReactNode {
  const list = (items: string[]) =>
    items.length === 0
      ? 'none'
      : items.length === DEVICES.length
        ? 'all four devices'
        : items.join(', ');
  return (
    <TableWithNames tabIndex={0} aria-label="Interfaces">
      <thead>
        <tr>
          <th>Interface id</th>
          <th>Name</th>
          <th>Built in on</th>
          <th>TBT tile</th>
        </tr>
      </thead>
      <tbody>
        {interfaceRows().map((row) => (
          <tr key={row.id}>
            <td>
              <code>{row.id}</code>
            </td>
            <td>{row.name}</td>
            <td>{list(row.builtIn)}</td>
            <td>{list(row.tiles.map((n) => `#${n}`))}</td>
          </tr>
        ))}
      </tbody>
    </TableWithNames>
  );
}
