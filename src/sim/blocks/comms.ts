/** Behaviours of the comms blocks: serial, sockets, HTTP both ways, SMS, Wiegand readers and 1-Wire sensors. */
import type {records} from '../../data/blocks/records/comms';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {round, seconds, show} from './util';

const hostOf = (url: string) => /^[a-z]+:\/\/([^/:]+)/i.exec(url)?.[1] ?? url;

/** A request waiting for its reply on a serial port; one at a time per port, the rest queued. */
interface SerialPort {
  busy: {block: string; timer: TimerHandle; answer: (frame: string) => void} | null;
  queue: (() => void)[];
  listeners: ((frame: string) => void)[];
  /** For length framing: characters received that do not make a whole frame yet. */
  pending?: string;
}

/** A delimiter as written in the property, with \r, \n and \xNN escapes, as the characters it stands for. */
const unescape = (text: string) =>
  text
    .replace(/\\r/g, '\r')
    .replace(/\\n/g, '\n')
    .replace(/\\x([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const WIEGAND_BITS: Record<string, number> = {
  '26-bit (H10301)': 26,
  '34-bit': 34,
  '35-bit (Corporate 1000)': 35,
  '37-bit (H10304)': 37,
};

/** Facility and card-number bits of each format, between its parity bits. */
const WIEGAND_FIELDS: Record<number, [facility: number, card: number]> = {
  26: [8, 16],
  34: [16, 16],
  35: [12, 20],
  37: [16, 19],
};

/**
 * A card's whole frame as hex, parity bits included: a leading even parity bit over the first
 * half of the data bits and a trailing odd one over the second half (the halves overlap by a bit
 * when the data bits are odd in number, as in H10304). Corporate 1000's three parity bits are
 * not reproduced: its frame is shown with them at 0.
 */
function rawFrame(bits: number, facility: number, card: number): string {
  const [fBits, cBits] = WIEGAND_FIELDS[bits] ?? WIEGAND_FIELDS[26];
  const data = (BigInt(facility) << BigInt(cBits)) | BigInt(card);
  const width = fBits + cBits;
  const dataBits = Array.from({length: width}, (_, i) =>
    Number((data >> BigInt(width - 1 - i)) & 1n),
  );
  const ones = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const half = Math.ceil(width / 2);
  const lead = bits === 35 ? 0 : ones(dataBits.slice(0, half)) % 2;
  const trail = bits === 35 ? 0 : 1 - (ones(dataBits.slice(width - half)) % 2);
  const frame = (BigInt(lead) << BigInt(width + 1)) | (data << 1n) | BigInt(trail);
  return frame.toString(16).toUpperCase();
}

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_serial(ctx) {
    const p = ctx.props;
    const portName = String(p.port);
    const port = ctx.shared<SerialPort>(`serial:${portName}`, () => ({
      busy: null,
      queue: [],
      listeners: [],
    }));
    const listener = !ctx.wiredIn('send');
    const next = () => {
      port.busy = null;
      port.queue.shift()?.();
    };
    if (listener) port.listeners.push((frame) => ctx.emit('received', frame));
    const request = (text: string) => {
      const shown = p.framing === 'delimiter' ? `${text}${p.delimiter}` : text;
      ctx.sim(`serial ${portName} sends ${shown}`);
      const timer = ctx.after(p.response_timeout, () => {
        ctx.fail(`serial: no response within ${p.response_timeout} ms`);
        next();
      });
      port.busy = {
        block: ctx.id,
        timer,
        answer: (frame) => {
          ctx.cancel(timer);
          ctx.emit('received', frame);
          next();
        },
      };
    };
    return {
      input(_port, value) {
        const text = show(value);
        if (!port.busy) return request(text);
        if (port.queue.length >= 16) return ctx.fail('serial: queue full, request dropped');
        port.queue.push(() => request(text));
        ctx.print(`serial: port busy, request queued (${port.queue.length} waiting)`);
      },
      set(value) {
        return this.deliver!({kind: 'serial', port: portName, text: show(value)})
          ? null
          : 'not taken';
      },
      deliver(d) {
        if (d.kind !== 'serial' || (d.port && d.port !== portName)) return false;
        // Only the first block on the port routes a frame, so it is not handled twice.
        const first = ctx.peers('node_serial').find((b) => b.props.port === portName);
        if (first?.id !== ctx.id) return true;
        const route = (frame: string) => {
          if (port.busy) port.busy.answer(frame);
          else port.listeners.forEach((l) => l(frame));
        };
        if (p.framing === 'length') {
          // Every frame_length characters make a frame; a shorter rest waits for the next text.
          port.pending = (port.pending ?? '') + d.text;
          const size = Math.max(1, p.frame_length);
          while (port.pending.length >= size) {
            const frame = port.pending.slice(0, size);
            port.pending = port.pending.slice(size);
            route(frame);
          }
          return true;
        }
        let frame = d.text;
        if (p.framing === 'delimiter') {
          const delim = unescape(String(p.delimiter));
          frame = frame.endsWith(delim)
            ? frame.slice(0, -delim.length)
            : frame.replace(/\r?\n$/, '');
        }
        if (frame.length > 1024) {
          ctx.fail(`serial: frame longer than 1024 bytes on ${portName}, discarded`);
          return true;
        }
        route(frame);
        return true;
      },
    };
  },

  node_socket(ctx) {
    const p = ctx.props;
    const peer = `${p.host ?? '0.0.0.0'}:${p.port}`;
    let connected = false;
    let retry: TimerHandle | undefined;
    let wanted = p.auto_connect;
    const connect = () => {
      if (p.protocol === 'udp' || connected) return;
      const failure = ctx.network('socket');
      if (failure) {
        ctx.fail(
          failure === 'dns'
            ? `socket: cannot resolve host ${p.host}`
            : `socket: connection refused by ${peer}`,
        );
        if (wanted) retry = ctx.after(p.reconnect_interval, connect);
        return;
      }
      connected = true;
      ctx.show({connected});
      ctx.emit('connected', peer);
    };
    const lose = () => {
      if (!connected) return;
      connected = false;
      ctx.show({connected});
      ctx.emit('disconnected', peer);
      ctx.fail(
        `socket: connection to ${peer} lost, reconnecting in ${seconds(p.reconnect_interval)}`,
      );
      if (wanted) retry = ctx.after(p.reconnect_interval, connect);
    };
    return {
      start() {
        ctx.show({connected});
        if (p.mode === 'server') {
          // The first server block on a local port listens; a later one cannot.
          const first = ctx
            .peers('node_socket')
            .find(
              (b) =>
                b.props.mode === 'server' &&
                b.props.port === p.port &&
                b.props.protocol === p.protocol,
            );
          if (first && first.id !== ctx.id) ctx.fail(`socket: port ${p.port} already in use`);
        }
        if (p.mode === 'client' && p.auto_connect) connect();
      },
      input(port, value) {
        if (port === 'connect') {
          wanted = true;
          return connect();
        }
        if (port === 'disconnect') {
          wanted = false;
          ctx.cancel(retry);
          if (connected) {
            connected = false;
            ctx.show({connected});
            ctx.emit('disconnected', peer);
          }
          return;
        }
        if (p.protocol === 'tcp' && !connected)
          return ctx.fail(`socket: not connected to ${peer}, data not sent`);
        ctx.sim(`socket ${peer} sends ${show(value)}`);
      },
      networkChanged(service, failure) {
        if (service !== 'socket' && service !== 'all') return;
        if (failure) lose();
        else if (wanted && !connected) {
          ctx.cancel(retry);
          connect();
        }
      },
      set(value) {
        return this.deliver!({kind: 'socket', block: ctx.id, text: show(value)})
          ? null
          : 'not connected';
      },
      deliver(d) {
        if (d.kind !== 'socket' || (d.block && d.block !== ctx.id)) return false;
        if (p.protocol === 'tcp' && !connected) return false;
        ctx.emit('received', d.text);
        return true;
      },
    };
  },

  node_http(ctx) {
    const p = ctx.props;
    const responses = ctx.shared<Map<string, {status: number; body: string}>>(
      'http:responses',
      () => new Map(),
    );
    return {
      input(port, value) {
        if (port !== 'send') return;
        const url =
          typeof ctx.last('url') === 'string' && ctx.last('url')
            ? String(ctx.last('url'))
            : String(p.url ?? '');
        const host = hostOf(url);
        const body = ['POST', 'PUT', 'PATCH'].includes(p.method) ? ` ${show(value)}` : '';
        ctx.sim(`http ${p.method} ${url}${body}`);
        const failure = ctx.network('http');
        if (failure === 'timeout' || failure === 'offline')
          return void ctx.after(p.timeout, () =>
            ctx.fail(`http: no response from ${host} within ${seconds(p.timeout)}`),
          );
        if (failure === 'dns') return ctx.fail(`http: cannot resolve host ${host}`);
        // A refused connection is a failed request, never a reply.
        if (failure === 'refused') return ctx.fail(`http: connection to ${host} refused`);
        if (failure === 'tls' && url.startsWith('https:') && p.tls_verify)
          return ctx.fail(`http: TLS certificate not trusted for ${host}`);
        const scripted = [...responses]
          .filter(([u]) => url.startsWith(u))
          .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
        const reply = scripted ?? {status: 200, body: ''};
        if (!scripted) ctx.sim(`http ${p.method} ${url} answered 200 (no response defined)`);
        ctx.emit('status', reply.status);
        ctx.emit('headers', {'content-type': 'application/json'});
        ctx.emit('body', reply.body);
        if (p.status_errors && reply.status >= 400)
          ctx.fail(`http: status ${reply.status} from ${host}`);
      },
      deliver(d) {
        if (d.kind !== 'http_response') return false;
        responses.set(d.url, {status: d.status ?? 200, body: d.body ?? ''});
        return true;
      },
    };
  },

  node_http_endpoint(ctx) {
    const p = ctx.props;
    const waiting: {method: string; path: string; timer: TimerHandle}[] = [];
    let status = p.default_status;
    return {
      input(port, value) {
        if (port === 'status') {
          if (typeof value === 'number') status = value;
          return;
        }
        const req = waiting.shift();
        if (!req) return;
        ctx.cancel(req.timer);
        ctx.sim(`http ${req.method} ${req.path} answered ${status} ${show(value)}`);
        ctx.show({last_reply: show(value), last_status: status});
      },
      set(value) {
        return this.deliver!({
          kind: 'http',
          path: String(p.path),
          method: p.method === 'any' ? 'GET' : p.method,
          body: show(value),
        })
          ? null
          : 'not taken';
      },
      deliver(d) {
        if (d.kind !== 'http') return false;
        const [pathOnly, query = ''] = d.path.split('?');
        if (pathOnly !== p.path) return false;
        const method = d.method ?? 'GET';
        if (p.method !== 'any' && method !== p.method) {
          ctx.sim(`http ${method} ${pathOnly} answered 405`);
          return true;
        }
        if (p.auth !== 'none' && d.auth === false) {
          ctx.fail(
            `http: unauthorised request to ${pathOnly} from ${d.from ?? '192.0.2.44'}, answered 401`,
          );
          return true;
        }
        if ((d.body ?? '').length > 16384) {
          ctx.fail(`http: request body to ${pathOnly} larger than 16 KB, answered 413`);
          return true;
        }
        if (waiting.length >= 4) {
          ctx.fail(`http: endpoint ${pathOnly} busy, answered 503`);
          return true;
        }
        const entry = {
          method,
          path: pathOnly,
          timer: ctx.after(p.reply_timeout, () => {
            waiting.splice(waiting.indexOf(entry), 1);
            ctx.fail(
              `http: no reply to ${method} ${pathOnly} within ${seconds(p.reply_timeout)}, answered 504`,
            );
          }),
        };
        waiting.push(entry);
        const q: {[k: string]: Value} = {};
        for (const [k, v] of new URLSearchParams(query)) q[k] = v;
        ctx.emit('request', {method, path: pathOnly, query: q, headers: {}, body: d.body ?? ''});
        return true;
      },
    };
  },

  node_sms(ctx) {
    const p = ctx.props;
    const sentTimes: number[] = [];
    const allowed = String(p.allowed_senders ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
    return {
      input(port, value) {
        if (port !== 'send') return;
        const failure = ctx.network('sms');
        if (failure === 'no_sim') return ctx.fail('sms: no SIM card in tile #41');
        // A refused message is the network's answer for one recipient; any other failure is no network.
        if (failure && failure !== 'refused')
          return ctx.fail('sms: not registered on a network (signal −113 dBm)');
        const to = ctx.last('to');
        // `to` replaces the whole recipients list, numbers separated by commas as in the property.
        const recipients = String(typeof to === 'string' && to ? to : (p.recipients ?? ''))
          .split(/[\s,]+/)
          .filter(Boolean);
        for (const r of recipients) {
          if (failure === 'refused') {
            ctx.fail(`sms: message to ${r} rejected by network (error 38)`);
            continue;
          }
          while (sentTimes.length && ctx.now() - sentTimes[0] >= 3600000) sentTimes.shift();
          if (sentTimes.length >= p.max_per_hour) {
            ctx.fail(`sms: limit of ${p.max_per_hour} messages per hour reached, message dropped`);
            continue;
          }
          sentTimes.push(ctx.now());
          ctx.sim(`sms to ${r}: ${show(value)}`);
          ctx.emit('sent', r);
        }
      },
      set(value) {
        return this.deliver!({kind: 'sms', from: allowed[0] ?? '+447700900123', text: show(value)})
          ? null
          : 'not taken';
      },
      deliver(d) {
        if (d.kind !== 'sms') return false;
        if (!allowed.includes('*') && !allowed.includes(d.from)) {
          ctx.sim(`sms from ${d.from} ignored, not an allowed sender`);
          return true;
        }
        ctx.emit('sender', d.from);
        ctx.emit('received', d.text);
        return true;
      },
    };
  },

  node_wiegand(ctx) {
    const p = ctx.props;
    let pin = '';
    let pinTimer: TimerHandle | undefined;
    const endPin = () => {
      ctx.cancel(pinTimer);
      if (pin) ctx.emit('pin', pin);
      pin = '';
    };
    const card = (n: number, facility: number, bits: number, parity: boolean) => {
      const expected = WIEGAND_BITS[p.format];
      if (p.format !== 'auto' ? bits !== expected : !Object.values(WIEGAND_BITS).includes(bits))
        return ctx.fail(
          `wiegand: ${bits}-bit frame does not match the ${expected ?? 26}-bit format`,
        );
      if (!parity) return ctx.fail(`wiegand: parity error in ${bits}-bit frame`);
      if (p.facility_code > 0 && facility !== p.facility_code)
        return ctx.fail(
          `wiegand: facility code ${facility} rejected (expected ${p.facility_code})`,
        );
      ctx.emit('facility', facility);
      const raw = rawFrame(bits, facility, n);
      ctx.emit(
        'card',
        p.card_output === 'card number'
          ? String(n)
          : p.card_output === 'raw hex'
            ? raw
            : `${facility}:${n}`,
      );
    };
    return {
      input(port, value) {
        if (port === 'grant') {
          ctx.show({led: 'green'});
          ctx.sim(`reader ${ctx.id} green, beep`);
          ctx.after(p.grant_time, () => ctx.show({led: 'red'}));
        } else if (port === 'deny') {
          ctx.show({led: 'red'});
          ctx.sim(`reader ${ctx.id} red, 3 beeps`);
        } else {
          ctx.sim(`reader ${ctx.id} beep ${show(value)} ms`);
        }
      },
      set(value) {
        const n = typeof value === 'number' ? value : Number(value);
        if (!Number.isInteger(n)) return 'a card number is a whole number';
        card(n, p.facility_code, WIEGAND_BITS[p.format] ?? 26, true);
        return null;
      },
      deliver(d) {
        if ((d.kind !== 'wiegand' && d.kind !== 'wiegand_pin') || (d.block && d.block !== ctx.id))
          return false;
        if (d.kind === 'wiegand') {
          card(
            d.card,
            d.facility ?? p.facility_code,
            d.bits ?? WIEGAND_BITS[p.format] ?? 26,
            d.parity ?? true,
          );
          return true;
        }
        if (p.pin_mode === 'off') return false;
        for (const key of d.keys) {
          if (key === '#') endPin();
          else if (key === '*') pin = '';
          else {
            pin += key;
            ctx.cancel(pinTimer);
            pinTimer = ctx.after(p.pin_timeout, endPin);
          }
        }
        return true;
      },
    };
  },

  node_onewire(ctx) {
    const p = ctx.props;
    let reading: {temperature: number; humidity: number | null} | string = {
      temperature: 22.4,
      humidity: null,
    };
    const humid = String(p.rom_id ?? '').startsWith('26-');
    const conversion = {'9-bit': 94, '10-bit': 188, '11-bit': 375, '12-bit': 750}[p.resolution];
    const rom = p.rom_id || '28-0316a2793c2f';
    return {
      start: () => ctx.show({temperature: 22.4}),
      input() {
        ctx.after(conversion, () => {
          if (typeof reading === 'string') return ctx.fail(reading);
          if (ctx.network('onewire')) return ctx.fail(`onewire: no device at ${rom}`);
          // The simulated sensor gives the value set, not rounded to resolution steps, as in Studio.
          const t = round(reading.temperature + p.offset, 4);
          ctx.emit('temperature', t);
          if (humid) ctx.emit('humidity', reading.humidity ?? 50);
        });
      },
      set(value) {
        if (value === 'no device') reading = `onewire: no device at ${rom}`;
        else if (value === 'crc') reading = `onewire: CRC error at ${rom}`;
        else if (value === 'short') reading = 'onewire: bus short circuit';
        else if (typeof value === 'number') reading = {temperature: value, humidity: null};
        else if (
          value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          typeof value.temperature === 'number'
        )
          reading = {
            temperature: value.temperature,
            humidity: typeof value.humidity === 'number' ? value.humidity : null,
          };
        else
          return 'a 1-Wire sensor takes a temperature, {temperature, humidity}, or "no device", "crc", "short"';
        ctx.show({temperature: typeof reading === 'string' ? reading : reading.temperature});
        return null;
      },
    };
  },
};
