/** Behaviours of the LCD blocks: pages, labels, values, gauges, buttons and the keypad, as screen state. */
import type {records} from '../../data/blocks/records/lcd';
import type {BlockContext, Behaviours, IdsOf, TimerHandle} from './types';
import {round, show, toNumber} from './util';
import {deviceById, type DeviceId} from '../../data/hardware';

/** Which page is on the screen, and how to show another. */
interface Screen {
  current: string | null;
  pages: Map<
    string,
    {order: number; home: boolean; shown: () => void; left: () => void; touched: () => void}
  >;
  showPage(name: string): void;
  /** A touch or a button press: restarts the showing page's wait before it returns home. */
  touch(): void;
}

const screen = (shared: <T>(k: string, c: () => T) => T) =>
  shared<Screen>('lcd:screen', () => {
    const s: Screen = {
      current: null,
      pages: new Map(),
      showPage(name) {
        if (s.current === name) return;
        const old = s.current ? s.pages.get(s.current) : undefined;
        s.current = name;
        old?.left();
        s.pages.get(name)?.shown();
      },
      touch() {
        if (s.current) s.pages.get(s.current)?.touched();
      },
    };
    return s;
  });

/**
 * An item names its page by the page's name; a name no LCD page block has is
 * what the device reports at start (the record's "no page named" errors).
 */
/** The panel's display when the project names a CP-02 or CP-03: its size and whether it is a touchscreen. */
function display(device: DeviceId | null): {width: number; height: number; touch: boolean} | null {
  const d = device ? deviceById(device).panel.display : undefined;
  if (!d) return null;
  const [width, height] = d.pixels.split(' × ').map(Number);
  return {width, height, touch: d.touch};
}

function pageMissing(
  ctx: {peers: BlockContext<'node_lcd_label'>['peers']},
  page: string | undefined,
): boolean {
  return (
    page !== undefined &&
    page !== '' &&
    !ctx.peers('node_lcd_page').some((p) => String(p.props.name) === page)
  );
}

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_lcd_page(ctx) {
    const p = ctx.props;
    const name = String(p.name);
    const s = screen(ctx.shared);
    let idle: TimerHandle | undefined;
    const waitForHome = () => {
      ctx.cancel(idle);
      if (p.return_home_after > 0 && !p.home)
        idle = ctx.after(p.return_home_after, () => s.current === name && s.showPage(home()));
    };
    s.pages.set(name, {
      order: p.order,
      home: p.home,
      shown: () => {
        ctx.show({showing: true});
        ctx.sim(`lcd page ${name}`);
        ctx.emit('shown', name);
        waitForHome();
      },
      touched: waitForHome,
      left: () => {
        ctx.cancel(idle);
        ctx.show({showing: false});
        ctx.emit('left', name);
      },
    });
    const home = () => {
      const all = [...s.pages].sort((a, b) => a[1].order - b[1].order);
      return (all.find(([, v]) => v.home) ?? all[0])[0];
    };
    return {
      start() {
        ctx.show({showing: false});
        if (s.current === null && home() === name) s.showPage(name);
      },
      input: () => s.showPage(name),
      // The operator stepping or swiping to this page.
      press() {
        s.showPage(name);
        return null;
      },
    };
  },

  node_lcd_label(ctx) {
    const p = ctx.props;
    return {
      start() {
        if (pageMissing(ctx, p.page)) ctx.print(`lcd: no page named ${p.page} for label`);
        const screenSize = display(ctx.device);
        if (screenSize && (p.x >= screenSize.width || p.y >= screenSize.height))
          ctx.print(
            `lcd: label at ${p.x >= screenSize.width ? `x ${p.x}` : `y ${p.y}`} outside the ${screenSize.width} × ${screenSize.height} display on page ${p.page}`,
          );
        ctx.show({page: String(p.page), text: p.initial_text ?? ''});
      },
      input(_port, value) {
        ctx.show({text: show(value)});
      },
    };
  },

  node_lcd_value(ctx) {
    const p = ctx.props;
    let stale: TimerHandle | undefined;
    return {
      start() {
        if (pageMissing(ctx, p.page))
          ctx.print(`lcd: no page named ${p.page} for value ${p.label ?? ctx.id}`);
        ctx.show({page: String(p.page), text: '--'});
      },
      input(_port, value) {
        const n = toNumber(value);
        if (n === null || typeof value === 'string') {
          ctx.print(
            `lcd: value ${JSON.stringify(value)} for ${p.label ?? ctx.id} is not a number, shown as --`,
          );
          return ctx.show({text: '--'});
        }
        const colour =
          p.low_limit !== undefined && n < p.low_limit
            ? p.low_colour
            : p.high_limit !== undefined && n > p.high_limit
              ? p.high_colour
              : p.colour;
        const text = [p.label, round(n, p.decimals).toFixed(p.decimals), p.unit]
          .filter(Boolean)
          .join(' ');
        ctx.show({text, colour});
        ctx.cancel(stale);
        if (p.stale_after > 0) stale = ctx.after(p.stale_after, () => ctx.show({text: '--'}));
      },
    };
  },

  node_lcd_gauge(ctx) {
    const p = ctx.props;
    let warned = false;
    return {
      start() {
        if (pageMissing(ctx, p.page)) ctx.print(`lcd: no page named ${p.page} for gauge`);
        ctx.show({page: String(p.page), value: p.min, fill: 0, unit: p.unit ?? ''});
      },
      input(_port, value) {
        const n = toNumber(value);
        if (n === null) return;
        const pinned = Math.min(p.max, Math.max(p.min, n));
        if (pinned !== n && !warned) {
          warned = true;
          ctx.print(
            `lcd: gauge value ${n} ${n > p.max ? 'above' : 'below'} its range ${p.min}–${p.max}, drawn at ${pinned}`,
          );
        }
        if (pinned === n) warned = false;
        const colour = p.high_limit !== undefined && n >= p.high_limit ? p.high_colour : p.colour;
        ctx.show({value: n, fill: round(((pinned - p.min) / (p.max - p.min)) * 100, 2), colour});
      },
    };
  },

  node_lcd_button(ctx) {
    const p = ctx.props;
    let enabled = true;
    // A front-panel key mapped twice on one page: only the first block in the project emits.
    let shadowed = false;
    // A touch button on a panel without a touchscreen is not drawn, so it cannot be pressed.
    let untouchable = false;
    return {
      start() {
        const screenSize = display(ctx.device);
        if (p.source === 'touch' && screenSize && !screenSize.touch) {
          untouchable = true;
          ctx.print(
            `lcd: touch button ${p.label ?? ctx.id} ${p.page ? `on page ${p.page}` : 'on every page'} not shown, no touchscreen`,
          );
        }
        if (p.source === 'front panel') {
          const same = ctx
            .peers('node_lcd_button')
            .filter(
              (b) =>
                b.props.source === 'front panel' &&
                (b.props.key ?? 'OK') === p.key &&
                (b.props.page ?? '') === (p.page ?? ''),
            );
          shadowed = same[0]?.id !== ctx.id;
          if (same.length > 1 && !shadowed)
            ctx.print(
              `lcd: key ${p.key} ${p.page ? `on page ${p.page}` : 'on every page'} mapped by ${same.length} buttons, only the first emits`,
            );
        }
        ctx.show({enabled, label: p.label ?? p.key});
      },
      input(port, value) {
        if (port === 'enabled') {
          enabled = value !== false;
          ctx.show({enabled});
        } else ctx.show({label: show(value)});
      },
      press(holdMs) {
        const page = p.page ? String(p.page) : null;
        const current = screen(ctx.shared).current;
        if (untouchable) return `button "${ctx.id}" is not shown: this panel has no touchscreen`;
        if (!enabled) return `button "${ctx.id}" is disabled`;
        screen(ctx.shared).touch();
        if (shadowed) return null;
        if (page && current !== null && current !== page)
          return `page ${page} is not on the screen`;
        ctx.emit('pressed', true);
        if (holdMs >= p.long_press_time)
          ctx.after(p.long_press_time, () => ctx.emit('long_press', p.long_press_time));
        ctx.after(holdMs, () => ctx.emit('released', false));
        return null;
      },
    };
  },

  node_lcd_keypad(ctx) {
    const p = ctx.props;
    let open = false;
    let timeout: TimerHandle | undefined;
    const close = (why: 'cancel' | 'timeout') => {
      if (!open) return;
      open = false;
      ctx.cancel(timeout);
      ctx.show({open});
      if (why === 'timeout')
        ctx.print(`lcd: keypad closed after ${p.timeout / 1000} s without input`);
      ctx.emit('cancelled', null);
    };
    return {
      start: () => ctx.show({open}),
      input(port, value) {
        if (port === 'cancel') return close('cancel');
        open = true;
        ctx.show({
          open,
          title: p.title,
          masked: p.mode === 'pin' && p.masked,
          entry: p.mode === 'number' && typeof value === 'number' ? value : '',
        });
        ctx.cancel(timeout);
        timeout = ctx.after(p.timeout, () => close('timeout'));
      },
      set(value) {
        if (!open) return 'the keypad is not open';
        screen(ctx.shared).touch();
        // null is the Cancel key.
        if (value === null) return close('cancel') ?? null;
        // An entry is keys pressed: the wait for the next key starts again.
        ctx.cancel(timeout);
        timeout = ctx.after(p.timeout, () => close('timeout'));
        const text = show(value);
        const accept = (entry: string | number) => {
          open = false;
          ctx.cancel(timeout);
          ctx.show({open});
          ctx.emit('value', entry);
          return null;
        };
        if (p.mode === 'pin') {
          if (!/^\d+$/.test(text) || text.length < p.min_digits || text.length > p.max_digits)
            return `a PIN has ${p.min_digits}–${p.max_digits} digits`;
          return accept(text);
        }
        const n = toNumber(text);
        if (n === null) return 'the keypad takes a number';
        const decimals = text.split('.')[1]?.length ?? 0;
        if (decimals > p.decimals)
          return p.decimals === 0
            ? 'the keypad has no decimal point key'
            : `the keypad takes at most ${p.decimals} decimals`;
        if (n < p.min || n > p.max) {
          ctx.print(`lcd: keypad value ${n} outside ${p.min}–${p.max}, not accepted`);
          return null;
        }
        return accept(n);
      },
    };
  },
};
