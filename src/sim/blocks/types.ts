/**
 * Types that tie each behaviour to its catalogue record: the port and
 * property names come from the records' literal types, so a behaviour that
 * emits on a port or reads a property its record lacks does not compile.
 */
import type {records as advanced} from '../../data/blocks/records/advanced';
import type {records as cloud} from '../../data/blocks/records/cloud';
import type {records as comms} from '../../data/blocks/records/comms';
import type {records as data} from '../../data/blocks/records/data';
import type {records as lcd} from '../../data/blocks/records/lcd';
import type {records as logic} from '../../data/blocks/records/logic';
import type {records as modbus} from '../../data/blocks/records/modbus';
import type {records as system} from '../../data/blocks/records/system';
import type {records as timers} from '../../data/blocks/records/timers';
import type {records as variables} from '../../data/blocks/records/variables';
import type {DeviceId} from '../../data/hardware';
import type {Delivery, NetworkFailure, NetworkService, Value} from '../types';

type AnyRecord =
  | (typeof advanced)[number]
  | (typeof cloud)[number]
  | (typeof comms)[number]
  | (typeof data)[number]
  | (typeof lcd)[number]
  | (typeof logic)[number]
  | (typeof modbus)[number]
  | (typeof system)[number]
  | (typeof timers)[number]
  | (typeof variables)[number];

export type BlockId = AnyRecord['id'];
export type RecordOf<Id extends BlockId> = Extract<AnyRecord, {id: Id}>;
export type InputName<Id extends BlockId> = RecordOf<Id>['inputs'][number]['name'];
export type OutputName<Id extends BlockId> = RecordOf<Id>['outputs'][number]['name'];
type PropOf<Id extends BlockId> = RecordOf<Id>['properties'][number];
export type PropertyName<Id extends BlockId> = PropOf<Id>['name'];

type PropValue<P> = P extends {type: 'boolean'}
  ? boolean
  : P extends {type: 'enum'; options: readonly (infer O)[]}
    ? O
    : P extends {type: 'string' | 'cron'}
      ? string
      : P extends {type: 'channel'; options: readonly string[]}
        ? number | string
        : number;

/** Property values with defaults filled in; a property with no default may be missing. */
export type Props<Id extends BlockId> = {
  [P in PropOf<Id> as P['name']]: P extends {default: unknown}
    ? PropValue<P>
    : PropValue<P> | undefined;
};

export interface TimerHandle {
  readonly id: number;
}

/** What the engine gives a behaviour: its properties, its outputs, time and the outside world. */
export interface BlockContext<Id extends BlockId> {
  readonly id: string;
  readonly type: Id;
  readonly props: Props<Id>;
  /** Sends a value on an output; it travels along each of the port's wires in file order. */
  emit(port: OutputName<Id>, value: Value): void;
  /** The latest value that arrived on a (data) input, or undefined. */
  last(port: InputName<Id>): Value | undefined;
  /** Whether a wire ends on this input / starts at this output. */
  wiredIn(port: InputName<Id>): boolean;
  wiredOut(port: OutputName<Id>): boolean;
  /** Runs fn after ms of virtual time. */
  after(ms: number, fn: () => void): TimerHandle;
  /** Runs fn at an absolute virtual time. */
  at(time: number, fn: () => void): TimerHandle;
  cancel(handle: TimerHandle | undefined): void;
  now(): number;
  readonly timeZone: string;
  /** A raw Console line, as the device writes it. */
  print(text: string): void;
  /** A `[sim] …` line about the simulated outside world. */
  sim(text: string): void;
  /** Writes an error text to the Console and, when the block has one, to its error output. */
  fail(message: string): void;
  /** Sets fields of the block's visible state. */
  show(state: Record<string, Value>): void;
  /** The failure set on a network service, or null when it works. */
  network(service: NetworkService): NetworkFailure;
  /** Shared, named stores: tables, variables, timers by name, settings. */
  shared<T>(key: string, create: () => T): T;
  /** Other blocks of the project by type, for blocks that act on each other by name. */
  peers(type: BlockId): {
    id: string;
    /** The block's label in the project file, as Studio shows it on the canvas. */
    label?: string;
    props: Record<string, Value | undefined>;
    handle: unknown;
  }[];
  /** Asks the engine to restart the project (Reboot, Upgrade firmware). */
  restart(reason: string): void;
  readonly deviceName: string;
  /** The device the project file names when its hardware is fixed (BP-01, CP-02, CP-03), else null. */
  readonly device: DeviceId | null;
  readonly broker: string;
  /** The declared settings the run was given. */
  readonly settings: Record<string, {value: Value; min?: number; max?: number}>;
  /** The project's start reason: deploy, restart, power_on, firmware_upgrade. */
  readonly startReason: string;
}

/** A running block: it reacts to inputs, deliveries from outside and values set by a person. */
export interface Behaviour<Id extends BlockId> {
  /** Called once when the project starts, after every block exists, in file order. */
  start?(): void;
  input?(port: InputName<Id>, value: Value): void;
  /** A value set by a person or a scenario (switch, slider, card...). Returns an error text or null. */
  set?(value: Value): string | null;
  press?(holdMs: number): string | null;
  deliver?(delivery: Delivery): boolean;
  /** Called when a network service fails or comes back. */
  networkChanged?(service: NetworkService, failure: NetworkFailure): void;
  /** An object other blocks may use (a Timer's controls, a Table's rows). */
  handle?: unknown;
}

export type Factory<Id extends BlockId> = (ctx: BlockContext<Id>) => Behaviour<Id>;

/** One module per category exports a map of this shape for its records. */
export type Behaviours<Ids extends BlockId> = {[Id in Ids]: Factory<Id>};

export type IdsOf<R extends readonly {id: string}[]> = R[number]['id'] & BlockId;
