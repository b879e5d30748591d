/** Full records of the logic blocks: comparison, arithmetic, bit operations, gates, routing, thresholds and scaling. */
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_comparison',
    title: 'Comparison',
    category: 'logic',
    summary: 'Compares two values and routes the message to its true or false output.',
    keywords: ['compare', 'if', 'condition', 'greater than', 'equals', 'branch', 'less than'],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description: 'The value to compare; each message is compared and sent on true or false.',
      },
      {
        name: 'reference',
        kind: 'data',
        type: 'any',
        description:
          'The value to compare against, kept until the next one; until the first arrives, compare_to is used.',
      },
    ],
    outputs: [
      {
        name: 'true',
        kind: 'event',
        type: 'any',
        description: 'The message from value, unchanged, when value operator reference holds.',
      },
      {
        name: 'false',
        kind: 'event',
        type: 'any',
        description: 'The message from value, unchanged, when the comparison does not hold.',
      },
      {
        name: 'result',
        kind: 'data',
        type: 'boolean',
        description: 'The outcome of the last comparison, true or false.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The message of a comparison that cannot be made; the value is then sent on neither true nor false.',
      },
    ],
    properties: [
      {
        name: 'operator',
        type: 'enum',
        default: '>',
        options: ['==', '!=', '<', '<=', '>', '>='],
        required: true,
        description: 'The test, read as value operator reference, for example value > reference.',
      },
      {
        name: 'compare_to',
        type: 'string',
        default: '0',
        required: false,
        description:
          'The reference until one arrives on reference, or always when reference is not wired: a number, true, false or a text.',
      },
      {
        name: 'tolerance',
        type: 'number',
        default: 0,
        min: 0,
        required: false,
        description:
          'For == and != on numbers, values closer than this count as equal, for example 0.01 for readings with noise.',
      },
      {
        name: 'ignore_case',
        type: 'boolean',
        default: false,
        required: false,
        description: 'Compares texts without regard to upper and lower case, so RUN equals run.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'comparison: cannot compare string "abc" with number',
        cause:
          'One side is a text that does not read as a number and the other is a number; a text such as "12.5" is converted and compared as 12.5.',
        fix: 'Check that the source sends numbers, for example a sensor’s reading output and not its error output; to compare texts, use a reference that is a text too.',
      },
      {
        message: 'comparison: operator < cannot compare boolean true',
        cause: 'Booleans can only be tested with == and !=.',
        fix: 'Use == or !=, or use a Logic gate block for boolean conditions.',
      },
    ],
    related: ['node_threshold', 'node_switch', 'node_logic', 'node_variable'],
  },
  {
    id: 'node_arithmetic',
    title: 'Arithmetic',
    category: 'logic',
    summary: 'Adds, subtracts, multiplies, divides or takes the remainder of two numbers.',
    keywords: ['math', 'add', 'subtract', 'multiply', 'divide', 'modulo', 'calculate', 'offset'],
    inputs: [
      {
        name: 'a',
        kind: 'event',
        type: 'number',
        description: 'The first operand; each message computes a operation b and sends the result.',
      },
      {
        name: 'b',
        kind: 'data',
        type: 'number',
        description:
          'The second operand, kept until the next one; until the first arrives, b_value is used.',
      },
    ],
    outputs: [
      {
        name: 'result',
        kind: 'event',
        type: 'number',
        description: 'The result of a operation b, rounded to round_to decimals when that is set.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The message of a calculation that cannot be made; no result is sent for that message.',
      },
    ],
    properties: [
      {
        name: 'operation',
        type: 'enum',
        default: 'add',
        options: ['add', 'subtract', 'multiply', 'divide', 'remainder'],
        required: true,
        description:
          'The operation: a + b, a − b, a × b, a ÷ b, or the remainder of a ÷ b, which takes the sign of a.',
      },
      {
        name: 'b_value',
        type: 'number',
        default: 0,
        required: false,
        description:
          'The second operand until a value arrives on b, or always when b is not wired.',
      },
      {
        name: 'round_to',
        type: 'integer',
        min: 0,
        max: 9,
        required: false,
        description:
          'Decimals to round the result to, half away from zero; leave it empty for no rounding.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'arithmetic: division by zero',
        cause: 'operation is divide and b is 0.',
        fix: 'Check b before dividing with a Comparison block, or make sure the source of b never sends 0.',
      },
      {
        message: 'arithmetic: remainder by zero',
        cause: 'operation is remainder and b is 0.',
        fix: 'Set b_value, or the value sent on b, to a number other than 0.',
      },
      {
        message: 'arithmetic: a is not a number, got string "12,5"',
        cause:
          'A text arrived that does not read as a number, often one with a comma as the decimal separator.',
        fix: 'Have the source send numbers with a point as the decimal separator, or convert its text with an Expression block.',
      },
      {
        message: 'arithmetic: result out of range (overflow)',
        cause:
          'The result is larger than about 1.8 × 10^308, the largest number a message can carry.',
        fix: 'Check the operands for a runaway value, such as a variable multiplied by itself on every tick.',
      },
    ],
    related: ['node_scale', 'node_expression', 'node_bitwise', 'node_comparison'],
  },
  {
    id: 'node_bitwise',
    title: 'Bitwise',
    category: 'logic',
    summary:
      'Applies AND, OR, XOR, NOT or a shift to integers, for status words and register bits.',
    keywords: ['bit mask', 'AND mask', 'shift', 'status word', 'register bits', 'bit field', 'XOR'],
    inputs: [
      {
        name: 'a',
        kind: 'event',
        type: 'integer',
        description:
          'The integer to operate on, such as a Modbus register value; each message computes and sends the result.',
      },
      {
        name: 'b',
        kind: 'data',
        type: 'integer',
        description:
          'The mask or shift count, kept until the next one; until the first arrives, b_value is used.',
      },
    ],
    outputs: [
      {
        name: 'result',
        kind: 'event',
        type: 'integer',
        description:
          'The result, cut to width bits and read as signed or unsigned according to signed.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The message of an operand that is not an integer or does not fit width; no result is sent.',
      },
    ],
    properties: [
      {
        name: 'operation',
        type: 'enum',
        default: 'and',
        options: ['and', 'or', 'xor', 'not', 'shift_left', 'shift_right'],
        required: true,
        description: 'The operation on a and b; not inverts every bit of a and ignores b.',
      },
      {
        name: 'b_value',
        type: 'integer',
        default: 0,
        required: false,
        description:
          'The mask or shift count until a value arrives on b; Studio accepts hexadecimal (0x0004) and binary (0b0100) as well as decimal.',
      },
      {
        name: 'width',
        type: 'enum',
        default: '16',
        options: ['8', '16', '32'],
        required: true,
        description: 'The word size in bits; 16 matches a Modbus register.',
      },
      {
        name: 'signed',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Reads a and the result as two’s complement signed numbers, so 0xFFFF in 16 bits is −1; shift_right then copies the sign bit.',
      },
    ],
    requires: {},
    since: '1.1',
    errors: [
      {
        message: 'bitwise: shift by 40 outside 0–31 for a 32-bit word',
        cause: 'The shift count on b, or b_value, is negative or not smaller than width.',
        fix: 'Send a shift count from 0 to width − 1.',
      },
      {
        message: 'bitwise: 12.7 is not an integer',
        cause:
          'A number with a fraction arrived on a or b, often a register already scaled to engineering units.',
        fix: 'Wire the raw register value to the Bitwise block and scale it afterwards.',
      },
      {
        message: 'bitwise: 70000 does not fit 16 bits',
        cause:
          'The value on a is larger than width allows: above 65535 unsigned or outside −32768…32767 signed.',
        fix: 'Set width to 32, or check that a carries a single register and not two combined.',
      },
    ],
    related: ['node_modbus_read', 'node_arithmetic', 'node_logic', 'node_switch'],
  },
  {
    id: 'node_logic',
    title: 'Logic gate',
    category: 'logic',
    summary:
      'Combines up to four boolean inputs with an AND, OR, XOR, NAND, NOR or NOT gate into one result.',
    keywords: ['AND gate', 'OR gate', 'boolean logic', 'interlock', 'NOT', 'XOR', 'NAND'],
    inputs: [
      {
        name: 'a',
        kind: 'data',
        type: 'boolean',
        description:
          'The first condition, kept until the next value; each arrival evaluates the gate.',
      },
      {
        name: 'b',
        kind: 'data',
        type: 'boolean',
        description: 'The second condition, kept until the next value; ignored by not.',
      },
      {
        name: 'c',
        kind: 'data',
        type: 'boolean',
        description: 'An optional third condition, kept until the next value; ignored by not.',
      },
      {
        name: 'd',
        kind: 'data',
        type: 'boolean',
        description: 'An optional fourth condition, kept until the next value; ignored by not.',
      },
    ],
    outputs: [
      {
        name: 'result',
        kind: 'event',
        type: 'boolean',
        description: 'The gate’s output over the wired inputs, sent as emit_on sets.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of an input value that is not a boolean or a number.',
      },
    ],
    properties: [
      {
        name: 'gate',
        type: 'enum',
        default: 'and',
        options: ['and', 'or', 'xor', 'not', 'nand', 'nor'],
        required: true,
        description:
          'The function over the wired inputs; xor is true when an odd number of inputs are true, not inverts a alone.',
      },
      {
        name: 'emit_on',
        type: 'enum',
        default: 'change',
        options: ['change', 'every_input'],
        required: false,
        description: 'Sends result only when it changes, or after every input message.',
      },
      {
        name: 'wait_for_all',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Holds result back until every wired input has received a value; off, inputs without a value count as false.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'logic: input b got string "on", expected a boolean',
        cause:
          'An input received a text; the gate accepts booleans and numbers (0 is false, any other number true).',
        fix: 'Send true or false, or turn the text into a boolean with a Comparison block.',
      },
      {
        message: 'logic: not uses input a only, b is wired too',
        cause:
          'gate is not but more than one input is wired; Studio reports this before deploying.',
        fix: 'Remove the extra wires, or choose nand or nor to invert a combination of inputs.',
      },
    ],
    related: ['node_comparison', 'node_digital_in', 'node_relay', 'node_state_machine'],
  },
  {
    id: 'node_switch',
    title: 'Switch',
    category: 'logic',
    summary: 'Routes a message to one of up to eight outputs by its value.',
    keywords: ['router', 'case', 'select', 'multiplexer', 'dispatch', 'route by value'],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description: 'The message to route; its value is tested against each case in order.',
      },
    ],
    outputs: [
      {
        name: 'out_1',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 1.',
      },
      {
        name: 'out_2',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 2.',
      },
      {
        name: 'out_3',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 3.',
      },
      {
        name: 'out_4',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 4.',
      },
      {
        name: 'out_5',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 5.',
      },
      {
        name: 'out_6',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 6.',
      },
      {
        name: 'out_7',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 7.',
      },
      {
        name: 'out_8',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches case 8.',
      },
      {
        name: 'otherwise',
        kind: 'event',
        type: 'any',
        description: 'The message, when it matches no case.',
      },
    ],
    properties: [
      {
        name: 'mode',
        type: 'enum',
        default: 'equal',
        options: ['equal', 'range', 'contains'],
        required: true,
        description:
          'How a case matches: equal to the value, a numeric range lo..hi with lo included and hi excluded, or a text the value contains.',
      },
      {
        name: 'cases',
        type: 'string',
        required: true,
        description:
          'Up to 8 cases separated by commas, one per output in order, for example idle,run,fault or 0..10,10..20,20..50.',
      },
      {
        name: 'first_match_only',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Sends the message on the first matching output only; off, it goes to every output whose case matches.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'switch: 9 cases, the maximum is 8',
        cause:
          'cases lists more values than the block has outputs; Studio reports this before deploying.',
        fix: 'Merge cases into ranges, or chain a second Switch block on otherwise.',
      },
      {
        message: 'switch: case 2 "10..x" is not a range',
        cause: 'mode is range and a case is not two numbers joined by two dots.',
        fix: 'Write each range as lo..hi, for example 10..20.',
      },
      {
        message: 'switch: range cases cannot test string "idle", sent on otherwise',
        cause: 'mode is range and a message carries a text that does not read as a number.',
        fix: 'Use mode equal for texts, or convert the value to a number upstream.',
      },
    ],
    related: ['node_comparison', 'node_state_machine', 'node_threshold', 'node_json_parse'],
  },
  {
    id: 'node_threshold',
    title: 'Threshold',
    category: 'logic',
    summary: 'Emits high and normal events when a value crosses limits, with hysteresis.',
    keywords: [
      'hysteresis',
      'alarm limit',
      'setpoint',
      'deadband',
      'thermostat',
      'high alarm',
      'limit switch',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'number',
        description: 'The reading to test, in the same unit as the limits, for example °C.',
      },
    ],
    outputs: [
      {
        name: 'high',
        kind: 'event',
        type: 'number',
        description:
          'Fires once when the value rises above high_limit (after high_delay), carrying that value.',
      },
      {
        name: 'normal',
        kind: 'event',
        type: 'number',
        description:
          'Fires once when the value, after a high, falls below normal_limit (after normal_delay), carrying that value.',
      },
    ],
    properties: [
      {
        name: 'high_limit',
        type: 'number',
        required: true,
        description:
          'The value must rise above this, strictly, for high to fire, for example 28 for 28 °C.',
      },
      {
        name: 'normal_limit',
        type: 'number',
        required: true,
        description:
          'The value must fall below this, strictly, for normal to fire; the gap to high_limit is the hysteresis, for example 26 for a 2 °C gap.',
      },
      {
        name: 'high_delay',
        type: 'duration',
        default: 0,
        min: 0,
        max: 3600000,
        unit: 'ms',
        required: false,
        description:
          'How long every value must stay above high_limit before high fires, to ignore short peaks.',
      },
      {
        name: 'normal_delay',
        type: 'duration',
        default: 0,
        min: 0,
        max: 3600000,
        unit: 'ms',
        required: false,
        description: 'How long every value must stay below normal_limit before normal fires.',
      },
      {
        name: 'emit_initial',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Sends normal for the first value after the project starts when it is not above high_limit, so a relay starts in a known state.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'threshold: normal_limit 28 above high_limit 26',
        cause: 'The limits are swapped; Studio reports this before deploying.',
        fix: 'Set high_limit above normal_limit, for example high 28 and normal 26; equal limits work but give no hysteresis.',
      },
      {
        message: 'threshold: value "n/a" is not a number, ignored',
        cause:
          'A text arrived on value, often a sensor’s fault text wired to value by mistake; the state does not change.',
        fix: 'Wire only the sensor’s reading output to value and its error output to a Log block.',
      },
    ],
    related: ['node_change', 'node_average', 'node_relay', 'node_cloud_alert', 'node_comparison'],
  },
  {
    id: 'node_change',
    title: 'Report by exception',
    category: 'logic',
    summary: 'Passes a value on only when it has changed by more than a deadband.',
    keywords: [
      'deadband',
      'RBE',
      'on change',
      'filter',
      'reduce traffic',
      'delta',
      'send on change',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The value to test; numbers are tested against the deadband, other values pass whenever they differ.',
      },
      {
        name: 'reset',
        kind: 'event',
        type: 'any',
        description:
          'Forgets the last value passed, so the next value passes whatever it is; the message’s value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'changed',
        kind: 'event',
        type: 'any',
        description:
          'The value, when it differs from the last value passed by more than the deadband, and the first value after a start or reset.',
      },
    ],
    properties: [
      {
        name: 'deadband',
        type: 'number',
        default: 0,
        min: 0,
        required: false,
        description:
          'How far a number must move from the last value passed, strictly more than this, for example 0.2 for 0.2 °C.',
      },
      {
        name: 'deadband_mode',
        type: 'enum',
        default: 'absolute',
        options: ['absolute', 'percent'],
        required: false,
        description:
          'Whether deadband is in the value’s own unit or a percentage of the last value passed.',
      },
      {
        name: 'min_interval',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          'The shortest time between two values passed; a change within it is held and passed when it ends.',
      },
      {
        name: 'max_interval',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          'Passes the latest value after this long without one, as a heartbeat; 0 turns the heartbeat off.',
      },
    ],
    requires: {},
    since: '1.3',
    errors: [
      {
        message: 'change: min_interval 60 s is longer than max_interval 30 s',
        cause: 'The heartbeat could never be sent; Studio reports this before deploying.',
        fix: 'Set max_interval longer than min_interval, or set max_interval to 0.',
      },
    ],
    related: ['node_cloud_report', 'node_mqtt_pub', 'node_threshold', 'node_average'],
  },
  {
    id: 'node_scale',
    title: 'Scale',
    category: 'logic',
    summary: 'Maps a raw reading to engineering units with a linear scale and clamping.',
    keywords: [
      'linear scaling',
      'engineering units',
      'convert units',
      'map range',
      'span',
      'offset',
      'clamp',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'number',
        description: 'The raw reading, such as a register count or a voltage.',
      },
    ],
    outputs: [
      {
        name: 'scaled',
        kind: 'event',
        type: 'number',
        description:
          'The value mapped linearly from in_low…in_high to out_low…out_high, clamped when clamp is on.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The message of an input that is not a number; nothing is sent on scaled for it.',
      },
    ],
    properties: [
      {
        name: 'in_low',
        type: 'number',
        default: 0,
        required: true,
        description: 'A raw value, for example 0.',
      },
      {
        name: 'in_high',
        type: 'number',
        default: 100,
        required: true,
        description:
          'A second raw value, different from in_low, for example 1000 for a register in tenths.',
      },
      {
        name: 'out_low',
        type: 'number',
        default: 0,
        required: true,
        description: 'The result for in_low, for example 0.',
      },
      {
        name: 'out_high',
        type: 'number',
        default: 100,
        required: true,
        description:
          'The result for in_high, for example 100, so a register in tenths of a degree reads in degrees.',
      },
      {
        name: 'clamp',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Keeps the result within out_low…out_high; off, values outside in_low…in_high extrapolate on the same line.',
      },
      {
        name: 'round_to',
        type: 'integer',
        min: 0,
        max: 9,
        required: false,
        description: 'Decimals to round the result to; leave it empty for no rounding.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'scale: in_low equals in_high (both 0), cannot scale',
        cause:
          'The two raw points are the same, so the line has no slope; Studio reports this before deploying.',
        fix: 'Set in_high to a raw value different from in_low.',
      },
      {
        message: 'scale: value "---" is not a number',
        cause: 'A text arrived on value, for example a display text from a serial instrument.',
        fix: 'Route the instrument’s no-reading text (such as ---) away before Scale with a Switch block in equal mode.',
      },
    ],
    related: ['node_analog_in', 'node_modbus_read', 'node_arithmetic', 'node_analog_out'],
  },
] as const satisfies readonly BlockRecord[];
