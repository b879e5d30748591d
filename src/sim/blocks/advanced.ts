/** Behaviours of the advanced blocks: PID, stepper, state machine, expressions and the web dashboard. */
import type {records} from '../../data/blocks/records/advanced';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {FormulaError, evaluate, parseFormula} from './formula';
import {round, show, toNumber} from './util';

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_pid(ctx) {
    const p = ctx.props;
    let integral = 0;
    let lastMeasurement: number | null = null;
    let lastArrival = ctx.now();
    let output = p.disabled_output;
    let atMaxSince: number | null = null;
    let warnedMax = false;
    let timedOut = false;
    const sample = () => {
      const enabled = ctx.last('enable') !== false;
      const sp = toNumber(ctx.last('setpoint')) ?? p.initial_setpoint ?? null;
      const pv = toNumber(ctx.last('measurement'));
      if (!enabled) output = p.disabled_output;
      else if (sp === null) {
        output = p.disabled_output;
        ctx.fail(`pid: no setpoint, output held at ${p.disabled_output}`);
      } else if (
        pv === null ||
        (p.measurement_timeout > 0 && ctx.now() - lastArrival > p.measurement_timeout)
      ) {
        output = p.disabled_output;
        if (!timedOut && pv !== null) {
          timedOut = true;
          ctx.fail(
            `pid: no measurement for ${p.measurement_timeout / 1000} s, output set to ${p.disabled_output}`,
          );
        }
      } else {
        timedOut = false;
        const sign = p.direction === 'direct (cooling)' ? -1 : 1;
        const error = sign * (sp - pv);
        const dt = p.sample_time / 1000;
        const derivative = lastMeasurement === null ? 0 : (-sign * (pv - lastMeasurement)) / dt;
        lastMeasurement = pv;
        const tentative = p.kp * (error + integral + p.kd * derivative);
        const saturated =
          (tentative >= p.output_max && error > 0) || (tentative <= p.output_min && error < 0);
        if (!saturated) integral += p.ki * error * dt;
        output = Math.min(
          p.output_max,
          Math.max(p.output_min, p.kp * (error + integral + p.kd * derivative)),
        );
      }
      output = round(output, 3);
      ctx.show({output});
      ctx.emit('output', output);
      if (output >= p.output_max) {
        atMaxSince ??= ctx.now();
        if (!warnedMax && ctx.now() - atMaxSince >= 600000) {
          warnedMax = true;
          ctx.fail(`pid: output at ${p.output_max} for 600 s, setpoint not reached`);
        }
      } else {
        atMaxSince = null;
        warnedMax = false;
      }
    };
    return {
      start() {
        const tick = () => {
          sample();
          ctx.after(p.sample_time, tick);
        };
        ctx.after(p.sample_time, tick);
      },
      input(port) {
        if (port === 'measurement') lastArrival = ctx.now();
        if (port === 'reset') {
          integral = 0;
          lastMeasurement = null;
        }
      },
    };
  },

  node_stepper(ctx) {
    const p = ctx.props;
    let position = 0;
    let timer: TimerHandle | undefined;
    let target: number | null = null;
    const dir = p.invert_direction ? -1 : 1;
    // A trapezoidal move: the time to cover a distance at max_speed with acceleration.
    const duration = (steps: number) => {
      const a = p.acceleration;
      const v = p.max_speed;
      const ramp = (v * v) / a;
      return steps <= ramp ? 2 * Math.sqrt(steps / a) : steps / v + v / a;
    };
    const moveTo = (to: number) => {
      if (ctx.last('enable') === false) return ctx.fail('stepper: move ignored, motor disabled');
      ctx.cancel(timer);
      target = to;
      const from = position;
      const ms = Math.round(duration(Math.abs(to - from)) * 1000);
      ctx.sim(`stepper ${p.slot} moving to ${to}`);
      ctx.show({moving: true, target: to, direction: dir * Math.sign(to - from)});
      timer = ctx.after(ms, () => {
        position = to;
        target = null;
        ctx.show({moving: false, position});
        ctx.emit('position', position);
        ctx.emit('done', position);
      });
    };
    // The wiring of the home switch outlasts a restart.
    const wiring = ctx.shared(`persist:home-switch:${ctx.id}`, () => ({connected: true}));
    return {
      start: () => ctx.show({position, moving: false}),
      // Whether the home switch is connected: false makes a homing run fail.
      set(value) {
        if (typeof value !== 'boolean')
          return 'a stepper takes true (home switch connected) or false';
        wiring.connected = value;
        return null;
      },
      input(port, value) {
        if (port === 'enable') return;
        if (port === 'stop') {
          if (target === null) return;
          ctx.cancel(timer);
          target = null;
          ctx.show({moving: false, position});
          return ctx.emit('done', position);
        }
        if (port === 'home') {
          if (ctx.last('enable') === false)
            return ctx.fail('stepper: move ignored, motor disabled');
          const homed = wiring.connected;
          const steps = homed ? Math.abs(position) : 20000;
          ctx.cancel(timer);
          timer = ctx.after(Math.round((steps / p.home_speed) * 1000), () => {
            if (!homed) return ctx.fail('stepper: home switch not reached within 20000 steps');
            position = 0;
            ctx.show({moving: false, position});
            ctx.emit('position', 0);
            ctx.emit('done', 0);
          });
          return;
        }
        const n = toNumber(value);
        if (n === null || !Number.isInteger(n)) return;
        moveTo(port === 'move' ? position + n : n);
      },
    };
  },

  node_state_machine(ctx) {
    const p = ctx.props;
    const states = String(p.states ?? '')
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    const rules = String(p.transitions ?? '')
      .split('\n')
      .map((l) => /^\s*(\w+)\s*\+\s*(.+?)\s*->\s*(\w+)\s*$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({from: m[1], event: m[2], to: m[3]}));
    const saved = ctx.shared(`persist:state:${ctx.id}`, () => ({state: null as string | null}));
    const initial = String(p.initial);
    let state = initial;
    let timer: TimerHandle | undefined;
    const enter = (to: string, event: string | null) => {
      const from = state;
      state = to;
      if (p.persist) saved.state = to;
      ctx.show({state});
      ctx.emit('state', to);
      if (event !== null) ctx.emit('transition', {from, to, event});
      ctx.cancel(timer);
      const timed = rules.find((r) => r.from === to && /^after\s/.test(r.event));
      if (timed) {
        const m = /^after\s+(\d+(?:\.\d+)?)\s*(ms|s|min|h)$/.exec(timed.event);
        if (m) {
          const ms = Number(m[1]) * {ms: 1, s: 1000, min: 60000, h: 3600000}[m[2] as 'ms'];
          timer = ctx.after(ms, () => enter(timed.to, timed.event));
        }
      }
    };
    return {
      start() {
        if (p.persist && saved.state !== null) {
          if (states.includes(saved.state)) state = saved.state;
          else
            ctx.print(
              `state machine: saved state ${saved.state} no longer exists, starting in ${initial}`,
            );
        }
        enter(state, null);
      },
      input(port, value) {
        if (port === 'reset') return enter(initial, 'reset');
        const event = show(value);
        const rule = rules.find((r) => r.from === state && r.event === event);
        if (!rule) {
          ctx.print(`state machine: event ${event} has no transition from ${state}, ignored`);
          return ctx.emit('ignored', event);
        }
        enter(rule.to, event);
      },
    };
  },

  node_expression(ctx) {
    const p = ctx.props;
    let tree: ReturnType<typeof parseFormula> | null = null;
    const run = () => {
      if (!tree) return;
      const vars: Record<string, number | boolean | undefined> = {};
      for (const n of ['a', 'b', 'c', 'd'] as const) {
        const v = ctx.last(n);
        vars[n] = typeof v === 'boolean' ? v : (toNumber(v as Value) ?? undefined);
      }
      try {
        const r = evaluate(tree, vars);
        ctx.emit('result', typeof r === 'boolean' ? r : round(r, p.decimals));
      } catch (e) {
        if (!(e instanceof FormulaError)) throw e;
        ctx.fail(`expression: ${e.message}`);
      }
    };
    return {
      start() {
        try {
          tree = parseFormula(String(p.formula ?? ''));
        } catch (e) {
          ctx.print(`expression: ${(e as Error).message} in ${p.formula}`);
        }
      },
      input(port) {
        if (port === 'a' || p.trigger === 'any input') run();
      },
    };
  },

  node_dashboard_widget(ctx) {
    const p = ctx.props;
    const title = String(p.title ?? ctx.id);
    return {
      start: () => ctx.show({title}),
      input(_port, value) {
        if (p.widget === 'chart' && typeof value !== 'number') {
          ctx.print(
            `dashboard: value ${JSON.stringify(value)} for chart ${title} is not a number, not stored`,
          );
          return;
        }
        let text: string;
        if (typeof value === 'number')
          text = `${round(value, p.decimals).toFixed(p.decimals)}${p.unit ? ` ${p.unit}` : ''}`;
        else if (typeof value === 'boolean') text = value ? 'on' : 'off';
        else text = show(value);
        ctx.show({value, text});
      },
    };
  },

  node_dashboard_command(ctx) {
    const p = ctx.props;
    const title = String(p.title ?? ctx.id);
    return {
      start: () => ctx.show({title}),
      input(_port, value) {
        ctx.show({value});
      },
      set(value) {
        if (p.control === 'button') {
          ctx.emit('command', true);
          return null;
        }
        if (p.control === 'switch') {
          if (typeof value !== 'boolean') return 'a switch takes true or false';
          ctx.show({value});
          ctx.emit('command', value);
          return null;
        }
        if (p.control === 'select') {
          const options = String(p.options ?? '')
            .split(',')
            .map((s) => s.trim());
          if (!options.includes(show(value))) return `not one of ${options.join(', ')}`;
          ctx.show({value});
          ctx.emit('command', show(value));
          return null;
        }
        const n = toNumber(value);
        if (n === null) return 'a number is needed';
        if (n < p.min || n > p.max) {
          ctx.print(`dashboard: value ${n} for ${title} outside ${p.min}–${p.max}, not sent`);
          return null;
        }
        ctx.show({value: n});
        ctx.emit('command', n);
        return null;
      },
      press() {
        if (p.control !== 'button') return `control "${title}" is a ${p.control}, not a button`;
        ctx.emit('command', true);
        return null;
      },
    };
  },
};
