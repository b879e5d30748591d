/**
 * Table cells a reader cannot read: measured in the page, at whatever width it
 * is shown. The crawl (crawl.spec.ts) runs it on every page at a phone's width.
 */

export interface CellProblem {
  /** The table: its caption, else its first row's text, else the heading before it. */
  table: string;
  cell: string;
  problem: string;
}

/**
 * Runs in the page (`page.evaluate(tableCellProblems)`), so it may use no
 * import. A cell fails when a word of its text (a run of non-space characters
 * in one text node: an element such as `<wbr>` marks a chosen break) is wider
 * than the cell's content box, when its content overflows the cell, or when
 * a stacked card's label is taller than its cell. A
 * table wider than the viewport fails unless a container the reader can scroll
 * by keyboard (overflow-x auto or scroll, tabindex 0) holds it.
 */
export function tableCellProblems(): CellProblem[] {
  const text = (el: Element | null | undefined) =>
    (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const nameOf = (table: HTMLTableElement) => {
    if (table.caption) return text(table.caption);
    const firstRow = table.rows[0];
    if (firstRow) return text(firstRow);
    return text(table.closest('section, article')?.querySelector('h1, h2, h3'));
  };
  const viewport = document.documentElement.clientWidth;
  const problems: CellProblem[] = [];
  for (const table of document.querySelectorAll<HTMLTableElement>('main table, article table')) {
    if (table.getClientRects().length === 0) continue; // not rendered (a closed <details>)
    const name = nameOf(table);
    const box = table.getBoundingClientRect();
    if (box.right > viewport + 1 || box.left < -1) {
      let scroller: HTMLElement | null = table;
      for (; scroller; scroller = scroller.parentElement) {
        const overflow = getComputedStyle(scroller).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') break;
      }
      const inView =
        scroller &&
        scroller.getBoundingClientRect().right <= viewport + 1 &&
        scroller.tabIndex >= 0;
      if (!inView)
        problems.push({
          table: name,
          cell: '',
          problem: `the table is ${Math.round(box.width)} px wide in a ${viewport} px viewport, and no scroll container a keyboard can reach holds it`,
        });
    }
    for (const cell of table.querySelectorAll<HTMLTableCellElement>('td, th')) {
      // Not rendered, or visually hidden (the header row of a stack of cards).
      if (cell.closest('table') !== table || cell.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(cell);
      const width =
        cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (cell.scrollWidth > cell.clientWidth + 1) {
        problems.push({
          table: name,
          cell: text(cell),
          problem: `its content is ${cell.scrollWidth} px wide in a ${cell.clientWidth} px cell`,
        });
        continue;
      }
      // A stacked card's label (StackedTable's ::before): a label that wraps
      // must make its row taller, not run into the row below.
      const label = getComputedStyle(cell, '::before');
      if (label.content !== 'none' && label.display !== 'none') {
        const labelHeight = parseFloat(label.height);
        if (labelHeight > cell.clientHeight + 1)
          problems.push({
            table: name,
            cell: text(cell),
            problem: `its label "${cell.dataset.label ?? ''}" is ${Math.round(labelHeight)} px tall in a ${cell.clientHeight} px cell, so it runs into the next row`,
          });
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let widest = {word: '', width: 0};
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const rect = parent.getBoundingClientRect();
        // Visually hidden text (sr-only) is read, not seen.
        if (rect.width <= 1 || rect.height <= 1) continue;
        // A Range per word costs a layout query: measure only a text node's two
        // longest words, the only candidates within one font.
        const words = [...node.textContent!.matchAll(/\S+/g)]
          .sort((a, b) => b[0].length - a[0].length)
          .slice(0, 2);
        for (const match of words) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          let w = 0;
          for (const r of range.getClientRects()) w += r.width;
          if (w > widest.width) widest = {word: match[0], width: w};
        }
      }
      if (widest.width > width + 1)
        problems.push({
          table: name,
          cell: text(cell),
          problem: `"${widest.word}" is ${Math.round(widest.width)} px wide, its cell ${Math.round(width)} px`,
        });
    }
  }
  return problems;
}
