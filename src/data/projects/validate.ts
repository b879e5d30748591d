/**
 * Checks a project file against the block catalogue: known blocks, existing
 * ports and properties, values of the right type and range, and wires only
 * from an output to an input of a compatible type. Returns one message per
 * problem, each naming the file; an empty list means the project is valid.
 * `drawingProblems` adds what a file the site draws must also meet.
 */
import {availability, blockById} from '../blocks';
import type {Port, Property, ValueType} from '../blocks/types';
import type {ProjectFile} from './types';

const INSTANCE_ID = /^[a-z][a-z0-9_]{0,31}$/;
const ENDPOINT = /^([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)$/;

/**
 * A name the device and the simulator use as a key: a setting's, a variable's, a timer's, a
 * table's or a column's, a Cloud reading's or alert's. Keeping names to this pattern means none
 * can be __proto__, constructor or toString, so no name reaches into JavaScript's own objects.
 */
export const NAME = /^[a-z][a-z0-9_]{0,31}$/;
const NAME_RULE = 'lowercase letters, digits and "_", starting with a letter, up to 32 characters';

/** The properties that hold such a name, by block type. */
const NAME_PROPERTIES: Record<string, readonly string[]> = {
  node_variable: ['name'],
  node_setting: ['name'],
  node_timer: ['name'],
  node_timer_start: ['timer'],
  node_table: ['name', 'key'],
  node_table_insert: ['table', 'timestamp_column'],
  node_table_query: ['table'],
  node_cloud_report: ['name'],
  node_cloud_alert: ['name'],
};

const COLUMN_TYPES = ['integer', 'number', 'string', 'boolean', 'timestamp'];
/** The Table record's limit, and datatables.mdx's: 16 columns per table. */
const MAX_COLUMNS = 16;

/** Problems with the names in a block's properties: keys, a table's columns, a sort column. */
function checkNames(type: string, values: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const name = (prop: string, value: unknown, what = `property "${prop}"`) => {
    if (typeof value === 'string' && !NAME.test(value))
      problems.push(`${what} is ${JSON.stringify(value)}: a name must be ${NAME_RULE}`);
  };
  for (const prop of NAME_PROPERTIES[type] ?? []) {
    const value = values[prop];
    // An empty optional name (a Timer no Timer start controls) is allowed.
    if (value !== '') name(prop, value);
  }
  if (type === 'node_table' && typeof values.columns === 'string') {
    const lines = values.columns.split('\n').filter((l) => l.trim());
    if (lines.length > MAX_COLUMNS)
      problems.push(`property "columns" lists ${lines.length} columns; the most is ${MAX_COLUMNS}`);
    for (const line of lines) {
      const [column, columnType = 'string', ...rest] = line.trim().split(/\s+/);
      name('columns', column, `property "columns" has a column`);
      if (!COLUMN_TYPES.includes(columnType) || rest.length)
        problems.push(
          `property "columns" line ${JSON.stringify(line.trim())} is not a name and one of ${COLUMN_TYPES.join(', ')}`,
        );
    }
  }
  if (
    type === 'node_table_query' &&
    typeof values.order_by === 'string' &&
    values.order_by.trim()
  ) {
    const [column, direction, ...rest] = values.order_by.trim().split(/\s+/);
    name('order_by', column, `property "order_by" names the column`);
    if ((direction !== undefined && !['asc', 'desc'].includes(direction)) || rest.length)
      problems.push(
        `property "order_by" is ${JSON.stringify(values.order_by)}: a column name, then asc or desc`,
      );
  }
  return problems;
}

/** A State machine's state name, as its record allows: letters, digits and underscores. */
const STATE_NAME = /^[A-Za-z0-9_]+$/;
const MAX_STATES = 32;
/** A transition line, `from + event -> to`; the State machine block reads the same pattern. */
export const TRANSITION = /^\s*(\w+)\s*\+\s*(.+?)\s*->\s*(\w+)\s*$/;
/** A timed event, `after 5 s`. */
export const AFTER = /^after\s+(\d+(?:\.\d+)?)\s*(ms|s|min|h)$/;

/**
 * A State machine's states, initial state and transitions, as its record limits them: a device
 * refuses a machine it cannot run at deploy, rather than ignoring a line it cannot read.
 */
function checkStateMachine(values: Record<string, unknown>): string[] {
  if (typeof values.states !== 'string') return [];
  const problems: string[] = [];
  const states = values.states
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (states.length === 0) problems.push('property "states" names no state');
  if (states.length > MAX_STATES)
    problems.push(`property "states" names ${states.length} states; the most is ${MAX_STATES}`);
  for (const state of states.filter((st) => !STATE_NAME.test(st)))
    problems.push(
      `property "states" has ${JSON.stringify(state)}: a state name is letters, digits and underscores`,
    );
  for (const state of new Set(states.filter((st, i) => states.indexOf(st) !== i)))
    problems.push(`property "states" names ${state} twice`);
  const known = new Set(states);
  if (typeof values.initial === 'string' && !known.has(values.initial.trim()))
    problems.push(
      `property "initial" is ${JSON.stringify(values.initial)}: not one of the states in "states"`,
    );
  if (typeof values.transitions === 'string')
    for (const line of values.transitions.split('\n').filter((l) => l.trim())) {
      const m = TRANSITION.exec(line);
      const where = `property "transitions" line ${JSON.stringify(line.trim())}`;
      if (!m) problems.push(`${where} is not "from + event -> to"`);
      else {
        for (const state of [m[1], m[3]].filter((st) => !known.has(st)))
          problems.push(`${where} names ${state}, which is not in "states"`);
        if (/^after\s/.test(m[2]) && !AFTER.test(m[2]))
          problems.push(
            `${where} has no time the device reads: write "after 5 s" (ms, s, min or h)`,
          );
      }
    }
  return problems;
}

/** Whether a value of type `from` may travel to a port expecting `to`. */
export function compatible(from: ValueType, to: ValueType): boolean {
  return from === to || from === 'any' || to === 'any' || (from === 'integer' && to === 'number');
}

function checkValue(prop: Property, value: unknown): string | null {
  const range = () => {
    const n = value as number;
    if (prop.min !== undefined && n < prop.min) return `below the minimum ${prop.min}`;
    if (prop.max !== undefined && n > prop.max) return `above the maximum ${prop.max}`;
    return null;
  };
  switch (prop.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'not true or false';
    case 'integer':
    case 'duration':
    case 'channel':
      if (prop.type === 'channel' && typeof value === 'string' && prop.options?.includes(value))
        return null;
      return Number.isInteger(value) ? range() : 'not a whole number';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? range() : 'not a number';
    case 'enum':
      return prop.options?.includes(value as string)
        ? null
        : `not one of ${prop.options?.join(', ')}`;
    case 'string':
    case 'cron':
      return typeof value === 'string' ? null : 'not text';
    default:
      return null;
  }
}

export function validateProject(project: ProjectFile, source: string): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${source}: ${message}`);
  if (project.format !== 'tessera-project/1')
    say(`format is ${JSON.stringify(project.format)}; expected "tessera-project/1"`);
  if (!Array.isArray(project.blocks) || project.blocks.length === 0) {
    say('has no blocks');
    return problems;
  }
  const instances = new Map<string, NonNullable<ReturnType<typeof blockById>>>();
  for (const block of project.blocks) {
    if (!INSTANCE_ID.test(block.id))
      say(
        `block id "${block.id}" must be lowercase letters, digits and "_", starting with a letter`,
      );
    if (instances.has(block.id)) say(`block id "${block.id}" is used twice`);
    const record = blockById(block.type);
    if (!record) {
      say(`block "${block.id}" has unknown type "${block.type}"`);
      continue;
    }
    instances.set(block.id, record);
    if (
      project.device &&
      project.device !== 'simulator' &&
      !availability(record).includes(project.device)
    ) {
      say(`block "${block.id}" (${block.type}) does not run on ${project.device}`);
    }
    const values = block.properties ?? {};
    if (typeof values !== 'object' || Array.isArray(values)) {
      say(`block "${block.id}" (${block.type}) properties are not an object of values by name`);
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      const prop = record.properties.find((p) => p.name === name);
      if (!prop) {
        say(
          `block "${block.id}" (${block.type}) has no property "${name}"; it has ${record.properties.map((p) => p.name).join(', ') || 'none'}`,
        );
        continue;
      }
      const wrong = checkValue(prop, value);
      if (wrong)
        say(`block "${block.id}" property "${name}" is ${JSON.stringify(value)}: ${wrong}`);
    }
    const own = block.type === 'node_state_machine' ? checkStateMachine(values) : [];
    for (const problem of [...checkNames(block.type, values), ...own])
      say(`block "${block.id}" (${block.type}) ${problem}`);
    for (const prop of record.properties) {
      if (prop.required && prop.default === undefined && !Object.hasOwn(values, prop.name)) {
        say(`block "${block.id}" (${block.type}) needs property "${prop.name}"`);
      }
    }
  }
  const seen = new Set<string>();
  const endpoint = (text: string, side: 'from' | 'to'): Port | null => {
    const m = ENDPOINT.exec(text ?? '');
    if (!m) {
      say(`wire ${side} "${text}" must be "block.port"`);
      return null;
    }
    const record = instances.get(m[1]);
    if (!record) {
      if (!project.blocks.some((b) => b.id === m[1]))
        say(`wire ${side} "${text}" names no block "${m[1]}"`);
      return null;
    }
    const own = side === 'from' ? record.outputs : record.inputs;
    const port = own.find((p) => p.name === m[2]);
    if (port) return port;
    const other = (side === 'from' ? record.inputs : record.outputs).some((p) => p.name === m[2]);
    say(
      other
        ? `wire ${side} "${text}": "${m[2]}" is an ${side === 'from' ? 'input' : 'output'} of ${record.id}; wires run from an output to an input`
        : `wire ${side} "${text}": ${record.id} has no ${side === 'from' ? 'output' : 'input'} "${m[2]}"; its ${side === 'from' ? 'outputs are' : 'inputs are'} ${own.map((p) => p.name).join(', ') || 'none'}`,
    );
    return null;
  };
  for (const wire of project.wires ?? []) {
    const key = `${wire.from}->${wire.to}`;
    if (seen.has(key)) say(`wire ${key} is listed twice`);
    seen.add(key);
    const from = endpoint(wire.from, 'from');
    const to = endpoint(wire.to, 'to');
    if (from && to && !compatible(from.type, to.type)) {
      // "an integer", "a string"
      const a = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`); // cspell:disable-line
      say(`wire ${key} connects ${a(from.type)} output to ${a(to.type)} input`);
    }
  }
  return problems;
}

/**
 * What a project file drawn on a page must meet beyond validity: no two blocks
 * with one title, since a diagram titles each block by its label, or by its
 * type's title, and two such blocks cannot be told apart in the drawing (or by a
 * screen reader). Studio and the simulator run such a project all the same, so
 * `validateProject` leaves this out; the diagrams and the repository's project
 * files are held to it.
 */
export function drawingProblems(project: ProjectFile, source: string): string[] {
  const titled = new Map<string, string[]>();
  for (const block of project.blocks ?? []) {
    const record = blockById(block?.type);
    if (!record) continue;
    const title = block.label ?? record.title;
    titled.set(title, [...(titled.get(title) ?? []), block.id]);
  }
  return [...titled]
    .filter(([, ids]) => ids.length > 1)
    .map(
      ([title, ids]) =>
        `${source}: blocks ${ids.map((id) => `"${id}"`).join(', ')} are all titled "${title}": give each a "label" that says what it does there`,
    );
}
