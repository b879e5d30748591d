/** Behaviours of the cloud blocks: MQTT, Tessera Cloud reports and alerts, Azure IoT Hub. */
import type {records} from '../../data/blocks/records/cloud';
import type {Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {round, show} from './util';

/** Whether an MQTT topic matches a filter with + and #. */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length || (f[i] !== '+' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
}

const mqttDown = (ctx: {network: (s: 'mqtt') => unknown}) => Boolean(ctx.network('mqtt'));

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_mqtt_pub(ctx) {
    const p = ctx.props;
    const queue: {topic: string; payload: string}[] = [];
    const encode = (v: Value): string =>
      p.format === 'json'
        ? JSON.stringify(v)
        : typeof v === 'string'
          ? v
          : p.format === 'text'
            ? show(v)
            : JSON.stringify(v);
    const publish = (topic: string, payload: string) => {
      ctx.sim(`mqtt publish ${topic} ${payload}${p.retain ? ' (retained)' : ''}`);
      ctx.show({last_topic: topic, last_payload: payload});
      // sent carries the topic, as the record says; the payload is on the Console line.
      ctx.emit('sent', topic);
    };
    return {
      input(port, value) {
        if (port === 'topic') return;
        const given = ctx.last('topic');
        const topic = (typeof given === 'string' && given ? given : String(p.topic)).replace(
          /\{device\}/g,
          ctx.deviceName,
        );
        if (/[+#]/.test(topic))
          return ctx.fail(`mqtt: topic ${topic} contains a wildcard, message not sent`);
        const payload = encode(value);
        const kb = Math.ceil(payload.length / 1024);
        if (kb > 64)
          return ctx.fail(`mqtt: payload of ${kb} KB exceeds the 64 KB limit, message not sent`);
        const failure = ctx.network('mqtt');
        if (failure === 'unauthorised') return ctx.fail(`mqtt: publish to ${topic} not authorised`);
        if (failure) {
          if (p.qos === 0) return;
          queue.push({topic, payload});
          if (queue.length > 100) {
            queue.shift();
            ctx.fail('mqtt: offline queue full (100 messages), oldest dropped');
          }
          return;
        }
        publish(topic, payload);
      },
      networkChanged() {
        if (!mqttDown(ctx)) queue.splice(0).forEach((m) => publish(m.topic, m.payload));
      },
    };
  },

  node_mqtt_sub(ctx) {
    const p = ctx.props;
    const filter = String(p.topic_filter).replace(/\{device\}/g, ctx.deviceName);
    // # only as the last level, + and # only as a whole level: the broker refuses other filters.
    const malformed = filter
      .split('/')
      .some(
        (level, i, all) =>
          (/[+#]/.test(level) && level.length > 1) || (level === '#' && i < all.length - 1),
      );
    let refused = false;
    const subscribe = () => {
      refused = malformed || ctx.network('mqtt') === 'unauthorised';
      if (refused) ctx.fail(`mqtt: subscription to ${filter} refused by broker`);
    };
    return {
      start: subscribe,
      networkChanged() {
        const failure = ctx.network('mqtt');
        if (failure === 'unauthorised' || (!failure && refused)) subscribe();
      },
      set(value) {
        return this.deliver!({
          kind: 'mqtt',
          topic: filter.replace(/\/#$/, '').replace(/\+/g, '1'),
          payload: show(value),
        })
          ? null
          : 'not taken';
      },
      deliver(d) {
        if (d.kind !== 'mqtt' || !topicMatches(filter, d.topic)) return false;
        if (mqttDown(ctx) || refused) return false;
        if (d.payload.length > 65536) {
          ctx.fail(`mqtt: payload on ${d.topic} larger than 64 KB, dropped`);
          return true;
        }
        let message: Value = d.payload;
        if (p.format === 'json') {
          try {
            message = JSON.parse(d.payload) as Value;
          } catch {
            ctx.fail(`mqtt: payload on ${d.topic} is not valid JSON`);
            return true;
          }
        } else if (p.format === 'hex') {
          message = [...d.payload]
            .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
            .join(' ');
        }
        ctx.emit('topic', d.topic);
        ctx.emit('message', message);
        return true;
      },
    };
  },

  node_mqtt_status(ctx) {
    const p = ctx.props;
    let up = false;
    let pending: TimerHandle | undefined;
    const reasons: Record<string, string> = {
      unauthorised: 'mqtt: broker refused connection (not authorised)',
      dns: `mqtt: cannot resolve ${ctx.broker.split(':')[0]}`,
      tls: `mqtt: TLS certificate not trusted for ${ctx.broker.split(':')[0]}`,
    };
    const connect = () => {
      ctx.cancel(pending);
      up = true;
      ctx.show({state: true});
      ctx.emit('state', true);
      ctx.emit('connected', ctx.broker);
    };
    const lose = (failure: string, atStart: boolean) => {
      const reason = reasons[failure] ?? 'mqtt: connection lost, reconnecting in 10 s';
      up = false;
      ctx.show({state: false});
      ctx.emit('state', false);
      ctx.print(reason);
      if (atStart && !p.emit_at_start) return;
      if (p.debounce > 0) pending = ctx.after(p.debounce, () => ctx.emit('disconnected', reason));
      else ctx.emit('disconnected', reason);
    };
    return {
      start() {
        const failure = ctx.network('mqtt');
        if (failure) lose(failure, true);
        else connect();
      },
      networkChanged() {
        const failure = ctx.network('mqtt');
        if (failure && up) lose(failure, false);
        else if (!failure && !up) connect();
      },
    };
  },

  node_cloud_report(ctx) {
    const p = ctx.props;
    let lastSent = -Infinity;
    let waiting: {value: Value} | undefined;
    let timer: TimerHandle | undefined;
    const buffer: Value[] = [];
    const send = (v: Value) => {
      lastSent = ctx.now();
      // Tessera Cloud refuses a device it does not know: nothing to buffer for.
      if (ctx.network('cloud') === 'unauthorised')
        return ctx.fail('cloud: device not registered in Tessera Cloud');
      if (ctx.network('cloud')) {
        buffer.push(v);
        if (buffer.length > 10000) {
          buffer.shift();
          ctx.fail('cloud: offline buffer full (10000 readings), oldest dropped');
        }
        return;
      }
      ctx.sim(`cloud report ${p.name} ${show(v)}${p.unit ? ` ${p.unit}` : ''}`);
      ctx.show({last: v});
      ctx.emit('sent', v);
    };
    return {
      input(_port, value) {
        let v: Value = value;
        if (typeof v === 'number') v = round(v, p.decimals);
        else if (typeof v === 'boolean') v = v ? 1 : 0;
        else if (typeof v === 'string' && v.length > 256)
          return ctx.fail(`cloud: text for ${p.name} longer than 256 characters, not sent`);
        if (ctx.now() - lastSent >= p.min_interval) return send(v);
        waiting = {value: v};
        timer ??= ctx.at(lastSent + p.min_interval, () => {
          timer = undefined;
          if (waiting) send(waiting.value);
          waiting = undefined;
        });
      },
      networkChanged() {
        if (!ctx.network('cloud')) buffer.splice(0).forEach((v) => send(v));
      },
    };
  },

  node_cloud_alert(ctx) {
    const p = ctx.props;
    let active = false;
    // The latest raise's text: a raise while active updates it for the next renotification.
    let current = '';
    let renotify: TimerHandle | undefined;
    const queued: (() => void)[] = [];
    const notify = (text: string) => ctx.sim(`cloud alert ${p.name} ${p.severity}: ${text}`);
    return {
      start: () => ctx.show({active}),
      input(port, value) {
        const act = () => {
          if (port === 'clear') {
            if (!active) return;
            active = false;
            ctx.cancel(renotify);
            ctx.show({active});
            return ctx.sim(`cloud alert ${p.name} cleared`);
          }
          const text = p.text
            .replace(/\{device\}/g, ctx.deviceName)
            .replace(/\{name\}/g, String(p.name))
            .replace(/\{value\}/g, show(value))
            .slice(0, 160);
          ctx.show({active: true, text});
          current = text;
          if (active) return;
          active = true;
          notify(text);
          if (p.renotify_after > 0) {
            const again = () => {
              notify(current);
              renotify = ctx.after(p.renotify_after, again);
            };
            renotify = ctx.after(p.renotify_after, again);
          }
        };
        if (ctx.network('cloud') === 'unauthorised')
          return ctx.print('cloud: device not registered in Tessera Cloud');
        if (ctx.network('cloud')) {
          ctx.print(`cloud: alert ${p.name} queued, device offline`);
          queued.push(act);
          return;
        }
        act();
      },
      networkChanged() {
        if (!ctx.network('cloud')) queued.splice(0).forEach((f) => f());
      },
    };
  },

  node_azure_iot(ctx) {
    const p = ctx.props;
    // Keys come from the cloud: with no prototype, a "__proto__" field is only a field.
    const twin = Object.create(null) as {[k: string]: Value};
    const desired = Object.create(null) as {[k: string]: Value};
    let connected = false;
    return {
      start() {
        const failure = ctx.network('azure');
        connected = !failure;
        if (failure === 'unauthorised')
          return ctx.fail('azure: hub refused connection (not authorised)');
        if (connected) ctx.emit('desired', {...desired});
      },
      networkChanged() {
        // The full set of desired properties after each connection, as the hub sends it.
        const failure = ctx.network('azure');
        if (!failure && !connected) ctx.emit('desired', {...desired});
        connected = !failure;
      },
      input(port, value) {
        if (ctx.network('azure')) return ctx.fail('azure: hub refused connection (not authorised)');
        if (port === 'report') {
          if (value && typeof value === 'object' && !Array.isArray(value))
            Object.assign(twin, value);
          ctx.show({reported: {...twin}});
          return ctx.sim(`azure reported ${JSON.stringify(value)}`);
        }
        const body =
          typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : JSON.stringify(value);
        const kb = Math.ceil(body.length / 1024);
        if (kb > 256)
          return ctx.fail(`azure: message of ${kb} KB exceeds the 256 KB limit, not sent`);
        const props = p.properties ? ` [${String(p.properties).split('\n').join(', ')}]` : '';
        ctx.sim(`azure send ${body}${props}`);
      },
      deliver(d) {
        if (d.kind === 'azure') {
          let m: Value = d.payload;
          if (p.c2d_format === 'json') {
            try {
              m = JSON.parse(d.payload) as Value;
            } catch {
              return true;
            }
          }
          ctx.emit('message', m);
          return true;
        }
        if (d.kind === 'azure_desired') {
          Object.assign(desired, d.patch);
          ctx.emit('desired', d.patch);
          return true;
        }
        return false;
      },
    };
  },
};
