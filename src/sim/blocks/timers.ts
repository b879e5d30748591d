/** Behaviours of the timers blocks, all on the virtual clock: timers, delays, cron, schedules, dates. */
import {Cron} from 'croner';
import type {records} from '../../data/blocks/records/timers';
import {formatTime, fromLocal, parseIso, unknownToken, zoned} from '../time';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';

/** What a Timer offers the Timer start blocks that name it. */
export interface TimerControls {
  start(): void;
  stop(): void;
  restart(): void;
  setInterval(ms: number): void;
  running(): boolean;
}

const iso = (t: number) => new Date(t).toISOString();

const CRON_RANGES: [string, number, number][] = [
  ['minute', 0, 59],
  ['hour', 0, 23],
  ['day of month', 1, 31],
  ['month', 1, 12],
  ['day of week', 0, 7],
];

/** The record's own messages for a bad schedule; croner then parses a good one. */
export function cronProblem(schedule: string): string | null {
  if (schedule.startsWith('@')) return null;
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5)
    return `cron_event: "${schedule}" has ${fields.length} fields, expected 5`;
  for (let i = 0; i < 5; i++) {
    const [name, lo, hi] = CRON_RANGES[i];
    for (const n of fields[i].match(/\d+/g) ?? []) {
      const v = Number(n);
      const isStep = new RegExp(`/${n}(?!\\d)`).test(fields[i]);
      if (!isStep && (v < lo || v > hi))
        return `cron_event: "${schedule}" ${name} ${v} outside ${lo}–${hi}`;
    }
  }
  return null;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Period {
  days: Set<number>;
  start: number;
  end: number;
}

/** Parses "Mon-Fri 07:00-18:00; Sat 08:00-12:00"; a string is the record's error text. */
export function parseSchedule(text: string): Period[] | string {
  const parts = text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > 16) return `scheduler: ${parts.length} periods, the maximum is 16`;
  const periods: Period[] = [];
  for (const [i, part] of parts.entries()) {
    const m = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(part);
    if (!m) return `scheduler: period ${i + 1} "${part}" is not days then start-end`;
    const a = DAYS.indexOf(m[1]);
    const b = m[2] ? DAYS.indexOf(m[2]) : a;
    if (a < 0 || b < 0) return `scheduler: period ${i + 1} "${part}" is not days then start-end`;
    const times = [
      [Number(m[3]), Number(m[4])],
      [Number(m[5]), Number(m[6])],
    ];
    for (const [h, mi] of times) {
      if (h > 24 || mi > 59 || (h === 24 && mi > 0)) {
        const bad = `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
        return `scheduler: period ${i + 1} "${part}" time ${bad} outside 00:00–24:00`;
      }
    }
    const days = new Set<number>();
    for (let d = a; ; d = (d + 1) % 7) {
      days.add(d + 1);
      if (d === b) break;
    }
    periods.push({
      days,
      start: times[0][0] * 60 + times[0][1],
      end: times[1][0] * 60 + times[1][1],
    });
  }
  return periods;
}

function inside(periods: Period[], time: number, tz: string): boolean {
  const z = zoned(time, tz);
  const mins = z.hour * 60 + z.minute;
  const yesterday = ((z.weekday + 5) % 7) + 1;
  return periods.some((p) =>
    p.end > p.start
      ? p.days.has(z.weekday) && mins >= p.start && mins < p.end
      : (p.days.has(z.weekday) && mins >= p.start) || (p.days.has(yesterday) && mins < p.end),
  );
}

/** The first period boundary after `time` where the state changes, within 8 days. */
function nextChange(periods: Period[], time: number, tz: string): number | null {
  const now = inside(periods, time, tz);
  const z = zoned(time, tz);
  const candidates: number[] = [];
  for (let d = 0; d <= 8; d++) {
    const day = new Date(Date.UTC(z.year, z.month - 1, z.day + d));
    for (const p of periods)
      for (const mins of [p.start, p.end]) {
        const t = fromLocal(
          tz,
          day.getUTCFullYear(),
          day.getUTCMonth() + 1,
          day.getUTCDate(),
          0,
          mins,
        );
        if (t > time) candidates.push(t);
      }
  }
  candidates.sort((a, b) => a - b);
  return candidates.find((t) => inside(periods, t, tz) !== now) ?? null;
}

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_timer(ctx) {
    const p = ctx.props;
    let interval = p.interval;
    let running = false;
    let ticks = 0;
    let next: TimerHandle | undefined;
    const tick = () => {
      ticks++;
      ctx.emit('tick', ticks);
      if (p.max_ticks > 0 && ticks >= p.max_ticks) return stop();
      next = ctx.after(interval, tick);
    };
    const start = () => {
      if (running) return;
      running = true;
      ticks = 0;
      ctx.show({running});
      if (p.first_tick === 'immediately') tick();
      else next = ctx.after(interval, tick);
    };
    const stop = () => {
      running = false;
      ctx.cancel(next);
      ctx.show({running});
    };
    const controls: TimerControls = {
      start,
      stop,
      restart: () => {
        stop();
        start();
      },
      setInterval: (ms) => {
        interval = ms;
      },
      running: () => running,
    };
    return {
      handle: controls,
      start() {
        if (p.name && ctx.peers('node_timer').filter((t) => t.props.name === p.name).length > 1)
          ctx.print(`timer: two timers named "${p.name}"`);
        if (p.interval < 50)
          return ctx.print(`timer: interval ${p.interval} ms below the 50 ms minimum`);
        ctx.show({running});
        if (p.start_with_project) start();
      },
      input: (port) => (port === 'start' ? start() : stop()),
    };
  },

  node_timer_start(ctx) {
    const name = String(ctx.props.timer);
    const target = () =>
      ctx.peers('node_timer').find((t) => t.props.name === name)?.handle as
        TimerControls | undefined;
    return {
      start() {
        if (!target()) ctx.print(`timer_start: no timer named "${name}" in the project`);
      },
      input(port, value) {
        const timer = target();
        if (!timer) return ctx.fail(`timer_start: no timer named "${name}" in the project`);
        if (port === 'interval') {
          const n = typeof value === 'number' ? value : null;
          if (n === null || !Number.isInteger(n))
            return ctx.fail(`timer_start: interval ${JSON.stringify(value)} is not a number of ms`);
          if (n < 50) return ctx.fail(`timer_start: interval ${n} ms below the 50 ms minimum`);
          return timer.setInterval(n);
        }
        if (port === 'start') timer.start();
        else if (port === 'stop') timer.stop();
        else timer.restart();
        ctx.emit('running', timer.running());
      },
    };
  },

  node_delay(ctx) {
    const p = ctx.props;
    let held: TimerHandle[] = [];
    return {
      input(port, value) {
        if (port === 'cancel') {
          held.forEach((h) => ctx.cancel(h));
          held = [];
          return;
        }
        if (p.mode === 'ignore' && held.length) return;
        if (p.mode === 'restart') {
          held.forEach((h) => ctx.cancel(h));
          held = [];
        }
        if (held.length >= p.max_pending)
          return ctx.fail(`delay: ${p.max_pending} messages pending, message dropped`);
        const h: TimerHandle = ctx.after(p.delay, () => {
          held = held.filter((x) => x !== h);
          ctx.emit('out', value);
        });
        held.push(h);
      },
    };
  },

  node_cron_event(ctx) {
    const p = ctx.props;
    let enabled = p.enabled;
    let next: TimerHandle | undefined;
    let cron: Cron | null = null;
    const plan = () => {
      ctx.cancel(next);
      if (!cron) return;
      const at = cron.nextRun(new Date(ctx.now()));
      if (!at) return;
      ctx.emit('next_time', iso(at.getTime()));
      next = ctx.at(at.getTime(), () => {
        if (enabled) ctx.emit('fire', iso(ctx.now()));
        plan();
      });
    };
    return {
      start() {
        const problem = cronProblem(p.schedule);
        if (problem) return ctx.print(problem);
        cron = new Cron(p.schedule, {timezone: ctx.timeZone, paused: true});
        plan();
      },
      input(port) {
        enabled = port === 'enable';
      },
    };
  },

  node_scheduler(ctx) {
    const p = ctx.props;
    const edited = ctx.shared(`persist:scheduler:${ctx.id}`, () => ({
      schedule: null as string | null,
    }));
    let periods: Period[] = [];
    let enabled = true;
    let state = false;
    let next: TimerHandle | undefined;
    const send = (v: boolean) => {
      state = v;
      ctx.show({state});
      ctx.emit('state', v);
      ctx.emit(v ? 'on' : 'off', v);
    };
    const plan = () => {
      ctx.cancel(next);
      const at = nextChange(periods, ctx.now(), ctx.timeZone);
      if (at === null) return;
      next = ctx.at(at, () => {
        if (enabled) send(inside(periods, ctx.now(), ctx.timeZone));
        plan();
      });
    };
    const load = (text: string): string | null => {
      const parsed = parseSchedule(text);
      if (typeof parsed === 'string') return parsed;
      periods = parsed;
      return null;
    };
    return {
      start() {
        const problem = load(edited.schedule ?? p.schedule);
        if (problem) return ctx.fail(problem);
        state = inside(periods, ctx.now(), ctx.timeZone);
        ctx.show({state, schedule: edited.schedule ?? p.schedule});
        if (p.emit_at_start) send(state);
        else ctx.emit('state', state);
        plan();
      },
      input(port) {
        if (port === 'disable') {
          enabled = false;
          return;
        }
        // read reports the state now; only enable resumes a paused schedule.
        if (port === 'enable') enabled = true;
        send(inside(periods, ctx.now(), ctx.timeZone));
      },
      set(value) {
        if (!p.editable) return `schedule "${p.name}" is not editable`;
        if (typeof value !== 'string') return 'a schedule is text such as Mon-Fri 07:00-18:00';
        const problem = load(value);
        if (problem) {
          ctx.fail(problem);
          return null;
        }
        edited.schedule = value;
        ctx.show({schedule: value});
        const now = inside(periods, ctx.now(), ctx.timeZone);
        if (now !== state && enabled) send(now);
        plan();
        return null;
      },
    };
  },

  node_datetime(ctx) {
    const p = ctx.props;
    const zone = p.time_zone === 'utc' ? 'UTC' : ctx.timeZone;
    const send = (t: number) => {
      const z = zoned(t, zone);
      const startOfYear = Date.UTC(z.year, 0, 1);
      const dayOfYear =
        Math.floor((Date.UTC(z.year, z.month - 1, z.day) - startOfYear) / 86400000) + 1;
      ctx.emit('timestamp', iso(t));
      ctx.emit('text', formatTime(t, p.format, zone));
      const parts: Value = {
        year: z.year,
        month: z.month,
        day: z.day,
        hour: z.hour,
        minute: z.minute,
        second: z.second,
        weekday: z.weekday,
        day_of_year: dayOfYear,
      };
      ctx.emit('parts', parts);
    };
    return {
      start() {
        const bad = unknownToken(p.format);
        if (bad) ctx.print(`datetime: unknown format token "${bad}"`);
      },
      input(port, value) {
        if (port === 'now') return send(ctx.now());
        let t: number;
        const n = typeof value === 'number' ? value : null;
        if (n !== null) t = n * 1000;
        else if (typeof value === 'string') t = parseIso(value, ctx.timeZone);
        else t = NaN;
        if (Number.isNaN(t))
          return ctx.fail(`datetime: ${JSON.stringify(value)} is not a valid date`);
        send(t);
        ctx.emit('elapsed', (ctx.now() - t) / 1000);
      },
    };
  },
};
