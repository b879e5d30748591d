/** Conformance cases for the variables records (variables.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './variables';

const NEVER_DAMAGED =
  'the simulator’s saved values are never damaged and a type cannot change without a new deploy, which starts afresh';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_variable: {
    cases: [
      {
        name: 'set converts to the type; value on change only; get sends it anyway',
        covers: [
          [
            'inputs.set',
            'Writes the message’s value to the variable, converted to the variable’s type',
          ],
          ['inputs.get', 'Sends the current value on value, whether it has changed or not'],
          ['outputs.value', 'The variable’s value, sent on get'],
          ['properties.type', 'The type of the value'],
          [
            'properties.initial',
            'The value when the project starts, written as text, for example 21.5',
          ],
          ['properties.emit_on', 'only when the value differs from before'],
        ],
        props: {name: 'setpoint', initial: '21.5'},
        steps: [
          {set: {get: 'x'}},
          {expect: {port: 'value', last: 21.5, count: 1}},
          {set: {set: '22'}},
          {expect: {port: 'value', last: 22, count: 2}},
          {set: {set: 22}},
          {expect: {port: 'value', count: 2}},
          {set: {get: null}},
          {expect: {port: 'value', last: 22, count: 3}},
        ],
      },
      {
        name: 'shared by name: a write by one block is sent by every block with the name',
        covers: [
          ['properties.name', 'The variable, shared by every Variable block with this name'],
          [
            'outputs.value',
            'and whenever any Variable block with the same name writes it (see emit_on)',
          ],
        ],
        props: {name: 'mode', type: 'string', initial: 'auto'},
        blocks: [
          {
            id: 'other',
            type: 'node_variable',
            properties: {name: 'mode', type: 'string', initial: 'auto'},
          },
        ],
        wires: [{from: 'in_set.value', to: 'other.set'}],
        steps: [
          {set: {set: 'manual'}},
          {expect: {port: 'value', last: 'manual'}},
          {expect: {port: 'other.value', last: 'manual'}},
        ],
      },
      {
        name: 'every_write sends on every write; boolean initial',
        covers: [
          ['properties.emit_on', 'or on every write'],
          ['properties.initial', 'true or auto'],
        ],
        props: {name: 'on', type: 'boolean', initial: 'true', emit_on: 'every_write'},
        steps: [
          {set: {get: 1}},
          {expect: {port: 'value', last: true}},
          {set: {set: true}},
          {set: {set: 'true'}},
          {expect: {port: 'value', last: true, count: 3}},
        ],
      },
      {
        name: 'a value that does not convert: the old value stays',
        covers: [['errors[0]', 'variable: "setpoint" is a number, cannot store string "abc"']],
        props: {name: 'setpoint', initial: '21.5'},
        steps: [
          {set: {set: 'abc'}},
          {expect: {console: 'variable: "setpoint" is a number, cannot store string "abc"'}},
          {set: {get: 1}},
          {expect: {port: 'value', last: 21.5}},
        ],
      },
      {
        name: 'two blocks, one name, two types',
        covers: [
          ['errors[1]', 'is a number here and a string in'],
          ['properties.type', 'every block with the same name must give the same type'],
        ],
        props: {name: 'setpoint'},
        blocks: [
          {
            id: 'mode_select',
            type: 'node_variable',
            properties: {name: 'setpoint', type: 'string'},
          },
        ],
        steps: [
          {
            at: 0,
            expect: {
              console: 'variable: "setpoint" is a number here and a string in "mode_select"',
            },
          },
        ],
      },
      {
        name: 'persist: saved at most once every 10 s, and on an orderly restart',
        covers: [
          ['properties.persist', 'Keeps the value across restarts and power cuts'],
          [
            'properties.persist',
            'it is saved at most once every 10 s and when the device restarts in order',
          ],
        ],
        props: {name: 'setpoint', initial: '20', persist: true},
        steps: [
          {set: {set: 21}},
          {at: '2s', set: {set: 22}},
          {at: '3s', restart: 'power_on'},
          {set: {get: 1}},
          {expect: {port: 'value', last: 21}},
          {at: '20s', set: {set: 23}},
          {at: '21s', set: {set: 24}},
          {at: '22s', restart: 'restart'},
          {set: {get: 1}},
          {expect: {port: 'value', last: 24}},
          {at: '40s', set: {set: 25}},
          {at: '41s', set: {set: 26}},
          {at: '51s', restart: 'power_on'},
          {set: {get: 1}},
          {expect: {port: 'value', last: 26}},
        ],
      },
      {
        name: 'persist off: the initial value after a restart',
        covers: [['properties.persist', 'Keeps the value across restarts']],
        props: {name: 'setpoint', initial: '20'},
        steps: [
          {set: {set: 21}},
          {at: '1min', restart: 'restart'},
          {set: {get: 1}},
          {expect: {port: 'value', last: 20}},
        ],
      },
      {
        name: 'a name with other characters is refused',
        covers: [['properties.name', 'letters, digits and _, up to 32 characters']],
        props: {name: 'set-point'},
        refused: 'block "block" (node_variable) property "name" is "set-point": a name must be',
      },
      {
        name: 'a name of 33 characters is refused',
        covers: [['properties.name', 'up to 32 characters']],
        props: {name: 'a'.repeat(33)},
        refused: 'property "name" is',
      },
    ],
    notBehaviour: [{sentence: ['errors[2]', 'unreadable'], reason: NEVER_DAMAGED}],
  },

  node_constant: {
    cases: [
      {
        name: 'the value once per trigger, of its type; the trigger’s value ignored',
        covers: [
          ['inputs.trigger', 'Sends the value on value; the message’s own value is ignored'],
          ['outputs.value', 'The fixed value, of the type set in type, once per trigger'],
          ['properties.type', 'The type of the value sent'],
          ['properties.value', 'The value, written as text'],
        ],
        props: {type: 'number', value: '12.5'},
        steps: [
          {set: {trigger: 'x'}},
          {set: {trigger: 99}},
          {expect: {port: 'value', last: 12.5, count: 2}},
        ],
      },
      {
        name: 'control characters and bytes in a string',
        covers: [
          [
            'properties.value',
            'in a string, \\r, \\n, \\t and \\xNN stand for control characters and bytes',
          ],
        ],
        props: {type: 'string', value: 'RD\\t1\\r\\n\\x06'},
        steps: [{set: {trigger: 1}}, {expect: {port: 'value', last: 'RD\t1\r\n\u0006'}}],
      },
      {
        name: 'emit_at_start gives a first value without a trigger',
        covers: [
          [
            'properties.emit_at_start',
            'Also sends the value once when the project starts, without a trigger',
          ],
        ],
        props: {type: 'boolean', value: 'true', emit_at_start: true},
        steps: [{at: 0, expect: {port: 'value', last: true, count: 1}}],
      },
      {
        name: 'not a number; not a boolean',
        covers: [
          ['errors[0]', 'constant: "12.5.1" is not a number'],
          ['errors[1]', 'constant: "yes" is not a boolean, use true or false'],
        ],
        props: {type: 'number', value: '12.5.1'},
        blocks: [{id: 'flag', type: 'node_constant', properties: {type: 'boolean', value: 'yes'}}],
        steps: [
          {at: 0, expect: {console: 'constant: "12.5.1" is not a number'}},
          {at: 0, expect: {console: 'constant: "yes" is not a boolean, use true or false'}},
          {set: {trigger: 1}},
          {expect: {port: 'value', count: 0}},
        ],
      },
    ],
  },

  node_setting: {
    cases: [
      {
        name: 'the declared setting: at the start, on read, and on every change',
        covers: [
          ['inputs.read', 'Sends the setting’s current value on value'],
          [
            'outputs.value',
            'sent when the project starts, on read, and whenever someone changes it',
          ],
          ['properties.name', 'The setting to read, as declared in Project settings → Settings'],
          ['properties.emit_at_start', 'Sends the value once when the project starts'],
        ],
        props: {name: 'fan_on_temp'},
        settings: {fan_on_temp: {value: 30, min: 20, max: 60}},
        steps: [
          {at: 0, expect: {port: 'value', last: 30, count: 1}},
          {set: {read: 'x'}},
          {expect: {port: 'value', last: 30, count: 2}},
          {set: {block: 35}},
          {expect: {port: 'value', last: 35, count: 3}},
        ],
      },
      {
        name: 'emit_at_start off',
        covers: [
          ['properties.emit_at_start', 'so blocks downstream begin with the current setting'],
        ],
        props: {name: 'fan_on_temp', emit_at_start: false},
        settings: {fan_on_temp: {value: 30}},
        steps: [{at: 0, expect: {port: 'value', count: 0}}],
      },
      {
        name: 'no such setting',
        covers: [
          ['errors[0]', 'setting: no setting named "fan_on_temp" in Project settings → Settings'],
        ],
        props: {name: 'fan_on_temp'},
        steps: [
          {
            at: 0,
            expect: {
              console: 'setting: no setting named "fan_on_temp" in Project settings → Settings',
            },
          },
        ],
      },
      {
        name: 'a change above the maximum is rejected and the old value stays',
        covers: [
          ['errors[1]', 'setting: "fan_on_temp" value 75 above its maximum 60, change rejected'],
        ],
        props: {name: 'fan_on_temp'},
        settings: {fan_on_temp: {value: 30, max: 60}},
        steps: [
          {set: {block: 75}},
          {
            expect: {
              console: 'setting: "fan_on_temp" value 75 above its maximum 60, change rejected',
            },
          },
          {expect: {port: 'value', last: 30, count: 1}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.name', 'where its type, default, limits, unit and label are set'],
        reason:
          'describes Studio’s Project settings, which a project file does not hold (the run is given them)',
      },
      {
        sentence: ['outputs.value', 'on the web dashboard, in LUIS or from Tessera Cloud'],
        reason: 'the simulator stands in for all three with one value set from outside',
      },
      {sentence: ['errors[2]', 'unreadable'], reason: NEVER_DAMAGED},
    ],
  },

  node_counter: {
    cases: [
      {
        name: 'increment and decrement by step; count after every change',
        covers: [
          ['inputs.increment', 'Adds step to the count'],
          ['inputs.decrement', 'Subtracts step from the count'],
          ['properties.step', 'How much each increment, decrement or pulse changes the count'],
          ['outputs.count', 'The count after every change'],
          ['properties.source', 'What is counted: messages on increment and decrement'],
          ['properties.initial', 'The count at the first start and after reset'],
          ['properties.limit', 'leave it empty to count without a limit'],
        ],
        props: {step: 5, initial: 100},
        steps: [
          {set: {increment: 'x'}},
          {set: {increment: 0}},
          {set: {decrement: 1}},
          {expect: {port: 'count', last: 105, count: 3}},
        ],
      },
      {
        name: 'reset to initial; set to a meter reading',
        covers: [
          ['inputs.reset', 'Sets the count back to initial'],
          ['inputs.set', 'Sets the count to the integer the message carries'],
          ['properties.initial', 'after reset'],
        ],
        props: {initial: 7},
        steps: [
          {set: {set: 123456}},
          {expect: {port: 'count', last: 123456}},
          {set: {increment: 1}},
          {set: {reset: 'x'}},
          {expect: {port: 'count', last: 7}},
        ],
      },
      {
        name: 'hold stays at the limit and ignores further counts',
        covers: [
          ['outputs.limit_reached', 'Fires when the count reaches limit'],
          ['properties.limit', 'The count at which limit_reached fires'],
          ['properties.on_limit', 'hold stays at limit and ignores further counts'],
        ],
        props: {step: 3, limit: 5},
        steps: [
          {set: {increment: 1}},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 5}},
          {expect: {port: 'limit_reached', last: 5, count: 1}},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 5, count: 2}},
        ],
      },
      {
        name: 'continue counts on past the limit: 3, 6, 9',
        covers: [
          ['properties.on_limit', 'continue counts on'],
          ['outputs.limit_reached', 'carrying the count'],
        ],
        props: {step: 3, limit: 5, on_limit: 'continue'},
        steps: [
          {set: {increment: 1}},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 6}},
          {expect: {port: 'limit_reached', last: 6, count: 1}},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 9, count: 3}},
          {expect: {port: 'limit_reached', count: 1}},
        ],
      },
      {
        name: 'reset returns to initial; the limit reached from above',
        covers: [
          ['properties.on_limit', 'reset returns to initial'],
          ['outputs.limit_reached', 'from above or below'],
        ],
        props: {initial: 10, limit: 8, on_limit: 'reset'},
        steps: [
          {set: {decrement: 1}},
          {set: {decrement: 1}},
          {expect: {port: 'limit_reached', last: 8, count: 1}},
          {expect: {port: 'count', last: 10}},
        ],
      },
      {
        name: 'pulses on a digital input: count at most 10 times a second, the latest total',
        covers: [
          ['properties.source', 'or rising edges of a digital input counted in hardware'],
          [
            'outputs.count',
            'with source digital_input it is sent at most 10 times per second, carrying the latest total',
          ],
          ['properties.step', 'or pulse'],
        ],
        props: {source: 'digital_input', channel: 1, step: 2},
        steps: [
          {set: {block: 1}},
          {at: '10ms', set: {block: 4}},
          {at: '20ms', set: {block: 5}},
          {expect: {port: 'count', last: 2, count: 1}},
          {at: '100ms', expect: {port: 'count', last: 20, count: 2}},
        ],
      },
      {
        name: 'at the 32-bit maximum',
        covers: [
          ['errors[0]', 'counter: count 2147483647 at the integer maximum, increment ignored'],
        ],
        props: {initial: 2147483646},
        steps: [
          {set: {increment: 1}},
          {set: {increment: 1}},
          {
            expect: {
              console: 'counter: count 2147483647 at the integer maximum, increment ignored',
            },
          },
          {expect: {port: 'count', last: 2147483647, count: 1}},
        ],
      },
      {
        name: 'saved after save_every changes, after 60 s, and before an orderly restart',
        covers: [
          ['properties.persist', 'Keeps the count across restarts and power cuts'],
          [
            'properties.save_every',
            'Saves the count after this many changes, after 60 s without a save, and before an orderly restart',
          ],
          ['properties.save_every', 'a power cut loses at most save_every − 1 counts'],
        ],
        props: {save_every: 4},
        steps: [
          // Three unsaved counts lost in a power cut.
          {set: {increment: 1}},
          {set: {increment: 1}},
          {set: {increment: 1}},
          {at: '1s', restart: 'power_on'},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 1}},
          // The fourth change saves.
          {set: {increment: 1}},
          {set: {increment: 1}},
          {set: {increment: 1}},
          {at: '2s', restart: 'power_on'},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 5}},
          // 60 s without a save.
          {at: '70s', restart: 'power_on'},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 6}},
          // An orderly restart saves first.
          {at: '71s', set: {increment: 1}},
          {restart: 'restart'},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 8}},
        ],
      },
      {
        name: 'persist off: initial after a restart',
        covers: [['properties.persist', 'Keeps the count across restarts']],
        props: {persist: false},
        steps: [
          {set: {increment: 1}},
          {at: '2min', restart: 'restart'},
          {set: {increment: 1}},
          {expect: {port: 'count', last: 1}},
        ],
      },
      {
        name: 'on a BP-01, counting input 9 is reported at start and counts nothing',
        covers: [
          ['properties.channel', '1–8 on a BP-01, 4 per tile #1 on a TBT'],
          ['errors[2]', 'counter: channel 9 not present on this device (BP-01 has 1–8)'],
        ],
        device: 'bp-01',
        props: {source: 'digital_input', channel: 9},
        steps: [
          {
            at: 0,
            expect: {console: 'counter: channel 9 not present on this device (BP-01 has 1–8)'},
          },
          {at: '1s', expect: {port: 'count', count: 0}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.source', 'at up to 1 kHz'],
        reason:
          'the simulator does not model electrical timing (src/sim/README.md); pulses arrive as counts',
      },
      {
        sentence: ['errors[3]', 'pulses above 1 kHz'],
        reason: 'the simulator does not model electrical timing (src/sim/README.md)',
      },
      {
        sentence: ['properties.channel', 'The digital input counted when source is digital_input'],
        reason:
          'the simulator counts pulses given to the block, whatever its channel; channels are a device’s wiring',
      },
      {
        sentence: ['properties.channel', 'The CP-02 and CP-03 inputs have no hardware counter'],
        reason: 'a device’s hardware, which the simulator does not model',
      },
      {sentence: ['errors[1]', 'unreadable'], reason: NEVER_DAMAGED},
    ],
  },
};
