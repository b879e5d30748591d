/** Behaviours of the Modbus blocks: master reads and writes to simulated slaves, and the device's own registers. */
// cspell:ignore BADC DCBA
import type {records} from '../../data/blocks/records/modbus';
import type {Delivery, Value} from '../types';
import type {Behaviours, IdsOf, TimerHandle} from './types';
import {toNumber} from './util';

/** Simulated slaves on the bus: registers and coils by slave id and zero-based address. */
export type SlaveMap = Map<number, Map<number, number | boolean>>;
const slaves = (shared: <T>(k: string, c: () => T) => T) =>
  shared<SlaveMap>('modbus:slaves', () => new Map());

const RANGES: Record<string, [number, number]> = {
  int16: [-32768, 32767],
  uint16: [0, 65535],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4e38, 3.4e38],
};

/** The 1-based number the Console quotes: 40001 for holding register 0, 00001 for coil 0. */
export function numbered(table: string, address: number): string {
  const base =
    {coils: 0, 'discrete inputs': 10000, 'input registers': 30000, 'holding registers': 40000}[
      table
    ] ?? 40000;
  return String(base + address + 1).padStart(5, '0');
}

export const tableOfFunction = (fn: string) =>
  ({
    '1': 'coils',
    '2': 'discrete inputs',
    '3': 'holding registers',
    '4': 'input registers',
    '5': 'coils',
    '15': 'coils',
  })[fn.split(' ')[0]] ?? 'holding registers';

/** Encodes a number for a data type; a string is the refusal. */
function encode(value: Value, type: string, where: string): number | string {
  const n = typeof value === 'boolean' ? Number(value) : toNumber(value);
  if (n === null) return `modbus: value ${JSON.stringify(value)} at ${where} is not a number`;
  const v = type === 'float32' ? n : Math.round(n);
  const [lo, hi] = RANGES[type];
  if (v < lo || v > hi) return `modbus: value ${n} does not fit ${type} at ${where}`;
  return v;
}

const WIDE = ['int32', 'uint32', 'float32'];

/** The byte order of a 32-bit value's bytes A B C D (A most significant) across two registers. */
const ORDER: Record<string, [number, number, number, number]> = {
  'ABCD (big-endian)': [0, 1, 2, 3],
  'CDAB (word swap)': [2, 3, 0, 1],
  'BADC (byte swap)': [1, 0, 3, 2],
  'DCBA (little-endian)': [3, 2, 1, 0],
};

/** Two 16-bit registers as the 32-bit value they hold, in the slave's word order. */
export function decode32(regs: [number, number], type: string, order: string): number {
  const wire = [regs[0] >> 8, regs[0] & 0xff, regs[1] >> 8, regs[1] & 0xff];
  const bytes = new Uint8Array(4);
  ORDER[order].forEach((from, i) => (bytes[from] = wire[i]));
  const view = new DataView(bytes.buffer);
  if (type === 'float32') return view.getFloat32(0);
  return type === 'int32' ? view.getInt32(0) : view.getUint32(0);
}

/** A 32-bit value as two 16-bit registers, in the slave's word order. */
export function encode32(n: number, type: string, order: string): [number, number] {
  const bytes = new Uint8Array(4);
  const view = new DataView(bytes.buffer);
  if (type === 'float32') view.setFloat32(0, n);
  else if (type === 'int32') view.setInt32(0, n);
  else view.setUint32(0, n);
  const wire = ORDER[order].map((from) => bytes[from]);
  return [(wire[0] << 8) | wire[1], (wire[2] << 8) | wire[3]];
}

/** A register of a simulated slave, set by a run: every Modbus master block accepts it. */
function setSlaveRegister(shared: <T>(k: string, c: () => T) => T, d: Delivery): boolean {
  if (d.kind !== 'modbus_slave') return false;
  const map = slaves(shared);
  if (!map.has(d.slave_id)) map.set(d.slave_id, new Map());
  map.get(d.slave_id)!.set(d.address, d.value);
  return true;
}

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_modbus_read(ctx) {
    const p = ctx.props;
    const table = tableOfFunction(p.function);
    const bits = table === 'coils' || table === 'discrete inputs';
    const wide = WIDE.includes(p.data_type) && !bits;
    const first = numbered(table, p.address);
    const read = () => {
      const failure = ctx.network('modbus');
      if (p.transport === 'tcp' && failure && failure !== 'timeout')
        return ctx.fail(`modbus: connection to ${p.host}:${p.tcp_port} refused`);
      if (wide && p.count % 2)
        return ctx.fail(`modbus: ${p.data_type} needs an even count of registers, not ${p.count}`);
      const slave = slaves(ctx.shared).get(p.slave_id);
      if (!slave || failure === 'timeout') {
        ctx.sim(`modbus read slave ${p.slave_id} at ${first}, no answer`);
        ctx.after(p.timeout * (p.retries + 1), () =>
          ctx.fail(`modbus: no response from slave ${p.slave_id}`),
        );
        return;
      }
      // One request for the whole span, as on the wire: every register from address to address + count − 1.
      const values: Value[] = [];
      for (let a = p.address; a < p.address + p.count; a += wide ? 2 : 1) {
        const v = slave.get(a);
        if (v === undefined)
          return ctx.fail(
            `modbus: exception 02 (illegal data address) from slave ${p.slave_id} at ${numbered(table, a)}`,
          );
        // A 16-bit register holds 0–65535; int16 reads the upper half as negative.
        const n = Number(v) & 0xffff;
        if (bits) values.push(Boolean(v));
        else if (!wide) values.push(p.data_type === 'int16' && n > 32767 ? n - 65536 : n);
        else {
          const low = slave.get(a + 1);
          // A value set on the first register of a pair with no second register is the whole
          // 32-bit value, as scenarios give a meter's reading; two registers are decoded.
          values.push(
            low === undefined
              ? Number(v)
              : decode32([n, Number(low) & 0xffff], p.data_type, p.word_order),
          );
        }
      }
      ctx.emit('value', values.length === 1 ? values[0] : values);
    };
    return {
      start() {
        if (p.poll_interval >= 100) {
          const tick = () => {
            read();
            ctx.after(p.poll_interval, tick);
          };
          ctx.after(p.poll_interval, tick);
        }
      },
      input: () => read(),
      deliver: (d) => setSlaveRegister(ctx.shared, d),
    };
  },

  node_modbus_write(ctx) {
    const p = ctx.props;
    const table = tableOfFunction(p.function);
    const coil = table === 'coils';
    return {
      input(_port, value) {
        const list = Array.isArray(value) ? value : [value];
        const fn = p.function.split(' ')[0];
        const wide = !coil && WIDE.includes(p.data_type);
        if (wide && fn !== '16')
          return ctx.fail(`modbus: ${p.data_type} needs function 16, not ${fn}`);
        const encoded: (number | boolean)[] = [];
        const registers: (number | boolean)[] = [];
        for (const [i, v] of list.entries()) {
          if (coil) {
            // A coil is on or off: true, false, 1 or 0; anything else is not written.
            if (v !== true && v !== false && v !== 1 && v !== 0)
              return ctx.fail(
                `modbus: value ${JSON.stringify(v)} for coil ${numbered(table, p.address + i)} is not true, false, 1 or 0`,
              );
            encoded.push(v === true || v === 1);
            registers.push(v === true || v === 1);
            continue;
          }
          const e = encode(v, p.data_type, numbered(table, p.address + registers.length));
          if (typeof e === 'string') return ctx.fail(e);
          encoded.push(e);
          if (wide) registers.push(...encode32(e, p.data_type, p.word_order));
          else registers.push(e < 0 ? e + 65536 : e);
        }
        const slave = slaves(ctx.shared).get(p.slave_id);
        ctx.sim(
          `modbus write ${encoded.join(',')} to slave ${p.slave_id} at ${numbered(table, p.address)}`,
        );
        if (!slave || ctx.network('modbus')) {
          ctx.after(p.timeout * (p.retries + 1), () =>
            ctx.fail(`modbus: no response from slave ${p.slave_id}`),
          );
          return;
        }
        registers.forEach((v, i) => slave.set(p.address + i, v));
        ctx.emit('done', Array.isArray(value) ? encoded : encoded[0]);
      },
      deliver: (d) => setSlaveRegister(ctx.shared, d),
    };
  },

  node_modbus_slave_read(ctx) {
    const p = ctx.props;
    const saved = ctx.shared(`persist:slave:${ctx.id}`, () => ({
      value: p.initial_value as number | boolean,
    }));
    return {
      start: () => ctx.show({register: p.persist ? saved.value : p.initial_value}),
      deliver(d) {
        if (d.kind !== 'modbus_master_write' || d.address !== p.address) return false;
        if ((d.table ?? 'holding registers') !== p.table) return false;
        const where = numbered(p.table, p.address);
        const n = typeof d.value === 'boolean' ? Number(d.value) : d.value;
        // Empty limits accept the whole range of the data type, and no more.
        const [typeLo, typeHi] = p.table === 'coils' ? [0, 1] : RANGES[p.data_type];
        const lo = p.min_value ?? typeLo;
        const hi = p.max_value ?? typeHi;
        if (n < lo || n > hi) {
          ctx.fail(
            `modbus: write of ${n} to ${where} rejected, outside ${lo}–${hi} (exception 03 sent)`,
          );
          return true;
        }
        const v = p.table === 'coils' ? Boolean(d.value) : n;
        saved.value = v;
        ctx.show({register: v});
        ctx.emit('value', v);
        return true;
      },
    };
  },

  node_modbus_slave_write(ctx) {
    const p = ctx.props;
    let stale: TimerHandle | undefined;
    const where = numbered(p.table, p.address);
    const watch = () => {
      ctx.cancel(stale);
      if (p.stale_after > 0)
        stale = ctx.after(p.stale_after, () => {
          ctx.show({stale: true});
          ctx.fail(
            `modbus: value at ${where} stale for ${p.stale_after / 1000} s, reads answered with exception 04`,
          );
        });
    };
    return {
      start() {
        ctx.show({register: p.initial_value, stale: false});
        watch();
      },
      input(_port, value) {
        const bits = p.table === 'coils' || p.table === 'discrete inputs';
        const e = bits ? Number(Boolean(value)) : encode(value, p.data_type, where);
        if (typeof e === 'string') return ctx.fail(e);
        ctx.show({register: bits ? Boolean(e) : e, stale: false});
        watch();
      },
    };
  },
};
