import {describe, expect, it} from 'vitest';
import {
  BLOCKS,
  BLOCK_CATEGORIES,
  availability,
  blockById,
  blocksIn,
  type BlockCategory,
  type BlockRecord,
} from '../../../src/data/blocks';
import {blockRecordProblems} from './block-record-schema';

/** Blocks the product canon names and other pages link to: renaming or removing one breaks them. */
const CANON_BLOCKS = [
  'node_arithmetic',
  'node_bitwise',
  'node_button',
  'node_comparison',
  'node_cron_event',
  'node_datetime',
  'node_http',
  'node_mqtt_pub',
  'node_serial',
  'node_sms',
  'node_socket',
  'node_system',
  'node_table',
  'node_table_insert',
  'node_timer',
  'node_timer_start',
  'node_upgrade_firmware',
  'node_variable',
  'node_wiegand',
];

describe('each block record follows the rules for block records', () => {
  it.each(BLOCKS)('$id', (b) => {
    expect(
      blockRecordProblems(b, BLOCKS),
      `${b.id}, in src/data/blocks/records/${b.category}.ts, has these problems`,
    ).toEqual([]);
  });
});

// cspell:ignore defualt (the misspelt field the rules must catch)
describe('the block record rules explain each mistake', () => {
  const good = blockById('node_timer')!;
  const broken = {
    ...good,
    id: 'node_Timer2',
    category: 'timing',
    summary: 'starts ticking. Then stops',
    keywords: ['tick'],
    inputs: [{...good.inputs[0], name: 'Start'}],
    outputs: [],
    properties: [
      {
        name: 'interval',
        type: 'integer',
        default: 10,
        min: 50,
        max: 100,
        required: false,
        description: 'Time between ticks.',
      },
      {
        name: 'mode',
        type: 'enum',
        default: 'slow',
        options: ['fast', 'steady'],
        labels: {fast: 'Fast', slow: 'Slow'},
        required: false,
        description: 'Speed.',
      },
      {
        name: 'mode',
        type: 'enum',
        options: ['a'],
        required: false,
        description: 'Twice.',
        defualt: 'a',
      },
    ],
    requires: {allOf: ['warp-drive']},
    since: '0.1',
    errors: [{message: 'timer: bad', cause: 'Something.', fix: ''}],
    related: ['node_teleporter', 'node_Timer2'],
  } as unknown as BlockRecord;

  it('names the field, the value and what to write instead', () => {
    const problems = blockRecordProblems(broken, [...BLOCKS, broken]);
    expect(problems).toEqual([
      'id: id "node_Timer2" is not node_ followed by lowercase words joined by "_" (e.g. node_modbus_read); it is also the page\'s file name, docs/blocks/<id>.mdx',
      `category: category "timing" is not one of ${Object.keys(BLOCK_CATEGORIES).join(', ')}: pick one, or add the category to src/data/blocks/categories.ts`,
      'summary: summary must be one sentence that starts with a capital letter and ends with a full stop: it is the card text, the Studio tooltip and the page’s meta description',
      'keywords: keywords needs at least 3 words people search for: aliases, protocols, part numbers ("RFID", "DS18B20")',
      'inputs[0].name: port name "Start" is not lowercase snake_case: write it as in project files, e.g. "value" or "set_point"',
      'properties[2]: unknown field "defualt" in a property: check the spelling against src/data/blocks/types.ts',
      expect.stringMatching(
        /^requires\.allOf\[0\]: hardware interface "warp-drive" is unknown: use one of /,
      ),
      expect.stringMatching(/^since: since "0\.1" is not a Tessera Runtime release: use one of /),
      'errors[0].fix: an error fix is too short (at least 9 characters): what the user does to clear it',
      'property name "mode" is used twice: give each property its own name',
      'property "interval" defaults to 10, below its min 50: raise the default or lower min',
      'property "mode" defaults to "slow", which is not one of its options (fast, steady): fix the default or add the option',
      'property "mode" labels "slow", which is not one of its options: label the values in options',
      'property "mode" is an enum with fewer than 2 options: list its values in options',
      'related block "node_teleporter" has no record: check the id, or add the block to src/data/blocks/records/ first',
      'related lists the block itself: remove "node_Timer2"',
    ]);
  });

  it('catches a repeated id, a repeated port name and a block without ports', () => {
    const copy = {...good, inputs: [], outputs: []};
    expect(blockRecordProblems(copy, [...BLOCKS, copy])).toEqual([
      'another record also has the id "node_timer": ids are unique, rename one',
      'the block has no ports: add at least one input or output',
    ]);
    const twice = {...good, outputs: [...good.outputs, good.inputs[0]]};
    expect(blockRecordProblems(twice, BLOCKS)).toContain(
      `port name "${good.inputs[0].name}" is used twice: inputs and outputs of one block need distinct names, since wires name them ("block.${good.inputs[0].name}")`,
    );
  });
});

describe('the catalogue covers what other pages rely on', () => {
  it.each(CANON_BLOCKS)('%s has a record', (id) => {
    expect(
      blockById(id),
      `${id} is named by the product canon and linked from other pages: keep its record in src/data/blocks/records/, or update every link if it was renamed`,
    ).toBeDefined();
  });

  it.each(['node_lcd_', 'node_modbus_', 'node_mqtt_'])('has several %s blocks', (prefix) => {
    expect(
      BLOCKS.filter((b) => b.id.startsWith(prefix)).length,
      `the LCD, Modbus and MQTT families each have at least 3 blocks; a ${prefix}… record was removed or renamed`,
    ).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.keys(BLOCK_CATEGORIES) as BlockCategory[])(
    'category %s has at least one block',
    (category) => {
      expect(
        blocksIn(category).length,
        `no block has category "${category}": its sidebar section and catalogue group would vanish; give a block this category or remove it from src/data/blocks/categories.ts`,
      ).toBeGreaterThan(0);
    },
  );
});

describe('availability is derived from hardware needs', () => {
  it('runs hardware-free blocks everywhere and hardware blocks only where the hardware is', () => {
    expect(availability(blockById('node_comparison')!)).toEqual(['bp-01', 'cp-02', 'cp-03', 'tbt']);
    expect(availability(blockById('node_wiegand')!)).toEqual(['cp-03', 'tbt']);
    expect(availability(blockById('node_stepper')!)).toEqual(['tbt']);
  });
});
