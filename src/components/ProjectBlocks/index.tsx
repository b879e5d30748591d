import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ProjectSummary} from '@site/src/data/projects/summary';
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

/**
 * The blocks a project file uses, with their counts, and the devices that can
 * run it. Pages write `<ProjectBlocks src="./_projects/x.tessera.json" />`;
 * src/plugins/remark-flow-diagram.ts works the summary out at build time.
 */
export default function ProjectBlocks({summary}: {summary: ProjectSummary}): ReactNode {
  const total = summary.blocks.reduce((n, b) => n + b.count, 0);
  return (
    <div className={styles.wrap}>
      <table tabIndex={0}>
        <caption className={styles.caption}>
          {total} blocks of {summary.blocks.length} kinds
        </caption>
        <thead>
          <tr>
            <th scope="col">Block</th>
            <th scope="col">Id</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {summary.blocks.map((b) => (
            <tr key={b.id}>
              <td>
                <Link to={b.url}>{withDeviceNames(b.title)}</Link>
              </td>
              <td>
                <code>{b.id}</code>
              </td>
              <td>{b.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.devices}>
        <strong>Runs on:</strong>{' '}
        {summary.devices.length
          ? withDeviceNames(`${summary.devices.join(', ')}, and the simulator.`)
          : 'the simulator only: no device has every interface these blocks need.'}
      </p>
    </div>
  );
}
