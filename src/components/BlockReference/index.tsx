/**
 * The parts of a block reference page that come from the block's record.
 * Pages write `<BlockPorts id="node_timer" />`; src/plugins/remark-blocks.ts
 * replaces the id with the data at build time.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BlockCard, {type CardBlock} from '@site/src/components/BlockCard';
import StackedTable, {breakAfter} from '@site/src/components/StackedTable';
import type {BlockError, Port, Property} from '@site/src/data/blocks/types';
import {withDeviceNames} from '@site/src/components/DeviceName';
import {DEVICE_NAME_CLASS} from '@site/src/lib/deviceNames';
import styles from './styles.module.css';

export function BlockHeader({
  block,
}: {
  block: {
    card: CardBlock;
    keywords: string[];
    since: string;
    devices: {name: string; supported: boolean}[];
  };
}): ReactNode {
  const {card, since, devices} = block;
  return (
    <div className={styles.header}>
      <BlockCard block={card} className={styles.card} />
      <div>
        <p className={styles.summary}>{withDeviceNames(card.summary)}</p>
        <dl className={styles.facts}>
          <dt>Block id</dt>
          <dd>
            <code>{card.id}</code>
          </dd>
          <dt>Since</dt>
          <dd>Tessera Runtime {since}</dd>
          <dt>Runs on</dt>
          <dd>
            <ul className={styles.devices} aria-label="Devices">
              {devices.map((d) => (
                <li key={d.name} className={d.supported ? styles.yes : styles.no}>
                  <span className={DEVICE_NAME_CLASS}>{d.name}</span>
                  <span className="sr-only">{d.supported ? ': supported' : ': not supported'}</span>
                  <span aria-hidden="true">{d.supported ? ' ✓' : ' –'}</span>
                </li>
              ))}
              <li className={styles.yes}>
                Simulator<span className="sr-only">: supported</span>
                <span aria-hidden="true"> ✓</span>
              </li>
            </ul>
          </dd>
        </dl>
      </div>
    </div>
  );
}

/**
 * Rows, not a component: StackedTable labels the cells of the rows it is given.
 * The records' prose names devices and ports (RS-485, CP-02): wrapped here, where
 * the text is known, not in StackedTable, whose every table (the feature pages')
 * would then carry the wrapper in its first-load scripts.
 */
function portRows(ports: Port[], direction: string) {
  return ports.map((p) => (
    <tr key={`${direction}-${p.name}`}>
      <td>{direction}</td>
      <td>
        <code>{p.name}</code>
      </td>
      <td>{p.kind}</td>
      <td>{p.type}</td>
      <td>{withDeviceNames(p.description)}</td>
    </tr>
  ));
}

export function BlockPorts({block}: {block: {inputs: Port[]; outputs: Port[]}}): ReactNode {
  return (
    <StackedTable tabIndex={0} titleColumn={1} aria-label="Inputs and outputs">
      <thead>
        <tr>
          <th scope="col">Direction</th>
          <th scope="col">Port</th>
          <th scope="col">Kind</th>
          <th scope="col">Type</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {portRows(block.inputs, 'Input')}
        {portRows(block.outputs, 'Output')}
      </tbody>
    </StackedTable>
  );
}

function range(p: Property): string {
  if (p.options?.length) return p.options.join(', ');
  const unit = p.unit ? ` ${p.unit}` : '';
  if (p.min !== undefined && p.max !== undefined) return `${p.min}–${p.max}${unit}`;
  if (p.min !== undefined) return `≥ ${p.min}${unit}`;
  if (p.max !== undefined) return `≤ ${p.max}${unit}`;
  return '';
}

export function BlockProperties({block}: {block: {properties: Property[]}}): ReactNode {
  if (block.properties.length === 0) return <p>This block has no properties.</p>;
  return (
    <StackedTable tabIndex={0} aria-label="Properties">
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Range or options</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {block.properties.map((p) => (
          <tr key={p.name}>
            <td>
              <code>{p.name}</code>
              {p.required && <span className={styles.required}> (required)</span>}
            </td>
            <td>{p.type}</td>
            <td>
              {p.default === undefined || p.default === '' ? '–' : <code>{String(p.default)}</code>}
            </td>
            <td>{withDeviceNames(range(p))}</td>
            <td>{withDeviceNames(p.description)}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

export function BlockErrors({block}: {block: {errors: BlockError[]}}): ReactNode {
  if (block.errors.length === 0) return null;
  return (
    <StackedTable tabIndex={0} aria-label="Error messages">
      <thead>
        <tr>
          <th scope="col">Message</th>
          <th scope="col">Cause</th>
          <th scope="col">Fix</th>
        </tr>
      </thead>
      <tbody>
        {block.errors.map((e) => (
          <tr key={e.message}>
            <td>
              {/* A URL in a message may wrap after its slashes. */}
              <code>{breakAfter(e.message, '/')}</code>
            </td>
            <td>{withDeviceNames(e.cause)}</td>
            <td>{withDeviceNames(e.fix)}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

export function BlockRelated({
  block,
}: {
  block: {
    related: {id: string; title: string; summary: string; url: string}[];
    usedBy: {title: string; url: string; kind: string}[];
  };
}): ReactNode {
  return (
    <>
      <ul>
        {block.related.map((r) => (
          <li key={r.id}>
            <Link to={r.url}>{withDeviceNames(r.title)}</Link> (<code>{r.id}</code>):{' '}
            {withDeviceNames(r.summary)}
          </li>
        ))}
      </ul>
      {block.usedBy.length > 0 && (
        <>
          <p>Pages whose applications use this block:</p>
          <ul>
            {block.usedBy.map((u) => (
              <li key={u.url}>
                {u.kind}: <Link to={u.url}>{withDeviceNames(u.title)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
