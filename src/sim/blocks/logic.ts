/** Behaviours of the logic blocks: comparisons, arithmetic, gates, routing, limits and scaling. */
import type {records} from '../../data/blocks/records/logic';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {described, round, toNumber, unrounded} from './util';

/** A compare_to text as its value: a number, true, false or the text itself. */
const literal = (s: string): Value =>
  s === 'true' ? true : s === 'false' ? false : (toNumber(s) ?? s);

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_comparison(ctx) {
    const p = ctx.props;
    return {
      input(port, value) {
        if (port !== 'value') return;
        const ref = ctx.last('reference') ?? literal(p.compare_to);
        const op = p.operator;
        let result: boolean;
        if (typeof value === 'boolean' || typeof ref === 'boolean') {
          if (op !== '==' && op !== '!=') {
            const b = typeof value === 'boolean' ? value : ref;
            return ctx.fail(`comparison: operator ${op} cannot compare boolean ${b}`);
          }
          result = (value === ref) === (op === '==');
        } else {
          const a = toNumber(value);
          const b = toNumber(ref);
          if (typeof ref === 'number' && a === null)
            return ctx.fail(`comparison: cannot compare ${described(value)} with number`);
          if (a !== null && b !== null) {
            const eq = Math.abs(a - b) <= p.tolerance;
            result = {
              '==': eq,
              '!=': !eq,
              '<': a < b,
              '<=': a <= b,
              '>': a > b,
              '>=': a >= b,
            }[op];
          } else {
            let x = String(value);
            let y = String(ref);
            if (p.ignore_case) [x, y] = [x.toLowerCase(), y.toLowerCase()];
            result = {
              '==': x === y,
              '!=': x !== y,
              '<': x < y,
              '<=': x <= y,
              '>': x > y,
              '>=': x >= y,
            }[op];
          }
        }
        ctx.emit('result', result);
        ctx.emit(result ? 'true' : 'false', value);
      },
    };
  },

  node_arithmetic(ctx) {
    const p = ctx.props;
    return {
      input(port, value) {
        if (port !== 'a') return;
        const a = toNumber(value);
        if (a === null) return ctx.fail(`arithmetic: a is not a number, got ${described(value)}`);
        const b =
          ctx.wiredIn('b') && ctx.last('b') !== undefined ? toNumber(ctx.last('b')) : p.b_value;
        if (b === null)
          return ctx.fail(`arithmetic: b is not a number, got ${described(ctx.last('b'))}`);
        let r: number;
        switch (p.operation) {
          case 'add':
            r = a + b;
            break;
          case 'subtract':
            r = a - b;
            break;
          case 'multiply':
            r = a * b;
            break;
          case 'divide':
            if (b === 0) return ctx.fail('arithmetic: division by zero');
            r = a / b;
            break;
          default:
            if (b === 0) return ctx.fail('arithmetic: remainder by zero');
            r = a % b;
        }
        if (!Number.isFinite(r)) return ctx.fail('arithmetic: result out of range (overflow)');
        ctx.emit('result', p.round_to === undefined ? unrounded(r) : round(r, p.round_to));
      },
    };
  },

  node_bitwise(ctx) {
    const p = ctx.props;
    const width = Number(p.width);
    const span = 2 ** width;
    const fits = (n: number) => (p.signed ? n >= -span / 2 && n < span / 2 : n >= 0 && n < span);
    return {
      input(port, value) {
        if (port !== 'a') return;
        const a = toNumber(value);
        const b =
          ctx.wiredIn('b') && ctx.last('b') !== undefined ? toNumber(ctx.last('b')) : p.b_value;
        for (const n of [a, b]) {
          if (n === null || !Number.isInteger(n))
            return ctx.fail(`bitwise: ${n ?? JSON.stringify(value)} is not an integer`);
        }
        if (!fits(a!)) return ctx.fail(`bitwise: ${a} does not fit ${width} bits`);
        const ua = BigInt.asUintN(width, BigInt(a!));
        const ub = BigInt.asUintN(width, BigInt(b!));
        let r: bigint;
        switch (p.operation) {
          case 'and':
            r = ua & ub;
            break;
          case 'or':
            r = ua | ub;
            break;
          case 'xor':
            r = ua ^ ub;
            break;
          case 'not':
            r = ~ua;
            break;
          default: {
            if (b! < 0 || b! >= width)
              return ctx.fail(
                `bitwise: shift by ${b} outside 0–${width - 1} for a ${width}-bit word`,
              );
            if (p.operation === 'shift_left') r = ua << BigInt(b!);
            else r = p.signed ? BigInt.asIntN(width, ua) >> BigInt(b!) : ua >> BigInt(b!);
          }
        }
        const out = p.signed ? BigInt.asIntN(width, r) : BigInt.asUintN(width, r);
        ctx.emit('result', Number(out));
      },
    };
  },

  node_logic(ctx) {
    const p = ctx.props;
    const ports = (['a', 'b', 'c', 'd'] as const).filter((n) => ctx.wiredIn(n));
    const values = new Map<string, boolean>();
    let lastResult: boolean | undefined;
    return {
      start() {
        if (p.gate === 'not' && ports.length > 1)
          ctx.print(`logic: not uses input a only, ${ports[1]} is wired too`);
      },
      input(port, value) {
        let v: boolean;
        if (typeof value === 'boolean') v = value;
        else if (typeof value === 'number') v = value !== 0;
        else return ctx.fail(`logic: input ${port} got ${described(value)}, expected a boolean`);
        values.set(port, v);
        const used = p.gate === 'not' ? (['a'] as const) : ports;
        if (p.wait_for_all && used.some((n) => !values.has(n))) return;
        const xs = used.map((n) => values.get(n) ?? false);
        const and = xs.every(Boolean);
        const or = xs.some(Boolean);
        const result = {
          and,
          or,
          xor: xs.filter(Boolean).length % 2 === 1,
          not: !xs[0],
          nand: !and,
          nor: !or,
        }[p.gate];
        if (p.emit_on === 'change' && result === lastResult) return;
        lastResult = result;
        ctx.emit('result', result);
      },
    };
  },

  node_switch(ctx) {
    const p = ctx.props;
    const cases = String(p.cases ?? '').split(',');
    const outs = ['out_1', 'out_2', 'out_3', 'out_4', 'out_5', 'out_6', 'out_7', 'out_8'] as const;
    return {
      start() {
        if (cases.length > 8) ctx.print(`switch: ${cases.length} cases, the maximum is 8`);
        if (p.mode === 'range')
          cases.forEach((c, i) => {
            if (!/^-?[\d.]+\.\.-?[\d.]+$/.test(c))
              ctx.print(`switch: case ${i + 1} "${c}" is not a range`);
          });
      },
      input(_port, value) {
        const hits: number[] = [];
        for (let i = 0; i < Math.min(8, cases.length); i++) {
          const c = cases[i];
          let match = false;
          if (p.mode === 'equal') match = String(value) === c;
          else if (p.mode === 'contains') match = typeof value === 'string' && value.includes(c);
          else {
            const n = toNumber(value);
            if (n === null) {
              ctx.print(`switch: range cases cannot test ${described(value)}, sent on otherwise`);
              return ctx.emit('otherwise', value);
            }
            const [lo, hi] = c.split('..').map(Number);
            match = n >= lo && n < hi;
          }
          if (match) {
            hits.push(i);
            if (p.first_match_only) break;
          }
        }
        if (!hits.length) return ctx.emit('otherwise', value);
        for (const i of hits) ctx.emit(outs[i], value);
      },
    };
  },

  node_threshold(ctx) {
    const p = ctx.props;
    const high = Number(p.high_limit);
    const normal = Number(p.normal_limit);
    let state: 'normal' | 'high' = 'normal';
    let first = true;
    let pending: TimerHandle | undefined;
    let latest = 0;
    return {
      start() {
        if (normal > high) ctx.print(`threshold: normal_limit ${normal} above high_limit ${high}`);
        ctx.show({state});
      },
      input(_port, value) {
        const v = toNumber(value);
        if (v === null)
          return ctx.print(`threshold: value ${JSON.stringify(value)} is not a number, ignored`);
        latest = v;
        if (first) {
          first = false;
          if (p.emit_initial && v <= high) ctx.emit('normal', v);
        }
        if (state === 'normal') {
          if (v > high) {
            if (p.high_delay === 0) {
              state = 'high';
              ctx.show({state});
              return ctx.emit('high', v);
            }
            pending ??= ctx.after(p.high_delay, () => {
              pending = undefined;
              state = 'high';
              ctx.show({state});
              ctx.emit('high', latest);
            });
          } else {
            ctx.cancel(pending);
            pending = undefined;
          }
          return;
        }
        if (v < normal) {
          if (p.normal_delay === 0) {
            state = 'normal';
            ctx.show({state});
            return ctx.emit('normal', v);
          }
          pending ??= ctx.after(p.normal_delay, () => {
            pending = undefined;
            state = 'normal';
            ctx.show({state});
            ctx.emit('normal', latest);
          });
        } else {
          ctx.cancel(pending);
          pending = undefined;
        }
      },
    };
  },

  node_change(ctx) {
    const p = ctx.props;
    let passed: Value | undefined;
    let lastPassTime = -Infinity;
    let held: {value: Value} | undefined;
    let holdTimer: TimerHandle | undefined;
    let heartbeat: TimerHandle | undefined;
    let latest: Value | undefined;
    const pass = (v: Value) => {
      passed = v;
      lastPassTime = ctx.now();
      held = undefined;
      ctx.emit('changed', v);
      if (p.max_interval > 0) {
        ctx.cancel(heartbeat);
        heartbeat = ctx.after(p.max_interval, () => pass(latest ?? v));
      }
    };
    const differs = (v: Value) => {
      if (passed === undefined) return true;
      const a = typeof v === 'number' ? v : null;
      const b = typeof passed === 'number' ? passed : null;
      if (a === null || b === null) return JSON.stringify(v) !== JSON.stringify(passed);
      const band = p.deadband_mode === 'percent' ? (Math.abs(b) * p.deadband) / 100 : p.deadband;
      return band === 0 ? a !== b : Math.abs(a - b) > band;
    };
    return {
      start() {
        if (p.max_interval > 0 && p.min_interval > p.max_interval)
          ctx.print(
            `change: min_interval ${p.min_interval / 1000} s is longer than max_interval ${p.max_interval / 1000} s`,
          );
      },
      input(port, value) {
        if (port === 'reset') {
          passed = undefined;
          held = undefined;
          ctx.cancel(holdTimer);
          // A handle left behind would make the next value wait for a timer that never runs.
          holdTimer = undefined;
          return;
        }
        latest = value;
        if (!differs(value)) return;
        if (p.min_interval > 0 && ctx.now() - lastPassTime < p.min_interval) {
          held = {value};
          if (!holdTimer)
            holdTimer = ctx.at(lastPassTime + p.min_interval, () => {
              holdTimer = undefined;
              if (held) pass(held.value);
            });
          return;
        }
        pass(value);
      },
    };
  },

  node_scale(ctx) {
    const p = ctx.props;
    return {
      start() {
        if (p.in_low === p.in_high)
          ctx.print(`scale: in_low equals in_high (both ${p.in_low}), cannot scale`);
      },
      input(_port, value) {
        const v = toNumber(value);
        if (v === null) return ctx.fail(`scale: value ${JSON.stringify(value)} is not a number`);
        if (p.in_low === p.in_high) return;
        let r = p.out_low + ((v - p.in_low) * (p.out_high - p.out_low)) / (p.in_high - p.in_low);
        if (p.clamp) {
          const lo = Math.min(p.out_low, p.out_high);
          const hi = Math.max(p.out_low, p.out_high);
          r = Math.min(hi, Math.max(lo, r));
        }
        ctx.emit('scaled', p.round_to === undefined ? unrounded(r) : round(r, p.round_to));
      },
    };
  },
};
