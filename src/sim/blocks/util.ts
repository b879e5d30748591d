/** Conversions shared by the behaviours. */
import type {Value} from '../types';

/** A number, or a text that reads as one ("12.5"); null otherwise. */
export function toNumber(v: Value | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (
    typeof v === 'string' &&
    v.trim() !== '' &&
    /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(v.trim())
  )
    return Number(v);
  return null;
}

/** Rounds half away from zero to `decimals` places. */
export function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  // A number this large has no fraction left to round; scaling it would overflow to Infinity.
  if (!Number.isFinite(n * f)) return n;
  const r = (Math.sign(n) * Math.round(Math.abs(n) * f + Number.EPSILON * f)) / f;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * A result with "no rounding": only the noise of binary floating point goes
 * (0.1 + 0.2 is 0.3), at 15 significant digits, so tiny and huge numbers keep
 * their value. Rounding to decimals instead turned 1e-14 into 0 and 2e300 into
 * Infinity.
 */
export function unrounded(n: number): number {
  const r = Number(n.toPrecision(15));
  return Object.is(r, -0) ? 0 : r;
}

/** A value as the Console writes it: texts bare, everything else as JSON. */
export function show(v: Value | undefined): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** How a type name reads in messages: string "abc", number 12. */
export function described(v: Value | undefined): string {
  if (typeof v === 'string') return `string ${JSON.stringify(v)}`;
  if (typeof v === 'boolean') return `boolean ${v}`;
  if (typeof v === 'number') return `number ${v}`;
  if (v === null || v === undefined) return 'nothing';
  return Array.isArray(v) ? 'array' : 'object';
}

/** Seconds with one decimal when needed: 10 s, 2.5 s. */
export const seconds = (ms: number) => `${round(ms / 1000, 1)} s`;

export const SIM_IP = '192.168.1.40';
