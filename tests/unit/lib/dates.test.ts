import {describe, expect, it} from 'vitest';
import {formatUtcDate} from '../../../src/lib/dates';

describe('formatUtcDate', () => {
  // The reference is Intl itself, run here in Node where it costs nothing.
  const intl = (style: 'short' | 'long') =>
    new Intl.DateTimeFormat('en', {year: 'numeric', month: style, day: 'numeric', timeZone: 'UTC'});

  it('gives the text Intl gives, for every month and both styles', () => {
    for (let m = 0; m < 12; m++) {
      for (const day of [1, 9, 28]) {
        const d = new Date(Date.UTC(2026, m, day, 12));
        expect(formatUtcDate(d, 'short')).toBe(intl('short').format(d));
        expect(formatUtcDate(d, 'long')).toBe(intl('long').format(d));
      }
    }
  });

  it('reads the UTC day, whatever the machine time zone', () => {
    // 23:30 on 31 Dec UTC is already 1 Jan in Tokyo and still 31 Dec in UTC.
    expect(formatUtcDate('2026-12-31T23:30:00Z')).toBe('Dec 31, 2026');
    expect(formatUtcDate(Date.UTC(2025, 0, 1))).toBe('Jan 1, 2025');
  });

  it('refuses what is not a date instead of printing "undefined NaN, NaN"', () => {
    expect(() => formatUtcDate('not a date')).toThrow(RangeError);
  });
});
