import {describe, expect, it} from 'vitest';
import {DOWNLOADS} from '../../../src/data/downloads';
import {CURRENT_RELEASES, RUNTIME_VERSIONS, STUDIO_VERSIONS} from '../../../src/data/releases';

const ordered = (dates: readonly string[]) => dates.every((d, i) => i === 0 || dates[i - 1] < d);

describe('release history', () => {
  it('lists each history oldest first, on days that exist', () => {
    for (const history of [RUNTIME_VERSIONS, STUDIO_VERSIONS]) {
      const dates = history.map((r) => r.date);
      expect(ordered(dates), dates.join(', ')).toBe(true);
      for (const d of dates) expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d);
    }
  });

  it('ends the Studio history with the current release', () => {
    const last = STUDIO_VERSIONS.at(-1)!;
    expect({version: last.version, date: last.date}).toEqual({
      version: CURRENT_RELEASES.studio.version,
      date: CURRENT_RELEASES.studio.date,
    });
  });

  it('names Studio releases YYYY.MM after the month they shipped', () => {
    for (const r of STUDIO_VERSIONS) expect(r.version).toBe(r.date.slice(0, 7).replace('-', '.'));
  });

  it('offers on /downloads only Studio releases of the history, with their dates', () => {
    const studio = DOWNLOADS.find((p) => p.id === 'studio')!;
    const history = new Map<string, string>(STUDIO_VERSIONS.map((r) => [r.version, r.date]));
    for (const r of studio.releases) expect(history.get(r.version), r.version).toBe(r.date);
  });
});
