/** Behaviours of the comms blocks: serial, sockets, HTTP both ways, SMS, Wiegand readers and 1-Wire sensors. */
import type {records} from '../../data/blocks/records/comms';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {round, seconds, show} from './util';

/** The client a socket delivery to a server comes from when it names none. */
const SOCKET_CLIENT = '192.0.2.50:49152';

/** A scripted HTTP reply; header names in lowercase. */
interface HttpReply {
  status: number;
  body: string;
  headers: {[name: string]: string};
}

const hostOf = (url: string) => /^[a-z]+:\/\/([^/:]+)/i.exec(url)?.[1] ?? url;

/** A request waiting for its reply on a serial port; one at a time per port, the rest queued. */
interface SerialPort {
  busy: {block: string; timer: TimerHandle; answer: (frame: string) => void} | null;
  queue: (() => void)[];
  listeners: ((frame: string) => void)[];
  /** Cuts the bytes received on the port into frames, with the first block's framing. */
  frames?: Framer;
}

/** A delimiter as written in the property, with \r, \n and \xNN escapes, as the characters it stands for. */
const unescape = (text: string) =>
  text
    .replace(/\\r/g, '\r')
    .replace(/\\n/g, '\n')
    .replace(/\\x([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Bytes are carried as text with one character per byte (0–255); `data_format` hex shows them as
 * pairs, `01 03 0A`. Text in hex pairs as bytes, or null when it is not hex pairs.
 */
export function fromHex(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  if (!/^(?:[0-9a-f]{2})*$/i.test(digits)) return null;
  return (digits.match(/../g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join('');
}

/** Bytes as hex pairs, upper case, separated by spaces; a character above 255 counts as its UTF-8 bytes. */
const toHex = (bytes: string) =>
  Array.from(bytes, (c) =>
    c.charCodeAt(0) <= 0xff ? [c.charCodeAt(0)] : [...new TextEncoder().encode(c)],
  )
    .flat()
    .map((b) => b.toString(16).toUpperCase().padStart(2, '0'))
    .join(' ');

/** Framing rules as the Serial and Socket blocks' properties set them. */
interface FrameRules {
  framing: 'none' | 'delimiter' | 'length' | 'silence';
  /** As written in the property, with escapes. */
  delimiter: string | undefined;
  frameLength: number;
  /** Longest delimiter or silence frame; the bytes of a longer one are discarded. */
  max: number;
}

/** Received bytes in, whole frames out; `overlong` when a frame grew past the maximum and was dropped. */
type Framer = (bytes: string) => {frames: string[]; overlong: boolean};

/**
 * One stream's framing, for a serial port and for each TCP connection of a Socket block. A
 * delivery is the bytes that arrive at one instant: with `none` they are one message as they
 * are; with `silence` the pause after them ends a frame; with `delimiter` and `length`, bytes
 * that do not make a whole frame wait for the next delivery, so one line can arrive in pieces.
 */
function framer(rules: FrameRules): Framer {
  let pending = '';
  const delimiter = unescape(rules.delimiter ?? '');
  return (bytes) => {
    const frames: string[] = [];
    let overlong = false;
    const keep = (frame: string) => {
      if (frame.length > rules.max) overlong = true;
      else if (frame) frames.push(frame);
    };
    if (rules.framing === 'none' || (rules.framing === 'delimiter' && !delimiter)) {
      if (bytes) frames.push(bytes);
    } else if (rules.framing === 'silence') keep(bytes);
    else if (rules.framing === 'length') {
      pending += bytes;
      const size = Math.max(1, rules.frameLength);
      while (pending.length >= size) {
        frames.push(pending.slice(0, size));
        pending = pending.slice(size);
      }
    } else {
      const parts = (pending + bytes).split(delimiter);
      pending = parts.pop() ?? '';
      parts.forEach(keep);
      // No delimiter within the maximum: the frame so far is discarded, as on the device.
      if (pending.length > rules.max) {
        pending = '';
        overlong = true;
      }
    }
    return {frames, overlong};
  };
}

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
    const hex = p.data_format === 'hex';
    const port = ctx.shared<SerialPort>(`serial:${portName}`, () => ({
      busy: null,
      queue: [],
      listeners: [],
    }));
    // Every block on a port must use the same framing (the record): the first one's cuts the frames.
    port.frames ??= framer({
      framing: p.framing,
      delimiter: p.delimiter,
      frameLength: p.frame_length,
      max: 1024,
    });
    const listener = !ctx.wiredIn('send');
    const next = () => {
      port.busy = null;
      port.queue.shift()?.();
    };
    const shown = (frame: string) => (hex ? toHex(frame) : frame);
    if (listener) port.listeners.push((frame) => ctx.emit('received', shown(frame)));
    const request = (bytes: string) => {
      const delimited = p.framing === 'delimiter';
      // The Console shows text with the delimiter as written, and bytes as hex pairs.
      const line = hex
        ? toHex(delimited ? bytes + unescape(String(p.delimiter ?? '')) : bytes)
        : `${bytes}${delimited ? (p.delimiter ?? '') : ''}`;
      ctx.sim(`serial ${portName} sends ${line}`);
      const timer = ctx.after(p.response_timeout, () => {
        ctx.fail(`serial: no response within ${p.response_timeout} ms`);
        next();
      });
      port.busy = {
        block: ctx.id,
        timer,
        answer: (frame) => {
          ctx.cancel(timer);
          ctx.emit('received', shown(frame));
          next();
        },
      };
    };
    return {
      input(_port, value) {
        const text = show(value);
        const bytes = hex ? fromHex(text) : text;
        if (bytes === null) return ctx.fail(`serial: request "${text}" is not hex pairs, not sent`);
        if (!port.busy) return request(bytes);
        if (port.queue.length >= 16) return ctx.fail('serial: queue full, request dropped');
        port.queue.push(() => request(bytes));
        ctx.print(`serial: port busy, request queued (${port.queue.length} waiting)`);
      },
      set(value) {
        // A line typed in the run panel is one whole frame: it gets the delimiter the port expects.
        const text = show(value);
        if (hex && fromHex(text) === null) return 'type bytes as hex pairs, such as 01 03 0A';
        const end = p.framing === 'delimiter' ? unescape(String(p.delimiter ?? '')) : '';
        const delivery = hex ? {text: `${text} ${toHex(end)}`, hex: true} : {text: `${text}${end}`};
        return this.deliver!({kind: 'serial', port: portName, ...delivery}) ? null : 'not taken';
      },
      deliver(d) {
        if (d.kind !== 'serial' || (d.port && d.port !== portName)) return false;
        // Only the first block on the port routes a frame, so it is not handled twice.
        const first = ctx.peers('node_serial').find((b) => b.props.port === portName);
        if (first?.id !== ctx.id) return true;
        const {frames, overlong} = port.frames!(d.hex ? (fromHex(d.text) ?? '') : d.text);
        if (overlong) ctx.fail(`serial: frame longer than 1024 bytes on ${portName}, discarded`);
        for (const frame of frames) {
          if (port.busy) port.busy.answer(frame);
          else port.listeners.forEach((l) => l(frame));
        }
        return true;
      },
    };
  },

  node_socket(ctx) {
    const p = ctx.props;
    const hex = p.data_format === 'hex';
    const tcp = p.protocol === 'tcp';
    const server = p.mode === 'server';
    const peer = `${p.host ?? '0.0.0.0'}:${p.port}`;
    const rules: FrameRules = {
      framing: p.framing,
      delimiter: p.delimiter,
      frameLength: p.frame_length,
      max: Infinity,
    };
    // Open TCP connections by peer address: a client's one, or a server's clients, each with its
    // own framing and idle timer.
    const links = new Map<string, {frames: Framer; idle?: TimerHandle}>();
    let listening = false;
    let retry: TimerHandle | undefined;
    let wanted = p.auto_connect;
    // A client closed by idle_timeout stays closed until the next `send` needs it.
    let idleClosed = false;
    const shown = (bytes: string) => (hex ? toHex(bytes) : bytes);
    const showState = () =>
      ctx.show(
        server ? {connected: links.size > 0, clients: links.size} : {connected: links.size > 0},
      );
    const touch = (address: string) => {
      const link = links.get(address);
      if (!link || !tcp || !p.idle_timeout) return;
      ctx.cancel(link.idle);
      link.idle = ctx.after(p.idle_timeout, () => {
        ctx.sim(`socket ${address} closed after ${seconds(p.idle_timeout)} without data`);
        if (!server) idleClosed = true;
        close(address);
      });
    };
    const open = (address: string) => {
      links.set(address, {frames: framer(rules)});
      touch(address);
      showState();
      ctx.emit('connected', address);
    };
    const close = (address: string) => {
      const link = links.get(address);
      if (!link) return false;
      ctx.cancel(link.idle);
      links.delete(address);
      showState();
      ctx.emit('disconnected', address);
      return true;
    };
    const connect = () => {
      if (!tcp || server || links.has(peer)) return;
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
      idleClosed = false;
      open(peer);
    };
    const lose = () => {
      if (!close(peer)) return;
      ctx.fail(
        `socket: connection to ${peer} lost, reconnecting in ${seconds(p.reconnect_interval)}`,
      );
      if (wanted) retry = ctx.after(p.reconnect_interval, connect);
    };
    const receive = (address: string, bytes: string) => {
      const link = links.get(address)!;
      if (bytes) touch(address);
      for (const frame of link.frames(bytes).frames) ctx.emit('received', shown(frame));
    };
    /** Local ports the device's own servers hold while the project uses them (the record). */
    const reserved = (port: number) => {
      const has = (...types: Parameters<typeof ctx.peers>[0][]) =>
        types.some((t) => ctx.peers(t).length > 0);
      // An HTTP endpoint or the web dashboard needs the HTTP server, HTTPS on by default.
      const http = has('node_http_endpoint', 'node_dashboard_widget', 'node_dashboard_command');
      // The simulator cannot tell a Modbus slave on RTU from one on TCP: it takes it as listening.
      const modbus = has('node_modbus_slave_read', 'node_modbus_slave_write');
      return ((port === 80 || port === 443) && http) || (port === 502 && modbus);
    };
    return {
      start() {
        showState();
        if (server) {
          // The first server block on a local port listens; a later one, or a feature's port, cannot.
          const first = ctx
            .peers('node_socket')
            .find(
              (b) =>
                b.props.mode === 'server' &&
                b.props.port === p.port &&
                b.props.protocol === p.protocol,
            );
          if ((first && first.id !== ctx.id) || (tcp && reserved(Number(p.port))))
            ctx.fail(`socket: port ${p.port} already in use`);
          else listening = true;
        } else if (p.auto_connect) connect();
      },
      input(port, value) {
        if (port === 'connect') {
          if (server) return;
          wanted = true;
          return connect();
        }
        if (port === 'disconnect') {
          if (!server) {
            wanted = false;
            ctx.cancel(retry);
          }
          for (const address of [...links.keys()]) close(address);
          return;
        }
        const text = show(value);
        const bytes = hex ? fromHex(text) : text;
        if (bytes === null) return ctx.fail(`socket: "${text}" is not hex pairs, data not sent`);
        if (!tcp) return ctx.sim(`socket ${peer} sends ${shown(bytes)}`);
        if (idleClosed && wanted) connect();
        if (!links.size)
          return ctx.fail(
            server
              ? `socket: no client connected on port ${p.port}, data not sent`
              : `socket: not connected to ${peer}, data not sent`,
          );
        for (const address of links.keys()) {
          ctx.sim(`socket ${address} sends ${shown(bytes)}`);
          touch(address);
        }
      },
      networkChanged(service, failure) {
        if (service !== 'socket' && service !== 'all') return;
        if (failure) {
          if (server) for (const address of [...links.keys()]) close(address);
          else lose();
        } else if (!server && wanted && !idleClosed && !links.has(peer)) {
          ctx.cancel(retry);
          connect();
        }
      },
      set(value) {
        // A line typed in the run panel is one whole frame: it gets the delimiter the block expects.
        const text = show(value);
        if (hex && fromHex(text) === null) return 'type bytes as hex pairs, such as 01 03 0A';
        const end = tcp && p.framing === 'delimiter' ? unescape(String(p.delimiter ?? '')) : '';
        const delivery = hex ? {text: `${text} ${toHex(end)}`, hex: true} : {text: `${text}${end}`};
        return this.deliver!({kind: 'socket', block: ctx.id, ...delivery})
          ? null
          : server
            ? `not listening on port ${p.port}`
            : 'not connected';
      },
      deliver(d) {
        if (d.kind !== 'socket' || (d.block && d.block !== ctx.id)) return false;
        const bytes = d.hex ? (fromHex(d.text) ?? '') : d.text;
        if (!tcp) {
          // One datagram is one message, whatever the framing; a server takes them once listening.
          if (server && !listening) return false;
          ctx.emit('received', shown(bytes));
          return true;
        }
        if (!server) {
          if ((d.from && d.from !== peer) || !links.has(peer)) return false;
          receive(peer, bytes);
          if (d.close) lose();
          return true;
        }
        if (!listening || ctx.network('socket')) return false;
        const from = d.from ?? SOCKET_CLIENT;
        if (!links.has(from)) {
          if (links.size >= 4) {
            ctx.fail(
              `socket: client ${from.split(':')[0]} refused, 4 clients connected on port ${p.port}`,
            );
            return true;
          }
          open(from);
        }
        receive(from, bytes);
        if (d.close) close(from);
        return true;
      },
    };
  },

  node_http(ctx) {
    const p = ctx.props;
    const responses = ctx.shared<Map<string, HttpReply>>('http:responses', () => new Map());
    /** The scripted reply with the longest URL prefix, or the default 200. */
    const answer = (method: string, url: string): HttpReply => {
      const scripted = [...responses]
        .filter(([u]) => url.startsWith(u))
        .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
      if (scripted) return scripted;
      ctx.sim(`http ${method} ${url} answered 200 (no response defined)`);
      return {status: 200, body: '', headers: {'content-type': 'application/json'}};
    };
    /** Why a request to `url` fails on the run's network, with the error already sent; or false. */
    const failed = (url: string) => {
      const host = hostOf(url);
      const failure = ctx.network('http');
      if (failure === 'timeout' || failure === 'offline') {
        ctx.after(p.timeout, () =>
          ctx.fail(`http: no response from ${host} within ${seconds(p.timeout)}`),
        );
        return true;
      }
      if (failure === 'dns') ctx.fail(`http: cannot resolve host ${host}`);
      // A refused connection is a failed request, never a reply.
      else if (failure === 'refused') ctx.fail(`http: connection to ${host} refused`);
      else if (failure === 'tls' && url.startsWith('https:') && p.tls_verify)
        ctx.fail(`http: TLS certificate not trusted for ${host}`);
      else return false;
      return true;
    };
    return {
      input(port, value) {
        if (port !== 'send') return;
        let url =
          typeof ctx.last('url') === 'string' && ctx.last('url')
            ? String(ctx.last('url'))
            : String(p.url ?? '');
        let method: string = p.method;
        let body = ['POST', 'PUT', 'PATCH'].includes(method) ? ` ${show(value)}` : '';
        ctx.sim(`http ${method} ${url}${body}`);
        if (failed(url)) return;
        let reply = answer(method, url);
        // Up to 5 redirects are followed; a sixth, or any with follow_redirects off, is the response.
        for (let hops = 0; p.follow_redirects && hops < 5; hops++) {
          const location = Object.hasOwn(reply.headers, 'location') && reply.headers.location;
          if (![301, 302, 307, 308].includes(reply.status) || !location) break;
          let next: string;
          try {
            next = new URL(location, url).href;
          } catch {
            break;
          }
          // A 301 or 302 after a POST is followed with a GET and no body; 307 and 308 repeat both.
          if (method === 'POST' && reply.status < 307) [method, body] = ['GET', ''];
          ctx.sim(`http ${reply.status} from ${url}, following ${next}`);
          url = next;
          ctx.sim(`http ${method} ${url}${body}`);
          if (failed(url)) return;
          reply = answer(method, url);
        }
        ctx.emit('status', reply.status);
        ctx.emit('headers', reply.headers);
        ctx.emit('body', reply.body);
        if (p.status_errors && reply.status >= 400)
          ctx.fail(`http: status ${reply.status} from ${hostOf(url)}`);
      },
      deliver(d) {
        if (d.kind !== 'http_response') return false;
        const headers = Object.fromEntries(
          Object.entries(d.headers ?? {'content-type': 'application/json'}).map(([name, v]) => [
            name.toLowerCase(),
            String(v),
          ]),
        );
        responses.set(d.url, {status: d.status ?? 200, body: d.body ?? '', headers});
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
