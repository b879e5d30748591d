import React, {type CSSProperties, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The scroll region a diagram is drawn in, at its natural size: its labels are
 * never scaled below the size they are drawn at (11–12.5 px), so a graph wider
 * than the column pans instead of shrinking. Everything here is HTML and CSS,
 * so it works in the build's static HTML before (or without) any JavaScript:
 * - the region takes keyboard focus and has a name; arrow keys pan it (the
 *   browser's own scrolling of a focused scroll container);
 * - shadows on the edges that have more to see (backgrounds, styles.module.css);
 * - a bar with a "Fit to width" checkbox: an overview at the cost of label
 *   size, which a CSS `:has` rule applies;
 * - `start`, the part of the drawing the region opens on (the blocks a tutorial
 *   step adds): an element there is the region's initial scroll target.
 */
export default function GraphFrame({
  label,
  start,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  /** The horizontal span, in drawing coordinates, to open on. */
  start?: {x: number; width: number};
  children: ReactNode;
}): ReactNode {
  const target: CSSProperties | undefined = start && {left: start.x, width: start.width};
  return (
    // A focusable scroll container is how a keyboard reaches content that scrolls (WCAG
    // 2.1.1). A group, not a region: a page may show one project twice, and landmarks
    // must have names of their own.
    <div className={styles.scroll} role="group" aria-label={label} tabIndex={0}>
      <div className={styles.bar}>
        <label className={styles.fit}>
          <input type="checkbox" className={styles.fitInput} />
          Fit to width
        </label>
        <span className={styles.hint}>
          Shown at full size: scroll sideways, or fit it for an overview with smaller text.
        </span>
      </div>
      <div className={styles.canvas}>
        {target && <span className={styles.start} style={target} />}
        {children}
      </div>
    </div>
  );
}
