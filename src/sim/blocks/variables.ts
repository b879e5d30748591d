/** Behaviours of the variables blocks: named variables, constants, operator settings and counters. */
import type {records} from '../../data/blocks/records/variables';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {described, show, toNumber} from './util';

/** Reads a value as a variable or constant type; undefined when it does not convert. */
function convert(type: string, v: Value): Value | undefined {
  switch (type) {
    case 'number': {
      const n = typeof v === 'boolean' ? null : toNumber(v);
      return n === null ? undefined : n;
    }
    case 'integer': {
      const n = typeof v === 'boolean' ? null : toNumber(v);
      return n === null || !Number.isInteger(n) ? undefined : n;
    }
    case 'boolean':
      if (typeof v === 'boolean') return v;
      if (v === 'true') return true;
      if (v === 'false') return false;
      return undefined;
    default:
      return typeof v === 'string' ? v : v === null ? '' : JSON.stringify(v);
  }
}

const unescape = (s: string) =>
  s.replace(/\\(r|n|t|x([0-9a-fA-F]{2}))/g, (_all, c: string, hex?: string) =>
    hex ? String.fromCharCode(parseInt(hex, 16)) : c === 'r' ? '\r' : c === 'n' ? '\n' : '\t',
  );

/** Start reasons after which the device shut down in order, saving what it keeps first. */
const ORDERLY = new Set(['restart', 'firmware_upgrade']);

interface SharedVariable {
  value: Value;
  listeners: ((v: Value, changed: boolean) => void)[];
}

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_variable(ctx) {
    const p = ctx.props;
    const name = String(p.name);
    // `value` is what flash holds; `live` what an orderly restart saves first.
    const persistent = ctx.shared(`persist:variable:${name}`, () => ({
      value: undefined as Value | undefined,
      live: undefined as Value | undefined,
      lastSave: -Infinity,
      timer: undefined as TimerHandle | undefined,
    }));
    if (p.persist && ORDERLY.has(ctx.startReason) && persistent.live !== undefined)
      persistent.value = persistent.live;
    persistent.lastSave = -Infinity;
    persistent.timer = undefined;
    // Saves at most once every 10 s: at once after a quiet spell, else at the end of the 10 s.
    const persist = (v: Value) => {
      persistent.live = v;
      if (ctx.now() - persistent.lastSave >= 10000) {
        persistent.value = v;
        persistent.lastSave = ctx.now();
        return;
      }
      persistent.timer ??= ctx.at(persistent.lastSave + 10000, () => {
        persistent.timer = undefined;
        persistent.value = persistent.live;
        persistent.lastSave = ctx.now();
      });
    };
    const shared = ctx.shared<SharedVariable>(`variable:${name}`, () => ({
      value:
        (p.persist && persistent.value !== undefined
          ? persistent.value
          : convert(p.type, p.initial)) ?? 0,
      listeners: [],
    }));
    shared.listeners.push((v, changed) => {
      if (changed || p.emit_on === 'every_write') ctx.emit('value', v);
    });
    return {
      start() {
        ctx.show({value: shared.value});
        for (const other of ctx.peers('node_variable')) {
          if (other.id === ctx.id || other.props.name !== name) continue;
          const type = other.props.type ?? 'number';
          if (type !== p.type)
            ctx.print(`variable: "${name}" is a ${p.type} here and a ${type} in "${other.id}"`);
        }
      },
      input(port, value) {
        if (port === 'get') return ctx.emit('value', shared.value);
        const v = convert(p.type, value);
        if (v === undefined) {
          const article = p.type === 'integer' ? 'an' : 'a';
          return ctx.print(
            `variable: "${name}" is ${article} ${p.type}, cannot store ${described(value)}`,
          );
        }
        const changed = JSON.stringify(v) !== JSON.stringify(shared.value);
        shared.value = v;
        if (p.persist) persist(v);
        ctx.show({value: v});
        for (const l of shared.listeners) l(v, changed);
      },
    };
  },

  node_constant(ctx) {
    const p = ctx.props;
    const text = String(p.value ?? '');
    let value: Value | undefined;
    if (p.type === 'string') value = unescape(text);
    else value = convert(p.type, text);
    return {
      start() {
        if (value === undefined) {
          return ctx.print(
            p.type === 'boolean'
              ? `constant: "${text}" is not a boolean, use true or false`
              : `constant: "${text}" is not a number`,
          );
        }
        if (p.emit_at_start) ctx.emit('value', value);
      },
      input() {
        if (value !== undefined) ctx.emit('value', value);
      },
    };
  },

  node_setting(ctx) {
    const name = String(ctx.props.name);
    const declared = ctx.settings[name];
    return {
      start() {
        if (!declared)
          return ctx.print(`setting: no setting named "${name}" in Project settings → Settings`);
        ctx.show({value: declared.value});
        if (ctx.props.emit_at_start) ctx.emit('value', declared.value);
      },
      input() {
        if (declared) ctx.emit('value', declared.value);
      },
      set(value) {
        if (!declared) return `no setting named "${name}"`;
        const n = typeof value === 'number' ? value : null;
        if (n !== null && declared.max !== undefined && n > declared.max) {
          ctx.print(
            `setting: "${name}" value ${n} above its maximum ${declared.max}, change rejected`,
          );
          return null;
        }
        if (n !== null && declared.min !== undefined && n < declared.min) {
          ctx.print(
            `setting: "${name}" value ${n} below its minimum ${declared.min}, change rejected`,
          );
          return null;
        }
        // Settings' "Log changes" is on by default: one line per accepted change.
        ctx.print(
          `setting: "${name}" changed from ${show(declared.value)} to ${show(value)} by simulator (web dashboard)`,
        );
        declared.value = value;
        ctx.show({value});
        ctx.emit('value', value);
        return null;
      },
    };
  },

  node_counter(ctx) {
    const p = ctx.props;
    // `count` is what flash holds; `live` what an orderly restart saves first.
    const saved = ctx.shared(`persist:counter:${ctx.id}`, () => ({
      count: undefined as number | undefined,
      live: undefined as number | undefined,
    }));
    if (p.persist && ORDERLY.has(ctx.startReason) && saved.live !== undefined)
      saved.count = saved.live;
    let count = p.persist && saved.count !== undefined ? saved.count : p.initial;
    let held = false;
    let unsaved = 0;
    let saveTimer: TimerHandle | undefined;
    let throttle: TimerHandle | undefined;
    // Saves are spread out: after save_every changes, or 60 s after an unsaved change.
    const save = (now = false) => {
      if (!p.persist) return;
      saved.live = count;
      unsaved++;
      if (now || unsaved >= p.save_every) {
        saved.count = count;
        unsaved = 0;
        ctx.cancel(saveTimer);
        saveTimer = undefined;
      } else
        saveTimer ??= ctx.after(60000, () => {
          saveTimer = undefined;
          saved.count = count;
          unsaved = 0;
        });
    };
    let lastSent = -Infinity;
    const MAX = 2147483647;
    const send = () => {
      if (p.source !== 'digital_input') return ctx.emit('count', count);
      // In hardware counting mode, count goes out at most 10 times a second.
      if (ctx.now() - lastSent >= 100) {
        lastSent = ctx.now();
        return ctx.emit('count', count);
      }
      if (!throttle)
        throttle = ctx.at(lastSent + 100, () => {
          throttle = undefined;
          lastSent = ctx.now();
          ctx.emit('count', count);
        });
    };
    const change = (next: number) => {
      if (held) return;
      if (next > MAX)
        return ctx.print(`counter: count ${MAX} at the integer maximum, increment ignored`);
      const before = count;
      const limit = p.limit;
      const crossed =
        limit !== undefined &&
        ((before < limit && next >= limit) || (before > limit && next <= limit));
      // hold stops at the limit; continue counts on past it (step 3, limit 5: 3, 6, 9).
      count = crossed && p.on_limit === 'hold' ? limit : next;
      save();
      ctx.show({count});
      send();
      if (crossed) {
        ctx.emit('limit_reached', count);
        if (p.on_limit === 'hold') held = true;
        else if (p.on_limit === 'reset') {
          count = p.initial;
          save();
          ctx.show({count});
          send();
        }
      }
    };
    return {
      start: () => ctx.show({count}),
      input(port, value) {
        if (port === 'reset' || port === 'set') {
          held = false;
          const n = port === 'set' ? toNumber(value) : p.initial;
          if (n === null || !Number.isInteger(n)) return;
          count = n;
          save(true);
          ctx.show({count});
          return send();
        }
        if (p.source !== 'events') return;
        change(count + (port === 'increment' ? p.step : -p.step));
      },
      press() {
        if (p.source !== 'digital_input') return `counter "${ctx.id}" counts events, not pulses`;
        change(count + p.step);
        return null;
      },
      set(value) {
        if (
          p.source !== 'digital_input' ||
          typeof value !== 'number' ||
          !Number.isInteger(value) ||
          value < 0
        )
          return 'a counter on an input takes a whole number of pulses';
        for (let i = 0; i < value; i++) change(count + p.step);
        return null;
      },
    };
  },
};
