import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {DEVICES, INTERFACES, TBT_SLOTS, TILES} from '@site/src/data/hardware';
import styles from './styles.module.css';

/** Every device's interfaces and limits, straight from src/data/hardware.ts. */
export function DeviceSpecs(): ReactNode {
  return DEVICES.map((d) => (
    <section key={d.id}>
      <Heading as="h3" id={d.id}>
        {d.name}: {d.kind}
      </Heading>
      <p>{d.summary}</p>
      <table tabIndex={0}>
        <tbody>
          <tr>
            <th scope="row">Power</th>
            <td>{d.power}</td>
          </tr>
          <tr>
            <th scope="row">Mounting</th>
            <td>{d.mounting}</td>
          </tr>
          <tr>
            <th scope="row">Operating temperature</th>
            <td>{d.operatingTemperature}</td>
          </tr>
          <tr>
            <th scope="row">Memory</th>
            <td>{d.memory}</td>
          </tr>
          <tr>
            <th scope="row">Tessera Runtime</th>
            <td>{d.minRuntime} or later</td>
          </tr>
          {d.interfaces.map((i) => (
            <tr key={i.id}>
              <th scope="row">{INTERFACES[i.id]}</th>
              <td>
                {i.count > 1 ? `${i.count} × ` : ''}
                {i.detail}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ));
}

/** The TBT's plug-in tiles. */
export function TileTable(): ReactNode {
  return (
    <div className={styles.scroll}>
      <table tabIndex={0}>
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
      </table>
    </div>
  );
}
