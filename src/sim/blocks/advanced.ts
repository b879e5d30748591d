/** Behaviours of the advanced blocks: PID, stepper, state machine, expressions and the web dashboard. */
import type {records} from '../../data/blocks/records/advanced';
import {AFTER, TRANSITION} from '../../data/projects/validate';
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
    // Set while the loop runs with no setpoint: the Console says so once per episode, not per sample.
    let noSetpoint = false;
    // Set while disabled: the first sample after enable starts from disabled_output (bumpless).
    let resume = false;
    const sample = () => {
      const enabled = ctx.last('enable') !== false;
      const sp = toNumber(ctx.last('setpoint')) ?? p.initial_setpoint ?? null;
      const pv = toNumber(ctx.last('measurement'));
      if (!enabled || sp !== null) noSetpoint = false;
      if (!enabled) {
        output = p.disabled_output;
        resume = true;
      } else if (sp === null) {
        output = p.disabled_output;
        if (!noSetpoint) ctx.fail(`pid: no setpoint, output held at ${p.disabled_output}`);
        noSetpoint = true;
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
        // Bumpless transfer: the first sample after enable sends disabled_output, its integral
        // set to match, and the derivative starts from this measurement.
        const bumpless = resume;
        resume = false;
        if (bumpless) {
          lastMeasurement = pv;
          if (p.kp > 0) integral = p.disabled_output / p.kp - error;
        }
        const derivative = lastMeasurement === null ? 0 : (-sign * (pv - lastMeasurement)) / dt;
        lastMeasurement = pv;
        const tentative = p.kp * (error + integral + p.kd * derivative);
        const saturated =
          (tentative >= p.output_max && error > 0) || (tentative <= p.output_min && error < 0);
        if (!saturated && !bumpless) integral += p.ki * error * dt;
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
    let ticker: TimerHandle | undefined;
    let target: number | null = null;
    // The move under way: where it began, its length in steps, when it began and whether it
    // starts at cruise speed (a stop's deceleration) rather than from standstill.
    let move: {from: number; steps: number; sign: number; at: number; braking: boolean} | null =
      null;
    const dir = p.invert_direction ? -1 : 1;
    const a = p.acceleration;
    const v = p.max_speed;
    // A trapezoidal move: the time to cover a distance at max_speed with acceleration.
    const duration = (steps: number) => {
      const ramp = (v * v) / a;
      return steps <= ramp ? 2 * Math.sqrt(steps / a) : steps / v + v / a;
    };
    // Steps covered t s into a move of this length (accelerate, cruise, decelerate).
    const covered = (steps: number, t: number) => {
      const total = duration(steps);
      if (t >= total) return steps;
      const peak = Math.min(v, Math.sqrt(steps * a));
      const ramp = peak / a;
      if (t < ramp) return (a * t * t) / 2;
      if (t > total - ramp) return steps - (a * (total - t) ** 2) / 2;
      return (a * ramp * ramp) / 2 + peak * (t - ramp);
    };
    // Where the shaft is now, in whole steps, and its speed in steps/s.
    const now = () => {
      if (!move) return {at: position, speed: 0};
      const t = (ctx.now() - move.at) / 1000;
      if (move.braking) {
        const speed0 = Math.sqrt(2 * a * move.steps);
        const tt = Math.min(t, speed0 / a);
        const done = speed0 * tt - (a * tt * tt) / 2;
        return {at: move.from + move.sign * Math.floor(done), speed: speed0 - a * tt};
      }
      const total = duration(move.steps);
      const tt = Math.min(t, total);
      const peak = Math.min(v, Math.sqrt(move.steps * a));
      const ramp = peak / a;
      const speed = tt < ramp ? a * tt : tt > total - ramp ? a * (total - tt) : peak;
      return {at: move.from + move.sign * Math.floor(covered(move.steps, tt)), speed};
    };
    const halt = () => {
      ctx.cancel(timer);
      ctx.cancel(ticker);
      position = now().at;
      move = null;
    };
    // While moving, the position goes out every 100 ms.
    const report = () => {
      ticker = ctx.after(100, () => {
        if (!move) return;
        const at = now().at;
        ctx.show({position: at});
        ctx.emit('position', at);
        report();
      });
    };
    const run = (m: NonNullable<typeof move>, ms: number, end: number) => {
      move = m;
      report();
      timer = ctx.after(ms, () => {
        ctx.cancel(ticker);
        move = null;
        position = end;
        target = null;
        ctx.show({moving: false, position});
        ctx.emit('position', position);
        ctx.emit('done', position);
      });
    };
    const moveTo = (to: number) => {
      if (ctx.last('enable') === false) return ctx.fail('stepper: move ignored, motor disabled');
      halt();
      target = to;
      const from = position;
      const steps = Math.abs(to - from);
      const ms = Math.round(duration(steps) * 1000);
      ctx.sim(`stepper ${p.slot} moving to ${to}`);
      ctx.show({moving: true, target: to, direction: dir * Math.sign(to - from)});
      run({from, steps, sign: Math.sign(to - from), at: ctx.now(), braking: false}, ms, to);
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
        if (port === 'enable') {
          // Coils off: the shaft stops where it is and turns freely.
          if (value === false && move) {
            halt();
            target = null;
            ctx.show({moving: false, position});
          }
          return;
        }
        if (port === 'stop') {
          if (target === null || !move) return;
          // Decelerate from the present speed at the set acceleration.
          const {speed} = now();
          const sign = move.sign;
          halt();
          const steps = Math.round((speed * speed) / (2 * a));
          const end = position + sign * steps;
          target = end;
          run(
            {from: position, steps, sign, at: ctx.now(), braking: true},
            Math.round((speed / a) * 1000),
            end,
          );
          return;
        }
        if (port === 'home') {
          if (ctx.last('enable') === false)
            return ctx.fail('stepper: move ignored, motor disabled');
          halt();
          const homed = wiring.connected;
          const steps = homed ? Math.abs(position) : 20000;
          target = 0;
          timer = ctx.after(Math.round((steps / p.home_speed) * 1000), () => {
            target = null;
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
        moveTo(port === 'move' ? now().at + n : n);
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
      .map((l) => TRANSITION.exec(l))
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
        const m = AFTER.exec(timed.event);
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
