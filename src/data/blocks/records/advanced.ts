// Block records for the Advanced category: PID control, stepper motors, state machines, expressions and the web dashboard.
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_pid',
    title: 'PID controller',
    category: 'advanced',
    summary:
      'Computes a control output from a setpoint and a measurement with PID and anti-windup.',
    keywords: [
      'PID',
      'PID loop',
      'setpoint',
      'closed loop',
      'temperature control',
      'anti-windup',
      'PI controller',
    ],
    inputs: [
      {
        name: 'setpoint',
        kind: 'data',
        type: 'number',
        description:
          'The target value, in the unit of the measurement; replaces initial_setpoint when it arrives.',
      },
      {
        name: 'measurement',
        kind: 'data',
        type: 'number',
        description:
          'The latest process value, for example a temperature in °C; the block uses the newest at every sample.',
      },
      {
        name: 'enable',
        kind: 'data',
        type: 'boolean',
        description:
          'false holds the output at disabled_output; true resumes control without a jump from that output. The block starts enabled.',
      },
      {
        name: 'reset',
        kind: 'event',
        type: 'any',
        description: 'Clears the integral and derivative terms.',
      },
    ],
    outputs: [
      {
        name: 'output',
        kind: 'event',
        type: 'number',
        description:
          'The control output, between output_min and output_max (for example 0–100 % for a PWM heater), once per sample_time.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when the loop cannot run normally, sent once when the condition begins, not on every sample.',
      },
    ],
    properties: [
      {
        name: 'initial_setpoint',
        type: 'number',
        required: false,
        description:
          'The target until a value arrives on `setpoint`; with neither, the output stays at disabled_output.',
      },
      {
        name: 'kp',
        type: 'number',
        default: 1,
        min: 0,
        max: 10000,
        required: true,
        description: 'Proportional gain: output units per unit of deviation.',
      },
      {
        name: 'ki',
        type: 'number',
        default: 0.1,
        min: 0,
        max: 1000,
        unit: '1/s',
        required: true,
        description: 'Integral gain, as repeats per second; 0 makes a P or PD controller.',
      },
      {
        name: 'kd',
        type: 'number',
        default: 0,
        min: 0,
        max: 1000,
        unit: 's',
        required: true,
        description:
          'Derivative time, applied to the measurement, not the deviation, so setpoint steps cause no spike.',
      },
      {
        name: 'sample_time',
        type: 'duration',
        default: 1000,
        min: 100,
        max: 60000,
        unit: 'ms',
        required: true,
        description:
          'How often the output is computed and emitted; about a tenth of the process’s response time.',
      },
      {
        name: 'output_min',
        type: 'number',
        default: 0,
        required: true,
        description:
          'Lowest output; the integral stops growing while the output is held here (anti-windup).',
      },
      {
        name: 'output_max',
        type: 'number',
        default: 100,
        required: true,
        description:
          'Highest output; the integral stops growing while the output is held here (anti-windup).',
      },
      {
        name: 'direction',
        type: 'enum',
        default: 'reverse (heating)',
        options: ['reverse (heating)', 'direct (cooling)'],
        required: true,
        description:
          'reverse raises the output when the measurement is below the setpoint (a heater); direct raises it when above (a cooler or fan).',
      },
      {
        name: 'disabled_output',
        type: 'number',
        default: 0,
        required: false,
        description:
          'The output while `enable` is false, while no setpoint is set, and after a measurement timeout.',
      },
      {
        name: 'measurement_timeout',
        type: 'duration',
        default: 10000,
        min: 0,
        max: 3600000,
        unit: 'ms',
        required: false,
        description:
          '0 never times out; otherwise, when no new measurement arrives for this long, the output goes to disabled_output.',
      },
    ],
    requires: {},
    since: '2.1',
    errors: [
      {
        message: 'pid: no measurement for 10 s, output set to 0',
        cause:
          'Nothing arrived on `measurement` within measurement_timeout, usually because the sensor block failed.',
        fix: 'Check the sensor block and its error output; raise measurement_timeout if the sensor is polled less often.',
      },
      {
        message: 'pid: no setpoint, output held at 0',
        cause: 'initial_setpoint is empty and nothing has arrived on `setpoint`.',
        fix: 'Set initial_setpoint, or feed `setpoint` from a Setting or Variable block that emits at start.',
      },
      {
        message: 'pid: output at 100 for 600 s, setpoint not reached',
        cause:
          'The output has been at output_max for 10 min: the actuator is too small, has failed, or the direction is wrong.',
        fix: 'Check that the actuator responds to the output and that direction matches it (heating or cooling).',
      },
    ],
    related: ['node_pwm', 'node_analog_out', 'node_setting', 'node_onewire', 'node_modbus_write'],
  },
  {
    id: 'node_stepper',
    title: 'Stepper motor',
    category: 'advanced',
    summary: 'Moves a stepper motor on a TBT tile #62 by steps, at a speed, with acceleration.',
    keywords: [
      'stepper',
      'stepper motor',
      'NEMA 17',
      'microstepping',
      'peristaltic pump',
      'motion control',
      'homing',
    ],
    inputs: [
      {
        name: 'move',
        kind: 'event',
        type: 'integer',
        description:
          'Moves by this many full steps from the current position, negative for reverse; replaces a move in progress.',
      },
      {
        name: 'move_to',
        kind: 'event',
        type: 'integer',
        description: 'Moves to this position, in full steps from home.',
      },
      {
        name: 'stop',
        kind: 'event',
        type: 'any',
        description: 'Decelerates to a stop at the set acceleration.',
      },
      {
        name: 'home',
        kind: 'event',
        type: 'any',
        description:
          'Runs towards the home switch at home_speed and sets the position to 0 where it closes.',
      },
      {
        name: 'enable',
        kind: 'data',
        type: 'boolean',
        description:
          'false switches the coils off so the shaft turns freely and moves are ignored; the block starts enabled.',
      },
    ],
    outputs: [
      {
        name: 'position',
        kind: 'data',
        type: 'integer',
        description:
          'The current position in full steps from home, updated every 100 ms while moving.',
      },
      {
        name: 'done',
        kind: 'event',
        type: 'integer',
        description: 'The position, in full steps, when a move, stop or homing run ends.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when the driver stops the motor or a command cannot run.',
      },
    ],
    properties: [
      {
        name: 'slot',
        type: 'channel',
        min: 1,
        max: 8,
        required: true,
        description: 'The TBT slot holding the stepper motor tile #62.',
      },
      {
        name: 'steps_per_rev',
        type: 'integer',
        default: 200,
        min: 4,
        max: 1000,
        unit: 'steps',
        required: true,
        description: 'Full steps per shaft revolution: 200 for a 1.8° motor, 400 for a 0.9° motor.',
      },
      {
        name: 'microstepping',
        type: 'enum',
        default: '16',
        options: ['1', '2', '4', '8', '16'],
        required: false,
        description:
          'Subdivisions of each full step; more is smoother and quieter, and positions stay in full steps.',
      },
      {
        name: 'max_speed',
        type: 'number',
        default: 400,
        min: 1,
        max: 3000,
        unit: 'steps/s',
        required: true,
        description:
          'Cruise speed of moves, in full steps per second: 400 steps/s is 2 rev/s on a 200-step motor.',
      },
      {
        name: 'acceleration',
        type: 'number',
        default: 800,
        min: 10,
        max: 50000,
        unit: 'steps/s²',
        required: true,
        description:
          'Acceleration and deceleration of every move; too high makes the motor stall and lose steps.',
      },
      {
        name: 'current',
        type: 'number',
        default: 1.0,
        min: 0.1,
        max: 1.5,
        unit: 'A',
        required: true,
        description:
          'Phase current while moving; set it to the motor’s rated current or below, 1.5 A at most.',
      },
      {
        name: 'hold_current',
        type: 'number',
        default: 0.3,
        min: 0,
        max: 1.5,
        unit: 'A',
        required: false,
        description:
          'Phase current at standstill, to hold position with less heat; 0 lets the shaft turn freely.',
      },
      {
        name: 'invert_direction',
        type: 'boolean',
        default: false,
        required: false,
        description: 'Swaps the direction of positive moves, instead of rewiring a coil.',
      },
      {
        name: 'home_input',
        type: 'channel',
        default: 0,
        min: 0,
        max: 32,
        required: false,
        description:
          'The digital input wired to the home switch, numbered across the TBT’s digital input tiles; 0 for none.',
      },
      {
        name: 'home_speed',
        type: 'number',
        default: 100,
        min: 1,
        max: 1000,
        unit: 'steps/s',
        required: false,
        description: 'Speed of a homing run, towards negative positions.',
      },
    ],
    requires: {allOf: ['stepper']},
    since: '2.2',
    errors: [
      {
        message: 'stepper: driver over-temperature on tile #62 in slot 3, motor stopped',
        cause:
          'The driver reached its thermal limit: current set too high for the duty, or the TBT’s ventilation is blocked.',
        fix: 'Lower current and hold_current, leave a free slot beside the tile, and let it cool; the next move clears the fault.',
      },
      {
        message: 'stepper: open coil on phase B, motor stopped',
        cause: 'The driver sees no current in one coil: a loose or broken motor wire.',
        fix: 'Power down and check the B+ and B− wires and the motor connector.',
      },
      {
        message: 'stepper: home switch not reached within 20000 steps',
        cause:
          'The homing run ended without the home input closing: the switch is unwired, on another input, or homing runs the wrong way.',
        fix: 'Check home_input against the wiring, and invert_direction if the motor runs away from the switch.',
      },
      {
        message: 'stepper: move ignored, motor disabled',
        cause: 'A move arrived while `enable` was false.',
        fix: 'Send true to `enable` before the move.',
      },
    ],
    related: ['node_button', 'node_timer', 'node_counter', 'node_dashboard_command'],
  },
  {
    id: 'node_state_machine',
    title: 'State machine',
    category: 'advanced',
    summary: 'Keeps a named state and moves between states on events, emitting on each transition.',
    keywords: [
      'state machine',
      'FSM',
      'finite state machine',
      'sequence',
      'interlock',
      'door control',
    ],
    inputs: [
      {
        name: 'event',
        kind: 'event',
        type: 'string',
        description:
          'An event name, for example card_ok; it moves the machine when a transition from the current state uses it.',
      },
      {
        name: 'reset',
        kind: 'event',
        type: 'any',
        description: 'Returns to the initial state, emitting a transition.',
      },
    ],
    outputs: [
      {
        name: 'state',
        kind: 'event',
        type: 'string',
        description:
          'The name of the new state after each transition, and of the initial state at start.',
      },
      {
        name: 'transition',
        kind: 'event',
        type: 'object',
        description: 'Each transition as an object with from, to and event, for logs and tables.',
      },
      {
        name: 'ignored',
        kind: 'event',
        type: 'string',
        description: 'An event name that has no transition from the current state.',
      },
    ],
    properties: [
      {
        name: 'states',
        type: 'string',
        required: true,
        description: 'The state names, one per line, up to 32; letters, digits and underscores.',
      },
      {
        name: 'initial',
        type: 'string',
        required: true,
        description: 'The state at first start and after `reset`.',
      },
      {
        name: 'transitions',
        type: 'string',
        required: true,
        description:
          'One transition per line as `from + event -> to`, for example `Locked + card_ok -> Unlocked`; `Unlocked + after 5 s -> Locked` fires on time spent in the state. A line that names a state not in states, or that does not read as a transition, stops the project from starting.',
      },
      {
        name: 'persist',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Keeps the current state across restarts; off starts in the initial state every time.',
      },
    ],
    requires: {},
    since: '2.3',
    errors: [
      {
        message: 'state machine: event open has no transition from Locked, ignored',
        cause:
          'The event is not used by any transition out of the current state; it is emitted on `ignored`.',
        fix: 'Add the transition if the event should act in that state; otherwise nothing is wrong.',
      },
      {
        message: 'state machine: saved state Unlocking no longer exists, starting in Locked',
        cause:
          'persist is on and the new project version removed or renamed the state the device was in.',
        fix: 'Nothing; check the machine starts correctly in the initial state after the deploy.',
      },
    ],
    related: ['node_switch', 'node_timer', 'node_wiegand', 'node_relay', 'node_log'],
  },
  {
    id: 'node_expression',
    title: 'Expression',
    category: 'advanced',
    summary: 'Evaluates a formula over its inputs, for calculations no single block covers.',
    keywords: ['formula', 'expression', 'calculation', 'math', 'conversion', 'dew point'],
    inputs: [
      {
        name: 'a',
        kind: 'event',
        type: 'any',
        description: 'Value of `a` in the formula; every message evaluates the formula.',
      },
      {
        name: 'b',
        kind: 'data',
        type: 'any',
        description:
          'Value of `b` in the formula, kept until the next one; evaluates too when trigger is any input.',
      },
      {
        name: 'c',
        kind: 'data',
        type: 'any',
        description:
          'Value of `c` in the formula, kept until the next one; evaluates too when trigger is any input.',
      },
      {
        name: 'd',
        kind: 'data',
        type: 'any',
        description:
          'Value of `d` in the formula, kept until the next one; evaluates too when trigger is any input.',
      },
    ],
    outputs: [
      {
        name: 'result',
        kind: 'event',
        type: 'any',
        description: 'The formula’s value: a number, or a boolean for comparisons.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when the formula cannot be evaluated; nothing goes to `result`.',
      },
    ],
    properties: [
      {
        name: 'formula',
        type: 'string',
        required: true,
        description:
          'The formula over a, b, c and d, for example `(a - 32) * 5 / 9`; operators + - * / % ^, comparisons, and, or, not; functions abs, min, max, round, floor, ceil, sqrt, pow, exp, ln, log10, sin, cos, clamp and if.',
      },
      {
        name: 'trigger',
        type: 'enum',
        default: 'a only',
        options: ['a only', 'any input'],
        required: false,
        description: 'Which inputs evaluate the formula when a message arrives.',
      },
      {
        name: 'decimals',
        type: 'integer',
        default: 6,
        min: 0,
        max: 6,
        required: false,
        description: 'Numbers are rounded to this many decimals.',
      },
    ],
    requires: {},
    since: '2.3',
    errors: [
      {
        message: 'expression: division by zero in (a - b) / c',
        cause: 'A divisor in the formula was 0 when it was evaluated.',
        fix: 'Guard the division, for example `if(c == 0, 0, (a - b) / c)`.',
      },
      {
        message: 'expression: b has no value yet',
        cause: 'The formula was evaluated before any message arrived on `b`.',
        fix: 'Feed `b` from a block that emits at start, or trigger on `a` only once `b` is set.',
      },
      {
        message: 'expression: result is not a number in sqrt(a - 10)',
        cause:
          'A function got an argument outside its domain, here a square root of a negative number.',
        fix: 'Clamp the argument, for example `sqrt(max(a - 10, 0))`.',
      },
    ],
    related: ['node_arithmetic', 'node_scale', 'node_comparison', 'node_json_parse'],
  },
  {
    id: 'node_dashboard_widget',
    title: 'Dashboard widget',
    category: 'advanced',
    summary: 'Shows a value on the device’s web dashboard as a tile, chart or switch.',
    keywords: ['web dashboard', 'widget', 'chart', 'trend', 'tile', 'HMI', 'local web page'],
    inputs: [
      {
        name: 'value',
        kind: 'data',
        type: 'any',
        description:
          'The value to show: a number for a chart, a number, text or boolean for a tile, a boolean for a switch.',
      },
    ],
    outputs: [],
    properties: [
      {
        name: 'widget',
        type: 'enum',
        default: 'tile',
        options: ['tile', 'chart', 'switch'],
        required: true,
        description:
          'tile shows the latest value large; chart plots numbers over time from the on-device database; switch shows a boolean as on or off, read-only (use a Dashboard command to operate it).',
      },
      {
        name: 'title',
        type: 'string',
        required: true,
        description: 'The widget’s heading, up to 40 characters, for example Temperature.',
      },
      {
        name: 'unit',
        type: 'string',
        required: false,
        description: 'Unit shown after numbers, for example °C.',
      },
      {
        name: 'decimals',
        type: 'integer',
        default: 1,
        min: 0,
        max: 6,
        required: false,
        description: 'Decimals shown for numbers.',
      },
      {
        name: 'group',
        type: 'string',
        default: 'Main',
        required: false,
        description:
          'The dashboard section the widget appears in; sections are tabs on the dashboard.',
      },
      {
        name: 'order',
        type: 'integer',
        default: 1,
        min: 1,
        max: 99,
        required: false,
        description: 'Position in its section, lowest first.',
      },
      {
        name: 'history',
        type: 'duration',
        default: 86400000,
        min: 3600000,
        max: 2592000000,
        unit: 'ms',
        required: false,
        description:
          'For chart: how long points are kept in the on-device database, from 1 h to 30 days; the default is 24 h.',
      },
      {
        name: 'record_interval',
        type: 'duration',
        default: 60000,
        min: 1000,
        max: 3600000,
        unit: 'ms',
        required: false,
        description:
          'For chart: one point is stored per interval, the average of the values received in it.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi']},
    since: '1.0',
    errors: [
      {
        message: 'dashboard: value "ERR" for chart Temperature is not a number, not stored',
        cause:
          'A text arrived at a chart widget, for example from a sensor block’s error output wired by mistake.',
        fix: 'Wire only numeric outputs to chart widgets; show errors in a tile.',
      },
      {
        message: 'dashboard: database full, chart Temperature keeps 12 h instead of 24 h',
        cause:
          'The charts’ histories together need more of the log and table storage than is free.',
        fix: 'Raise record_interval or shorten history on some charts, or export and clear large tables.',
      },
    ],
    related: ['node_dashboard_command', 'node_average', 'node_relay', 'node_table'],
  },
  {
    id: 'node_dashboard_command',
    title: 'Dashboard command',
    category: 'advanced',
    summary: 'Emits when a user presses a button or changes a control on the web dashboard.',
    keywords: [
      'web dashboard',
      'remote control',
      'button',
      'slider',
      'switch',
      'setpoint',
      'operator',
    ],
    inputs: [
      {
        name: 'state',
        kind: 'data',
        type: 'any',
        description:
          'The value the control shows, for example a relay’s state for a switch, so the dashboard reflects changes made elsewhere.',
      },
    ],
    outputs: [
      {
        name: 'command',
        kind: 'event',
        type: 'any',
        description:
          'true for a button press; the new value for a switch (boolean), slider or number (number) and select (text).',
      },
    ],
    properties: [
      {
        name: 'control',
        type: 'enum',
        default: 'button',
        options: ['button', 'switch', 'slider', 'number', 'select'],
        required: true,
        description: 'The control drawn on the dashboard.',
      },
      {
        name: 'title',
        type: 'string',
        required: true,
        description: 'The control’s label, up to 40 characters, for example Pump start.',
      },
      {
        name: 'group',
        type: 'string',
        default: 'Main',
        required: false,
        description: 'The dashboard section the control appears in.',
      },
      {
        name: 'order',
        type: 'integer',
        default: 1,
        min: 1,
        max: 99,
        required: false,
        description: 'Position in its section, lowest first.',
      },
      {
        name: 'min',
        type: 'number',
        default: 0,
        required: false,
        description: 'For slider and number: the lowest value accepted.',
      },
      {
        name: 'max',
        type: 'number',
        default: 100,
        required: false,
        description: 'For slider and number: the highest value accepted.',
      },
      {
        name: 'step',
        type: 'number',
        default: 1,
        required: false,
        description: 'For slider and number: the increment.',
      },
      {
        name: 'options',
        type: 'string',
        required: false,
        description: 'For select: the choices, separated by commas, for example Auto, Manual, Off.',
      },
      {
        name: 'confirm',
        type: 'boolean',
        default: false,
        required: false,
        description: 'Asks the user to confirm before the command is sent.',
      },
      {
        name: 'role',
        type: 'enum',
        default: 'operator',
        options: ['viewer', 'operator', 'admin'],
        required: false,
        description:
          'The lowest dashboard user role that may use the control; others see it greyed out.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi']},
    since: '1.0',
    errors: [
      {
        message: 'dashboard: command Pump start refused, user guest is a viewer',
        cause:
          'A user whose role is below the control’s role tried to use it, for example through a bookmarked request.',
        fix: 'Give the user a higher role in the dashboard settings, or lower the control’s role.',
      },
      {
        message: 'dashboard: value 120 for Setpoint outside 0–100, not sent',
        cause: 'A number control received a value outside min and max.',
        fix: 'Enter a value in range, or widen min and max.',
      },
    ],
    related: ['node_dashboard_widget', 'node_relay', 'node_setting', 'node_variable'],
  },
] as const satisfies readonly BlockRecord[];

// cspell:ignore NEMA
