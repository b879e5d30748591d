import React, {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Text that only a real device shows, not the simulator under the page's
 * diagram: a fault, a network loss, a timing the simulator does not model.
 * The content tests skip what is inside it when they hold a page's Console
 * lines to its scenarios, so the label is also a promise: nothing in here is
 * checked by CI.
 *
 * A note (not a landmark: an aside with a name would be a complementary
 * landmark inside the article), named by its visible label.
 */
export default function OnDevice({children}: {children: ReactNode}): ReactNode {
  const labelId = useId();
  return (
    <aside role="note" aria-labelledby={labelId} className={styles.onDevice}>
      <span id={labelId} className={styles.label}>
        On a device
      </span>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
