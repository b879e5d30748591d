/** Conformance cases for the data records (data.ts); see CASES.md. Never imported by the site. */
import type {ProjectFile} from '../../projects/types';
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './data';

const NO_STORAGE_LIMIT =
  'the simulator does not model storage or memory limits (src/sim/README.md), so this limit is the device’s';

/** A Table block `users` keyed by card, for the Table insert and Table query cases. */
const USERS: ProjectFile['blocks'][number] = {
  id: 'users',
  type: 'node_table',
  properties: {
    name: 'users',
    columns: 'card integer\nname string\nactive boolean\nseen timestamp',
    key: 'card',
  },
};

/** A Table insert helper on `users`, fed by the Setting `add`. */
const ADD: ProjectFile['blocks'] = [
  {id: 'insert', type: 'node_table_insert', properties: {table: 'users', mode: 'insert or update'}},
  {id: 'add', type: 'node_setting', properties: {name: 'add', emit_at_start: false}},
];
const ADD_WIRES = [{from: 'add.value', to: 'insert.row'}];
const ADD_SETTINGS = {add: {value: null}};

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_table: {
    cases: [
      {
        name: 'rows in key order, keyed by column name; count after every insert and clear',
        covers: [
          ['inputs.read', 'Any message makes the block emit the table’s rows on `rows`'],
          ['outputs.rows', 'The rows in key order, each an object keyed by column name'],
          [
            'outputs.count',
            'The number of rows in the table, updated after every insert, delete and clear',
          ],
          ['inputs.clear', 'Any message deletes every row of the table'],
          ['properties.columns', 'One column per line as name and type'],
          ['properties.columns', 'types are integer, number, string, boolean and timestamp'],
          [
            'properties.key',
            'The column whose value is unique per row and used for lookups and updates',
          ],
          ['properties.name', 'Table insert and Table query blocks refer to it'],
        ],
        props: {name: 'users', columns: 'card integer\nname string\nactive boolean', key: 'card'},
        blocks: ADD.map((b) =>
          b.id === 'insert' ? {...b, properties: {...b.properties, table: 'users'}} : b,
        ),
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 30, name: 'Cy', active: true}}},
          {set: {add: {card: 4, name: 'Ann', active: 'true'}}},
          {set: {add: {card: 100, name: 'Bo'}}},
          {set: {add: {card: 4, name: 'Anne', active: true}}},
          {expect: {port: 'count', last: 3}},
          {set: {read: 'any'}},
          {
            expect: {
              port: 'rows',
              last: [
                {card: 4, name: 'Anne', active: true},
                {card: 30, name: 'Cy', active: true},
                {card: 100, name: 'Bo', active: false},
              ],
            },
          },
          {set: {clear: true}},
          {expect: {port: 'count', last: 0}},
          {set: {read: 1}},
          {expect: {port: 'rows', last: []}},
        ],
      },
      {
        name: 'at most 1000 rows per message, the first 1000',
        covers: [
          [
            'outputs.rows',
            'at most 1000 rows per message, the first 1000 when the table holds more',
          ],
        ],
        // One row every 10 ms: more than 1000 messages in one instant would stop as a loop.
        props: {name: 'users', columns: 'card integer', key: 'card', max_rows: 1001},
        blocks: ADD,
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          ...Array.from({length: 1001}, (_, i) => ({at: i * 10, set: {add: {card: 1001 - i}}})),
          {set: {read: 1}},
          {expect: {port: 'count', last: 1001}},
          {
            expect: {
              port: 'rows',
              last: Array.from({length: 1000}, (_, i) => ({card: i + 1})),
            },
          },
        ],
      },
      {
        name: 'full: reject new rows, with an error',
        covers: [
          ['properties.max_rows', 'Most rows the table keeps'],
          [
            'properties.when_full',
            'What an insert does when the table holds max_rows: fail with an error',
          ],
          ['outputs.error', 'The Console message when the table cannot be stored or is full'],
          ['errors[0]', 'is full (1000 rows), row rejected'],
        ],
        props: {name: 'users', columns: 'card integer', key: 'card', max_rows: 2},
        blocks: ADD,
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 1}}},
          {set: {add: {card: 2}}},
          {set: {add: {card: 3}}},
          {expect: {port: 'error', last: 'table: users is full (2 rows), row rejected'}},
          {expect: {port: 'count', last: 2}},
        ],
      },
      {
        name: 'full: delete the oldest row to make room',
        covers: [
          ['properties.when_full', 'or delete the oldest row to make room (for event logs)'],
        ],
        props: {
          name: 'users',
          columns: 'card integer',
          key: 'card',
          max_rows: 2,
          when_full: 'delete oldest row',
        },
        blocks: ADD,
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 5}}},
          {set: {add: {card: 1}}},
          {set: {add: {card: 3}}},
          {set: {read: 1}},
          {expect: {port: 'rows', last: [{card: 1}, {card: 3}]}},
        ],
      },
      {
        name: 'retention: rows older than the days are deleted at 03:00 device time',
        covers: [
          [
            'properties.retention',
            'otherwise rows older than this are deleted every night at 03:00 device time',
          ],
        ],
        start: '2026-10-20T12:00:00',
        timeZone: 'Europe/Amsterdam',
        props: {name: 'users', columns: 'card integer', key: 'card', retention: 1},
        blocks: ADD,
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 1}}},
          {at: '14h', set: {add: {card: 2}}},
          // 21 October 03:00: card 1 is 15 h old, kept.
          {at: '15h 1min', expect: {port: 'count', last: 2}},
          // 22 October 03:00: card 1 is 39 h old and goes; card 2, 25 h old, goes too.
          {at: '1d 15h', expect: {port: 'count', last: 0}},
        ],
      },
      {
        name: 'retention 0 keeps rows',
        covers: [['properties.retention', '0 keeps rows until deleted']],
        props: {name: 'users', columns: 'card integer', key: 'card'},
        blocks: ADD,
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 1}}},
          {at: '30d', set: {read: 1}},
          {expect: {port: 'rows', last: [{card: 1}]}},
        ],
      },
      {
        name: 'a row entered on the dashboard’s database page',
        covers: [
          [
            'properties.dashboard',
            'Lists the table on the web dashboard’s database page, where users can view, edit',
          ],
        ],
        props: {name: 'users', columns: 'card integer\nname string', key: 'card'},
        steps: [
          {deliver: {kind: 'table_row', table: 'users', row: {card: '7', name: 'Di'}}},
          {expect: {port: 'count', last: 1}},
          {set: {read: 1}},
          {expect: {port: 'rows', last: [{card: 7, name: 'Di'}]}},
        ],
      },
      {
        name: 'a table name outside lowercase letters, digits and underscores is refused',
        covers: [
          ['properties.name', 'lowercase letters, digits and underscores, up to 32 characters'],
        ],
        props: {name: 'Users', key: 'card', columns: 'card string'},
        refused:
          'block "block" (node_table) property "name" is "Users": a name must be lowercase letters',
      },
      {
        name: 'a table name of 33 characters is refused',
        covers: [['properties.name', 'up to 32 characters']],
        props: {name: 'a'.repeat(33), key: 'card', columns: 'card string'},
        refused: 'property "name" is',
      },
      {
        name: 'a 17th column is refused',
        covers: [['properties.columns', 'up to 16 columns']],
        props: {
          name: 'wide',
          key: 'c0',
          columns: Array.from({length: 17}, (_, i) => `c${i} string`).join('\n'),
        },
        refused: 'property "columns" lists 17 columns; the most is 16',
      },
      {
        name: '16 columns start',
        covers: [['properties.columns', 'up to 16 columns']],
        props: {
          name: 'wide',
          key: 'c0',
          columns: Array.from({length: 16}, (_, i) => `c${i} string`).join('\n'),
        },
        steps: [{at: 0, expect: {noConsole: 'table', contains: true, for: '1s'}}],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.max_rows', 'the storage for logs and tables'],
        reason: NO_STORAGE_LIMIT,
      },
      {sentence: ['errors[1]', 'storage full'], reason: NO_STORAGE_LIMIT},
      {
        sentence: ['properties.dashboard', 'import and export it as CSV'],
        reason:
          'the dashboard’s CSV import and export happen outside the project, on the device’s web server',
      },
    ],
  },

  node_table_insert: {
    cases: [
      {
        name: 'insert: missing columns take their empty value; done carries the row with its timestamp',
        covers: [
          ['inputs.row', 'columns left out take their empty value (0, empty text, false)'],
          ['outputs.done', 'The row as stored, including any added timestamp'],
          ['properties.table', 'The name of a table defined by a Table block in the same project'],
          [
            'properties.timestamp_column',
            'A timestamp column filled with the device time on every write',
          ],
          ['properties.mode', 'insert fails on an existing key'],
          ['errors[0]', 'table: duplicate key 4521987 in users'],
          ['outputs.error', 'The Console message when the row is not written'],
        ],
        props: {table: 'users', timestamp_column: 'seen'},
        blocks: [USERS],
        steps: [
          {set: {row: {card: 4521987}}},
          {
            expect: {
              port: 'done',
              last: {card: 4521987, name: '', active: false, seen: '2026-10-20T07:00:00.000Z'},
            },
          },
          {at: '1min', set: {row: {card: 4521987, name: 'Ann'}}},
          {expect: {port: 'error', last: 'table: duplicate key 4521987 in users'}},
          {expect: {port: 'done', count: 1}},
        ],
      },
      {
        name: 'empty timestamp_column leaves timestamps to the row',
        covers: [['properties.timestamp_column', 'empty leaves timestamps to the incoming row']],
        props: {table: 'users'},
        blocks: [USERS],
        steps: [
          {set: {row: {card: 1, seen: '2026-01-01T00:00:00Z'}}},
          {expect: {port: 'done', last: {seen: '2026-01-01T00:00:00Z'}}},
        ],
      },
      {
        name: 'insert or update replaces; update fails on a missing key',
        covers: [
          ['properties.mode', 'insert or update replaces the row with the same key'],
          ['properties.mode', 'update fails when the key does not exist'],
          ['errors[1]', 'table: key 4521987 not found in users'],
        ],
        props: {table: 'users', mode: 'update'},
        blocks: [USERS, ...ADD],
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {row: {card: 4521987, name: 'Ann'}}},
          {expect: {port: 'error', last: 'table: key 4521987 not found in users'}},
          {set: {add: {card: 4521987, name: 'Ann'}}},
          {set: {add: {card: 4521987, name: 'Anne'}}},
          {expect: {port: 'insert.done', last: {name: 'Anne'}, count: 2}},
          {expect: {port: 'users.count', last: 1}},
          {set: {row: {card: 4521987, name: 'Annie'}}},
          {expect: {port: 'done', last: {name: 'Annie'}}},
        ],
      },
      {
        name: 'a field that does not convert',
        covers: [['errors[2]', 'table: column pin expects integer, got "12a4" in users']],
        props: {table: 'users'},
        blocks: [
          {
            ...USERS,
            properties: {name: 'users', columns: 'card integer\npin integer', key: 'card'},
          },
        ],
        steps: [
          {set: {row: {card: 1, pin: '12a4'}}},
          {expect: {port: 'error', last: 'table: column pin expects integer, got "12a4" in users'}},
        ],
      },
      {
        name: 'a full table rejects the row',
        covers: [['errors[3]', 'is full (1000 rows), row rejected']],
        props: {table: 'users'},
        blocks: [{...USERS, properties: {...USERS.properties, max_rows: 1}}],
        steps: [
          {set: {row: {card: 1}}},
          {set: {row: {card: 2}}},
          {expect: {port: 'error', last: 'table: users is full (1 rows), row rejected'}},
        ],
      },
    ],
  },

  node_table_query: {
    cases: [
      {
        name: 'by key: found, then rows; not_found carries the query value',
        covers: [
          ['inputs.query', 'The key to look up'],
          ['inputs.query', 'each message runs one query'],
          ['outputs.found', 'The first matching row, as an object keyed by column name'],
          ['outputs.rows', 'emitted after `found`'],
          ['outputs.not_found', 'The query value, when no row matches'],
          ['properties.table', 'The name of a table defined by a Table block in the same project'],
          ['properties.mode', 'by key matches the table’s key column exactly'],
        ],
        props: {table: 'users'},
        blocks: [USERS, ...ADD],
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 12, name: 'Ann', active: true}}},
          {set: {query: 12}},
          {expect: {port: 'found', last: {card: 12, name: 'Ann'}}},
          {expect: {port: 'rows', last: [{card: 12, name: 'Ann', active: true, seen: ''}]}},
          {set: {query: 1}},
          {expect: {port: 'not_found', last: 1}},
        ],
      },
      {
        name: 'by condition with {value}, in key order, order_by desc, limit',
        covers: [
          ['inputs.query', 'or the value that replaces `{value}` in the condition'],
          ['properties.mode', 'by condition evaluates the condition on every row'],
          ['properties.condition', 'comparisons of columns joined by and, or'],
          [
            'properties.order_by',
            'Column to sort matches by, ascending; append ` desc` for descending',
          ],
          ['properties.limit', 'Most rows emitted on `rows`'],
          ['outputs.rows', 'All matching rows up to the limit, in the chosen order'],
        ],
        props: {
          table: 'users',
          mode: 'by condition',
          condition: 'card > {value} and active = true or name = Zed',
          order_by: 'name desc',
          limit: 2,
        },
        blocks: [USERS, ...ADD],
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 30, name: 'Cy', active: true}}},
          {set: {add: {card: 20, name: 'Bo', active: true}}},
          {set: {add: {card: 40, name: 'Di', active: false}}},
          {set: {add: {card: 5, name: 'Zed', active: false}}},
          {set: {add: {card: 50, name: 'Al', active: true}}},
          {set: {query: 10}},
          {
            expect: {
              port: 'rows',
              last: [
                {card: 5, name: 'Zed', active: false, seen: ''},
                {card: 30, name: 'Cy', active: true, seen: ''},
              ],
            },
          },
          {expect: {port: 'found', last: {name: 'Zed'}}},
        ],
      },
      {
        name: 'empty order_by keeps key order; operators',
        covers: [
          ['properties.order_by', 'empty keeps key order'],
          ['properties.condition', 'operators = != < <= > >='],
        ],
        props: {table: 'users', mode: 'by condition', condition: 'card <= {value} and name != Bo'},
        blocks: [USERS, ...ADD],
        wires: ADD_WIRES,
        settings: ADD_SETTINGS,
        steps: [
          {set: {add: {card: 30, name: 'Cy'}}},
          {set: {add: {card: 20, name: 'Bo'}}},
          {set: {add: {card: 10, name: 'Al'}}},
          {set: {query: 30}},
          {
            expect: {
              port: 'rows',
              last: [
                {card: 10, name: 'Al', active: false, seen: ''},
                {card: 30, name: 'Cy', active: false, seen: ''},
              ],
            },
          },
        ],
      },
      {
        name: 'no such table; no such column',
        covers: [
          ['errors[0]', 'table: no table named users'],
          ['errors[1]', 'table: column expiry not in users'],
          ['outputs.error', 'The Console message when the query cannot run'],
        ],
        props: {table: 'users', mode: 'by condition', condition: 'expiry < {value}'},
        blocks: [{id: 'other', type: 'node_table_query', properties: {table: 'guests'}}, USERS],
        wires: [{from: 'in_query.value', to: 'other.query'}],
        steps: [
          {set: {query: 1}},
          {expect: {port: 'error', last: 'table: column expiry not in users'}},
          {expect: {port: 'other.error', last: 'table: no table named guests'}},
        ],
      },
    ],
  },

  node_json_parse: {
    cases: [
      {
        name: 'a field by dot path with array indexes; the whole document on object',
        covers: [
          ['inputs.json', 'such as an HTTP response body or an MQTT payload'],
          ['outputs.value', 'The value at the path, converted as output_type sets'],
          ['outputs.object', 'The whole parsed document, an object or array, for further blocks'],
          [
            'properties.path',
            'Dot path to the field, with array indexes from 0, for example `sensors[0].temp`',
          ],
          ['properties.output_type', 'Converts the value, for APIs that send numbers as text'],
        ],
        props: {path: 'sensors[1].temp', output_type: 'number'},
        steps: [
          {set: {json: '{"sensors":[{"temp":"21.5"},{"temp":"22.25"}]}'}},
          {expect: {port: 'value', last: 22.25}},
          {expect: {port: 'object', last: {sensors: [{temp: '21.5'}, {temp: '22.25'}]}}},
        ],
      },
      {
        name: 'an empty path sends the whole document on value',
        covers: [['properties.path', 'empty emits the whole document on `value`']],
        steps: [{set: {json: '[1,{"a":true}]'}}, {expect: {port: 'value', last: [1, {a: true}]}}],
      },
      {
        name: 'a path only reaches the document’s own fields',
        covers: [['properties.path', 'Dot path to the field']],
        props: {path: 'constructor'},
        steps: [
          {set: {json: '{"a":1}'}},
          {expect: {port: 'error', last: 'json: path constructor not found'}},
          {expect: {port: 'value', count: 0}},
        ],
      },
      {
        name: 'not valid JSON: a trailing comma',
        covers: [
          ['errors[0]', "json: unexpected character '}' at position"],
          ['outputs.error', 'The Console message when the text is not valid JSON'],
        ],
        steps: [
          {set: {json: '{"a":1,}'}},
          {expect: {port: 'error', last: "json: unexpected character '}' at position 7"}},
        ],
      },
      {
        name: 'a missing path; a text that does not convert',
        covers: [
          ['errors[1]', 'json: path sensors[2].temp not found'],
          ['errors[2]', 'json: value "n/a" at sensors[0].temp is not a number'],
          ['outputs.error', 'or the path is missing'],
          ['properties.output_type', 'a value that does not convert goes to `error`'],
        ],
        props: {path: 'sensors[2].temp', output_type: 'number'},
        blocks: [
          {
            id: 'first',
            type: 'node_json_parse',
            properties: {path: 'sensors[0].temp', output_type: 'number'},
          },
        ],
        wires: [{from: 'in_json.value', to: 'first.json'}],
        steps: [
          {set: {json: '{"sensors":[{"temp":"n/a"},{"temp":21}]}'}},
          {expect: {port: 'error', last: 'json: path sensors[2].temp not found'}},
          {
            expect: {
              port: 'first.error',
              last: 'json: value "n/a" at sensors[0].temp is not a number',
            },
          },
        ],
      },
      {
        name: 'string and boolean output types',
        covers: [['properties.output_type', 'Converts the value']],
        props: {path: 'on', output_type: 'boolean'},
        steps: [{set: {json: '{"on":"true"}'}}, {expect: {port: 'value', last: true}}],
      },
    ],
    notBehaviour: [
      {sentence: ['inputs.json', 'A JSON text of up to 64 KB'], reason: NO_STORAGE_LIMIT},
    ],
  },

  node_string: {
    cases: [
      {
        name: 'value fills the template and sends; a, b and c are kept and send nothing',
        covers: [
          ['inputs.value', 'Fills `{value}` in the template and makes the block emit the text'],
          [
            'inputs.a',
            'Fills `{a}` in the template; kept until the next message, emits nothing by itself',
          ],
          [
            'inputs.b',
            'Fills `{b}` in the template; kept until the next message, emits nothing by itself',
          ],
          [
            'inputs.c',
            'Fills `{c}` in the template; kept until the next message, emits nothing by itself',
          ],
          ['outputs.text', 'The finished text'],
          [
            'properties.template',
            'The text with fields `{value}`, `{a}`, `{b}`, `{c}` and `{time}`',
          ],
          ['properties.decimals', 'Decimals for numbers in fields without their own format'],
          [
            'properties.time_format',
            'How `{time}` and timestamp values are written, in the device time zone',
          ],
        ],
        timeZone: 'Europe/Amsterdam',
        props: {template: '{time} {a}/{b}/{c}: {value}', decimals: 1},
        steps: [
          {set: {a: 'pump', b: 2, c: true}},
          {expect: {port: 'text', count: 0}},
          {set: {value: 3.14159}},
          {expect: {port: 'text', last: '2026-10-20 07:00:00 pump/2.0/true: 3.1'}},
          {set: {value: '2026-10-20T05:30:00Z'}},
          {expect: {port: 'text', last: '2026-10-20 07:00:00 pump/2.0/true: 2026-10-20 07:30:00'}},
        ],
      },
      {
        name: 'field formats: decimals and padding',
        covers: [
          [
            'properties.template',
            '`{value:.1}` rounds to 1 decimal, `{value:04}` pads to 4 digits',
          ],
        ],
        props: {template: '{value:.1} {value:04}'},
        steps: [{set: {value: 7.25}}, {expect: {port: 'text', last: '7.3 0007'}}],
      },
      {
        name: 'up to 1024 characters',
        covers: [['outputs.text', 'up to 1024 characters']],
        steps: [{set: {value: 'x'.repeat(1100)}}, {expect: {port: 'text', last: 'x'.repeat(1024)}}],
      },
      {
        name: 'a field with no value yet; a number format on a text',
        covers: [
          ['errors[0]', 'text: {b} has no value yet, left empty'],
          ['errors[1]', 'text: value "OPEN" for {value:.1} is not a number, written as is'],
        ],
        props: {template: '{value:.1}|{b}'},
        steps: [
          {set: {value: 'OPEN'}},
          {expect: {console: 'text: {b} has no value yet, left empty'}},
          {expect: {console: 'text: value "OPEN" for {value:.1} is not a number, written as is'}},
          {expect: {port: 'text', last: 'OPEN|'}},
        ],
      },
    ],
  },

  node_average: {
    cases: [
      {
        name: 'every reading: from the first, over the readings so far, then the latest window',
        covers: [
          ['inputs.value', 'every message adds it to the window and makes the block emit'],
          ['outputs.average', 'The mean of the readings in the window'],
          ['outputs.min', 'The lowest reading in the window'],
          ['outputs.max', 'The highest reading in the window'],
          ['properties.window', 'How many of the latest readings the statistics cover'],
          [
            'properties.emit',
            'every reading emits from the first reading, over the readings received so far',
          ],
        ],
        props: {window: 3},
        steps: [
          {set: {value: 10}},
          {expect: {port: 'average', last: 10}},
          {set: {value: 20}},
          {expect: {port: 'average', last: 15}},
          {set: {value: 30}},
          {set: {value: 40}},
          {expect: {port: 'average', last: 30, count: 4}},
          {expect: {port: 'min', last: 20}},
          {expect: {port: 'max', last: 40}},
        ],
      },
      {
        name: 'when the window is full',
        covers: [
          [
            'properties.emit',
            'when the window is full emits once the window holds its full count, then on every reading',
          ],
        ],
        props: {window: 3, emit: 'when the window is full'},
        steps: [
          {set: {value: 1}},
          {set: {value: 2}},
          {expect: {port: 'average', count: 0}},
          {set: {value: 3}},
          {expect: {port: 'average', last: 2, count: 1}},
          {set: {value: 4}},
          {expect: {port: 'average', last: 3, count: 2}},
        ],
      },
      {
        name: 'persist keeps the window across a restart; off starts empty',
        covers: [
          ['properties.persist', 'Keeps the window’s readings across restarts'],
          ['properties.persist', 'off starts an empty window at every start'],
        ],
        props: {window: 4, persist: true},
        blocks: [{id: 'plain', type: 'node_average', properties: {window: 4}}],
        wires: [{from: 'in_value.value', to: 'plain.value'}],
        steps: [
          {set: {value: 10}},
          {set: {value: 20}},
          {restart: 'power_on'},
          {set: {value: 60}},
          {expect: {port: 'average', last: 30}},
          {expect: {port: 'plain.average', last: 60}},
        ],
      },
      {
        name: 'a text is ignored',
        covers: [['errors[0]', 'statistics: value "ERR" is not a number, ignored']],
        steps: [
          {set: {value: 'ERR'}},
          {expect: {console: 'statistics: value "ERR" is not a number, ignored'}},
          {expect: {port: 'average', count: 0}},
        ],
      },
    ],
  },
};
