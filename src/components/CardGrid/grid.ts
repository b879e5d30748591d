import clsx from 'clsx';
import {fitColumns} from './columns';
import styles from './styles.module.css';

/**
 * The classes of a grid of `count` cards, at most `max` a row (fitColumns): the
 * landing pages' CardGrid and the docs categories' card lists
 * (src/theme/DocCategoryGeneratedIndexPage). A module of its own, so the category
 * pages take the grid without CardGrid's component and icons.
 */
export function cardGridClass(count: number, max: number): string {
  return clsx(styles.grid, styles[`cols${fitColumns(count, max)}`]);
}
