/**
 * The edge between the engine and whatever a caller hands it or reads from
 * it: a check that a value from outside is JSON data, and a copy of what the
 * engine shows that is always JSON data, however deep or odd the value a
 * behaviour put on a wire.
 */
import type {Value} from './types';

/** Levels of arrays and objects a value may have; deeper parts are refused (in) or cut (out). */
export const MAX_DEPTH = 64;
/** Items in one array or keys in one object. */
export const MAX_ITEMS = 100_000;

const isPlainObject = (x: object) => {
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Why `x` is not JSON data (with where, as `.a[2]`), or null when it is. Never throws. */
export function notJson(x: unknown, where = '', depth = 0): string | null {
  try {
    switch (typeof x) {
      case 'string':
      case 'boolean':
        return null;
      case 'number':
        return Number.isFinite(x) ? null : `${String(x)} at ${where || 'the top'}`;
      case 'object':
        break;
      default:
        return `a ${typeof x} at ${where || 'the top'}`;
    }
    if (x === null) return null;
    if (depth >= MAX_DEPTH)
      return `more than ${MAX_DEPTH} levels of nesting at ${where.length > 60 ? `${where.slice(0, 60)}…` : where}`;
    if (Array.isArray(x)) {
      if (x.length > MAX_ITEMS) return `an array of more than ${MAX_ITEMS} items at ${where}`;
      for (let i = 0; i < x.length; i++) {
        const why = notJson(x[i], `${where}[${i}]`, depth + 1);
        if (why) return why;
      }
      return null;
    }
    if (!isPlainObject(x)) return `an object that is not plain data at ${where || 'the top'}`;
    const keys = Object.keys(x);
    if (keys.length > MAX_ITEMS) return `an object of more than ${MAX_ITEMS} keys at ${where}`;
    for (const k of keys) {
      const why = notJson((x as Record<string, unknown>)[k], `${where}.${k}`, depth + 1);
      if (why) return why;
    }
    return null;
  } catch (e) {
    return `a value that cannot be read at ${where || 'the top'} (${String(e)})`;
  }
}

/**
 * A JSON copy of a value the engine shows: functions, symbols and undefined
 * become null, big integers text, parts deeper than MAX_DEPTH a short text.
 * Keys are copied as data, so a key named __proto__ stays a key.
 */
export function toJson(x: unknown, depth = 0): Value {
  switch (typeof x) {
    case 'string':
    case 'boolean':
      return x;
    case 'number':
      // JSON has no -0, NaN or Infinity: what a reader gets back from text is what it gets here.
      return Number.isFinite(x) ? x + 0 : null;
    case 'bigint':
      return String(x);
    case 'object':
      break;
    default:
      return null;
  }
  if (x === null) return null;
  if (depth >= MAX_DEPTH) return `[nested deeper than ${MAX_DEPTH} levels]`;
  try {
    if (Array.isArray(x)) {
      const out: Value[] = [];
      for (let i = 0; i < Math.min(x.length, MAX_ITEMS); i++) out.push(toJson(x[i], depth + 1));
      return out;
    }
    if (x instanceof Date) return Number.isNaN(x.getTime()) ? null : x.toISOString();
    return Object.fromEntries(
      Object.keys(x)
        .slice(0, MAX_ITEMS)
        .map((k) => [k, toJson((x as Record<string, unknown>)[k], depth + 1)]),
    ) as Value;
  } catch {
    return null;
  }
}

/** A caller's argument as it reads in a sentence: "probe", 12, a function. Never throws. */
export function quoted(x: unknown): string {
  if (typeof x === 'string') return JSON.stringify(x.length > 80 ? `${x.slice(0, 80)}…` : x);
  if (typeof x === 'number' || typeof x === 'boolean' || x === null || x === undefined)
    return String(x);
  return Array.isArray(x) ? 'an array' : `a ${typeof x}`;
}
