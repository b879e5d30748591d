/** Behaviours of the data blocks: on-device tables, JSON, text templates and statistics. */
import type {records} from '../../data/blocks/records/data';
import {formatTime} from '../time';
import type {Value} from '../types';
import type {Behaviours, IdsOf} from './types';
import {round, show, toNumber} from './util';

type Row = {[column: string]: Value};

/** A table as its Table block declares it; Table insert and Table query find it by name. */
export interface SimTable {
  name: string;
  columns: {name: string; type: string}[];
  key: string;
  rows: Map<string, Row>;
  maxRows: number;
  deleteOldest: boolean;
  changed: () => void;
  full: () => void;
}

const tables = (shared: <T>(k: string, c: () => T) => T) =>
  shared<Map<string, SimTable>>('tables', () => new Map());

const EMPTY: Record<string, Value> = {
  integer: 0,
  number: 0,
  string: '',
  boolean: false,
  timestamp: '',
};

function convertCell(type: string, v: Value): Value | undefined {
  if (v === undefined || v === null) return EMPTY[type];
  switch (type) {
    case 'integer': {
      const n = toNumber(v);
      return n !== null && Number.isInteger(n) ? n : undefined;
    }
    case 'number':
      return toNumber(v) ?? undefined;
    case 'boolean':
      return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined;
    default:
      return typeof v === 'string' ? v : show(v);
  }
}

/** Parses "card = {value} and active = true" into a row test; or-groups of and-terms. */
function condition(
  text: string,
  value: Value,
  columns: Set<string>,
): ((row: Row) => boolean) | string {
  const groups = text.split(/\s+or\s+/i).map((g) => g.split(/\s+and\s+/i));
  const tests: ((row: Row) => boolean)[][] = [];
  for (const g of groups) {
    const and: ((row: Row) => boolean)[] = [];
    for (const term of g) {
      const m = /^\s*([a-z_][a-z0-9_]*)\s*(!=|<=|>=|=|<|>)\s*(.+?)\s*$/i.exec(term);
      if (!m) return `table: condition "${term}" is not column operator value`;
      const [, col, op, raw] = m;
      if (!columns.has(col)) return `column ${col}`;
      const lit = raw === '{value}' ? value : raw.replace(/^'(.*)'$/, '$1');
      and.push((row) => {
        const a = row[col];
        const an = toNumber(a as Value);
        const bn = toNumber(lit as Value);
        const [x, y] = an !== null && bn !== null ? [an, bn] : [show(a), show(lit as Value)];
        return {'=': x === y, '!=': x !== y, '<': x < y, '<=': x <= y, '>': x > y, '>=': x >= y}[
          op
        ]!;
      });
    }
    tests.push(and);
  }
  return (row) => tests.some((and) => and.every((t) => t(row)));
}

const path = (doc: Value, p: string): Value | undefined => {
  let cur: Value | undefined = doc;
  for (const part of p.match(/[^.[\]]+/g) ?? []) {
    if (cur === null || typeof cur !== 'object') return undefined;
    // Own fields only: "constructor" or "toString" must not walk into JavaScript's own members.
    if (Array.isArray(cur)) cur = /^\d+$/.test(part) ? cur[Number(part)] : undefined;
    else cur = Object.hasOwn(cur, part) ? cur[part] : undefined;
  }
  return cur;
};

export const behaviours: Behaviours<IdsOf<typeof records>> = {
  node_table(ctx) {
    const p = ctx.props;
    const name = String(p.name);
    const columns = String(p.columns ?? '')
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter((l) => l[0])
      .map(([n, t]) => ({name: n, type: t ?? 'string'}));
    const table: SimTable = ctx.shared(`persist:table:${name}`, () => ({
      name,
      columns,
      key: String(p.key ?? columns[0]?.name),
      rows: new Map(),
      maxRows: p.max_rows,
      deleteOldest: p.when_full === 'delete oldest row',
      changed: () => undefined,
      full: () => undefined,
    }));
    table.changed = () => {
      ctx.show({count: table.rows.size});
      ctx.emit('count', table.rows.size);
    };
    table.full = () => ctx.fail(`table: ${name} is full (${table.maxRows} rows), row rejected`);
    tables(ctx.shared).set(name, table);
    const sorted = () => [...table.rows.values()].slice(0, 1000);
    return {
      start() {
        ctx.show({count: table.rows.size});
        ctx.emit('count', table.rows.size);
      },
      deliver(d) {
        if (d.kind !== 'table_row' || d.table !== name) return false;
        const row: Row = {};
        for (const c of table.columns)
          row[c.name] = convertCell(c.type, d.row[c.name]) ?? EMPTY[c.type];
        table.rows.set(show(row[table.key]), row);
        table.changed();
        return true;
      },
      input(port) {
        if (port === 'clear') {
          table.rows.clear();
          return table.changed();
        }
        ctx.emit('rows', sorted());
      },
    };
  },

  node_table_insert(ctx) {
    const p = ctx.props;
    const name = String(p.table);
    return {
      input(_port, value) {
        const table = tables(ctx.shared).get(name);
        if (!table) return ctx.fail(`table: no table named ${name}`);
        if (!value || typeof value !== 'object' || Array.isArray(value))
          return ctx.fail(`table: row for ${name} is not an object`);
        const row: Row = {};
        for (const c of table.columns) {
          const v = convertCell(c.type, value[c.name]);
          if (v === undefined)
            return ctx.fail(
              `table: column ${c.name} expects ${c.type}, got ${JSON.stringify(value[c.name])} in ${name}`,
            );
          row[c.name] = v;
        }
        if (p.timestamp_column) row[p.timestamp_column] = new Date(ctx.now()).toISOString();
        const key = show(row[table.key]);
        const exists = table.rows.has(key);
        if (p.mode === 'insert' && exists)
          return ctx.fail(`table: duplicate key ${key} in ${name}`);
        if (p.mode === 'update' && !exists)
          return ctx.fail(`table: key ${key} not found in ${name}`);
        if (!exists && table.rows.size >= table.maxRows) {
          if (!table.deleteOldest) {
            table.full();
            return ctx.fail(`table: ${name} is full (${table.maxRows} rows), row rejected`);
          }
          table.rows.delete(table.rows.keys().next().value!);
        }
        table.rows.set(key, row);
        ctx.emit('done', row);
        table.changed();
      },
    };
  },

  node_table_query(ctx) {
    const p = ctx.props;
    const name = String(p.table);
    return {
      input(_port, value) {
        const table = tables(ctx.shared).get(name);
        if (!table) return ctx.fail(`table: no table named ${name}`);
        const names = new Set(table.columns.map((c) => c.name));
        let rows: Row[];
        if (p.mode === 'by key') {
          const row = table.rows.get(show(value));
          rows = row ? [row] : [];
        } else {
          const test = condition(String(p.condition ?? ''), value, names);
          if (typeof test === 'string')
            return ctx.fail(test.startsWith('column ') ? `table: ${test} not in ${name}` : test);
          rows = [...table.rows.values()].filter(test);
        }
        if (p.order_by) {
          const [col, dir] = p.order_by.trim().split(/\s+/);
          if (!names.has(col)) return ctx.fail(`table: column ${col} not in ${name}`);
          const sign = dir === 'desc' ? -1 : 1;
          rows = [...rows].sort((a, b) =>
            a[col]! < b[col]! ? -sign : a[col]! > b[col]! ? sign : 0,
          );
        }
        if (!rows.length) return ctx.emit('not_found', value);
        ctx.emit('found', rows[0]);
        ctx.emit('rows', rows.slice(0, p.limit));
      },
    };
  },

  node_json_parse(ctx) {
    const p = ctx.props;
    return {
      input(_port, value) {
        let doc: Value;
        try {
          doc = JSON.parse(String(value)) as Value;
        } catch (e) {
          const at = /position (\d+)/.exec((e as Error).message)?.[1] ?? '0';
          const ch = String(value)[Number(at)] ?? '';
          return ctx.fail(`json: unexpected character '${ch}' at position ${at}`);
        }
        ctx.emit('object', doc);
        const where = p.path ?? '';
        const found = where ? path(doc, where) : doc;
        if (found === undefined) return ctx.fail(`json: path ${where} not found`);
        let out: Value = found;
        if (p.output_type === 'number') {
          const n = typeof found === 'boolean' ? null : toNumber(found);
          if (n === null)
            return ctx.fail(`json: value ${JSON.stringify(found)} at ${where} is not a number`);
          out = n;
        } else if (p.output_type === 'string') out = show(found);
        else if (p.output_type === 'boolean') {
          if (typeof found === 'boolean') out = found;
          else if (found === 'true' || found === 'false') out = found === 'true';
          else return ctx.fail(`json: value ${JSON.stringify(found)} at ${where} is not a boolean`);
        }
        ctx.emit('value', out);
      },
    };
  },

  node_string(ctx) {
    const p = ctx.props;
    const isTimestamp = (v: Value) =>
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v);
    return {
      input(port, value) {
        if (port !== 'value') return;
        const text = p.template.replace(
          /\{(value|a|b|c|time)(?::([^}]*))?\}/g,
          (all, field: string, fmt?: string) => {
            if (field === 'time') return formatTime(ctx.now(), p.time_format, ctx.timeZone);
            const v = field === 'value' ? value : ctx.last(field as 'a' | 'b' | 'c');
            if (v === undefined) {
              ctx.print(`text: {${field}} has no value yet, left empty`);
              return '';
            }
            if (isTimestamp(v))
              return formatTime(Date.parse(v as string), p.time_format, ctx.timeZone);
            if (fmt) {
              const n = typeof v === 'number' ? v : null;
              if (n === null) {
                ctx.print(
                  `text: value ${JSON.stringify(v)} for ${all} is not a number, written as is`,
                );
                return show(v);
              }
              const dec = /^\.(\d)$/.exec(fmt);
              if (dec) return round(n, Number(dec[1])).toFixed(Number(dec[1]));
              const padTo = /^0(\d+)$/.exec(fmt);
              if (padTo) return String(Math.round(n)).padStart(Number(padTo[1]), '0');
            }
            if (typeof v === 'number') return round(v, p.decimals).toFixed(p.decimals);
            return show(v);
          },
        );
        ctx.emit('text', text.slice(0, 1024));
      },
    };
  },

  node_average(ctx) {
    const p = ctx.props;
    const saved = ctx.shared(`persist:average:${ctx.id}`, () => ({window: [] as number[]}));
    const win = p.persist ? saved.window : [];
    return {
      input(_port, value) {
        const n = toNumber(value);
        if (n === null)
          return ctx.print(`statistics: value ${JSON.stringify(value)} is not a number, ignored`);
        win.push(n);
        if (win.length > p.window) win.shift();
        if (p.emit === 'when the window is full' && win.length < p.window) return;
        ctx.emit('average', round(win.reduce((a, b) => a + b, 0) / win.length, 9));
        ctx.emit('min', Math.min(...win));
        ctx.emit('max', Math.max(...win));
      },
    };
  },
};
