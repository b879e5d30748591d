/**
 * Dates in English without `Intl`. The first `Intl` formatter a page creates
 * loads the locale's ICU data: measured at about 60 ms of main thread under
 * Lighthouse's 4× mobile CPU, in the hydration of every doc page, for a site
 * that only speaks English. A month table gives the same text as
 * `Intl.DateTimeFormat('en', {timeZone: 'UTC'})` for free.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `short`: "Nov 22, 2026" (the theme's last-updated style); `long`: "November 22, 2026" (blog posts). */
export type DateStyle = 'short' | 'long';

/** A date (Date, ISO string or epoch milliseconds) as the calendar day it is in UTC. */
export function formatUtcDate(value: Date | string | number, style: DateStyle = 'short'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const month = MONTHS[date.getUTCMonth()]!;
  return `${style === 'short' ? month.slice(0, 3) : month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
