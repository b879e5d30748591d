/** Public types of the simulator: values on wires, Console lines, state, inputs and deliveries. */

/** What travels on a wire: JSON-like data; timestamps travel as ISO 8601 text in UTC. */
export type Value = null | boolean | number | string | Value[] | {[key: string]: Value};

export interface SimOptions {
  /** Start of the run: ISO 8601 date and time, read in `timeZone` when it has no offset. */
  start?: string;
  /** IANA time zone of the device, such as Europe/Amsterdam. Default UTC. */
  timeZone?: string;
  /** The device name that fills {device} in topics and alerts. Default "simulator". */
  deviceName?: string;
  /** The MQTT broker the project settings name, host:port. Default broker.example:8883. */
  broker?: string;
  /**
   * The project's declared settings (Project settings → Settings), which a
   * project file does not hold: default value and limits by name.
   */
  settings?: Record<string, {value: Value; min?: number; max?: number}>;
  /**
   * Messages one cause (an outside command, a block's start, a timed event) may set off in one
   * instant before the loop guard stops them. Default 1000.
   */
  maxMessagesPerInstant?: number;
  /**
   * Timed events and messages one call (advance, step, setInput...) may run before the clock
   * pauses with a Console line; the call returns that sentence. Default 2000000.
   */
  maxEventsPerCall?: number;
}

export interface ConsoleLine {
  /** Virtual time in ms since the Unix epoch. */
  time: number;
  /** The same time, local to the run's time zone: 2026-10-20 07:00:00.000. */
  at: string;
  /** The text as the Console shows it, e.g. `[sim] relay 1 on` or `[log] temperature 22.4`. */
  text: string;
}

/** A wire's or an output port's last value and how many messages it carried. */
export interface Traffic {
  last: Value | undefined;
  count: number;
}

export interface SimState {
  time: number;
  /** Visible state of each block with one (relays, PWM, LCD, dashboard, network queues...). */
  blocks: Record<string, Record<string, Value>>;
  /** Keyed by "block.port" for every output port that has sent at least once. */
  ports: Record<string, Traffic>;
  /** Keyed by "from->to", as written in the project file. */
  wires: Record<string, Traffic>;
}

/** Where a control sits in the run panel: the project's inputs, its network, the device itself. */
export type ControlGroup = 'inputs' | 'network' | 'device';

/** What a control does to the run when the reader uses it. */
export type ControlAction =
  /** `setInput(block, value)`. */
  | {kind: 'set'}
  /** A 1-Wire reading: `setInput(block, {temperature, humidity})` with this field changed. */
  | {kind: 'reading'; field: 'temperature' | 'humidity'}
  /** `press(block, holdMs)`. */
  | {kind: 'press'}
  /** `deliver({kind: 'modbus_slave', slave_id, address, value})`: a register of a simulated slave. */
  | {kind: 'register'; slave_id: number; address: number}
  /** `deliver({kind: 'http_response', url, status, body})`: the answer an HTTP request gets. */
  | {kind: 'response'; url: string}
  /** `deliver({kind: 'table_row', table, row})`: a row entered on the web dashboard's Database page. */
  | {kind: 'row'; table: string}
  /** `failNetwork(service, value || null)`: the empty value restores the service. */
  | {kind: 'network'; service: NetworkService}
  /** `restart(reason)`. */
  | {kind: 'restart'; reason: 'restart' | 'power_on'};

/** A control a run panel shows, generated from the project's blocks and their records. */
export interface InputControl {
  /** The block it acts on; empty for a control of the network or the device. */
  block: string;
  type: string;
  label: string;
  group: ControlGroup;
  action: ControlAction;
  /**
   * switch: boolean; slider: number in min..max; number: a number typed and set;
   * text: a line of text; card: a card number; choice: one of `options`; button: press;
   * response: a status and a body; row: a table row as a JSON object.
   */
  control:
    'switch' | 'slider' | 'number' | 'text' | 'card' | 'choice' | 'button' | 'response' | 'row';
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  /** choice: each value and how it reads; the empty value is the normal state. */
  options?: {value: string; label: string}[];
  /** button: the block tells a long press from a short one; this is its long-press time in ms. */
  hold?: number;
  value: Value;
}

/** Something that arrives from outside the device. */
export type Delivery =
  | {kind: 'mqtt'; topic: string; payload: string}
  /** Bytes on a serial port: `text` as characters, or as hex pairs (`01 03 0A`) with `hex`. */
  | {kind: 'serial'; port?: string; text: string; hex?: boolean}
  /**
   * Bytes from a socket's peer, as for serial. A server takes them from the client `from`
   * (address:port, default 192.0.2.50:49152), which connects first if it is new; `close` closes
   * the connection after the bytes, from either end.
   */
  | {kind: 'socket'; block?: string; text: string; hex?: boolean; from?: string; close?: boolean}
  | {kind: 'http'; method?: string; path: string; body?: string; auth?: boolean; from?: string}
  /** The answer to requests whose URL starts with `url`; a 3xx with a `location` header redirects. */
  | {
      kind: 'http_response';
      url: string;
      status?: number;
      body?: string;
      headers?: {[name: string]: string};
    }
  | {
      kind: 'wiegand';
      block?: string;
      card: number;
      facility?: number;
      bits?: number;
      parity?: boolean;
    }
  | {kind: 'wiegand_pin'; block?: string; keys: string}
  | {kind: 'sms'; from: string; text: string}
  | {kind: 'azure'; payload: string}
  | {kind: 'azure_desired'; patch: {[key: string]: Value}}
  | {kind: 'modbus_slave'; slave_id: number; address: number; value: number | boolean}
  | {kind: 'modbus_master_write'; address: number; value: number | boolean; table?: string}
  | {kind: 'firmware'; version: string}
  /** A row entered on the web dashboard's database page. */
  | {kind: 'table_row'; table: string; row: {[column: string]: Value}};

/** A network service the run can break, and how. `null` restores it. */
export type NetworkService =
  'all' | 'mqtt' | 'http' | 'cloud' | 'azure' | 'sms' | 'socket' | 'modbus' | 'serial' | 'onewire';
export type NetworkFailure =
  'offline' | 'timeout' | 'refused' | 'dns' | 'tls' | 'unauthorised' | 'no_sim' | null;

export interface SimError {
  error: string;
}

/** What a run has done so far, for measuring: messages delivered on wires, timed events run. */
export interface SimStats {
  messages: number;
  events: number;
}
