// Block records for the Data category: on-device tables, JSON, text formatting and statistics.
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_table',
    title: 'Table',
    category: 'data',
    summary: 'Defines an on-device data table and emits its rows on request.',
    keywords: ['data table', 'database', 'user list', 'access list', 'CSV', 'storage'],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description: 'Any message makes the block emit the table’s rows on `rows`.',
      },
      {
        name: 'clear',
        kind: 'event',
        type: 'any',
        description: 'Any message deletes every row of the table.',
      },
    ],
    outputs: [
      {
        name: 'rows',
        kind: 'event',
        type: 'array',
        description:
          'The rows in key order, each an object keyed by column name; at most 1000 rows per message, the first 1000 when the table holds more.',
      },
      {
        name: 'count',
        kind: 'data',
        type: 'integer',
        description:
          'The number of rows in the table, updated after every insert, delete and clear.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when the table cannot be stored or is full.',
      },
    ],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The table’s name, unique in the project: lowercase letters, digits and underscores, up to 32 characters; Table insert and Table query blocks refer to it.',
      },
      {
        name: 'columns',
        type: 'string',
        required: true,
        description:
          'One column per line as name and type, for example `card string`; types are integer, number, string, boolean and timestamp; up to 16 columns.',
      },
      {
        name: 'key',
        type: 'string',
        required: true,
        description: 'The column whose value is unique per row and used for lookups and updates.',
      },
      {
        name: 'max_rows',
        type: 'integer',
        default: 1000,
        min: 1,
        max: 200000,
        required: true,
        description:
          'Most rows the table keeps; the storage for logs and tables (16 MB on BP-01 and CP-02, 32 MB on CP-03 and TBT) limits the total.',
      },
      {
        name: 'when_full',
        type: 'enum',
        default: 'reject new rows',
        options: ['reject new rows', 'delete oldest row'],
        required: false,
        description:
          'What an insert does when the table holds max_rows: fail with an error, or delete the oldest row to make room (for event logs).',
      },
      {
        name: 'retention',
        type: 'integer',
        default: 0,
        min: 0,
        max: 3650,
        unit: 'days',
        required: false,
        description:
          '0 keeps rows until deleted; otherwise rows older than this are deleted every night at 03:00 device time.',
      },
      {
        name: 'dashboard',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Lists the table on the web dashboard’s database page, where users can view, edit, import and export it as CSV.',
      },
    ],
    requires: {},
    since: '1.3',
    errors: [
      {
        message: 'table: users is full (1000 rows), row rejected',
        cause: 'An insert arrived when the table held max_rows and when_full is reject new rows.',
        fix: 'Raise max_rows, delete rows you no longer need, or set when_full to delete oldest row for logs.',
      },
      {
        message: 'table: storage full, row not written to users',
        cause:
          'The device’s storage for logs and tables is used up by all tables and logs together.',
        fix: 'Lower max_rows or retention on large tables, or export and clear old rows from the web dashboard.',
      },
    ],
    related: ['node_table_insert', 'node_table_query', 'node_wiegand', 'node_dashboard_widget'],
  },
  {
    id: 'node_table_insert',
    title: 'Table insert',
    category: 'data',
    summary:
      'Inserts a row into a data table that a Table block defines, or updates the row with the same key.',
    keywords: ['insert row', 'upsert', 'update row', 'data table', 'event log', 'data logger'],
    inputs: [
      {
        name: 'row',
        kind: 'event',
        type: 'object',
        description:
          'The row as an object keyed by column name; columns left out take their empty value (0, empty text, false).',
      },
    ],
    outputs: [
      {
        name: 'done',
        kind: 'event',
        type: 'object',
        description: 'The row as stored, including any added timestamp.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when the row is not written.',
      },
    ],
    properties: [
      {
        name: 'table',
        type: 'string',
        required: true,
        description: 'The name of a table defined by a Table block in the same project.',
      },
      {
        name: 'mode',
        type: 'enum',
        default: 'insert',
        options: ['insert', 'insert or update', 'update'],
        required: true,
        description:
          'insert fails on an existing key; insert or update replaces the row with the same key; update fails when the key does not exist.',
      },
      {
        name: 'timestamp_column',
        type: 'string',
        required: false,
        description:
          'A timestamp column filled with the device time on every write; empty leaves timestamps to the incoming row.',
      },
    ],
    requires: {},
    since: '1.3',
    errors: [
      {
        message: 'table: duplicate key 4521987 in users',
        cause: 'mode is insert and a row with the same key value already exists.',
        fix: 'Use insert or update to replace existing rows, or check the key before inserting with a Table query block.',
      },
      {
        message: 'table: key 4521987 not found in users',
        cause: 'mode is update and no row has that key.',
        fix: 'Use insert or update, or query the key first and insert on `not_found`.',
      },
      {
        message: 'table: column pin expects integer, got "12a4" in users',
        cause: 'A field of the row does not convert to its column’s type.',
        fix: 'Check the block that builds the row; store codes with letters or leading zeros in a string column.',
      },
      {
        message: 'table: users is full (1000 rows), row rejected',
        cause: 'The table holds max_rows and its when_full setting is reject new rows.',
        fix: 'Raise max_rows on the Table block, or delete rows you no longer need.',
      },
    ],
    related: ['node_table', 'node_table_query', 'node_json_parse', 'node_datetime'],
  },
  {
    id: 'node_table_query',
    title: 'Table query',
    category: 'data',
    summary: 'Finds rows in a data table by key or by a condition.',
    keywords: ['lookup', 'find row', 'select', 'filter', 'whitelist', 'access list', 'data table'],
    inputs: [
      {
        name: 'query',
        kind: 'event',
        type: 'any',
        description:
          'The key to look up, or the value that replaces `{value}` in the condition; each message runs one query.',
      },
    ],
    outputs: [
      {
        name: 'found',
        kind: 'event',
        type: 'object',
        description: 'The first matching row, as an object keyed by column name.',
      },
      {
        name: 'rows',
        kind: 'event',
        type: 'array',
        description:
          'All matching rows up to the limit, in the chosen order; emitted after `found`.',
      },
      {
        name: 'not_found',
        kind: 'event',
        type: 'any',
        description: 'The query value, when no row matches.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when the query cannot run.',
      },
    ],
    properties: [
      {
        name: 'table',
        type: 'string',
        required: true,
        description: 'The name of a table defined by a Table block in the same project.',
      },
      {
        name: 'mode',
        type: 'enum',
        default: 'by key',
        options: ['by key', 'by condition'],
        required: true,
        description:
          'by key matches the table’s key column exactly; by condition evaluates the condition on every row.',
      },
      {
        name: 'condition',
        type: 'string',
        required: false,
        description:
          'For by condition: comparisons of columns joined by and, or, for example `card = {value} and active = true`; operators = != < <= > >=.',
      },
      {
        name: 'order_by',
        type: 'string',
        required: false,
        description:
          'Column to sort matches by, ascending; append ` desc` for descending; empty keeps key order.',
      },
      {
        name: 'limit',
        type: 'integer',
        default: 100,
        min: 1,
        max: 1000,
        required: false,
        description: 'Most rows emitted on `rows`.',
      },
    ],
    requires: {},
    since: '1.3',
    errors: [
      {
        message: 'table: no table named users',
        cause:
          'No Table block in the project defines a table with that name, or the name is spelled differently.',
        fix: 'Copy the name from the Table block’s name property.',
      },
      {
        message: 'table: column expiry not in users',
        cause: 'The condition or order_by names a column the table does not have.',
        fix: 'Check the column names in the Table block’s columns property.',
      },
    ],
    related: ['node_table', 'node_table_insert', 'node_wiegand', 'node_relay'],
  },
  {
    id: 'node_json_parse',
    title: 'JSON parse',
    category: 'data',
    summary:
      'Extracts a value from a JSON text, such as an HTTP response or an MQTT payload, by its path.',
    keywords: ['JSON', 'JSONPath', 'parse', 'API response', 'payload', 'deserialize'],
    inputs: [
      {
        name: 'json',
        kind: 'event',
        type: 'string',
        description:
          'A JSON text of up to 64 KB, such as an HTTP response body or an MQTT payload.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description: 'The value at the path, converted as output_type sets.',
      },
      {
        name: 'object',
        kind: 'event',
        type: 'any',
        description: 'The whole parsed document, an object or array, for further blocks.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when the text is not valid JSON or the path is missing.',
      },
    ],
    properties: [
      {
        name: 'path',
        type: 'string',
        required: false,
        description:
          'Dot path to the field, with array indexes from 0, for example `sensors[0].temp`; empty emits the whole document on `value`.',
      },
      {
        name: 'output_type',
        type: 'enum',
        default: 'as in the text',
        options: ['as in the text', 'number', 'string', 'boolean'],
        required: false,
        description:
          'Converts the value, for APIs that send numbers as text; a value that does not convert goes to `error`.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: "json: unexpected character '}' at position 47",
        cause:
          'The text is not valid JSON: a trailing comma, single quotes, or a response cut short.',
        fix: 'Log the text with a Log block and check it; for a cut-short HTTP body, check that the response is under 64 KB.',
      },
      {
        message: 'json: path sensors[2].temp not found',
        cause:
          'The document has no field at that path, for example only 2 sensors (indexes 0 and 1).',
        fix: 'Check the path against a logged sample; indexes start at 0.',
      },
      {
        message: 'json: value "n/a" at sensors[0].temp is not a number',
        cause: 'output_type is number and the field holds text that does not convert.',
        fix: 'Route `error` to a Log block, or set output_type to as in the text and filter with a Comparison block.',
      },
    ],
    related: ['node_http', 'node_mqtt_sub', 'node_string', 'node_expression'],
  },
  {
    id: 'node_string',
    title: 'Text format',
    category: 'data',
    summary: 'Builds a text from a template and values, with number formatting.',
    keywords: ['string format', 'template', 'printf', 'concatenate', 'message text', 'decimals'],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description: 'Fills `{value}` in the template and makes the block emit the text.',
      },
      {
        name: 'a',
        kind: 'data',
        type: 'any',
        description:
          'Fills `{a}` in the template; kept until the next message, emits nothing by itself.',
      },
      {
        name: 'b',
        kind: 'data',
        type: 'any',
        description:
          'Fills `{b}` in the template; kept until the next message, emits nothing by itself.',
      },
      {
        name: 'c',
        kind: 'data',
        type: 'any',
        description:
          'Fills `{c}` in the template; kept until the next message, emits nothing by itself.',
      },
    ],
    outputs: [
      {
        name: 'text',
        kind: 'event',
        type: 'string',
        description: 'The finished text, up to 1024 characters.',
      },
    ],
    properties: [
      {
        name: 'template',
        type: 'string',
        default: '{value}',
        required: true,
        description:
          'The text with fields `{value}`, `{a}`, `{b}`, `{c}` and `{time}`; `{value:.1}` rounds to 1 decimal, `{value:04}` pads to 4 digits.',
      },
      {
        name: 'decimals',
        type: 'integer',
        default: 2,
        min: 0,
        max: 6,
        required: false,
        description: 'Decimals for numbers in fields without their own format.',
      },
      {
        name: 'time_format',
        type: 'string',
        default: 'YYYY-MM-DD HH:mm:ss',
        required: false,
        description: 'How `{time}` and timestamp values are written, in the device time zone.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'text: {b} has no value yet, left empty',
        cause:
          'A message arrived on `value` before anything arrived on `b`; the text is emitted with the field empty.',
        fix: 'Feed `b` from a block that emits at start, such as a Variable block, or trigger `value` later.',
      },
      {
        message: 'text: value "OPEN" for {value:.1} is not a number, written as is',
        cause: 'A number format was applied to a text value.',
        fix: 'Remove the format from the field, or convert the value before this block.',
      },
    ],
    related: ['node_log', 'node_sms', 'node_lcd_label', 'node_json_parse', 'node_mqtt_pub'],
  },
  {
    id: 'node_average',
    title: 'Statistics',
    category: 'data',
    summary: 'Computes the moving average, minimum and maximum of a value over a window.',
    keywords: [
      'moving average',
      'mean',
      'minimum',
      'maximum',
      'smoothing',
      'filter',
      'rolling window',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'number',
        description:
          'Each reading, in any unit; every message adds it to the window and makes the block emit.',
      },
    ],
    outputs: [
      {
        name: 'average',
        kind: 'event',
        type: 'number',
        description: 'The mean of the readings in the window, in the unit of the input.',
      },
      {
        name: 'min',
        kind: 'event',
        type: 'number',
        description: 'The lowest reading in the window.',
      },
      {
        name: 'max',
        kind: 'event',
        type: 'number',
        description: 'The highest reading in the window.',
      },
    ],
    properties: [
      {
        name: 'window',
        type: 'integer',
        default: 10,
        min: 2,
        max: 1000,
        unit: 'readings',
        required: true,
        description:
          'How many of the latest readings the statistics cover: at a 10 s poll, 6 readings is 1 min.',
      },
      {
        name: 'emit',
        type: 'enum',
        default: 'every reading',
        options: ['every reading', 'when the window is full'],
        required: false,
        description:
          'every reading emits from the first reading, over the readings received so far; when the window is full emits once the window holds its full count, then on every reading.',
      },
      {
        name: 'persist',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Keeps the window’s readings across restarts; off starts an empty window at every start.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'statistics: value "ERR" is not a number, ignored',
        cause:
          'A text or empty message arrived on `value`; it is not added to the window and nothing is emitted.',
        fix: 'Wire only numeric outputs to `value`; route sensor faults from the sensor block’s error output to a Log block.',
      },
    ],
    related: [
      'node_onewire',
      'node_threshold',
      'node_change',
      'node_dashboard_widget',
      'node_cloud_report',
    ],
  },
] as const satisfies readonly BlockRecord[];
