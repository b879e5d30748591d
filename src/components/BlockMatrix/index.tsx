import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {matrixData} from '@site/src/plugins/remark-blocks';
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

type Matrix = ReturnType<typeof matrixData>;

/**
 * Which block runs on which device, derived at build time from each block's
 * hardware needs and each device's interfaces (`<BlockMatrix />` in MDX; the
 * data is injected by src/plugins/remark-blocks.ts).
 */
export default function BlockMatrix({matrix}: {matrix: Matrix}): ReactNode {
  let category = '';
  return (
    <table tabIndex={0} className={styles.matrix}>
      <caption>
        Blocks by device: ✓ runs on the device, – needs hardware the device lacks. Every block runs
        in the simulator.
      </caption>
      <thead>
        <tr>
          <th scope="col">Block</th>
          {matrix.devices.map((d) => (
            <th key={d} scope="col">
              {withDeviceNames(d)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.rows.flatMap((row) => {
          const header =
            row.category !== category ? (
              <tr key={`cat-${row.category}`} className={styles.category}>
                <th scope="rowgroup" colSpan={matrix.devices.length + 1}>
                  {row.category}
                </th>
              </tr>
            ) : null;
          category = row.category;
          return [
            header,
            <tr key={row.id}>
              <th scope="row">
                <Link to={row.url}>{withDeviceNames(row.title)}</Link> <code>{row.id}</code>
              </th>
              {row.supported.map((ok, i) => (
                <td key={matrix.devices[i]} className={ok ? styles.yes : styles.no}>
                  <span aria-hidden="true">{ok ? '✓' : '–'}</span>
                  <span className="sr-only">{ok ? 'runs' : 'does not run'}</span>
                </td>
              ))}
            </tr>,
          ];
        })}
      </tbody>
    </table>
  );
}
