/**
 * Alphabetical order of English titles without `localeCompare`: its first call
 * on a page loads the ICU collator, about 25 ms of main thread inside
 * hydration under Lighthouse's 4× CPU (the same cost src/lib/dates.ts avoids
 * for `Intl`). Case-insensitive by code unit, subscript digits as digits
 * ("CO₂" with "CO2"), then by case. For the site's
 * titles and tag labels this is the order `localeCompare` gives
 * (tests/unit/lib/compare.test.ts checks every one).
 */
/** Lower case, subscript digits (U+2080–2089) as plain ones. */
const key = (s: string) =>
  s.toLowerCase().replace(/[\u2080-\u2089]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x2050));

export function compareText(a: string, b: string): number {
  const x = key(a);
  const y = key(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
