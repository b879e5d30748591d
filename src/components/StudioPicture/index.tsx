import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import GraphSvg from '@site/src/components/FlowDiagram/GraphSvg';
import {BLOCK_CATEGORIES, type BlockCategory} from '@site/src/data/blocks/categories';
import {STUDIO_PICTURE, STUDIO_UI} from '@site/src/data/studio';
import type {LaidOutProject} from '@site/src/data/projects/types';
import styles from './styles.module.css';

/**
 * A picture of Tessera Studio built from the site's own parts: the block
 * library by category, a canvas tab with a project file of the docs drawn by
 * the block graphs' GraphSvg (laid out at build time, `<StudioPicture src>`
 * in src/plugins/remark-flow-diagram.ts), the selected block's Properties,
 * Debug and Console (src/data/studio.ts). Real HTML rather than one SVG, so
 * its text stays readable and its panels stack on a phone; the caption is
 * the text alternative.
 */
export default function StudioPicture({
  project,
  shown = {},
}: {
  project: LaidOutProject;
  /** Values the panel shows otherwise than the file stores them, by block id (the plugin's `shownValues`). */
  shown?: Record<string, Record<string, string>>;
}): ReactNode {
  const id = useId();
  const {file, layout} = project;
  const pic = STUDIO_PICTURE;
  if (project.fileName !== pic.project)
    throw new Error(
      `StudioPicture draws ${pic.project} (src/data/studio.ts), not ${project.fileName}`,
    );
  const selected = file.blocks.find((b) => b.id === pic.selected);
  const selectedNode = layout.nodes.find((n) => n.id === pic.selected);
  if (!selected || !selectedNode)
    throw new Error(`StudioPicture: no block "${pic.selected}" in ${project.fileName}`);
  const used = new Map<string, string[]>();
  for (const n of layout.nodes) {
    const titles = used.get(n.category) ?? [];
    if (!titles.includes(n.title)) titles.push(n.title);
    used.set(n.category, titles);
  }
  return (
    <figure className={styles.figure} data-picture="studio" aria-labelledby={`${id}-c`}>
      <div className={styles.window}>
        <div className={styles.bar}>
          <span className={styles.app}>Tessera Studio</span>
          <span className={styles.project}>{file.name}</span>
          <span className={styles.buttons} aria-hidden="true">
            <span className={clsx(styles.button, styles.running)}>{STUDIO_UI.simulateButton}</span>
            <span className={styles.button}>{STUDIO_UI.deployButton}</span>
          </span>
        </div>
        <div className={styles.body}>
          <div role="group" className={styles.palette} aria-label={STUDIO_UI.blockLibrary}>
            <p className={styles.heading}>{STUDIO_UI.blockLibrary}</p>
            <ul className={styles.categories}>
              {(Object.keys(BLOCK_CATEGORIES) as BlockCategory[]).map((c) => (
                <li key={c} className={clsx(`tessera-cat-${c}`, styles.category)}>
                  <span className={styles.swatch} aria-hidden="true" />
                  {BLOCK_CATEGORIES[c]}
                  {used.has(c) && (
                    <ul className={styles.blocks}>
                      {used.get(c)!.map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div role="group" className={styles.canvas} aria-label={`Canvas tab ${pic.canvasTab}`}>
            <div className={styles.tabs} aria-hidden="true">
              <span className={styles.tab}>{pic.canvasTab}</span>
            </div>
            {/* The graph at its own size: the canvas scrolls, as Studio's does, rather than shrink its labels. */}
            <div className={styles.scroll}>
              <GraphSvg
                layout={layout}
                title={`Canvas: block graph of “${file.name}”, ${file.blocks.length} blocks`}
                highlight={[pic.selected]}
                className={styles.graph}
              />
            </div>
          </div>
          <div role="group" className={styles.properties} aria-label={STUDIO_UI.propertiesPanel}>
            <p className={styles.heading}>{STUDIO_UI.propertiesPanel}</p>
            <p className={styles.selected}>
              {selectedNode.title} <code>{selected.id}</code>
            </p>
            <dl className={styles.props}>
              {Object.entries(selected.properties ?? {}).map(([k, v]) => (
                <React.Fragment key={k}>
                  <dt>
                    <code>{k}</code>
                  </dt>
                  <dd>{shown[selected.id]?.[k] ?? String(v)}</dd>
                </React.Fragment>
              ))}
            </dl>
          </div>
          <div role="group" className={styles.debug} aria-label={STUDIO_UI.debugger}>
            <p className={styles.heading}>{STUDIO_UI.debugger}</p>
            <ul className={styles.lines}>
              {pic.debug.map((d) => (
                <li key={d.wire}>
                  <code>{d.wire}</code> <strong>{d.value}</strong>
                </li>
              ))}
            </ul>
          </div>
          <div role="group" className={styles.console} aria-label={STUDIO_UI.consolePanel}>
            <p className={styles.heading}>{STUDIO_UI.consolePanel}</p>
            <pre className={styles.log}>{pic.console.join('\n')}</pre>
          </div>
        </div>
      </div>
      <figcaption id={`${id}-c`} className={styles.caption}>
        Tessera Studio with the project “{file.name}”: the {STUDIO_UI.blockLibrary} by category, the
        canvas with the project’s block graph, the {STUDIO_UI.propertiesPanel} of the selected{' '}
        {selectedNode.title} block, {STUDIO_UI.debugger} with the last value on each wire, and{' '}
        {STUDIO_UI.consolePanel} with the simulator’s output.
      </figcaption>
    </figure>
  );
}
