/**
 * Pure helpers of the run panel: how values, block states, the virtual clock
 * and Console additions read on screen. No React and no DOM, so they are
 * unit-tested in Node.
 */
import type {ConsoleLine, Value} from '@site/src/sim';

/** A value on a wire or in a state, short enough for a label beside a port. */
export function formatValue(value: Value | undefined, max = 24): string {
  let text: string;
  if (value === undefined) text = '';
  else if (value === null) text = 'null';
  else if (typeof value === 'number')
    // Readings such as 22.400000000000002 read as 22.4; integers stay as they are.
    text = Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  else if (typeof value === 'string') text = value;
  else text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A block's visible state as one short phrase: relay `on`, PWM `duty 40 %`,
 * the LCD's text, a widget's value. Fields are read in the order a person
 * looks for them; a state with none of them shows its first fields as `key value`.
 */
export function describeState(state: Record<string, Value> | undefined): string | null {
  if (!state) return null;
  const has = (k: string) => Object.hasOwn(state, k) && state[k] !== undefined;
  if (has('on') && typeof state.on === 'boolean') return state.on ? 'on' : 'off';
  if (has('duty')) return `duty ${formatValue(state.duty)} %`;
  if (has('sounding')) return state.sounding ? 'sounding' : 'silent';
  if (has('text') && typeof state.text === 'string' && state.text !== '') return state.text;
  if (has('value')) return formatValue(state.value);
  if (has('state'))
    return typeof state.state === 'boolean'
      ? state.state
        ? 'on'
        : 'off'
      : formatValue(state.state);
  if (has('temperature')) {
    const t = state.temperature;
    return typeof t === 'number' ? `${formatValue(t)} °C` : formatValue(t);
  }
  if (has('voltage')) return `${formatValue(state.voltage)} V`;
  // A widget's title is its name, not its state.
  const fields = Object.entries(state).filter(
    ([k, v]) => k !== 'title' && v !== undefined && v !== null,
  );
  if (!fields.length) return null;
  return fields
    .slice(0, 2)
    .map(([k, v]) => `${k.replace(/_/g, ' ')} ${formatValue(v, 16)}`)
    .join(', ');
}

/** The virtual date and time in the run's time zone: "Tue 20 Oct 2026, 10:00:05". */
export function formatClock(time: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(time));
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value;
  return `${p('weekday')} ${p('day')} ${p('month')} ${p('year')}, ${p('hour')}:${p('minute')}:${p('second')}`;
}

/** The time part of a Console line's stamp ("2026-10-20 10:00:05.000" → "10:00:05"). */
export const clockOf = (line: ConsoleLine) => line.at.slice(11, 19);

/**
 * What a screen reader hears for Console lines added since the last
 * announcement: the line itself, or how many there were and the last one, so
 * a fast clock does not read out hundreds of lines.
 */
export function announcement(added: readonly ConsoleLine[]): string {
  const last = added.at(-1);
  if (!last) return '';
  const said = `${clockOf(last)} ${last.text}`;
  return added.length === 1 ? said : `${added.length} new Console lines, the last: ${said}`;
}

/** The clock speeds the panel offers: 0 is paused, else virtual ms per wall-clock ms. */
export const SPEEDS = [1, 10, 60, 3600] as const;
export type Speed = 0 | (typeof SPEEDS)[number];

/**
 * How much virtual time to run for a wall-clock interval: capped, so that a
 * tab that slept for minutes does not jump hours of virtual time at ×3600.
 */
export const virtualStep = (wallMs: number, speed: Speed, maxWallMs = 250) =>
  Math.max(0, Math.min(wallMs, maxWallMs)) * speed;

/** The engine's sentence when a command met its cap on events (src/sim/engine.ts, pauseText). */
const CAP =
  /^more than (\d+) events in one call: the clock stopped at (.+); advance again to go on$/;

/**
 * The panel's status for a run the engine's event cap paused, in the reader's
 * terms (a tick of the clock, not a call), or null for any other sentence.
 */
export function pausedStatus(sentence: string | null): string | null {
  const m = sentence === null ? null : CAP.exec(sentence);
  if (!m) return null;
  const events = Number(m[1]).toLocaleString('en-GB');
  return `Paused at ${m[2]}: the project ran more than ${events} events (timers and messages) in one step of the clock, the most the simulator runs at once. Choose a speed or Step to next event to go on; if it pauses again, look for a loop through a Delay or Timer with a very short time.`;
}
