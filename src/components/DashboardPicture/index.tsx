import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {DASHBOARD_ITEM_TYPES, DASHBOARD_PICTURE} from '@site/src/data/dashboard';
import type {LaidOutProject} from '@site/src/data/projects/types';
import styles from './styles.module.css';

type Props = Record<string, string | number | boolean>;

interface Item {
  id: string;
  block: string;
  type: string;
  title: string;
  group: string;
  order: number;
  props: Props;
}

/** The dashboard items of a project: its Dashboard widget and command blocks, in a tab's order. */
export function dashboardItems(project: LaidOutProject): Item[] {
  return project.file.blocks
    .filter((b) => b.type === 'node_dashboard_widget' || b.type === 'node_dashboard_command')
    .map((b) => {
      const p = (b.properties ?? {}) as Props;
      return {
        id: b.id,
        block: b.type,
        type: String(b.type === 'node_dashboard_widget' ? (p.widget ?? 'tile') : p.control),
        title: String(p.title ?? b.id),
        group: String(p.group ?? 'Main'),
        order: Number(p.order ?? 99),
        props: p,
      };
    })
    .sort((a, b) => a.order - b.order || (a.title < b.title ? -1 : 1));
}

function formatValue(v: number | boolean | string | undefined, p: Props): string {
  if (v === undefined) return '–';
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  if (typeof v === 'number')
    return `${v.toFixed(Number(p.decimals ?? 1))}${p.unit ? ` ${String(p.unit)}` : ''}`;
  return v;
}

/** A chart's line, drawn at the size it is shown: its axis labels stay at the page's text size. */
function Chart({points, p}: {points: number[]; p: Props}): ReactNode {
  const w = 320;
  const h = 90;
  const lo = Math.floor(Math.min(...points));
  const hi = Math.ceil(Math.max(...points));
  const x = (i: number) => 34 + (i * (w - 40)) / (points.length - 1);
  const y = (v: number) => 6 + ((hi - v) * (h - 12)) / (hi - lo || 1);
  const unit = p.unit ? ` ${String(p.unit)}` : '';
  return (
    <svg className={styles.chart} viewBox={`0 0 ${w} ${h}`} aria-hidden="true">
      <line className={styles.axis} x1="34" y1={y(hi)} x2={w - 6} y2={y(hi)} />
      <line className={styles.axis} x1="34" y1={y(lo)} x2={w - 6} y2={y(lo)} />
      <text className={styles.tick} x="30" y={y(hi) + 4} textAnchor="end">
        {hi}
        {unit}
      </text>
      <text className={styles.tick} x="30" y={y(lo) + 4} textAnchor="end">
        {lo}
        {unit}
      </text>
      <polyline
        className={styles.line}
        points={points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
      />
    </svg>
  );
}

/**
 * A picture of the web dashboard a project makes: the tab its Dashboard
 * widget and command blocks build (titles, kinds, order and units from the
 * project file, `<DashboardPicture src>` laid out at build time like a block
 * graph), in a browser at the device's address, with the values of
 * src/data/dashboard.ts. Real HTML on the documented grid, so it reflows
 * from four cells to two and one as the dashboard does; the caption is the
 * text alternative.
 */
export default function DashboardPicture({project}: {project: LaidOutProject}): ReactNode {
  const id = useId();
  const pic = DASHBOARD_PICTURE;
  if (project.fileName !== pic.project)
    throw new Error(
      `DashboardPicture draws ${pic.project} (src/data/dashboard.ts), not ${project.fileName}`,
    );
  const items = dashboardItems(project);
  const groups = [...new Set(items.map((i) => i.group))].sort((a, b) =>
    a === 'Main' ? -1 : b === 'Main' ? 1 : a < b ? -1 : 1,
  );
  const tab = groups[0];
  const shown = items.filter((i) => i.group === tab);
  const cells = (i: Item) =>
    DASHBOARD_ITEM_TYPES.find((t) => t.type === i.type && t.block === i.block)?.cells ?? 1;
  const words = shown.map((i) =>
    i.type === 'chart'
      ? `${i.title}, a chart`
      : `${i.title}, a ${i.type}${i.block === 'node_dashboard_command' ? ' control' : ''}, ${formatValue(pic.values[i.id], i.props)}`,
  );
  return (
    <figure className={styles.figure} data-picture="dashboard" aria-labelledby={`${id}-c`}>
      <div className={styles.window}>
        <div className={styles.address} aria-hidden="true">
          {pic.address}
        </div>
        <div className={styles.header}>
          <span className={styles.title}>{pic.title}</span>
          <span>{pic.time}</span>
          <span>{pic.user}</span>
        </div>
        <div className={styles.tabs} aria-hidden="true">
          {groups.map((g) => (
            <span key={g} className={clsx(styles.tab, g === tab && styles.active)}>
              {g}
            </span>
          ))}
        </div>
        <ul className={styles.grid}>
          {shown.map((i) => {
            const v = pic.values[i.id];
            return (
              <li
                key={i.id}
                className={clsx(styles.item, cells(i) === 2 && styles.wide)}
                data-widget={i.type}>
                <span className={styles.itemTitle}>{i.title}</span>
                {i.type === 'chart' ? (
                  <Chart points={pic.charts[i.id] ?? []} p={i.props} />
                ) : i.type === 'switch' ? (
                  <span className={styles.switchRow}>
                    <span
                      className={clsx(
                        styles.switch,
                        v === true && styles.on,
                        i.block === 'node_dashboard_widget' && styles.readOnly,
                      )}
                      aria-hidden="true"
                    />
                    {formatValue(v, i.props)}
                  </span>
                ) : (
                  <span className={styles.value}>{formatValue(v, i.props)}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <figcaption id={`${id}-c`} className={styles.caption}>
        The web dashboard of “{project.file.name}” at {pic.address}, tab {tab}: {words.join('; ')}.
      </figcaption>
    </figure>
  );
}
