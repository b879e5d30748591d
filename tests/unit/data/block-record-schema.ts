/**
 * The rules a block record must follow, each with a message for the person
 * adding or editing a block: what is wrong, and what to write instead.
 * `blockRecordProblems` checks one record against the whole catalogue (ids it
 * may relate to, ids it must not repeat).
 */
import {z} from 'zod';
import {BLOCK_CATEGORIES} from '../../../src/data/blocks';
import type {BlockRecord} from '../../../src/data/blocks';
import {INTERFACES} from '../../../src/data/hardware';
import {RUNTIME_VERSIONS} from '../../../src/data/releases';
import {DESCRIPTION_MAX} from '../../../src/plugins/content-validation';

const ID = /^node_[a-z0-9]+(?:_[a-z0-9]+)*$/;
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|coming soon|placeholder)\b/i;
const VALUE_TYPES = [
  'number',
  'integer',
  'boolean',
  'string',
  'bytes',
  'timestamp',
  'object',
  'array',
  'any',
] as const;
const PROPERTY_TYPES = [
  'integer',
  'number',
  'boolean',
  'string',
  'enum',
  'duration',
  'cron',
  'channel',
] as const;

const oneOf = (what: string, values: readonly string[]) => (iss: {input?: unknown}) =>
  `${what} ${JSON.stringify(iss.input)} is not one of ${values.join(', ')}`;

/** A strict object: a misspelt field name is reported instead of ignored. */
const strict = <T extends z.ZodRawShape>(what: string, shape: T) =>
  z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `unknown field ${iss.keys.map((k) => `"${k}"`).join(', ')} in ${what}: check the spelling against src/data/blocks/types.ts`
        : undefined,
  });

const text = (what: string, min: number, hint: string) =>
  z.string({error: `${what} is missing: ${hint}`}).refine((s) => s.trim().length >= min, {
    error: `${what} is too short (at least ${min} characters): ${hint}`,
  });

const port = strict('a port', {
  name: z.string().regex(SNAKE, {
    error: (iss) =>
      `port name ${JSON.stringify(iss.input)} is not lowercase snake_case: write it as in project files, e.g. "value" or "set_point"`,
  }),
  kind: z.enum(['event', 'data'], {
    error: (iss) =>
      `port kind ${JSON.stringify(iss.input)} is not "event" (a trigger) or "data" (a value kept until the next one)`,
  }),
  type: z.enum(VALUE_TYPES, {error: oneOf('port type', VALUE_TYPES)}),
  description: text(
    'a port description',
    11,
    'one sentence saying what arrives or leaves, with units',
  ),
});

const property = strict('a property', {
  name: z.string().regex(SNAKE, {
    error: (iss) =>
      `property name ${JSON.stringify(iss.input)} is not lowercase snake_case: write it as in project files, e.g. "interval" or "slave_id"`,
  }),
  type: z.enum(PROPERTY_TYPES, {error: oneOf('property type', PROPERTY_TYPES)}),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
  options: z.array(z.string()).optional(),
  labels: z.record(z.string(), z.string()).optional(),
  required: z.boolean({error: 'required is missing: true or false'}),
  description: text('a property description', 1, 'say what the setting does, with units'),
});

const error = strict('an error', {
  message: text('an error message', 9, 'the exact text Studio’s Console and the device log show'),
  cause: text('an error cause', 9, 'what makes the block report this message'),
  fix: text('an error fix', 9, 'what the user does to clear it'),
});

const interfaceIds = Object.keys(INTERFACES);
const needs = z.array(
  z.string().refine((i) => interfaceIds.includes(i), {
    error: (iss) =>
      `hardware interface ${JSON.stringify(iss.input)} is unknown: use one of ${interfaceIds.join(', ')} (src/data/hardware.ts)`,
  }),
);
const versions = RUNTIME_VERSIONS.map((v) => v.version as string);
const categories = Object.keys(BLOCK_CATEGORIES);

const record = strict('the record', {
  id: z.string().regex(ID, {
    error: (iss) =>
      `id ${JSON.stringify(iss.input)} is not node_ followed by lowercase words joined by "_" (e.g. node_modbus_read); it is also the page's file name, docs/blocks/<id>.mdx`,
  }),
  title: text('title', 1, 'the name Studio shows on the block, in sentence case'),
  category: z.enum(categories as [string, ...string[]], {
    error: (iss) =>
      `category ${JSON.stringify(iss.input)} is not one of ${categories.join(', ')}: pick one, or add the category to src/data/blocks/categories.ts`,
  }),
  summary: z
    .string({error: 'summary is missing: one sentence saying what the block does'})
    .refine((s) => /^[A-Z].*\.$/.test(s) && !/\.\s/.test(s), {
      error:
        'summary must be one sentence that starts with a capital letter and ends with a full stop: it is the card text, the Studio tooltip and the page’s meta description',
    })
    .refine((s) => s.length <= DESCRIPTION_MAX, {
      error: (iss) =>
        `summary has ${String(iss.input).length} characters: keep it to ${DESCRIPTION_MAX}, the length of a meta description`,
    }),
  keywords: z.array(z.string().min(1)).min(3, {
    error:
      'keywords needs at least 3 words people search for: aliases, protocols, part numbers ("RFID", "DS18B20")',
  }),
  inputs: z.array(port),
  outputs: z.array(port),
  properties: z.array(property),
  requires: strict('requires', {allOf: needs.optional(), anyOf: needs.optional()}),
  since: z.string().refine((v) => versions.includes(v), {
    error: (iss) =>
      `since ${JSON.stringify(iss.input)} is not a Tessera Runtime release: use one of ${versions.join(', ')}, or add the release to src/data/releases.ts`,
  }),
  errors: z.array(error),
  related: z.array(z.string()),
});

/** Rules across fields and records, which a field-by-field schema cannot express. */
function crossChecks(b: BlockRecord, all: readonly BlockRecord[]): string[] {
  const problems: string[] = [];
  const twice = (names: readonly string[]) => [
    ...new Set(names.filter((n, i) => names.indexOf(n) !== i)),
  ];

  if (all.filter((o) => o.id === b.id).length > 1)
    problems.push(`another record also has the id "${b.id}": ids are unique, rename one`);

  const ports = [...b.inputs, ...b.outputs];
  if (ports.length === 0) problems.push('the block has no ports: add at least one input or output');
  for (const n of twice(ports.map((p) => p.name)))
    problems.push(
      `port name "${n}" is used twice: inputs and outputs of one block need distinct names, since wires name them ("block.${n}")`,
    );
  for (const n of twice(b.properties.map((p) => p.name)))
    problems.push(`property name "${n}" is used twice: give each property its own name`);

  for (const p of b.properties) {
    const where = `property "${p.name}"`;
    if (p.type === 'enum' && (p.options?.length ?? 0) < 2)
      problems.push(`${where} is an enum with fewer than 2 options: list its values in options`);
    if (
      p.default !== undefined &&
      p.options?.length &&
      p.type === 'enum' &&
      !p.options.includes(String(p.default))
    )
      problems.push(
        `${where} defaults to ${JSON.stringify(p.default)}, which is not one of its options (${p.options.join(', ')}): fix the default or add the option`,
      );
    for (const option of Object.keys(p.labels ?? {}))
      if (!p.options?.includes(option))
        problems.push(
          `${where} labels "${option}", which is not one of its options: label the values in options`,
        );
    if (p.min !== undefined && p.max !== undefined && p.min > p.max)
      problems.push(`${where} has min ${p.min} above max ${p.max}: swap them`);
    if (typeof p.default === 'number' && p.min !== undefined && p.default < p.min)
      problems.push(
        `${where} defaults to ${p.default}, below its min ${p.min}: raise the default or lower min`,
      );
    if (typeof p.default === 'number' && p.max !== undefined && p.default > p.max)
      problems.push(
        `${where} defaults to ${p.default}, above its max ${p.max}: lower the default or raise max`,
      );
  }

  for (const r of b.related) {
    if (r === b.id) problems.push(`related lists the block itself: remove "${r}"`);
    else if (!all.some((o) => o.id === r))
      problems.push(
        `related block "${r}" has no record: check the id, or add the block to src/data/blocks/records/ first`,
      );
  }
  for (const r of twice(b.related)) problems.push(`related lists "${r}" twice: keep one`);

  const placeholder = JSON.stringify(b).match(PLACEHOLDER);
  if (placeholder) problems.push(`the record contains "${placeholder[0]}": write the real text`);
  return problems;
}

/** Every problem with one block record, as messages for its author; empty when it is valid. */
export function blockRecordProblems(b: BlockRecord, all: readonly BlockRecord[]): string[] {
  const parsed = record.safeParse(b);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((iss) => {
        const at = iss.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`));
        return `${at.join('').replace(/^\./, '') || 'record'}: ${iss.message}`;
      });
  try {
    problems.push(...crossChecks(b, all));
  } catch {
    // A record too malformed for the cross-field rules (a list missing): the schema said why.
  }
  return problems;
}
