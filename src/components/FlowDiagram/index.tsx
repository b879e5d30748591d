import React, {useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {externalConfig} from '@site/src/lib/externalConfig';
import {projectDownloadHref, studioImportUrl} from '@site/src/lib/projectLinks';
import type {LaidOutProject} from '@site/src/data/projects/types';
import type {SimulatorPanelProps} from '@site/src/components/SimulatorPanel';
import GraphSvg from './GraphSvg';
import GraphFrame from './GraphFrame';
import {withDeviceNames} from '@site/src/components/DeviceName';
import styles from './styles.module.css';

type Panel = ComponentType<SimulatorPanelProps>;
/** The engine and its panel: one chunk, requested on the first Run and shared by every diagram. */
const loadPanel = () =>
  import(/* webpackChunkName: "simulator" */ '@site/src/components/SimulatorPanel').then(
    (m) => m.default as Panel,
  );

/** The horizontal span of the highlighted blocks: where the graph opens on a narrow screen. */
function span(layout: LaidOutProject['layout'], ids: string[]) {
  const nodes = layout.nodes.filter((n) => ids.includes(n.id));
  if (nodes.length === 0) return undefined;
  const x = Math.min(...nodes.map((n) => n.x));
  return {x, width: Math.max(...nodes.map((n) => n.x + n.width)) - x};
}

/**
 * A project file drawn as a block graph. The layout was computed at build
 * time (src/plugins/remark-flow-diagram.ts); each block links to its
 * reference page; `highlight` marks the blocks a tutorial step adds. Below
 * it: the project file to download, a link that opens it in Studio, and Run,
 * which loads the simulator and runs the project in the page.
 */
export default function FlowDiagram({
  project,
  highlight = [],
}: {
  project: LaidOutProject;
  highlight?: string[];
}): ReactNode {
  const id = useId();
  const overlay = useRef<SVGGElement>(null);
  // closed → loading → the loaded panel, or failed (offline) with a Retry.
  const [run, setRun] = useState<
    {at: 'closed' | 'loading' | 'failed'} | {at: 'open'; Panel: Panel}
  >({at: 'closed'});
  const start = () => {
    setRun({at: 'loading'});
    loadPanel().then(
      (Panel) => setRun({at: 'open', Panel}),
      () => setRun({at: 'failed'}),
    );
  };
  const {file, layout, fileName} = project;
  const json = `${JSON.stringify(file, null, 2)}\n`;
  const download = projectDownloadHref(json);
  const studio = studioImportUrl(externalConfig().studioUrl, json);
  const blockCount = file.blocks.length;
  return (
    <figure className={styles.figure}>
      <GraphFrame label={`Block graph: ${file.name}`} start={span(layout, highlight)}>
        <GraphSvg
          layout={layout}
          title={`Block graph of “${file.name}”: ${blockCount} blocks, ${file.wires.length} wires`}
          highlight={highlight}
          overlay={overlay}
        />
      </GraphFrame>
      <figcaption className={styles.caption}>
        <span>
          <strong>{withDeviceNames(file.name)}</strong>
          {file.description && <>: {withDeviceNames(file.description)}</>}
          {/* The dashed outline in words, for readers who cannot see it; the space keeps
              its first word apart from the description's last in the page's text. */}
          {highlight.length > 0 && (
            <>
              {' '}
              <span className={styles.legend}>
                Dashed outline:{' '}
                {highlight.length === 1 ? 'the block' : `the ${highlight.length} blocks`} added in
                this step.
              </span>
            </>
          )}
        </span>
        <span className={styles.actions}>
          {/* A download of inline data, not a navigation: Link would treat the data: URL as an external page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a className="button button--sm button--secondary" href={download} download={fileName}>
            Download {fileName}
          </a>
          <Link className="button button--sm button--primary" href={studio}>
            Open in Studio
          </Link>
          <button
            type="button"
            className="button button--sm button--primary"
            aria-expanded={run.at === 'open'}
            aria-controls={run.at === 'open' ? `${id}-run` : undefined}
            // Not `disabled`: that would drop keyboard focus while the chunk loads.
            aria-disabled={run.at === 'loading'}
            onClick={() => {
              if (run.at === 'open') setRun({at: 'closed'});
              else if (run.at !== 'loading') start();
            }}>
            {run.at === 'open' ? 'Stop' : run.at === 'loading' ? 'Loading…' : 'Run'}
          </button>
        </span>
      </figcaption>
      {run.at === 'failed' && (
        <p role="alert" className={styles.failed}>
          The simulator did not load: check the connection, then{' '}
          <button type="button" className="button button--sm button--secondary" onClick={start}>
            Retry
          </button>
        </p>
      )}
      {run.at === 'open' && (
        <run.Panel project={project} overlay={overlay.current} id={`${id}-run`} />
      )}
    </figure>
  );
}
