import React, {
  Children,
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {children?: ReactNode};

/** The text a node renders, as a screen reader would read it from the build's HTML. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<Props>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A column with a cell of more characters than this, or a word of more than
 * LONG_WORD, puts its label above the value on a card, so the value gets the
 * card's full width: beside a label, on a 390 px phone, it has about 210 px,
 * some 28 characters of text a line or 24 of code.
 */
export const LONG_CELL = 40;
export const LONG_WORD = 20;

const isLong = (text: string) =>
  text.length > LONG_CELL || text.split(/\s+/).some((w) => w.length > LONG_WORD);

/**
 * Text that may wrap only after the given characters (a `<wbr>` after each run
 * of them), for a long token in a cell: a file name after its hyphens, a URL
 * after its slashes (`https://` stays whole). Elsewhere it stays whole.
 */
export function breakAfter(text: string, chars: string): ReactNode {
  const set = `[${chars.replace(/[\]\\^-]/g, '\\$&')}]`;
  const parts = text.split(new RegExp(`(?<=${set})(?!${set})`));
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

const elements = (node: ReactNode): ReactElement<Props>[] =>
  Children.toArray(node).filter((c): c is ReactElement<Props> => isValidElement<Props>(c));

const isCell = (el: ReactElement) => el.type === 'td' || el.type === 'th';

/**
 * Each body cell's column header, and whether its column holds long text, for
 * a table written as plain `thead`/`tbody`/`tr`/`td` elements (Markdown's, or a
 * component's with its rows inline). Cells under no header get none.
 */
export function columnsOf(children: ReactNode): {labels: string[]; long: boolean[]} {
  const parts = elements(children);
  const head = parts.find((p) => p.type === 'thead');
  const labels = elements(elements(head?.props.children)[0]?.props.children)
    .filter(isCell)
    .map((th) => textOf(th).trim());
  const long = labels.map(() => false);
  for (const body of parts.filter((p) => p.type === 'tbody'))
    for (const row of elements(body.props.children))
      elements(row.props.children)
        .filter(isCell)
        .forEach((cell, i) => {
          if (isLong(textOf(cell))) long[i] = true;
        });
  return {labels, long};
}

/**
 * A reference table that becomes a stack of cards on a phone: each body row a
 * card, titled by its cell in column `titleColumn` (the first by default), every
 * other cell labelled with its column's header. The label is drawn by CSS from `data-label`, with an empty
 * alternative text, so screen readers, which keep the table and read the real
 * header, do not hear it twice. No script: the labels are in the build's HTML.
 * Wider screens get the table as it is, scrolling sideways with a shadow at
 * the edge that has more (src/css/custom.css).
 */
export default function StackedTable({
  children,
  className,
  titleColumn = 0,
  ...props
}: ComponentProps<'table'> & {titleColumn?: number}): ReactNode {
  const {labels, long} = columnsOf(children);
  const label = (row: ReactElement<Props>) => {
    let i = 0;
    return cloneElement(
      row,
      undefined,
      Children.map(row.props.children, (cell) => {
        if (!isValidElement(cell) || !isCell(cell)) return cell;
        const column = i++;
        const el = cell as ReactElement<Props & Record<string, unknown>>;
        return cloneElement(
          el,
          {
            'data-label': labels[column],
            'data-long': long[column] || undefined,
            'data-title': column === titleColumn || undefined,
          },
          // One grid item beside the label, however many inline parts the cell has.
          <div className={styles.value}>{el.props.children}</div>,
        );
      }),
    );
  };
  return (
    <table className={clsx(styles.stacked, className)} {...props}>
      {Children.map(children, (part) =>
        isValidElement<Props>(part) && part.type === 'tbody'
          ? cloneElement(
              part,
              undefined,
              Children.map(part.props.children, (row) =>
                isValidElement<Props>(row) && row.type === 'tr' ? label(row) : row,
              ),
            )
          : part,
      )}
    </table>
  );
}
