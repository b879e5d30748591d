/** Conformance cases for the advanced records (advanced.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './advanced';

const NO_DASHBOARD =
  'the simulator has no web dashboard page: it shows the block’s state in the Run panel, not a drawn dashboard';
const NO_DRIVER = 'the simulator models no motor driver or coil currents';

const DOOR = {
  states: 'Locked\nUnlocked',
  initial: 'Locked',
  transitions:
    'Locked + card_ok -> Unlocked\nUnlocked + after 5 s -> Locked\nUnlocked + lock -> Locked',
};

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_pid: {
    cases: [
      {
        name: 'PI control from initial_setpoint, one output per sample, enabled from the start',
        covers: [
          ['inputs.measurement', 'the block uses the newest at every sample'],
          ['inputs.enable', 'The block starts enabled'],
          ['outputs.output', 'once per sample_time'],
          ['properties.sample_time', 'How often the output is computed and emitted'],
          ['properties.ki', 'Integral gain, as repeats per second'],
          ['properties.direction', 'reverse raises the output when the measurement is below'],
          ['properties.initial_setpoint', 'The target until a value arrives on `setpoint`'],
        ],
        props: {initial_setpoint: 50, kp: 1, ki: 1},
        steps: [
          {set: {measurement: 40}},
          {at: '999ms', expect: {port: 'output', count: 0}},
          {at: '1s', expect: {port: 'output', last: 20, count: 1}},
          {at: '2s', expect: {port: 'output', last: 30, count: 2}},
          {at: '2.5s', set: {measurement: 45}},
          {at: '3s', expect: {port: 'output', last: 30, count: 3}},
        ],
      },
      {
        name: 'P only: output is kp times the deviation; setpoint replaces initial_setpoint',
        covers: [
          ['properties.kp', 'Proportional gain: output units per unit of deviation'],
          ['properties.ki', '0 makes a P or PD controller'],
          ['inputs.setpoint', 'replaces initial_setpoint when it arrives'],
        ],
        props: {initial_setpoint: 50, kp: 2, ki: 0, sample_time: 500},
        steps: [
          {set: {measurement: 40}},
          {at: '1s', expect: {port: 'output', last: 20, count: 2}},
          {at: '1.2s', set: {setpoint: 60}},
          {at: '1.5s', expect: {port: 'output', last: 40, count: 3}},
        ],
      },
      {
        name: 'direct action raises the output when the measurement is above the setpoint',
        covers: [['properties.direction', 'direct raises it when above']],
        props: {initial_setpoint: 20, kp: 1, ki: 0, direction: 'direct (cooling)'},
        steps: [
          {set: {measurement: 25}},
          {at: '1s', expect: {port: 'output', last: 5}},
          {set: {measurement: 15}},
          {at: '2s', expect: {port: 'output', last: 0}},
        ],
      },
      {
        name: 'derivative on the measurement: a setpoint step gives no spike',
        covers: [['properties.kd', 'applied to the measurement, not the deviation']],
        props: {initial_setpoint: 50, kp: 1, ki: 0, kd: 1},
        steps: [
          {set: {measurement: 40}},
          {at: '1s', expect: {port: 'output', last: 10}},
          {at: '1.5s', set: {setpoint: 60}},
          {at: '2s', expect: {port: 'output', last: 20}},
          {at: '2.5s', set: {measurement: 45}},
          {at: '3s', expect: {port: 'output', last: 10}},
        ],
      },
      {
        name: 'output held at output_max, and the integral stops growing there',
        covers: [
          ['outputs.output', 'between output_min and output_max'],
          ['properties.output_max', 'Highest output'],
          ['properties.output_max', 'the integral stops growing while the output is held here'],
        ],
        props: {initial_setpoint: 50, kp: 1, ki: 1, output_max: 20},
        steps: [
          {set: {measurement: 40}},
          {at: '5s', expect: {port: 'output', last: 20, count: 5}},
          {at: '5.5s', set: {measurement: 55}},
          {at: '6s', expect: {port: 'output', last: 0}},
          {at: '7s', expect: {port: 'output', last: 0}},
          {at: '7.5s', set: {measurement: 45}},
          {at: '8s', expect: {port: 'output', last: 15}},
        ],
      },
      {
        name: 'output held at output_min, and the integral stops falling there',
        covers: [
          ['properties.output_min', 'Lowest output'],
          ['properties.output_min', 'the integral stops growing while the output is held here'],
        ],
        props: {initial_setpoint: 40, kp: 1, ki: 1, output_min: 0},
        steps: [
          {set: {measurement: 50}},
          {at: '3s', expect: {port: 'output', last: 0, count: 3}},
          {at: '3.5s', set: {measurement: 35}},
          {at: '4s', expect: {port: 'output', last: 10}},
        ],
      },
      {
        name: 'reset clears the integral',
        covers: [['inputs.reset', 'Clears the integral and derivative terms']],
        props: {initial_setpoint: 50, kp: 1, ki: 1},
        steps: [
          {set: {measurement: 40}},
          {at: '2s', expect: {port: 'output', last: 30}},
          {at: '2.5s', set: {reset: true}},
          {at: '3s', expect: {port: 'output', last: 20}},
        ],
      },
      {
        name: 'disabled: output at disabled_output; enabled again: no jump from it (bumpless)',
        covers: [
          ['inputs.enable', 'false holds the output at disabled_output'],
          ['inputs.enable', 'true resumes control without a jump from that output'],
          ['properties.disabled_output', 'The output while `enable` is false'],
        ],
        props: {initial_setpoint: 50, kp: 1, ki: 1, disabled_output: 5},
        steps: [
          {set: {measurement: 40}},
          {at: '3s', expect: {port: 'output', last: 40}},
          {at: '3.5s', set: {enable: false}},
          {at: '4s', expect: {port: 'output', last: 5}},
          {at: '5s', expect: {port: 'output', last: 5}},
          {at: '5.5s', set: {enable: true}},
          {at: '6s', expect: {port: 'output', last: 5}},
          {at: '7s', expect: {port: 'output', last: 15}},
        ],
      },
      {
        name: 'no setpoint: output held at disabled_output, with a Console line',
        covers: [
          ['properties.initial_setpoint', 'with neither, the output stays at disabled_output'],
          ['properties.disabled_output', 'while no setpoint is set'],
          ['errors[1]', 'pid: no setpoint, output held at 0'],
          ['outputs.error', 'The Console message when the loop cannot run normally'],
        ],
        props: {kp: 1, ki: 1},
        steps: [
          {set: {measurement: 40}},
          {at: '1s', expect: {console: 'pid: no setpoint, output held at 0'}},
          {expect: {port: 'output', last: 0}},
          {expect: {port: 'error', last: 'pid: no setpoint, output held at 0'}},
        ],
      },
      {
        name: 'no setpoint is reported once per episode, not on every sample',
        covers: [['outputs.error', 'sent once when the condition begins, not on every sample']],
        props: {kp: 1, ki: 1, measurement_timeout: 0},
        steps: [
          {set: {measurement: 40}},
          {at: '10s', expect: {port: 'error', count: 1}},
          {expect: {port: 'output', last: 0, count: 10}},
          {set: {setpoint: 50}},
          {at: '12s', expect: {port: 'error', count: 1}},
          // A text on setpoint is no number: the loop is without a target again, a new episode.
          {set: {setpoint: 'off'}},
          {
            at: '20s',
            expect: {port: 'error', last: 'pid: no setpoint, output held at 0', count: 2},
          },
          {set: {enable: false}},
          {at: '22s', set: {enable: true}},
          {at: '30s', expect: {port: 'error', count: 3}},
        ],
      },
      {
        name: 'no measurement for measurement_timeout: output to disabled_output',
        covers: [
          ['properties.measurement_timeout', 'when no new measurement arrives for this long'],
          ['properties.disabled_output', 'after a measurement timeout'],
          ['errors[0]', 'pid: no measurement for 10 s, output set to 0'],
        ],
        props: {initial_setpoint: 50, kp: 1, ki: 0},
        steps: [
          {set: {measurement: 40}},
          {at: '10s', expect: {port: 'output', last: 10}},
          {
            at: '10s',
            expect: {console: 'pid: no measurement for 10 s, output set to 0', within: '1s'},
          },
          {expect: {port: 'output', last: 0}},
          {at: '11.5s', set: {measurement: 45}},
          {at: '12s', expect: {port: 'output', last: 5}},
        ],
      },
      {
        name: 'measurement_timeout 0 never times out',
        covers: [['properties.measurement_timeout', '0 never times out']],
        props: {initial_setpoint: 50, kp: 1, ki: 0, measurement_timeout: 0},
        steps: [
          {set: {measurement: 40}},
          {at: '1h', expect: {port: 'output', last: 10}},
          {expect: {noConsole: 'no measurement', contains: true}},
        ],
      },
      {
        name: 'output at output_max for 10 min: a Console line',
        covers: [['errors[2]', 'pid: output at 100 for 600 s, setpoint not reached']],
        props: {initial_setpoint: 50, kp: 100, ki: 0, measurement_timeout: 0},
        steps: [
          {set: {measurement: 0}},
          {at: '10min', expect: {noConsole: 'setpoint not reached', contains: true}},
          {
            expect: {
              console: 'pid: output at 100 for 600 s, setpoint not reached',
              within: '2s',
            },
          },
        ],
      },
      {
        name: 'Studio refuses a sample_time under 100 ms',
        covers: [['properties.sample_time', 'How often the output is computed']],
        props: {sample_time: 50},
        refused: 'property "sample_time" is 50: below the minimum 100',
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.sample_time', 'about a tenth of the process’s response time'],
        reason: 'advice on choosing the value',
      },
    ],
  },

  node_stepper: {
    cases: [
      {
        name: 'a move accelerates, cruises at max_speed and decelerates; position every 100 ms',
        covers: [
          ['inputs.move', 'Moves by this many full steps from the current position'],
          ['outputs.position', 'updated every 100 ms while moving'],
          ['outputs.position', 'The current position in full steps from home'],
          ['outputs.done', 'when a move'],
          ['properties.max_speed', 'Cruise speed of moves, in full steps per second'],
          ['properties.acceleration', 'Acceleration and deceleration of every move'],
          ['inputs.enable', 'the block starts enabled'],
        ],
        props: {slot: 1},
        steps: [
          {set: {move: 400}},
          {at: '100ms', expect: {port: 'position', last: 4, count: 1}},
          {at: '500ms', expect: {port: 'position', last: 100, count: 5}},
          {at: '1s', expect: {port: 'position', last: 300, count: 10}},
          {at: '1499ms', expect: {port: 'done', count: 0}},
          {at: '1.5s', expect: {port: 'done', last: 400, count: 1}},
          {expect: {port: 'position', last: 400}},
          {at: '5s', expect: {port: 'position', last: 400, count: 15}},
        ],
      },
      {
        name: 'negative moves reverse; move_to goes to a position from home',
        covers: [
          ['inputs.move', 'negative for reverse'],
          ['inputs.move_to', 'Moves to this position, in full steps from home'],
        ],
        props: {slot: 1},
        steps: [
          {set: {move: -50}},
          {at: '2s', expect: {port: 'done', last: -50}},
          {set: {move_to: 30}},
          {at: '4s', expect: {port: 'done', last: 30, count: 2}},
          {set: {move: 10}},
          {at: '6s', expect: {port: 'done', last: 40, count: 3}},
        ],
      },
      {
        name: 'a move replaces a move in progress, from where the shaft is',
        covers: [['inputs.move', 'replaces a move in progress']],
        props: {slot: 1},
        steps: [
          {set: {move: 400}},
          {at: '500ms', set: {move: 10}},
          {at: '5s', expect: {port: 'done', last: 110, count: 1}},
        ],
      },
      {
        name: 'stop decelerates at the set acceleration',
        covers: [
          ['inputs.stop', 'Decelerates to a stop at the set acceleration'],
          ['outputs.done', 'stop'],
        ],
        props: {slot: 1},
        steps: [
          {set: {move: 400}},
          {at: '500ms', set: {stop: true}},
          {at: '999ms', expect: {port: 'done', count: 0}},
          {at: '1s', expect: {port: 'done', last: 200, count: 1}},
          {at: '5s', expect: {port: 'position', last: 200}},
        ],
      },
      {
        name: 'homing runs at home_speed and sets the position to 0',
        covers: [
          ['inputs.home', 'Runs towards the home switch at home_speed and sets the position to 0'],
          ['properties.home_speed', 'Speed of a homing run, towards negative positions'],
          ['outputs.done', 'homing run ends'],
        ],
        props: {slot: 1, home_input: 5, home_speed: 50},
        steps: [
          {set: {move: 100}},
          {at: '2s', set: {home: true}},
          {at: '3.9s', expect: {port: 'done', last: 100, count: 1}},
          {at: '4s', expect: {port: 'done', last: 0, count: 2}},
          {expect: {port: 'position', last: 0}},
        ],
      },
      {
        name: 'a home switch that never closes',
        covers: [['errors[2]', 'stepper: home switch not reached within 20000 steps']],
        props: {slot: 1, home_input: 5},
        steps: [
          {set: {block: false}},
          {set: {home: true}},
          {
            expect: {
              console: 'stepper: home switch not reached within 20000 steps',
              within: '201s',
            },
          },
          {expect: {port: 'done', count: 0}},
        ],
      },
      {
        name: 'disabled: moves are ignored with a Console line',
        covers: [
          ['inputs.enable', 'moves are ignored'],
          ['errors[3]', 'stepper: move ignored, motor disabled'],
          ['outputs.error', 'a command cannot run'],
        ],
        props: {slot: 1},
        steps: [
          {set: {enable: false}},
          {set: {move: 100}},
          {expect: {console: 'stepper: move ignored, motor disabled'}},
          {expect: {port: 'error', last: 'stepper: move ignored, motor disabled'}},
          {at: '5s', expect: {port: 'done', count: 0}},
          {set: {enable: true}},
          {set: {move: 100}},
          {at: '10s', expect: {port: 'done', last: 100}},
        ],
      },
      {
        name: 'invert_direction turns positive moves the other way',
        covers: [['properties.invert_direction', 'Swaps the direction of positive moves']],
        props: {slot: 1, invert_direction: true},
        steps: [
          {set: {move: 100}},
          {expect: {state: 'block', is: {moving: true, direction: -1}}},
          {at: '2s', expect: {port: 'done', last: 100}},
        ],
      },
      {
        name: 'Studio refuses a max_speed above 3000 steps/s',
        covers: [['properties.max_speed', 'Cruise speed of moves']],
        props: {slot: 1, max_speed: 4000},
        refused: 'property "max_speed" is 4000: above the maximum 3000',
      },
    ],
    notBehaviour: [
      {sentence: ['properties.slot', 'The TBT slot'], reason: 'hardware placement, not modelled'},
      {
        sentence: ['properties.steps_per_rev', 'Full steps per shaft revolution'],
        reason: 'positions and speeds are in full steps, so revolutions never show',
      },
      {
        sentence: ['properties.microstepping', 'Subdivisions of each full step'],
        reason: 'smoothness and noise are physical; positions stay in full steps either way',
      },
      {
        sentence: ['properties.current', 'Phase current while moving'],
        reason: NO_DRIVER,
      },
      {
        sentence: ['properties.hold_current', 'Phase current at standstill'],
        reason: NO_DRIVER,
      },
      {
        sentence: ['properties.home_input', 'The digital input wired to the home switch'],
        reason:
          'the simulator models the switch by the block’s own setting (connected or not), not by input numbers',
      },
      {
        sentence: ['outputs.error', 'when the driver stops the motor'],
        reason: NO_DRIVER,
      },
      {sentence: ['errors[0]', 'driver over-temperature'], reason: NO_DRIVER},
      {sentence: ['errors[1]', 'open coil on phase B'], reason: NO_DRIVER},
    ],
  },

  node_state_machine: {
    cases: [
      {
        name: 'starts in the initial state; events and time in a state move it',
        covers: [
          ['properties.states', 'The state names, one per line'],
          ['properties.initial', 'The state at first start'],
          ['properties.transitions', 'One transition per line as `from + event -> to`'],
          ['properties.transitions', 'fires on time spent in the state'],
          ['inputs.event', 'it moves the machine when a transition from the current state uses it'],
          ['outputs.state', 'The name of the new state after each transition'],
          ['outputs.state', 'and of the initial state at start'],
          ['outputs.transition', 'Each transition as an object with from, to and event'],
        ],
        props: DOOR,
        steps: [
          {at: 0, expect: {port: 'state', last: 'Locked', count: 1}},
          {at: '1s', set: {event: 'card_ok'}},
          {expect: {port: 'state', last: 'Unlocked', count: 2}},
          {expect: {port: 'transition', last: {from: 'Locked', to: 'Unlocked', event: 'card_ok'}}},
          {at: '5.9s', expect: {port: 'state', last: 'Unlocked'}},
          {at: '6s', expect: {port: 'state', last: 'Locked', count: 3}},
          {expect: {port: 'transition', last: {from: 'Unlocked', to: 'Locked'}}},
        ],
      },
      {
        name: 'an event with no transition from the current state is ignored',
        covers: [
          ['outputs.ignored', 'An event name that has no transition from the current state'],
          ['errors[0]', 'state machine: event open has no transition from Locked, ignored'],
        ],
        props: DOOR,
        steps: [
          {set: {event: 'open'}},
          {expect: {console: 'state machine: event open has no transition from Locked, ignored'}},
          {expect: {port: 'ignored', last: 'open'}},
          {expect: {port: 'state', last: 'Locked', count: 1}},
        ],
      },
      {
        name: 'reset returns to the initial state with a transition',
        covers: [
          ['inputs.reset', 'Returns to the initial state, emitting a transition'],
          ['properties.initial', 'after `reset`'],
        ],
        props: DOOR,
        steps: [
          {set: {event: 'card_ok'}},
          {at: '1s', set: {reset: true}},
          {expect: {port: 'state', last: 'Locked', count: 3}},
          {expect: {port: 'transition', last: {from: 'Unlocked', to: 'Locked', event: 'reset'}}},
        ],
      },
      {
        name: 'persist keeps the state across a restart',
        covers: [['properties.persist', 'Keeps the current state across restarts']],
        props: {...DOOR, transitions: 'Locked + card_ok -> Unlocked', persist: true},
        steps: [
          {set: {event: 'card_ok'}},
          {at: '1s', restart: 'restart'},
          {at: '2s', expect: {port: 'state', last: 'Unlocked'}},
        ],
      },
      {
        name: 'without persist a restart starts in the initial state',
        covers: [['properties.persist', 'off starts in the initial state every time']],
        props: {...DOOR, transitions: 'Locked + card_ok -> Unlocked'},
        steps: [
          {set: {event: 'card_ok'}},
          {at: '1s', restart: 'restart'},
          {at: '2s', expect: {port: 'state', last: 'Locked'}},
        ],
      },
      {
        name: 'up to 32 states: 32 start',
        covers: [['properties.states', 'up to 32']],
        props: {
          ...DOOR,
          states: ['Locked', 'Unlocked', ...Array.from({length: 30}, (_, i) => `S${i}`)].join('\n'),
        },
        steps: [{at: 0, expect: {port: 'state', last: 'Locked', count: 1}}],
      },
      {
        name: 'a 33rd state is refused',
        covers: [['properties.states', 'up to 32']],
        props: {
          ...DOOR,
          states: ['Locked', 'Unlocked', ...Array.from({length: 31}, (_, i) => `S${i}`)].join('\n'),
        },
        refused:
          'block "block" (node_state_machine) property "states" names 33 states; the most is 32',
      },
      {
        name: 'a state name with other characters is refused',
        covers: [['properties.states', 'letters, digits and underscores']],
        props: {...DOOR, states: 'Locked\nUnlocked\nDoor-open'},
        refused:
          'property "states" has "Door-open": a state name is letters, digits and underscores',
      },
      {
        name: 'an initial state that is not among the states is refused',
        covers: [['properties.initial', 'The state at first start']],
        props: {...DOOR, initial: 'Closed'},
        refused: 'property "initial" is "Closed": not one of the states in "states"',
      },
      {
        name: 'a transition to a state not listed is refused',
        covers: [['properties.transitions', 'A line that names a state not in states']],
        props: {...DOOR, transitions: 'Locked + card_ok -> Open'},
        refused: 'names Open, which is not in "states"',
      },
      {
        name: 'a line that is not a transition is refused',
        covers: [
          ['properties.transitions', 'or that does not read as a transition, stops the project'],
        ],
        props: {...DOOR, transitions: 'Locked on card_ok go Unlocked'},
        refused: 'is not "from + event -> to"',
      },
      {
        name: 'a timed transition the device cannot read is refused',
        covers: [['properties.transitions', 'fires on time spent in the state']],
        props: {...DOOR, transitions: 'Unlocked + after five seconds -> Locked'},
        refused: 'has no time the device reads',
      },
    ],
    notBehaviour: [
      {
        sentence: ['errors[1]', 'saved state Unlocking no longer exists'],
        reason:
          'needs a new project version deployed over a saved state, and a case runs one project file',
      },
      {
        sentence: ['outputs.transition', 'for logs and tables'],
        reason: 'the sentence’s second half is advice on wiring',
      },
    ],
  },

  node_expression: {
    cases: [
      {
        name: 'evaluates the formula on every message on a',
        covers: [
          ['properties.formula', 'The formula over a, b, c and d, for example `(a - 32) * 5 / 9`'],
          ['inputs.a', 'every message evaluates the formula'],
          ['outputs.result', 'The formula’s value: a number'],
          ['properties.trigger', 'Which inputs evaluate the formula when a message arrives'],
        ],
        props: {formula: '(a - 32) * 5 / 9'},
        steps: [
          {set: {a: 212}},
          {expect: {port: 'result', last: 100, count: 1}},
          {set: {a: 32}},
          {expect: {port: 'result', last: 0, count: 2}},
        ],
      },
      {
        name: 'operators, comparisons, and, or, not and every function',
        covers: [
          ['properties.formula', 'operators + - * / % ^, comparisons, and, or, not'],
          ['properties.formula', 'functions abs, min, max, round, floor, ceil, sqrt, pow, exp'],
          ['outputs.result', 'or a boolean for comparisons'],
        ],
        props: {
          formula:
            'a % 4 + 2 ^ 3 - 1 * 2 / 2 + abs(-3) + min(1, 2) + max(1, 2) + round(2.5) + floor(1.7) + ceil(1.2) + sqrt(16) + pow(2, 3) + exp(0) + ln(1) + log10(100) + sin(0) + cos(0) + clamp(15, 0, 10) + if(a > 0, 1, 2)',
        },
        blocks: [
          {
            id: 'cmp',
            type: 'node_expression',
            properties: {
              formula: 'not (a > 10) and (a == 5 or a != 5) and a >= 5 and a <= 5 and a < 6',
            },
          },
        ],
        wires: [{from: 'in_a.value', to: 'cmp.a'}],
        steps: [
          {set: {a: 5}},
          {expect: {port: 'result', last: 47}},
          {expect: {port: 'cmp.result', last: true}},
        ],
      },
      {
        name: 'a name that is not a function or input is not an operator: toString',
        covers: [['properties.formula', 'operators + - * / % ^']],
        props: {formula: 'a toString b'},
        steps: [
          {at: 0, expect: {console: 'toString', contains: true}},
          {set: {a: 1, b: 2}},
          {expect: {port: 'result', count: 0}},
        ],
      },
      {
        name: 'b is kept; with trigger "a only" it does not evaluate',
        covers: [
          ['inputs.b', 'Value of `b` in the formula, kept until the next one'],
          ['inputs.c', 'Value of `c` in the formula, kept until the next one'],
          ['inputs.d', 'Value of `d` in the formula, kept until the next one'],
          ['properties.trigger', 'Which inputs evaluate'],
        ],
        props: {formula: 'a + b + c + d'},
        steps: [
          {set: {b: 10, c: 100, d: 1000}},
          {expect: {port: 'result', count: 0}},
          {set: {a: 1}},
          {expect: {port: 'result', last: 1111, count: 1}},
          {set: {b: 20}},
          {expect: {port: 'result', count: 1}},
          {set: {a: 2}},
          {expect: {port: 'result', last: 1122, count: 2}},
        ],
      },
      {
        name: 'with trigger "any input", b, c and d evaluate too',
        covers: [
          ['inputs.b', 'evaluates too when trigger is any input'],
          ['inputs.c', 'evaluates too when trigger is any input'],
          ['inputs.d', 'evaluates too when trigger is any input'],
        ],
        props: {formula: 'a + b + c + d', trigger: 'any input'},
        steps: [
          {set: {a: 1, b: 2, c: 3, d: 4}},
          {expect: {port: 'result', last: 10}},
          {set: {c: 30}},
          {expect: {port: 'result', last: 37}},
          {set: {d: 40}},
          {expect: {port: 'result', last: 73}},
        ],
      },
      {
        name: 'numbers are rounded to decimals',
        covers: [['properties.decimals', 'Numbers are rounded to this many decimals']],
        props: {formula: 'a / 3', decimals: 2},
        blocks: [{id: 'six', type: 'node_expression', properties: {formula: 'a / 3'}}],
        wires: [{from: 'in_a.value', to: 'six.a'}],
        steps: [
          {set: {a: 1}},
          {expect: {port: 'result', last: 0.33}},
          {expect: {port: 'six.result', last: 0.333333}},
        ],
      },
      {
        name: 'Studio refuses more than 6 decimals',
        covers: [['properties.decimals', 'rounded to this many decimals']],
        props: {formula: 'a', decimals: 7},
        refused: 'property "decimals" is 7: above the maximum 6',
      },
      {
        name: 'division by zero: a Console line and nothing on result',
        covers: [
          ['errors[0]', 'expression: division by zero in (a - b) / c'],
          ['outputs.error', 'The Console message when the formula cannot be evaluated'],
          ['outputs.error', 'nothing goes to `result`'],
        ],
        props: {formula: '(a - b) / c'},
        steps: [
          {set: {b: 1, c: 0}},
          {set: {a: 5}},
          {expect: {console: 'expression: division by zero in (a - b) / c'}},
          {expect: {port: 'error', last: 'expression: division by zero in (a - b) / c'}},
          {expect: {port: 'result', count: 0}},
        ],
      },
      {
        name: 'b has no value yet',
        covers: [['errors[1]', 'expression: b has no value yet']],
        props: {formula: 'a + b'},
        steps: [
          {set: {a: 1}},
          {expect: {console: 'expression: b has no value yet'}},
          {expect: {port: 'result', count: 0}},
        ],
      },
      {
        name: 'a result that is not a number is an error, from a function or an operator',
        covers: [['errors[2]', 'expression: result is not a number in sqrt(a - 10)']],
        props: {formula: 'sqrt(a - 10)'},
        blocks: [{id: 'power', type: 'node_expression', properties: {formula: '(-a) ^ 0.5'}}],
        wires: [{from: 'in_a.value', to: 'power.a'}],
        steps: [
          {set: {a: 4}},
          {expect: {console: 'expression: result is not a number in sqrt(a - 10)'}},
          {expect: {console: 'expression: result is not a number in (-a) ^ 0.5'}},
          {expect: {port: 'result', count: 0}},
          {expect: {port: 'power.result', count: 0}},
        ],
      },
    ],
  },

  node_dashboard_widget: {
    cases: [
      {
        name: 'a tile shows the latest value with its decimals and unit',
        covers: [
          ['inputs.value', 'a number, text or boolean for a tile'],
          ['properties.widget', 'tile shows the latest value large'],
          ['properties.unit', 'Unit shown after numbers'],
          ['properties.decimals', 'Decimals shown for numbers'],
        ],
        props: {widget: 'tile', title: 'Temperature', unit: '°C', decimals: 1},
        steps: [
          {set: {value: 21.46}},
          {expect: {state: 'block', is: {text: '21.5 °C'}}},
          {set: {value: 'door open'}},
          {expect: {state: 'block', is: {text: 'door open'}}},
        ],
      },
      {
        name: 'a switch shows a boolean as on or off',
        covers: [
          ['inputs.value', 'a boolean for a switch'],
          ['properties.widget', 'switch shows a boolean as on or off'],
        ],
        props: {widget: 'switch', title: 'Pump'},
        steps: [
          {set: {value: true}},
          {expect: {state: 'block', is: {text: 'on'}}},
          {set: {value: false}},
          {expect: {state: 'block', is: {text: 'off'}}},
        ],
      },
      {
        name: 'a chart refuses text',
        covers: [
          ['inputs.value', 'a number for a chart'],
          ['errors[0]', 'dashboard: value "ERR" for chart Temperature is not a number, not stored'],
        ],
        props: {widget: 'chart', title: 'Temperature'},
        steps: [
          {set: {value: 'ERR'}},
          {
            expect: {
              console: 'dashboard: value "ERR" for chart Temperature is not a number, not stored',
            },
          },
          {at: '1s', set: {value: 20}},
          {expect: {noConsole: 'not a number', contains: true}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.title', 'The widget’s heading'], reason: NO_DASHBOARD},
      {sentence: ['properties.group', 'The dashboard section'], reason: NO_DASHBOARD},
      {sentence: ['properties.order', 'Position in its section'], reason: NO_DASHBOARD},
      {
        sentence: ['properties.history', 'how long points are kept in the on-device database'],
        reason: 'the simulator keeps no chart database',
      },
      {
        sentence: ['properties.record_interval', 'one point is stored per interval'],
        reason: 'the simulator keeps no chart database',
      },
      {
        sentence: ['errors[1]', 'database full'],
        reason: 'the simulator keeps no chart database, so its storage never fills',
      },
    ],
  },

  node_dashboard_command: {
    cases: [
      {
        name: 'a button sends true',
        covers: [
          ['outputs.command', 'true for a button press'],
          ['properties.control', 'The control drawn on the dashboard'],
        ],
        props: {control: 'button', title: 'Pump start'},
        steps: [{press: 'block'}, {expect: {port: 'command', last: true, count: 1}}],
      },
      {
        name: 'a switch sends its new boolean, and shows the state from elsewhere',
        covers: [
          ['outputs.command', 'the new value for a switch (boolean)'],
          ['inputs.state', 'The value the control shows'],
        ],
        props: {control: 'switch', title: 'Pump'},
        steps: [
          {set: {state: true}},
          {expect: {state: 'block', is: {value: true}}},
          {expect: {port: 'command', count: 0}},
          {set: {block: false}},
          {expect: {port: 'command', last: false, count: 1}},
          {press: 'block', refused: 'is a switch, not a button'},
        ],
      },
      {
        name: 'a slider sends numbers between min and max, and refuses others',
        covers: [
          ['outputs.command', 'slider or number (number)'],
          ['properties.min', 'the lowest value accepted'],
          ['properties.max', 'the highest value accepted'],
          ['errors[1]', 'dashboard: value 120 for Setpoint outside 0–100, not sent'],
        ],
        props: {control: 'slider', title: 'Setpoint'},
        steps: [
          {set: {block: 55}},
          {expect: {port: 'command', last: 55, count: 1}},
          {set: {block: 120}},
          {expect: {console: 'dashboard: value 120 for Setpoint outside 0–100, not sent'}},
          {expect: {port: 'command', last: 55, count: 1}},
        ],
      },
      {
        name: 'a number control with its own min and max',
        covers: [['properties.min', 'For slider and number']],
        props: {control: 'number', title: 'Flow', min: 10, max: 20},
        steps: [
          {set: {block: 5}},
          {expect: {console: 'dashboard: value 5 for Flow outside 10–20, not sent'}},
          {set: {block: 15}},
          {expect: {port: 'command', last: 15, count: 1}},
        ],
      },
      {
        name: 'a select sends one of its options as text',
        covers: [
          ['outputs.command', 'select (text)'],
          ['properties.options', 'For select: the choices, separated by commas'],
        ],
        props: {control: 'select', title: 'Mode', options: 'Auto, Manual, Off'},
        steps: [
          {set: {block: 'Manual'}},
          {expect: {port: 'command', last: 'Manual', count: 1}},
          {set: {block: 'Boost'}, refused: 'not one of Auto, Manual, Off'},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.title', 'The control’s label'], reason: NO_DASHBOARD},
      {sentence: ['properties.group', 'The dashboard section'], reason: NO_DASHBOARD},
      {sentence: ['properties.order', 'Position in its section'], reason: NO_DASHBOARD},
      {
        sentence: ['properties.step', 'the increment'],
        reason:
          'how far the drawn slider or number field moves per notch; the Run panel sets values directly',
      },
      {
        sentence: ['properties.confirm', 'Asks the user to confirm'],
        reason: 'a dialog in the dashboard page, which the simulator does not draw',
      },
      {
        sentence: ['properties.role', 'The lowest dashboard user role'],
        reason: 'the simulator has no dashboard users or logins: the reader is the only user',
      },
      {
        sentence: ['errors[0]', 'refused, user guest is a viewer'],
        reason: 'the simulator has no dashboard users or logins: the reader is the only user',
      },
    ],
  },
};
