/** Conformance cases for the logic records (logic.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './logic';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_comparison: {
    cases: [
      {
        name: 'each value compared with compare_to, sent unchanged on true or false',
        covers: [
          ['inputs.value', 'each message is compared and sent on true or false'],
          [
            'outputs.true',
            'The message from value, unchanged, when value operator reference holds',
          ],
          ['outputs.false', 'The message from value, unchanged, when the comparison does not hold'],
          ['outputs.result', 'The outcome of the last comparison, true or false'],
          [
            'properties.operator',
            'read as value operator reference, for example value > reference',
          ],
          ['properties.compare_to', 'or always when reference is not wired'],
        ],
        props: {operator: '>', compare_to: '20'},
        steps: [
          {set: {value: 25}},
          {expect: {port: 'true', last: 25, count: 1}},
          {expect: {port: 'result', last: true}},
          {set: {value: '12.5'}},
          {expect: {port: 'false', last: '12.5', count: 1}},
          {expect: {port: 'result', last: false}},
        ],
      },
      {
        name: 'compare_to until a reference arrives, then the reference is kept',
        covers: [
          [
            'inputs.reference',
            'kept until the next one; until the first arrives, compare_to is used',
          ],
          ['properties.compare_to', 'The reference until one arrives on reference'],
          ['properties.compare_to', 'a number, true, false or a text'],
        ],
        props: {operator: '<', compare_to: '10'},
        steps: [
          {set: {value: 5}},
          {expect: {port: 'result', last: true}},
          {set: {reference: 3}},
          {set: {value: 5}},
          {expect: {port: 'result', last: false}},
          {set: {value: 2}},
          {expect: {port: 'result', last: true}},
        ],
      },
      {
        name: 'tolerance for == on noisy numbers; a text reference; ignore_case',
        covers: [
          ['properties.tolerance', 'values closer than this count as equal'],
          ['properties.ignore_case', 'so RUN equals run'],
          ['properties.compare_to', 'a number, true, false or a text'],
        ],
        props: {operator: '==', compare_to: '20', tolerance: 0.01},
        steps: [
          {set: {value: 20.005}},
          {expect: {port: 'result', last: true}},
          {set: {value: 20.02}},
          {expect: {port: 'result', last: false}},
          {set: {reference: 'run'}},
          {set: {value: 'RUN'}},
          {expect: {port: 'result', last: false}},
        ],
      },
      {
        name: 'ignore_case on',
        covers: [
          ['properties.ignore_case', 'Compares texts without regard to upper and lower case'],
        ],
        props: {operator: '==', compare_to: 'run', ignore_case: true},
        steps: [{set: {value: 'RUN'}}, {expect: {port: 'true', last: 'RUN'}}],
      },
      {
        name: 'a text that is not a number, against a number',
        covers: [
          ['errors[0]', 'comparison: cannot compare string "abc" with number'],
          ['outputs.error', 'the value is then sent on neither true nor false'],
        ],
        props: {compare_to: '5'},
        steps: [
          {set: {value: 'abc'}},
          {expect: {port: 'error', last: 'comparison: cannot compare string "abc" with number'}},
          {expect: {port: 'true', count: 0}},
          {expect: {port: 'false', count: 0}},
        ],
      },
      {
        name: 'a boolean with <',
        covers: [
          ['errors[1]', 'comparison: operator < cannot compare boolean true'],
          ['outputs.error', 'The message of a comparison that cannot be made'],
        ],
        props: {operator: '<', compare_to: 'false'},
        steps: [
          {set: {value: true}},
          {expect: {port: 'error', last: 'comparison: operator < cannot compare boolean true'}},
        ],
      },
    ],
  },

  node_arithmetic: {
    cases: [
      {
        name: 'the five operations; the remainder takes the sign of a',
        covers: [
          ['inputs.a', 'each message computes a operation b and sends the result'],
          [
            'properties.operation',
            'a + b, a − b, a × b, a ÷ b, or the remainder of a ÷ b, which takes the sign of a',
          ],
          ['properties.b_value', 'or always when b is not wired'],
          ['outputs.result', 'The result of a operation b'],
        ],
        props: {operation: 'remainder', b_value: 3},
        steps: [
          {set: {a: -7}},
          {expect: {port: 'result', last: -1}},
          {set: {a: 7}},
          {expect: {port: 'result', last: 1}},
        ],
      },
      {
        name: 'b kept until the next; b_value until the first',
        covers: [
          ['inputs.b', 'kept until the next one; until the first arrives, b_value is used'],
          ['properties.b_value', 'The second operand until a value arrives on b'],
        ],
        props: {operation: 'subtract', b_value: 1},
        steps: [
          {set: {a: 10}},
          {expect: {port: 'result', last: 9}},
          {set: {b: 4}},
          {expect: {port: 'result', count: 1}},
          {set: {a: 10}},
          {expect: {port: 'result', last: 6}},
          {set: {a: 20}},
          {expect: {port: 'result', last: 16}},
        ],
      },
      {
        name: 'round_to: half away from zero',
        covers: [
          ['outputs.result', 'rounded to round_to decimals when that is set'],
          ['properties.round_to', 'Decimals to round the result to, half away from zero'],
        ],
        props: {operation: 'multiply', b_value: 1, round_to: 1},
        steps: [
          {set: {a: 2.25}},
          {expect: {port: 'result', last: 2.3}},
          {set: {a: -2.25}},
          {expect: {port: 'result', last: -2.3}},
        ],
      },
      {
        name: 'round_to empty: no rounding, tiny and huge results kept',
        covers: [['properties.round_to', 'leave it empty for no rounding']],
        props: {operation: 'multiply', b_value: 1e-7},
        steps: [
          {set: {a: 1e-7}},
          {expect: {port: 'result', last: 1e-14}},
          {set: {a: 1.2345678901234}},
          {expect: {port: 'result', last: 1.2345678901234e-7}},
        ],
      },
      {
        name: 'a large sum is no overflow; a larger one is',
        covers: [['errors[3]', 'arithmetic: result out of range (overflow)']],
        props: {operation: 'add', b_value: 1e300},
        steps: [
          {set: {a: 1e300}},
          {expect: {port: 'result', last: 2e300}},
          {set: {b: 1.7e308}},
          {set: {a: 1.7e308}},
          {expect: {port: 'error', last: 'arithmetic: result out of range (overflow)'}},
          {expect: {port: 'result', count: 1}},
        ],
      },
      {
        name: 'division and remainder by zero',
        covers: [
          ['errors[0]', 'arithmetic: division by zero'],
          ['errors[1]', 'arithmetic: remainder by zero'],
          ['outputs.error', 'no result is sent for that message'],
        ],
        props: {operation: 'divide'},
        blocks: [{id: 'rem', type: 'node_arithmetic', properties: {operation: 'remainder'}}],
        wires: [{from: 'in_a.value', to: 'rem.a'}],
        steps: [
          {set: {a: 5}},
          {expect: {port: 'error', last: 'arithmetic: division by zero'}},
          {expect: {port: 'rem.error', last: 'arithmetic: remainder by zero'}},
          {expect: {port: 'result', count: 0}},
        ],
      },
      {
        name: 'a decimal comma is not a number',
        covers: [
          ['errors[2]', 'arithmetic: a is not a number, got string "12,5"'],
          ['outputs.error', 'The message of a calculation that cannot be made'],
        ],
        steps: [
          {set: {a: '12,5'}},
          {expect: {port: 'error', last: 'arithmetic: a is not a number, got string "12,5"'}},
        ],
      },
    ],
  },

  node_bitwise: {
    cases: [
      {
        name: 'and with a mask from b_value, then from b',
        covers: [
          ['inputs.a', 'each message computes and sends the result'],
          ['properties.operation', 'The operation on a and b'],
          ['inputs.b', 'kept until the next one; until the first arrives, b_value is used'],
          ['properties.b_value', 'The mask or shift count until a value arrives on b'],
        ],
        props: {operation: 'and', b_value: 0x00ff},
        steps: [
          {set: {a: 0x0312}},
          {expect: {port: 'result', last: 0x12}},
          {set: {b: 0xff00}},
          {set: {a: 0x0312}},
          {expect: {port: 'result', last: 0x0300}},
        ],
      },
      {
        name: 'not inverts every bit and ignores b; the result is cut to width',
        covers: [
          ['properties.operation', 'not inverts every bit of a and ignores b'],
          ['outputs.result', 'The result, cut to width bits'],
          ['properties.width', 'The word size in bits; 16 matches a Modbus register'],
        ],
        props: {operation: 'not', b_value: 7},
        steps: [
          {set: {a: 0}},
          {expect: {port: 'result', last: 65535}},
          {set: {a: 0x00ff}},
          {expect: {port: 'result', last: 0xff00}},
        ],
      },
      {
        name: 'signed: two’s complement, and shift_right copies the sign bit',
        covers: [
          ['properties.signed', 'so 0xFFFF in 16 bits is −1'],
          ['properties.signed', 'shift_right then copies the sign bit'],
          ['outputs.result', 'read as signed or unsigned according to signed'],
        ],
        props: {operation: 'shift_right', b_value: 1, signed: true},
        blocks: [{id: 'inv', type: 'node_bitwise', properties: {operation: 'not', signed: true}}],
        wires: [{from: 'in_a.value', to: 'inv.a'}],
        steps: [
          {set: {a: -8}},
          {expect: {port: 'result', last: -4}},
          {set: {a: 0}},
          {expect: {port: 'inv.result', last: -1}},
        ],
      },
      {
        name: 'shift_left in 8 bits, unsigned',
        covers: [['properties.width', 'The word size in bits']],
        props: {operation: 'shift_left', b_value: 4, width: '8'},
        steps: [{set: {a: 0x3c}}, {expect: {port: 'result', last: 0xc0}}],
      },
      {
        name: 'a shift count not smaller than width',
        covers: [['errors[0]', 'bitwise: shift by 40 outside 0–31 for a 32-bit word']],
        props: {operation: 'shift_left', width: '32'},
        steps: [
          {set: {b: 40}},
          {set: {a: 1}},
          {expect: {port: 'error', last: 'bitwise: shift by 40 outside 0–31 for a 32-bit word'}},
        ],
      },
      {
        name: 'a fraction, and a value too wide',
        covers: [
          ['errors[1]', 'bitwise: 12.7 is not an integer'],
          ['errors[2]', 'bitwise: 70000 does not fit 16 bits'],
          [
            'outputs.error',
            'The message of an operand that is not an integer or does not fit width',
          ],
          ['outputs.error', 'no result is sent'],
        ],
        steps: [
          {set: {a: 12.7}},
          {expect: {port: 'error', last: 'bitwise: 12.7 is not an integer'}},
          {set: {a: 70000}},
          {expect: {port: 'error', last: 'bitwise: 70000 does not fit 16 bits'}},
          {expect: {port: 'result', count: 0}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.b_value', 'Studio accepts hexadecimal (0x0004) and binary (0b0100)'],
        reason: 'describes Studio’s editor: the project file holds the number',
      },
    ],
  },

  node_logic: {
    cases: [
      {
        name: 'and over the wired inputs, waiting for all, sent on change',
        covers: [
          [
            'inputs.a',
            'The first condition, kept until the next value; each arrival evaluates the gate',
          ],
          ['inputs.b', 'The second condition, kept until the next value'],
          ['outputs.result', 'The gate’s output over the wired inputs, sent as emit_on sets'],
          ['properties.gate', 'The function over the wired inputs'],
          [
            'properties.wait_for_all',
            'Holds result back until every wired input has received a value',
          ],
          ['properties.emit_on', 'Sends result only when it changes'],
        ],
        props: {gate: 'and'},
        steps: [
          {set: {a: true}},
          {expect: {port: 'result', count: 0}},
          {set: {b: false}},
          {expect: {port: 'result', last: false, count: 1}},
          {set: {a: false}},
          {expect: {port: 'result', count: 1}},
          {set: {a: true}},
          {set: {b: 1}},
          {expect: {port: 'result', last: true, count: 2}},
        ],
      },
      {
        name: 'xor over three or four inputs: an odd number true',
        covers: [
          ['properties.gate', 'xor is true when an odd number of inputs are true'],
          ['inputs.c', 'An optional third condition, kept until the next value'],
          ['inputs.d', 'An optional fourth condition, kept until the next value'],
        ],
        props: {gate: 'xor', emit_on: 'every_input'},
        steps: [
          {set: {a: true, b: true, c: true, d: false}},
          {expect: {port: 'result', last: true}},
          {set: {d: true}},
          {expect: {port: 'result', last: false}},
        ],
      },
      {
        name: 'every_input, and inputs without a value count as false',
        covers: [
          ['properties.emit_on', 'or after every input message'],
          ['properties.wait_for_all', 'off, inputs without a value count as false'],
        ],
        props: {gate: 'or', emit_on: 'every_input', wait_for_all: false},
        steps: [
          {set: {a: false}},
          {expect: {port: 'result', last: false, count: 1}},
          {set: {a: false}},
          {expect: {port: 'result', count: 2}},
          {set: {b: 5}},
          {expect: {port: 'result', last: true, count: 3}},
        ],
      },
      {
        name: 'not inverts a alone; b, c and d are ignored',
        covers: [
          ['properties.gate', 'not inverts a alone'],
          ['inputs.b', 'ignored by not'],
          ['inputs.c', 'ignored by not'],
          ['inputs.d', 'ignored by not'],
          ['errors[1]', 'logic: not uses input a only, b is wired too'],
        ],
        props: {gate: 'not'},
        steps: [
          {at: 0, expect: {console: 'logic: not uses input a only, b is wired too'}},
          {set: {a: true}},
          {expect: {port: 'result', last: false}},
          {set: {b: false, c: false, d: false}},
          {expect: {port: 'result', count: 1}},
        ],
      },
      {
        name: 'a text on an input',
        covers: [
          ['errors[0]', 'logic: input b got string "on", expected a boolean'],
          ['outputs.error', 'The message of an input value that is not a boolean or a number'],
        ],
        steps: [
          {set: {b: 'on'}},
          {expect: {port: 'error', last: 'logic: input b got string "on", expected a boolean'}},
        ],
      },
    ],
  },

  node_switch: {
    cases: [
      {
        name: 'equal mode, each case to its output in order, otherwise for the rest',
        covers: [
          ['inputs.value', 'its value is tested against each case in order'],
          ['properties.mode', 'How a case matches: equal to the value'],
          ['properties.cases', 'one per output in order, for example idle,run,fault'],
          ['outputs.out_1', 'The message, when it matches case 1'],
          ['outputs.out_2', 'The message, when it matches case 2'],
          ['outputs.out_3', 'The message, when it matches case 3'],
          ['outputs.otherwise', 'The message, when it matches no case'],
        ],
        props: {cases: 'idle,run,fault'},
        steps: [
          {set: {value: 'idle'}},
          {set: {value: 'run'}},
          {set: {value: 'fault'}},
          {set: {value: 'stop'}},
          {expect: {port: 'out_1', last: 'idle', count: 1}},
          {expect: {port: 'out_2', last: 'run', count: 1}},
          {expect: {port: 'out_3', last: 'fault', count: 1}},
          {expect: {port: 'otherwise', last: 'stop', count: 1}},
        ],
      },
      {
        name: 'eight cases, eight outputs',
        covers: [
          ['properties.cases', 'Up to 8 cases separated by commas'],
          ['outputs.out_4', 'The message, when it matches case 4'],
          ['outputs.out_5', 'The message, when it matches case 5'],
          ['outputs.out_6', 'The message, when it matches case 6'],
          ['outputs.out_7', 'The message, when it matches case 7'],
          ['outputs.out_8', 'The message, when it matches case 8'],
        ],
        props: {cases: '1,2,3,4,5,6,7,8'},
        steps: [
          {set: {value: 4}},
          {set: {value: 5}},
          {set: {value: 6}},
          {set: {value: 7}},
          {set: {value: 8}},
          {expect: {port: 'out_4', last: 4}},
          {expect: {port: 'out_5', last: 5}},
          {expect: {port: 'out_6', last: 6}},
          {expect: {port: 'out_7', last: 7}},
          {expect: {port: 'out_8', last: 8}},
        ],
      },
      {
        name: 'range mode: lo included, hi excluded; every match when first_match_only is off',
        covers: [
          ['properties.mode', 'a numeric range lo..hi with lo included and hi excluded'],
          ['properties.cases', 'or 0..10,10..20,20..50'],
          ['properties.first_match_only', 'off, it goes to every output whose case matches'],
        ],
        props: {mode: 'range', cases: '0..10,10..20,5..50', first_match_only: false},
        steps: [
          {set: {value: 10}},
          {expect: {port: 'out_1', count: 0}},
          {expect: {port: 'out_2', last: 10}},
          {expect: {port: 'out_3', last: 10}},
        ],
      },
      {
        name: 'first match only, and contains mode',
        covers: [
          ['properties.first_match_only', 'Sends the message on the first matching output only'],
          ['properties.mode', 'or a text the value contains'],
        ],
        props: {mode: 'contains', cases: 'ALARM,TEMP'},
        steps: [
          {set: {value: 'TEMP ALARM 3'}},
          {expect: {port: 'out_1', last: 'TEMP ALARM 3'}},
          {expect: {port: 'out_2', count: 0}},
        ],
      },
      {
        name: 'nine cases',
        covers: [['errors[0]', 'switch: 9 cases, the maximum is 8']],
        props: {cases: '1,2,3,4,5,6,7,8,9'},
        steps: [{at: 0, expect: {console: 'switch: 9 cases, the maximum is 8'}}],
      },
      {
        name: 'a range case that is not a range; a text in range mode',
        covers: [
          ['errors[1]', 'switch: case 2 "10..x" is not a range'],
          ['errors[2]', 'switch: range cases cannot test string "idle", sent on otherwise'],
        ],
        props: {mode: 'range', cases: '0..10,10..x'},
        steps: [
          {at: 0, expect: {console: 'switch: case 2 "10..x" is not a range'}},
          {set: {value: 'idle'}},
          {expect: {console: 'switch: range cases cannot test string "idle", sent on otherwise'}},
          {expect: {port: 'otherwise', last: 'idle', count: 1}},
        ],
      },
    ],
  },

  node_threshold: {
    cases: [
      {
        name: 'high once above high_limit, normal once below normal_limit: hysteresis',
        covers: [
          ['inputs.value', 'The reading to test, in the same unit as the limits'],
          ['outputs.high', 'Fires once when the value rises above high_limit'],
          ['outputs.normal', 'Fires once when the value, after a high, falls below normal_limit'],
          ['properties.high_limit', 'The value must rise above this, strictly, for high to fire'],
          [
            'properties.normal_limit',
            'The value must fall below this, strictly, for normal to fire',
          ],
          ['properties.normal_limit', 'the gap to high_limit is the hysteresis'],
          ['properties.emit_initial', 'Sends normal for the first value after the project starts'],
        ],
        props: {high_limit: 28, normal_limit: 26, emit_initial: true},
        steps: [
          {set: {value: 27}},
          {expect: {port: 'normal', last: 27, count: 1}},
          {set: {value: 28}},
          {expect: {port: 'high', count: 0}},
          {set: {value: 28.5}},
          {set: {value: 29}},
          {expect: {port: 'high', last: 28.5, count: 1}},
          {set: {value: 26}},
          {set: {value: 27}},
          {expect: {port: 'normal', count: 1}},
          {set: {value: 25.9}},
          {set: {value: 25}},
          {expect: {port: 'normal', last: 25.9, count: 2}},
        ],
      },
      {
        name: 'emit_initial: nothing when the first value is high',
        covers: [
          [
            'properties.emit_initial',
            'when it is not above high_limit, so a relay starts in a known state',
          ],
        ],
        props: {high_limit: 28, normal_limit: 26, emit_initial: true},
        steps: [
          {set: {value: 30}},
          {expect: {port: 'normal', count: 0}},
          {expect: {port: 'high', last: 30, count: 1}},
        ],
      },
      {
        name: 'high_delay: every value must stay above for the delay',
        covers: [
          [
            'properties.high_delay',
            'How long every value must stay above high_limit before high fires',
          ],
          ['outputs.high', '(after high_delay), carrying that value'],
        ],
        props: {high_limit: 28, normal_limit: 26, high_delay: 10000},
        steps: [
          {set: {value: 29}},
          {at: '5s', set: {value: 27}},
          {at: '6s', set: {value: 29}},
          {at: '15.9s', expect: {port: 'high', count: 0}},
          {at: '16s', expect: {port: 'high', last: 29, count: 1}},
        ],
      },
      {
        name: 'normal_delay',
        covers: [
          [
            'properties.normal_delay',
            'How long every value must stay below normal_limit before normal fires',
          ],
          ['outputs.normal', '(after normal_delay), carrying that value'],
        ],
        props: {high_limit: 28, normal_limit: 26, normal_delay: 5000, emit_initial: false},
        steps: [
          {set: {value: 30}},
          {at: '1s', set: {value: 25}},
          {at: '5.9s', expect: {port: 'normal', count: 0}},
          {at: '6s', expect: {port: 'normal', last: 25, count: 1}},
        ],
      },
      {
        name: 'swapped limits',
        covers: [['errors[0]', 'threshold: normal_limit 28 above high_limit 26']],
        props: {high_limit: 26, normal_limit: 28},
        steps: [{at: 0, expect: {console: 'threshold: normal_limit 28 above high_limit 26'}}],
      },
      {
        name: 'a fault text is ignored, the state does not change',
        covers: [['errors[1]', 'threshold: value "n/a" is not a number, ignored']],
        props: {high_limit: 28, normal_limit: 26},
        steps: [
          {set: {value: 30}},
          {set: {value: 'n/a'}},
          {expect: {console: 'threshold: value "n/a" is not a number, ignored'}},
          {expect: {state: 'block', is: {state: 'high'}}},
        ],
      },
    ],
  },

  node_change: {
    cases: [
      {
        name: 'the first value passes, then only moves of more than the deadband',
        covers: [
          ['inputs.value', 'numbers are tested against the deadband'],
          [
            'outputs.changed',
            'The value, when it differs from the last value passed by more than the deadband',
          ],
          ['outputs.changed', 'and the first value after a start or reset'],
          [
            'properties.deadband',
            'How far a number must move from the last value passed, strictly more than this',
          ],
          ['properties.deadband_mode', 'Whether deadband is in the value’s own unit'],
        ],
        props: {deadband: 0.2},
        steps: [
          {set: {value: 20}},
          {set: {value: 20.2}},
          {set: {value: 20.3}},
          {set: {value: 20.4}},
          {expect: {port: 'changed', last: 20.3, count: 2}},
        ],
      },
      {
        name: 'other values pass whenever they differ; reset lets the same one pass',
        covers: [
          ['inputs.value', 'other values pass whenever they differ'],
          [
            'inputs.reset',
            'Forgets the last value passed, so the next value passes whatever it is',
          ],
        ],
        steps: [
          {set: {value: 'run'}},
          {set: {value: 'run'}},
          {set: {value: 'stop'}},
          {expect: {port: 'changed', last: 'stop', count: 2}},
          {set: {reset: 1}},
          {set: {value: 'stop'}},
          {expect: {port: 'changed', last: 'stop', count: 3}},
        ],
      },
      {
        name: 'deadband in percent of the last value passed',
        covers: [['properties.deadband_mode', 'or a percentage of the last value passed']],
        props: {deadband: 10, deadband_mode: 'percent'},
        steps: [
          {set: {value: 200}},
          {set: {value: 219}},
          {set: {value: 221}},
          {expect: {port: 'changed', last: 221, count: 2}},
        ],
      },
      {
        name: 'min_interval holds a change and passes it when it ends',
        covers: [
          [
            'properties.min_interval',
            'The shortest time between two values passed; a change within it is held and passed when it ends',
          ],
        ],
        props: {min_interval: 10000},
        steps: [
          {set: {value: 1}},
          {at: '2s', set: {value: 2}},
          {at: '4s', set: {value: 3}},
          {at: '9.9s', expect: {port: 'changed', last: 1, count: 1}},
          {at: '10s', expect: {port: 'changed', last: 3, count: 2}},
        ],
      },
      {
        name: 'a reset inside min_interval: the next value is not held for ever',
        covers: [['inputs.reset', 'so the next value passes whatever it is']],
        props: {min_interval: 10000},
        steps: [
          {set: {value: 1}},
          {at: '2s', set: {value: 2}},
          {at: '3s', set: {reset: true}},
          {at: '4s', set: {value: 5}},
          {at: '10s', expect: {port: 'changed', last: 5, count: 2}},
          {at: '30s', set: {value: 6}},
          {expect: {port: 'changed', last: 6, count: 3}},
        ],
      },
      {
        name: 'max_interval: the latest value as a heartbeat; 0 turns it off',
        covers: [
          [
            'properties.max_interval',
            'Passes the latest value after this long without one, as a heartbeat',
          ],
          ['properties.max_interval', '0 turns the heartbeat off'],
        ],
        props: {max_interval: 30000, deadband: 1},
        blocks: [{id: 'quiet', type: 'node_change', properties: {}}],
        wires: [{from: 'in_value.value', to: 'quiet.value'}],
        steps: [
          {set: {value: 20}},
          {at: '10s', set: {value: 20.5}},
          {at: '30s', expect: {port: 'changed', last: 20.5, count: 2}},
          {at: '60s', expect: {port: 'changed', count: 3}},
          {at: '10min', expect: {port: 'quiet.changed', count: 2}},
        ],
      },
      {
        name: 'min_interval longer than max_interval',
        covers: [['errors[0]', 'change: min_interval 60 s is longer than max_interval 30 s']],
        props: {min_interval: 60000, max_interval: 30000},
        steps: [
          {at: 0, expect: {console: 'change: min_interval 60 s is longer than max_interval 30 s'}},
        ],
      },
    ],
  },

  node_scale: {
    cases: [
      {
        name: 'a register in tenths read in degrees, on the line through both points',
        covers: [
          ['inputs.value', 'The raw reading, such as a register count or a voltage'],
          ['outputs.scaled', 'The value mapped linearly from in_low…in_high to out_low…out_high'],
          ['properties.in_low', 'A raw value, for example 0'],
          ['properties.in_high', 'A second raw value, different from in_low'],
          ['properties.out_low', 'The result for in_low'],
          ['properties.out_high', 'so a register in tenths of a degree reads in degrees'],
          ['properties.clamp', 'off, values outside in_low…in_high extrapolate on the same line'],
        ],
        props: {in_low: 0, in_high: 1000, out_low: 0, out_high: 100},
        steps: [
          {set: {value: 215}},
          {expect: {port: 'scaled', last: 21.5}},
          {set: {value: 1200}},
          {expect: {port: 'scaled', last: 120}},
          {set: {value: -100}},
          {expect: {port: 'scaled', last: -10}},
        ],
      },
      {
        name: 'clamp keeps the result within out_low…out_high',
        covers: [
          ['outputs.scaled', 'clamped when clamp is on'],
          ['properties.clamp', 'Keeps the result within out_low…out_high'],
        ],
        props: {in_low: 4, in_high: 20, out_low: 0, out_high: 10, clamp: true},
        steps: [
          {set: {value: 22}},
          {expect: {port: 'scaled', last: 10}},
          {set: {value: 3}},
          {expect: {port: 'scaled', last: 0}},
          {set: {value: 12}},
          {expect: {port: 'scaled', last: 5}},
        ],
      },
      {
        name: 'round_to, and no rounding when it is empty',
        covers: [
          ['properties.round_to', 'Decimals to round the result to'],
          ['properties.round_to', 'leave it empty for no rounding'],
        ],
        props: {in_low: 0, in_high: 1, out_low: 0, out_high: 1e-7},
        blocks: [
          {
            id: 'rounded',
            type: 'node_scale',
            properties: {in_low: 0, in_high: 3, out_low: 0, out_high: 1, round_to: 2},
          },
        ],
        wires: [{from: 'in_value.value', to: 'rounded.value'}],
        steps: [
          {set: {value: 1e-7}},
          {expect: {port: 'scaled', last: 1e-14}},
          {set: {value: 1}},
          {expect: {port: 'rounded.scaled', last: 0.33}},
        ],
      },
      {
        name: 'in_low equals in_high',
        covers: [['errors[0]', 'scale: in_low equals in_high (both 0), cannot scale']],
        props: {in_low: 0, in_high: 0},
        steps: [{at: 0, expect: {console: 'scale: in_low equals in_high (both 0), cannot scale'}}],
      },
      {
        name: 'a display text on value',
        covers: [
          ['errors[1]', 'scale: value "---" is not a number'],
          [
            'outputs.error',
            'The message of an input that is not a number; nothing is sent on scaled for it',
          ],
        ],
        steps: [
          {set: {value: '---'}},
          {expect: {port: 'error', last: 'scale: value "---" is not a number'}},
          {expect: {port: 'scaled', count: 0}},
        ],
      },
    ],
  },
};
