/**
 * Turns a conformance case (src/data/blocks/cases.ts) into a project file and
 * a scenario for runScenario, and splits a record's fields into the sentences
 * the cases must cover.
 */
import type {BlockCase} from '../../../src/data/blocks/cases';
import type {BlockRecord} from '../../../src/data/blocks/types';
import type {ProjectFile} from '../../../src/data/projects/types';
import type {BlockId} from '../../../src/sim/blocks/types';
import type {Failure, Scenario, Step} from '../../../src/sim';

/** The block under test's id in every case's project. */
export const UNDER_TEST = 'block';

/** A field of a record and its text: port and property descriptions, error messages. */
export interface Field {
  key: string;
  text: string;
}

export function fields(record: BlockRecord): Field[] {
  return [
    ...record.inputs.map((p) => ({key: `inputs.${p.name}`, text: p.description})),
    ...record.outputs.map((p) => ({key: `outputs.${p.name}`, text: p.description})),
    ...record.properties.map((p) => ({key: `properties.${p.name}`, text: p.description})),
    ...record.errors.map((e, i) => ({key: `errors[${i}]`, text: e.message})),
  ];
}

/**
 * Sentences end at a full stop, question or exclamation mark followed by a
 * space and a capital letter, so "e.g. 5", "1.5 s" and "3.3 V." stay whole.
 * An error message is one sentence, whatever its punctuation.
 */
export function sentences(field: Field): string[] {
  if (field.key.startsWith('errors')) return [field.text];
  return field.text
    .split(/(?<=[.!?])\s+(?=[A-Z"“‘(`])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const feeder = (port: string) => `in_${port}`;

/**
 * The case's project: the block under test, the case's helpers and wires, and
 * a Setting block feeding each input that a `set` step names, so a step can
 * send any value to any input; and the case's steps as a scenario.
 */
export function buildCase(
  record: BlockRecord,
  c: BlockCase<BlockId>,
): {project: ProjectFile; scenario: Scenario; refusals: Map<number, string>} {
  const helpers = new Set((c.blocks ?? []).map((b) => b.id));
  const inputs = new Set(record.inputs.map((p) => p.name));
  const isFed = (key: string) => inputs.has(key) && !helpers.has(key) && key !== UNDER_TEST;
  const fed = new Set<string>();
  // Steps that must be refused, by index, with the phrase of the refusal.
  const refusals = new Map<number, string>();
  const steps: Step[] = (c.steps ?? []).map((caseStep, i) => {
    let step: Step = caseStep;
    if ('refused' in caseStep) {
      const {refused, ...rest} = caseStep;
      refusals.set(i, refused);
      step = rest as Step;
    }
    if ('set' in step) {
      const set = Object.fromEntries(
        Object.entries(step.set).map(([k, v]) => {
          if (!isFed(k)) return [k, v];
          fed.add(k);
          return [feeder(k), v];
        }),
      );
      return {...step, set};
    }
    if ('expect' in step && 'port' in step.expect && !step.expect.port.includes('.'))
      return {...step, expect: {...step.expect, port: `${UNDER_TEST}.${step.expect.port}`}};
    return step;
  });
  const settings = {...c.settings};
  const blocks: ProjectFile['blocks'] = [
    {id: UNDER_TEST, type: record.id, properties: {...c.props}},
    ...(c.blocks ?? []),
  ];
  const wires = [...(c.wires ?? [])];
  for (const port of fed) {
    blocks.push({
      id: feeder(port),
      type: 'node_setting',
      properties: {name: feeder(port), emit_at_start: false},
    });
    wires.push({from: `${feeder(port)}.value`, to: `${UNDER_TEST}.${port}`});
    settings[feeder(port)] = {value: null};
  }
  return {
    refusals,
    project: {
      format: 'tessera-project/1',
      name: `${record.id}: ${c.name}`,
      ...(c.device ? {device: c.device} : {}),
      blocks,
      wires,
    },
    scenario: {
      name: c.name,
      start: c.start,
      timeZone: c.timeZone,
      settings,
      steps,
      until: c.until,
    },
  };
}

/**
 * The scenario's failures, less the refusals the case expects; a step that had
 * to be refused and was not is a failure of its own.
 */
export function withRefusals(failures: Failure[], refusals: Map<number, string>): Failure[] {
  const kept = failures.filter(
    (f) =>
      !(
        refusals.has(f.step) &&
        / was refused: /.test(f.message) &&
        f.message.includes(refusals.get(f.step)!)
      ),
  );
  for (const [step, phrase] of refusals)
    if (!failures.some((f) => f.step === step && / was refused: /.test(f.message)))
      kept.push({
        scenario: '',
        step,
        message: `expected this step to be refused with "${phrase}"; the simulator accepted it`,
      });
  return kept;
}
