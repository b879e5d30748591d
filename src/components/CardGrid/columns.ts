/**
 * How many columns `count` cards take, at most `max`: full rows where a
 * column count from half the maximum up gives them, else the most columns
 * that leave no row half empty or worse. So three cards never sit in four
 * columns, and eight never in five. A narrower screen may still show fewer
 * (styles.module.css).
 */
export function fitColumns(count: number, max: number): number {
  const most = Math.min(max, count);
  for (let columns = most; columns >= Math.max(2, max / 2); columns--)
    if (count % columns === 0) return columns;
  for (let columns = most; columns > 1; columns--)
    if (count % columns > columns / 2) return columns;
  return 1;
}
