/**
 * The shape of a block record: one per block, the single source for its
 * picture, its port and property tables, its hardware availability and its
 * search keywords.
 */
import type {InterfaceId} from '../hardware';
import type {BlockCategory} from './categories';
import type {RuntimeVersion} from '../releases';

/** What travels on a wire. `any` accepts every type (a Log message, a Variable's value). */
export type ValueType =
  'number' | 'integer' | 'boolean' | 'string' | 'bytes' | 'timestamp' | 'object' | 'array' | 'any';

export interface Port {
  /** Lowercase snake_case, unique within the block's inputs and outputs. */
  name: string;
  /** `event`: a trigger that may carry a value; `data`: a value the block keeps until the next one. */
  kind: 'event' | 'data';
  type: ValueType;
  /** One sentence: what arrives or leaves here, with units. */
  description: string;
}

export type PropertyType =
  | 'integer'
  | 'number'
  | 'boolean'
  | 'string'
  | 'enum'
  /** Milliseconds, written with a unit in Studio ("500 ms", "5 s"). */
  | 'duration'
  /** A five-field cron expression. */
  | 'cron'
  /** The hardware channel the block drives, e.g. relay 1–4 or serial port "rs485". */
  | 'channel';

export interface Property {
  /** Lowercase snake_case, as in project files. */
  name: string;
  type: PropertyType;
  /** The value a new block starts with; omitted when the property is required and has none. */
  default?: string | number | boolean;
  /** Inclusive range, for integer, number, duration and channel. */
  min?: number;
  max?: number;
  unit?: string;
  /** Allowed values, for enum (and channel when channels are named). */
  options?: readonly string[];
  /**
   * How Studio's Properties panel shows an option, where it differs from the
   * value the project file stores: `4-20mA` shows as "4–20 mA".
   */
  labels?: Readonly<Record<string, string>>;
  required: boolean;
  description: string;
}

/** An error the block reports: the exact text in the Console and the device log. */
export interface BlockError {
  message: string;
  cause: string;
  fix: string;
}

/** Hardware a block needs: every interface in `allOf`, and at least one in `anyOf` when given. */
export interface HardwareNeeds {
  allOf?: readonly InterfaceId[];
  anyOf?: readonly InterfaceId[];
}

export interface BlockRecord {
  id: `node_${string}`;
  title: string;
  category: BlockCategory;
  /** One sentence: the card's description, the tooltip in Studio and the page's meta description. */
  summary: string;
  /** Words people search for: aliases, protocols, part numbers ("RFID", "DS18B20"). */
  keywords: readonly string[];
  inputs: readonly Port[];
  outputs: readonly Port[];
  properties: readonly Property[];
  /** Empty when the block runs on every device and in the simulator. */
  requires: HardwareNeeds;
  /** Tessera Runtime version that introduced the block. */
  since: RuntimeVersion;
  errors: readonly BlockError[];
  related: readonly `node_${string}`[];
}
