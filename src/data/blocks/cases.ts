/**
 * The shape of conformance cases: each block record's promises (port and
 * property descriptions, error messages) as steps the simulator runs, kept
 * beside the record in `records/<category>.cases.ts`. Only the test
 * `tests/unit/sim/conformance.test.ts` reads them: nothing in `src/` may
 * import a cases file, so they never reach the site's bundle. See
 * `records/CASES.md`.
 */
import type {BlockCategory} from './categories';
import type {ProjectFile} from '../projects/types';
import type {Duration, Expectation, Step} from '../../sim/scenario';
import type {SimOptions} from '../../sim/types';
import type {BlockId, InputName, OutputName, PropertyName} from '../../sim/blocks/types';

/**
 * A field of the record that holds sentences: `inputs.reset`, `properties.mode`,
 * `errors[1]` (the error's message, counted from 0). With the block's id in
 * front, `node_counter.properties.mode`, it is the key the test reports.
 */
export type FieldKey<Id extends BlockId> =
  | `inputs.${InputName<Id>}`
  | `outputs.${OutputName<Id>}`
  | `properties.${PropertyName<Id>}`
  | `errors[${number}]`;

/**
 * A sentence of a field, named by a phrase quoted from it: the phrase must
 * appear in the record's text, so rewording the sentence fails the test until
 * the case is looked at again.
 */
export type Sentence<Id extends BlockId> = readonly [field: FieldKey<Id>, phrase: string];

/**
 * One case: the block under test (id `block`) with `props`, and a feeder for
 * each of its inputs. A feeder is a Setting block `in_<port>` wired to that
 * input; `{set: {reset: true}}` sends `true` to the input `reset`. Any other key
 * of `set`, such as `block` for an input block, is a block id as in a scenario.
 * In `expect`, a `port` without a dot is an output of the block under test.
 */
export interface BlockCase<Id extends BlockId> {
  /** What the case shows, in a few words. */
  name: string;
  /** The record sentences this case checks. */
  covers: readonly Sentence<Id>[];
  /** The block under test's properties. */
  props?: Record<string, string | number | boolean>;
  /** Helper blocks, for inputs a feeder cannot give (a Timer for a Timer start block...). */
  blocks?: ProjectFile['blocks'];
  /** Wires between helpers and the block under test; a wired input gets no feeder. */
  wires?: ProjectFile['wires'];
  /** The project's device: a BP-01, CP-02 or CP-03 has fixed channel counts the simulator checks. */
  device?: ProjectFile['device'];
  start?: string;
  timeZone?: string;
  /** Declared project settings, beside the feeders' own. */
  settings?: SimOptions['settings'];
  /** Steps as in a scenario file (`set`, `press`, `deliver`, `failNetwork`, `restart`, `expect`). */
  steps?: readonly CaseStep[];
  /** Run the clock on to here after the last step. */
  until?: Duration;
  /**
   * The project must not start, and one of the validator's messages contains
   * this text: for ranges and required properties.
   */
  refused?: string;
}

/**
 * A scenario step, or an action the simulator must refuse (a PIN too short, a
 * press on a greyed-out button): `refused` is a phrase of the refusal, the text
 * the Run panel shows the reader.
 */
export type CaseStep = Step | (Exclude<Step, {expect: unknown}> & {refused: string});

/** A sentence that promises nothing the simulator can show, and why. */
export interface NotBehaviour<Id extends BlockId> {
  sentence: Sentence<Id>;
  /** Such as "describes Studio's editor" or "a device's wiring, which the simulator does not model". */
  reason: string;
}

export interface BlockCases<Id extends BlockId> {
  cases: readonly BlockCase<Id>[];
  notBehaviour?: readonly NotBehaviour<Id>[];
}

/** A category's cases file exports one of these, a key per block of the category. */
export type CategoryCases<Ids extends BlockId> = {[Id in Ids]?: BlockCases<Id>};

export type {Expectation, Step};

/**
 * Categories whose every record sentence has a case or a reason: the test fails
 * for an uncovered sentence only in these. Add a category when its cases file
 * is complete.
 */
export const CASES_DONE: readonly BlockCategory[] = [
  'timers',
  'logic',
  'data',
  'variables',
  'modbus',
  'lcd',
  'advanced',
  'cloud',
  'system',
  'comms',
];
