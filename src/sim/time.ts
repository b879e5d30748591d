/**
 * Calendar arithmetic in a time zone through Intl, which Node and every
 * browser ship: no time-zone database in the bundle.
 */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
  /** 1 Monday to 7 Sunday. */
  weekday: number;
  /** Offset from UTC in minutes, east positive. */
  offset: number;
}

const FORMATS = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = FORMATS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    FORMATS.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const OFFSETS = new Map<string, Map<number, number>>();
const QUARTER = 900000;

/** The zone's offset in minutes, through Intl, cached per quarter hour (zones change offset only on those). */
function offsetAt(time: number, timeZone: string): number {
  let cache = OFFSETS.get(timeZone);
  if (!cache) OFFSETS.set(timeZone, (cache = new Map()));
  const bucket = Math.floor(time / QUARTER);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    const at = bucket * QUARTER;
    for (const p of formatter(timeZone).formatToParts(new Date(at))) parts[p.type] = p.value;
    const asUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = Math.round((asUtc - at) / 60000);
    cache.set(bucket, offset);
  }
  return offset;
}

export function zoned(time: number, timeZone: string): ZonedParts {
  const offset = offsetAt(time, timeZone);
  const d = new Date(time + offset * 60000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    ms: d.getUTCMilliseconds(),
    weekday: ((d.getUTCDay() + 6) % 7) + 1,
    offset,
  };
}

/** The instant of a wall-clock time in a zone (the earlier one when clocks go back). */
export function fromLocal(
  timeZone: string,
  y: number,
  mo: number,
  d: number,
  h = 0,
  mi = 0,
  s = 0,
  ms = 0,
): number {
  const guess = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  let t = guess - zoned(guess, timeZone).offset * 60000;
  t = guess - zoned(t, timeZone).offset * 60000;
  return t;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Reads ISO 8601 text; without an offset it is wall-clock time in `timeZone`. NaN when invalid. */
export function parseIso(text: string, timeZone: string): number {
  const m = ISO.exec(text.trim());
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return NaN;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return NaN;
  if (!m[8]) return fromLocal(timeZone, y, mo, d, h, mi, s, ms);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  if (m[8] === 'Z') return utc;
  const sign = m[8].startsWith('-') ? -1 : 1;
  const digits = m[8].replace(/[+:-]/g, '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60000;
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** Formats with the Date and time block's tokens: YYYY MM DD HH mm ss SSS ddd Z, 'quoted' literals. */
export function formatTime(time: number, format: string, timeZone: string): string {
  const z = zoned(time, timeZone);
  const tokens: Record<string, string> = {
    YYYY: String(z.year),
    MM: pad(z.month),
    DD: pad(z.day),
    HH: pad(z.hour),
    mm: pad(z.minute),
    ss: pad(z.second),
    SSS: pad(z.ms, 3),
    ddd: WEEKDAYS[z.weekday - 1],
    Z: `${z.offset < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(z.offset) / 60))}:${pad(Math.abs(z.offset) % 60)}`,
  };
  return format.replace(
    /'([^']*)'|YYYY|SSS|ddd|MM|DD|HH|mm|ss|Z/g,
    (all, quoted: string | undefined) => (quoted !== undefined ? quoted : tokens[all]),
  );
}

/** The first run of letters in a format that is not a token, or null. */
export function unknownToken(format: string): string | null {
  const bare = format.replace(/'[^']*'/g, '');
  for (const run of bare.match(/[A-Za-z]+/g) ?? []) {
    const rest = run.replace(/YYYY|SSS|ddd|MM|DD|HH|mm|ss|Z/g, '');
    if (rest) return run;
  }
  return null;
}

export const localStamp = (time: number, timeZone: string) =>
  formatTime(time, 'YYYY-MM-DD HH:mm:ss.SSS', timeZone);
