/** Behaviours of the system blocks: the device's own inputs and outputs, restarts and logs. */
import {CURRENT_RELEASES} from '../../data/releases';
import type {records} from '../../data/blocks/records/system';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {SIM_IP, round, show, toNumber} from './util';

/** The free memory the simulated device reports, in bytes. */
const SIM_FREE_MEMORY = 262144;
const RUNNING: string = CURRENT_RELEASES.runtime.version;

const BUZZER_PATTERNS: Record<string, number[]> = {
  beep: [200],
  double: [100, 100, 100],
  triple: [100, 100, 100, 100, 100],
  alarm: [500, 500],
};

const olderThan = (a: string, b: string) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) < (pb[i] ?? 0);
  }
  return false;
};

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_system(ctx) {
    const started = ctx.now();
    let down: TimerHandle | undefined;
    const report = () => {
      ctx.emit('uptime', Math.floor((ctx.now() - started) / 1000));
      ctx.emit('free_memory', SIM_FREE_MEMORY);
    };
    return {
      start() {
        ctx.emit('start_reason', ctx.startReason);
        ctx.emit('start', null);
        if (ctx.network('all'))
          down = ctx.after(ctx.props.network_down_delay, () =>
            ctx.emit('network_down', 'ethernet'),
          );
        // The record: 0 reports only on read, otherwise 1 s to 24 h.
        const every = ctx.props.report_interval > 0 ? Math.max(1000, ctx.props.report_interval) : 0;
        if (every > 0) {
          const tick = () => {
            report();
            ctx.after(every, tick);
          };
          ctx.after(every, tick);
        }
      },
      input: () => report(),
      networkChanged(service, failure) {
        if (service !== 'all') return;
        if (failure) {
          ctx.cancel(down);
          down = ctx.after(ctx.props.network_down_delay, () =>
            ctx.emit('network_down', 'ethernet'),
          );
        } else {
          ctx.cancel(down);
          ctx.emit('network_up', `ethernet ${SIM_IP}`);
        }
      },
    };
  },

  node_digital_in(ctx) {
    const p = ctx.props;
    let contact = false;
    let accepted = false;
    let pending: TimerHandle | undefined;
    // Changes in the present 1 s window; past 50 they are not passed on (the record's error).
    let window = {from: -Infinity, changes: 0};
    // The state last passed on, so the end of a limited window can bring the outputs in step.
    let sent: boolean | null = null;
    const reported = () => (p.invert ? !accepted : accepted);
    return {
      start() {
        ctx.show({input: contact, state: reported()});
        if (p.emit_at_start) ctx.emit('state', reported());
      },
      input: () => ctx.emit('state', reported()),
      set(value) {
        if (typeof value !== 'boolean')
          return 'a digital input takes true (closed) or false (open)';
        contact = value;
        ctx.show({input: contact});
        ctx.cancel(pending);
        if (contact === accepted) return null;
        pending = ctx.after(p.debounce, () => {
          accepted = contact;
          const v = reported();
          ctx.show({state: v});
          if (ctx.now() - window.from >= 1000) window = {from: ctx.now(), changes: 0};
          const w = window;
          w.changes++;
          if (w.changes === 51)
            ctx.after(w.from + 1000 - ctx.now(), () => {
              ctx.print(
                `digital_in: channel ${p.channel} chattering, ${w.changes} changes in 1 s, limited to 50 events/s`,
              );
              const now = reported();
              if (now === sent) return;
              sent = now;
              ctx.emit('state', now);
              ctx.emit(now ? 'on' : 'off', now);
            });
          if (w.changes > 50) return;
          sent = v;
          ctx.emit('state', v);
          ctx.emit(v ? 'on' : 'off', v);
        });
        return null;
      },
    };
  },

  node_button(ctx) {
    const p = ctx.props;
    const name = p.source === 'front_panel' ? p.button : `di${p.channel}`;
    let down: number | null = null;
    let timers: TimerHandle[] = [];
    // A contact change waiting out the debounce; a bounce back within it cancels the change.
    let settling: TimerHandle | undefined;
    const clear = () => {
      timers.forEach((t) => ctx.cancel(t));
      timers = [];
    };
    const pressDown = () => {
      down = ctx.now();
      ctx.show({pressed: true});
      ctx.emit('press', name);
      timers.push(
        ctx.after(p.long_press_time, () => {
          ctx.emit('long_press', p.long_press_time);
          if (p.repeat_interval > 0) {
            const again = () => {
              ctx.emit('press', name);
              timers.push(ctx.after(p.repeat_interval, again));
            };
            timers.push(ctx.after(p.repeat_interval, again));
          }
        }),
      );
    };
    const release = () => {
      if (down === null) return;
      clear();
      const held = ctx.now() - down;
      down = null;
      ctx.show({pressed: false});
      ctx.emit('release', held);
    };
    return {
      start: () => ctx.show({pressed: false}),
      set(value) {
        if (typeof value !== 'boolean') return 'a button takes true (held) or false (released)';
        const pressed = p.source === 'front_panel' || p.active_when === 'closed' ? value : !value;
        ctx.cancel(settling);
        settling = undefined;
        if (pressed === (down !== null)) return null;
        settling = ctx.after(p.source === 'front_panel' ? 0 : p.debounce, () =>
          pressed ? down === null && pressDown() : release(),
        );
        return null;
      },
      press(holdMs) {
        const debounce = p.source === 'front_panel' ? 0 : p.debounce;
        ctx.after(debounce, pressDown);
        ctx.after(debounce + holdMs, release);
        return null;
      },
    };
  },

  node_relay(ctx) {
    const p = ctx.props;
    const saved = ctx.shared(`persist:relay:${ctx.id}`, () => ({on: false}));
    let on = false;
    let pulse: TimerHandle | undefined;
    const drive = (next: boolean) => {
      if (next === on) return;
      on = next;
      saved.on = on;
      ctx.show({on});
      ctx.sim(`relay ${p.relay} ${on ? 'on' : 'off'}`);
      ctx.emit('state', on);
    };
    return {
      start() {
        const others = ctx
          .peers('node_relay')
          .filter((r) => r.props.relay === p.relay && r.id !== ctx.id);
        // The device names the other block as Studio's canvas does: by its label, else its id.
        if (others.length)
          ctx.print(
            `relay: relay ${p.relay} is also driven by "${others[0].label ?? others[0].id}", the last command wins`,
          );
        const first = p.start_state === 'restore' ? saved.on : p.start_state === 'on';
        ctx.show({on: false});
        if (first) drive(true);
        // The record: the start state is sent once, so a widget or a command's state shows it at once.
        else ctx.emit('state', false);
      },
      input(port, value) {
        if (port === 'pulse') {
          const n = toNumber(value);
          const ms = n !== null && Number.isInteger(n) && n > 0 ? n : p.pulse_time;
          if (ms < 50) {
            ctx.print(`relay: pulse of ${ms} ms below the 50 ms minimum`);
            return;
          }
          ctx.cancel(pulse);
          drive(true);
          pulse = ctx.after(ms, () => drive(false));
          return;
        }
        ctx.cancel(pulse);
        drive(port === 'on');
      },
    };
  },

  node_analog_in(ctx) {
    const p = ctx.props;
    const ma = p.mode === '4-20mA';
    let signal = ma ? 12 : 5;
    const window: number[] = [];
    const sample = () => {
      let raw = signal;
      if (!ma && raw > 10.5) {
        ctx.fail(`analog_in: channel ${p.channel} over range, ${raw.toFixed(1)} V above 10.5 V`);
        raw = 10.5;
      }
      if (ma && raw < 3.6)
        ctx.fail(
          `analog_in: channel ${p.channel} loop current ${raw.toFixed(1)} mA below 3.6 mA, loop open or transmitter failed`,
        );
      window.push(raw);
      if (window.length > p.filter) window.shift();
      const avg = window.reduce((a, b) => a + b, 0) / window.length;
      const fraction = ma ? (avg - 4) / 16 : avg / 10;
      const value = round(p.scale_low + fraction * (p.scale_high - p.scale_low), 6);
      ctx.show({input: signal, value});
      ctx.emit('raw', round(avg, 6));
      ctx.emit('value', value);
    };
    return {
      start() {
        ctx.show({input: signal});
        sample();
        const tick = () => {
          sample();
          ctx.after(p.sample_interval, tick);
        };
        ctx.after(p.sample_interval, tick);
      },
      input: () => sample(),
      set(value) {
        // A reading in the block's unit, {"value": 42}, is turned back into the signal that gives it.
        if (
          value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          typeof value.value === 'number'
        ) {
          const f = (value.value - p.scale_low) / (p.scale_high - p.scale_low);
          signal = round(ma ? 4 + f * 16 : f * 10, 9);
          ctx.show({input: signal});
          return null;
        }
        if (typeof value !== 'number')
          return `analog input ${p.channel} takes a number in ${ma ? 'mA' : 'V'}`;
        signal = value;
        ctx.show({input: signal});
        return null;
      },
    };
  },

  node_analog_out(ctx) {
    const p = ctx.props;
    let applied: number | null = null;
    const apply = (volts: number) => {
      // The DAC has 4096 steps over 10 V.
      const v = round(Math.round(volts * 409.6) / 409.6, 4);
      ctx.show({voltage: v});
      // Like a relay, the Console reports changes only.
      if (v !== applied) ctx.sim(`analog output ${p.channel} ${v.toFixed(2)} V`);
      applied = v;
      ctx.emit('voltage', v);
    };
    return {
      start: () => apply(Math.min(10, Math.max(0, p.start_value))),
      input(_port, value) {
        const n = toNumber(value);
        if (n === null) return;
        const volts = ((n - p.scale_low) / (p.scale_high - p.scale_low)) * 10;
        if (volts > 10 || volts < 0) {
          const end = volts > 10 ? 10 : 0;
          ctx.fail(`analog_out: value ${n} gives ${volts.toFixed(1)} V, clamped to ${end} V`);
          apply(end);
        } else apply(volts);
      },
    };
  },

  node_pwm(ctx) {
    const p = ctx.props;
    let duty = p.start_duty;
    let ramp: TimerHandle[] = [];
    const set = (d: number) => {
      duty = d;
      ctx.show({duty: round(d, 2)});
    };
    const target = (t: number) => {
      ramp.forEach((h) => ctx.cancel(h));
      ramp = [];
      if (p.ramp_time === 0) {
        const changed = t !== duty;
        set(t);
        if (changed) ctx.sim(`pwm ${p.channel} ${round(t, 2)} %`);
        ctx.emit('actual_duty', round(t, 2));
        ctx.emit('ramp_done', round(t, 2));
        return;
      }
      const from = duty;
      const startAt = ctx.now();
      const curve = (f: number) => (p.curve === 'perceptual' ? f * f : f);
      for (let s = 1000; s < p.ramp_time; s += 1000) {
        ramp.push(
          ctx.after(s, () => {
            set(from + (t - from) * curve((ctx.now() - startAt) / p.ramp_time));
            ctx.emit('actual_duty', round(duty, 2));
          }),
        );
      }
      ramp.push(
        ctx.after(p.ramp_time, () => {
          set(t);
          ctx.sim(`pwm ${p.channel} ${round(t, 2)} %`);
          ctx.emit('actual_duty', round(t, 2));
          ctx.emit('ramp_done', round(t, 2));
        }),
      );
    };
    return {
      start() {
        // The four channels of a tile #57 share one frequency: the lowest channel's sets it.
        const tile = Math.ceil(p.channel / 4);
        const first = ctx
          .peers('node_pwm')
          .filter(
            (r) =>
              r.id !== ctx.id &&
              typeof r.props.channel === 'number' &&
              Math.ceil(r.props.channel / 4) === tile &&
              r.props.channel < p.channel,
          )
          .sort((a, b) => Number(a.props.channel) - Number(b.props.channel))[0];
        if (first && first.props.frequency !== p.frequency)
          ctx.print(
            `pwm: channel ${p.channel} frequency ${p.frequency} Hz differs from channel ${String(first.props.channel)} (${String(first.props.frequency)} Hz) on the same tile`,
          );
        set(p.start_duty);
        if (p.start_duty) ctx.sim(`pwm ${p.channel} ${p.start_duty} %`);
      },
      input(port, value) {
        if (port === 'on') return target(p.on_duty);
        if (port === 'off') return target(0);
        const read = toNumber(value);
        if (read === null) return;
        // The record: 0–100 in 0.1 % steps.
        const n = round(read, 1);
        if (n < 0 || n > 100) {
          const c = n < 0 ? 0 : 100;
          ctx.fail(`pwm: duty ${n} outside 0–100 %, clamped to ${c}`);
          return target(c);
        }
        target(n);
      },
    };
  },

  node_buzzer(ctx) {
    const p = ctx.props;
    let timers: TimerHandle[] = [];
    let playing = false;
    const finish = (complete: boolean) => {
      timers.forEach((t) => ctx.cancel(t));
      timers = [];
      if (!playing) return;
      playing = false;
      ctx.show({sounding: false});
      ctx.sim('buzzer off');
      ctx.emit('done', complete);
    };
    const parse = (text: string): number[] | null => {
      const parts = text.split(',').map((s) => s.trim());
      return parts.every((s) => /^\d+$/.test(s)) ? parts.map(Number) : null;
    };
    return {
      start: () => ctx.show({sounding: false}),
      input(port, value) {
        if (port === 'stop') return finish(false);
        let pattern: number[] | null;
        let label: string;
        if (typeof value === 'string' && value !== '') {
          pattern = parse(value);
          label = value;
          if (!pattern)
            return ctx.print(`buzzer: pattern "${value}" is not a list of milliseconds`);
        } else if (p.pattern === 'custom') {
          pattern = parse(p.custom_pattern);
          label = p.custom_pattern;
          if (!pattern)
            return ctx.print(`buzzer: pattern "${p.custom_pattern}" is not a list of milliseconds`);
        } else {
          pattern = BUZZER_PATTERNS[p.pattern];
          label = p.pattern;
        }
        if (pattern.length > 32)
          return ctx.print(`buzzer: pattern has ${pattern.length} values, the maximum is 32`);
        timers.forEach((t) => ctx.cancel(t));
        timers = [];
        playing = true;
        ctx.show({sounding: true, pattern: label});
        ctx.sim(`buzzer ${label} at ${p.frequency} Hz`);
        const once = pattern.reduce((a, b) => a + b, 0);
        if (p.repeat > 0 && once * p.repeat <= p.max_time) {
          timers.push(ctx.after(once * p.repeat, () => finish(true)));
        } else {
          timers.push(ctx.after(p.max_time, () => finish(false)));
        }
      },
    };
  },

  node_reboot(ctx) {
    const p = ctx.props;
    const history = ctx.shared(`persist:reboot:${ctx.id}`, () => [] as number[]);
    return {
      input(port) {
        if (port === 'restart') {
          ctx.after(p.restart_delay, () => {
            const recent = history.filter((t) => ctx.now() - t < 3600000);
            if (recent.length >= p.max_restarts) {
              ctx.fail(
                `reboot: ${recent.length} restarts in the last hour, restart refused (max_restarts ${p.max_restarts})`,
              );
              return;
            }
            if (ctx.shared('upgrade:writing', () => ({on: false})).on) {
              ctx.print('reboot: restart postponed, firmware upgrade in progress');
              return;
            }
            history.push(ctx.now());
            ctx.restart('restart');
          });
          return;
        }
        if (p.relay === undefined)
          return ctx.fail('reboot: power_cycle needs a relay, none is set');
        const energise = p.contact === 'nc';
        ctx.sim(`relay ${p.relay} ${energise ? 'on' : 'off'}`);
        ctx.show({power: false});
        ctx.after(p.off_time, () => {
          ctx.sim(`relay ${p.relay} ${energise ? 'off' : 'on'}`);
          ctx.show({power: true});
          ctx.emit('power_restored', p.off_time);
        });
      },
    };
  },

  node_upgrade_firmware(ctx) {
    const p = ctx.props;
    const offered = () => ctx.shared('firmware:offered', () => ({version: RUNNING})).version;
    return {
      deliver(d) {
        if (d.kind !== 'firmware') return false;
        ctx.shared('firmware:offered', () => ({version: RUNNING})).version = d.version;
        return true;
      },
      input(port, value) {
        if (ctx.network('http') || ctx.network('cloud')) {
          const url = p.source === 'url' ? p.url : 'https://releases.tessera.example';
          return ctx.fail(`upgrade_firmware: download failed, no answer from ${url}`);
        }
        if (port === 'check') {
          if (olderThan(RUNNING, offered())) ctx.emit('available', offered());
          return;
        }
        const wanted = typeof value === 'string' && value ? value : p.version;
        const version = wanted === 'latest' ? offered() : wanted;
        if (version === RUNNING) return;
        if (olderThan(version, RUNNING) && !p.allow_downgrade)
          return ctx.fail(
            `upgrade_firmware: ${version} is older than the running ${RUNNING} and allow_downgrade is off`,
          );
        const writing = ctx.shared('upgrade:writing', () => ({on: false}));
        writing.on = true;
        ctx.sim(`firmware ${version} downloading`);
        for (let i = 1; i <= 10; i++) ctx.after(i * 1000, () => ctx.emit('progress', i * 10));
        ctx.after(10000, () => {
          writing.on = false;
          ctx.restart('firmware_upgrade');
        });
      },
    };
  },

  node_log(ctx) {
    const p = ctx.props;
    let minute = -1;
    let lines = 0;
    return {
      input(_port, value: Value) {
        const m = Math.floor(ctx.now() / 60000);
        if (m !== minute) {
          minute = m;
          lines = 0;
        }
        lines++;
        if (lines > p.max_per_minute) {
          if (lines === p.max_per_minute + 1)
            ctx.print(
              `log: "${p.text}" wrote ${p.max_per_minute} lines this minute, further lines dropped until the next minute`,
            );
          return;
        }
        const text = [p.text, show(value)].filter((s) => s !== '').join(' ');
        ctx.print(`[log] ${text}`);
      },
    };
  },
};
