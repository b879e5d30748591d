/** Full records of the variables blocks: project variables, constants, device-editable settings and counters. */
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_variable',
    title: 'Variable',
    category: 'variables',
    summary: 'Reads or writes a project variable and emits its value when it changes.',
    keywords: [
      'global variable',
      'state',
      'memory',
      'store value',
      'retain',
      'persistent variable',
      'flag',
    ],
    inputs: [
      {
        name: 'set',
        kind: 'event',
        type: 'any',
        description:
          'Writes the message’s value to the variable, converted to the variable’s type.',
      },
      {
        name: 'get',
        kind: 'event',
        type: 'any',
        description:
          'Sends the current value on value, whether it has changed or not; the message’s value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The variable’s value, sent on get and whenever any Variable block with the same name writes it (see emit_on).',
      },
    ],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The variable, shared by every Variable block with this name: letters, digits and _, up to 32 characters, for example setpoint.',
      },
      {
        name: 'type',
        type: 'enum',
        default: 'number',
        options: ['number', 'integer', 'boolean', 'string'],
        required: true,
        description:
          'The type of the value; every block with the same name must give the same type.',
      },
      {
        name: 'initial',
        type: 'string',
        default: '0',
        required: false,
        description:
          'The value when the project starts, written as text, for example 21.5, true or auto.',
      },
      {
        name: 'persist',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Keeps the value across restarts and power cuts; it is saved at most once every 10 s and when the device restarts in order.',
      },
      {
        name: 'emit_on',
        type: 'enum',
        default: 'change',
        options: ['change', 'every_write'],
        required: false,
        description:
          'When value is sent after a write: only when the value differs from before, or on every write.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'variable: "setpoint" is a number, cannot store string "abc"',
        cause:
          'A message on set carries a value that does not convert to the variable’s type; the variable keeps its old value.',
        fix: 'Convert the value upstream, for example with JSON parse or Text format, or change the variable’s type.',
      },
      {
        message: 'variable: "setpoint" is a number here and a string in "Mode select"',
        cause:
          'Two Variable blocks with the same name give different types or initial values; Studio reports this before deploying.',
        fix: 'Give every Variable block with this name the same type, initial and persist, or rename one of them.',
      },
      {
        message: 'variable: saved value of "setpoint" unreadable, initial value 21.5 used',
        cause:
          'The saved value was damaged, usually by a power cut during a save, or the variable’s type changed since it was saved.',
        fix: 'No action is needed if the initial value is safe; write the correct value once to save it again.',
      },
    ],
    related: ['node_setting', 'node_constant', 'node_counter', 'node_comparison'],
  },
  {
    id: 'node_constant',
    title: 'Constant',
    category: 'variables',
    summary:
      'Emits a fixed number, text or boolean each time its trigger input receives a message.',
    keywords: ['fixed value', 'literal', 'static value', 'preset', 'inject', 'command string'],
    inputs: [
      {
        name: 'trigger',
        kind: 'event',
        type: 'any',
        description: 'Sends the value on value; the message’s own value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description: 'The fixed value, of the type set in type, once per trigger.',
      },
    ],
    properties: [
      {
        name: 'type',
        type: 'enum',
        default: 'string',
        options: ['number', 'integer', 'boolean', 'string'],
        required: true,
        description: 'The type of the value sent.',
      },
      {
        name: 'value',
        type: 'string',
        required: true,
        description:
          'The value, written as text; in a string, \\r, \\n, \\t and \\xNN stand for control characters and bytes, for serial commands.',
      },
      {
        name: 'emit_at_start',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Also sends the value once when the project starts, without a trigger, to give blocks downstream a first value.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'constant: "12.5.1" is not a number',
        cause:
          'type is number or integer but value does not read as one; Studio reports this before deploying.',
        fix: 'Write the number with a point as the decimal separator and no thousands separator, for example 1250.5.',
      },
      {
        message: 'constant: "yes" is not a boolean, use true or false',
        cause: 'type is boolean but value is another word.',
        fix: 'Write true or false.',
      },
    ],
    related: ['node_serial', 'node_variable', 'node_timer', 'node_button'],
  },
  {
    id: 'node_setting',
    title: 'Setting',
    category: 'variables',
    summary: 'Reads a project setting that can be changed on the device without redeploying.',
    keywords: ['parameter', 'configuration', 'setpoint', 'tunable', 'operator setting', 'limit'],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description: 'Sends the setting’s current value on value; the message’s value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The setting’s value, sent when the project starts, on read, and whenever someone changes it on the web dashboard, in LUIS or from Tessera Cloud.',
      },
    ],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The setting to read, as declared in Project settings → Settings, where its type, default, limits, unit and label are set.',
      },
      {
        name: 'emit_at_start',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Sends the value once when the project starts, so blocks downstream begin with the current setting.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'setting: no setting named "fan_on_temp" in Project settings → Settings',
        cause:
          'The name property does not match a declared setting; Studio reports this before deploying.',
        fix: 'Declare the setting in Project settings → Settings, or correct the name; it must be spelled exactly as declared.',
      },
      {
        message: 'setting: "fan_on_temp" value 75 above its maximum 60, change rejected',
        cause:
          'A change from the web dashboard, LUIS or Tessera Cloud is outside the limits declared for the setting; the old value stays.',
        fix: 'Enter a value within the limits, or widen the limits in Project settings → Settings and deploy again.',
      },
      {
        message: 'setting: stored value of "fan_on_temp" unreadable, default 30 used',
        cause:
          'The value saved on the device was damaged, or the setting’s type changed since it was saved.',
        fix: 'Set the value again on the web dashboard or in LUIS.',
      },
    ],
    related: ['node_variable', 'node_threshold', 'node_scheduler', 'node_dashboard_command'],
  },
  {
    id: 'node_counter',
    title: 'Counter',
    category: 'variables',
    summary: 'Counts events, persists the count across restarts and emits when a limit is reached.',
    keywords: [
      'count',
      'pulse counter',
      'totaliser',
      'tally',
      'cycle counter',
      'S0 pulses',
      'batch count',
    ],
    inputs: [
      {
        name: 'increment',
        kind: 'event',
        type: 'any',
        description: 'Adds step to the count; the message’s value is ignored.',
      },
      {
        name: 'decrement',
        kind: 'event',
        type: 'any',
        description: 'Subtracts step from the count; the message’s value is ignored.',
      },
      {
        name: 'reset',
        kind: 'event',
        type: 'any',
        description: 'Sets the count back to initial; the message’s value is ignored.',
      },
      {
        name: 'set',
        kind: 'event',
        type: 'integer',
        description:
          'Sets the count to the integer the message carries, for example a meter reading after a replacement.',
      },
    ],
    outputs: [
      {
        name: 'count',
        kind: 'event',
        type: 'integer',
        description:
          'The count after every change; with source digital_input it is sent at most 10 times per second, carrying the latest total.',
      },
      {
        name: 'limit_reached',
        kind: 'event',
        type: 'integer',
        description: 'Fires when the count reaches limit, from above or below, carrying the count.',
      },
    ],
    properties: [
      {
        name: 'source',
        type: 'enum',
        default: 'events',
        options: ['events', 'digital_input'],
        required: true,
        description:
          'What is counted: messages on increment and decrement, or rising edges of a digital input counted in hardware at up to 1 kHz.',
      },
      {
        name: 'channel',
        type: 'channel',
        default: 1,
        min: 1,
        max: 32,
        required: false,
        description:
          'The digital input counted when source is digital_input: 1–8 on a BP-01, 4 per tile #1 on a TBT. The CP-02 and CP-03 inputs have no hardware counter.',
      },
      {
        name: 'step',
        type: 'integer',
        default: 1,
        min: 1,
        max: 1000000,
        required: false,
        description: 'How much each increment, decrement or pulse changes the count.',
      },
      {
        name: 'initial',
        type: 'integer',
        default: 0,
        required: false,
        description: 'The count at the first start and after reset.',
      },
      {
        name: 'limit',
        type: 'integer',
        required: false,
        description:
          'The count at which limit_reached fires; leave it empty to count without a limit.',
      },
      {
        name: 'on_limit',
        type: 'enum',
        default: 'hold',
        options: ['hold', 'reset', 'continue'],
        required: false,
        description:
          'What happens at the limit: hold stays at limit and ignores further counts, reset returns to initial, continue counts on.',
      },
      {
        name: 'persist',
        type: 'boolean',
        default: true,
        required: false,
        description: 'Keeps the count across restarts and power cuts.',
      },
      {
        name: 'save_every',
        type: 'integer',
        default: 10,
        min: 1,
        max: 1000,
        required: false,
        description:
          'Saves the count after this many changes, after 60 s without a save, and before an orderly restart; a power cut loses at most save_every − 1 counts.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'counter: count 2147483647 at the integer maximum, increment ignored',
        cause: 'The count reached the largest 32-bit signed integer and cannot grow further.',
        fix: 'Reset the counter on a schedule, for example daily with a Cron event block, and keep totals in a data table.',
      },
      {
        message: 'counter: saved count unreadable, starting from initial 0',
        cause: 'The saved count was damaged, usually by a power cut during a save.',
        fix: 'Send the correct total on set, for example read from the meter’s display.',
      },
      {
        message: 'counter: channel 9 not present on this device (BP-01 has 1–8)',
        cause: 'source is digital_input and channel names an input the device does not have.',
        fix: 'Choose a channel the device has: 1–8 on a BP-01, 1–4 on a CP-02 or CP-03, 4 per tile #1 on a TBT.',
      },
      {
        message: 'counter: channel 2 pulses above 1 kHz, counts missed',
        cause: 'The pulse rate on the input is higher than the 1 kHz the digital inputs count.',
        fix: 'Use a meter output with fewer pulses per unit, or a pulse divider, and set step to match.',
      },
    ],
    related: ['node_digital_in', 'node_button', 'node_variable', 'node_cron_event'],
  },
] as const satisfies readonly BlockRecord[];
