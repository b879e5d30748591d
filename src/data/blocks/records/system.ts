/** Full records of the system blocks: device events, on-board I/O, buzzer, restarts, firmware and the log. */
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_system',
    title: 'System',
    category: 'system',
    summary:
      'Emits events when the device starts, loses or regains its network, and reports uptime and free memory.',
    keywords: [
      'boot',
      'startup',
      'on start',
      'uptime',
      'free memory',
      'network lost',
      'watchdog',
      'heartbeat',
    ],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description: 'Sends uptime and free_memory at once; the value of the message is ignored.',
      },
    ],
    outputs: [
      {
        name: 'start',
        kind: 'event',
        type: 'any',
        description:
          'Fires once each time the project starts (after a deploy, a restart or a power cut) and carries no value.',
      },
      {
        name: 'start_reason',
        kind: 'data',
        type: 'string',
        description:
          'Why the project last started: power_on, restart, deploy, watchdog or firmware_upgrade, set before start fires.',
      },
      {
        name: 'network_down',
        kind: 'event',
        type: 'string',
        description:
          'Fires when the device has had no network connection for network_down_delay, carrying the interface it lost: ethernet, wifi or cellular.',
      },
      {
        name: 'network_up',
        kind: 'event',
        type: 'string',
        description:
          'Fires when a network connection comes back, carrying the interface and its IP address, for example "ethernet 192.168.1.40".',
      },
      {
        name: 'uptime',
        kind: 'data',
        type: 'integer',
        description: 'Seconds since the runtime started, sent on read and every report_interval.',
      },
      {
        name: 'free_memory',
        kind: 'data',
        type: 'integer',
        description:
          'Free RAM available to the project, in bytes, sent on read and every report_interval.',
      },
    ],
    properties: [
      {
        name: 'report_interval',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          'How often uptime and free_memory are sent without a read: 0 sends them only on read, otherwise 1 s to 24 h.',
      },
      {
        name: 'network_down_delay',
        type: 'duration',
        default: 10000,
        min: 0,
        max: 600000,
        unit: 'ms',
        required: false,
        description:
          'How long the network must stay unreachable before network_down fires, so a Wi-Fi roam or a switch reboot raises nothing.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [],
    related: ['node_log', 'node_reboot', 'node_mqtt_status', 'node_cloud_alert', 'node_timer'],
  },
  {
    id: 'node_button',
    title: 'Button',
    category: 'system',
    summary:
      'Turns presses on a front-panel button or a digital input into press, release and long-press events.',
    keywords: [
      'push button',
      'pushbutton',
      'key',
      'long press',
      'front panel',
      'debounce',
      'momentary switch',
    ],
    inputs: [],
    outputs: [
      {
        name: 'press',
        kind: 'event',
        type: 'string',
        description:
          'Fires when the button goes down, carrying its name: up, down, left, right, ok, back, or di1 to di32 for a digital input.',
      },
      {
        name: 'release',
        kind: 'event',
        type: 'integer',
        description: 'Fires when the button comes up, carrying how long it was held, in ms.',
      },
      {
        name: 'long_press',
        kind: 'event',
        type: 'integer',
        description:
          'Fires once while the button is still held, when the hold reaches long_press_time, carrying that time in ms.',
      },
    ],
    properties: [
      {
        name: 'source',
        type: 'enum',
        default: 'digital_input',
        options: ['digital_input', 'front_panel'],
        required: true,
        description:
          'Where the button is: a push button wired to a digital input, or one of the six front-panel buttons of a CP-02.',
      },
      {
        name: 'button',
        type: 'enum',
        default: 'ok',
        options: ['up', 'down', 'left', 'right', 'ok', 'back'],
        required: false,
        description: 'The front-panel button to read when source is front_panel.',
      },
      {
        name: 'channel',
        type: 'channel',
        default: 1,
        min: 1,
        max: 32,
        required: false,
        description:
          'The digital input to read when source is digital_input: 1–8 on a BP-01, 1–4 on a CP-02 or CP-03, 4 per tile #1 on a TBT.',
      },
      {
        name: 'active_when',
        type: 'enum',
        default: 'closed',
        options: ['closed', 'open'],
        required: false,
        description:
          'Which contact state counts as pressed on a digital input: closed for a normally open button, open for a normally closed one.',
      },
      {
        name: 'long_press_time',
        type: 'duration',
        default: 1000,
        min: 300,
        max: 10000,
        unit: 'ms',
        required: false,
        description: 'How long the button must be held before long_press fires.',
      },
      {
        name: 'repeat_interval',
        type: 'duration',
        default: 0,
        min: 0,
        max: 2000,
        unit: 'ms',
        required: false,
        description:
          'When above 0, press fires again at this interval while the button stays held after long_press, for stepping a setpoint up or down.',
      },
      {
        name: 'debounce',
        type: 'duration',
        default: 20,
        min: 5,
        max: 500,
        unit: 'ms',
        required: false,
        description:
          'How long the contact must stay in a new state before the change counts as a press or release.',
      },
    ],
    requires: {anyOf: ['buttons', 'digital-in']},
    since: '1.0',
    errors: [
      {
        message: 'button: channel 9 not present on this device (BP-01 has 1–8)',
        cause: 'The channel property names a digital input the device does not have.',
        fix: 'Choose a channel the device has: 1–8 on a BP-01, 1–4 on a CP-02 or CP-03, or fit another tile #1 to a TBT.',
      },
      {
        message:
          'button: front-panel button "ok" not present on this device (BP-01 has no front-panel buttons)',
        cause:
          'source is front_panel on a device without front-panel buttons; only the CP-02 has them.',
        fix: 'Set source to digital_input and wire a push button to a digital input, or use an LCD button block on a CP-03 touchscreen.',
      },
    ],
    related: ['node_digital_in', 'node_lcd_button', 'node_counter', 'node_relay'],
  },
  {
    id: 'node_digital_in',
    title: 'Digital input',
    category: 'system',
    summary: 'Reads a digital input and emits its state on every change, debounced.',
    keywords: [
      'DI',
      'dry contact',
      'debounce',
      'opto-isolated',
      'contact input',
      'door sensor',
      'limit switch',
    ],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description:
          'Sends the current state on state at once, whether it has changed or not; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'state',
        kind: 'event',
        type: 'boolean',
        description:
          'The debounced state on every change and on read: true when the contact is closed or 5–30 V DC is present (inverted when invert is on).',
      },
      {
        name: 'on',
        kind: 'event',
        type: 'boolean',
        description: 'Fires with true only when the state changes from false to true.',
      },
      {
        name: 'off',
        kind: 'event',
        type: 'boolean',
        description: 'Fires with false only when the state changes from true to false.',
      },
    ],
    properties: [
      {
        name: 'channel',
        type: 'channel',
        default: 1,
        min: 1,
        max: 32,
        required: true,
        description:
          'The digital input to read: 1–8 on a BP-01, 1–4 on a CP-02 or CP-03, 4 per tile #1 on a TBT, numbered in slot order.',
      },
      {
        name: 'debounce',
        type: 'duration',
        default: 20,
        min: 0,
        max: 10000,
        unit: 'ms',
        required: false,
        description:
          'How long the input must hold a new state before the change is emitted; 0 passes every edge, for clean electronic signals.',
      },
      {
        name: 'invert',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Reports true for an open contact, for normally closed sensors such as a door contact or an emergency stop loop.',
      },
      {
        name: 'emit_at_start',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Sends the state once when the project starts, so the blocks downstream begin in step with the input.',
      },
    ],
    requires: {allOf: ['digital-in']},
    since: '1.0',
    errors: [
      {
        message: 'digital_in: channel 9 not present on this device (BP-01 has 1–8)',
        cause: 'The channel property names a digital input the device does not have.',
        fix: 'Choose a channel the device has: 1–8 on a BP-01, 1–4 on a CP-02 or CP-03, 4 per tile #1 on a TBT.',
      },
      {
        message: 'digital_in: channel 3 chattering, 112 changes in 1 s, limited to 50 events/s',
        cause:
          'The input changes faster than the 50 events per second a Digital input block passes on: a bouncing contact with debounce set too low, or a pulse train.',
        fix: 'Raise debounce to 20 ms or more for a mechanical contact; to count pulses up to 1 kHz, use a Counter block with source digital_input.',
      },
    ],
    related: ['node_button', 'node_counter', 'node_relay', 'node_logic'],
  },
  {
    id: 'node_relay',
    title: 'Relay',
    category: 'system',
    summary: 'Switches a relay output on, off or for a set time.',
    keywords: ['relay output', 'DO', 'contactor', 'SPDT', 'pulse', 'door strike', 'switch output'],
    inputs: [
      {
        name: 'on',
        kind: 'event',
        type: 'any',
        description:
          'Energises the relay, closing COM–NO; the value is ignored and a running pulse is cancelled.',
      },
      {
        name: 'off',
        kind: 'event',
        type: 'any',
        description:
          'Releases the relay, closing COM–NC; the value is ignored and a running pulse is cancelled.',
      },
      {
        name: 'pulse',
        kind: 'event',
        type: 'integer',
        description:
          'Energises the relay for pulse_time, or for the number of ms the message carries when it is a positive integer, then releases it.',
      },
    ],
    outputs: [
      {
        name: 'state',
        kind: 'event',
        type: 'boolean',
        description:
          'true when the relay is energised and false when it is released: sent once when the project starts, with the start state, and then on every change.',
      },
    ],
    properties: [
      {
        name: 'relay',
        type: 'channel',
        default: 1,
        min: 1,
        max: 16,
        required: true,
        description:
          'The relay number, terminals Rn-COM, Rn-NO and Rn-NC: 1–4 on a BP-01, 1–2 on a CP-02 or CP-03, 2 per tile #3 on a TBT, numbered in slot order.',
      },
      {
        name: 'pulse_time',
        type: 'duration',
        default: 1000,
        min: 50,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          'How long a pulse keeps the relay energised when the pulse message carries no time of its own.',
      },
      {
        name: 'start_state',
        type: 'enum',
        default: 'off',
        options: ['off', 'on', 'restore'],
        required: false,
        description:
          'The relay state when the project starts; restore returns to the state before the restart or power cut, saved on every change.',
      },
    ],
    requires: {allOf: ['relay']},
    since: '1.0',
    errors: [
      {
        message: 'relay: channel 5 not present on this device (BP-01 has 1–4)',
        cause: 'The relay property names a relay the device does not have.',
        fix: 'Choose a relay the device has: 1–4 on a BP-01, 1–2 on a CP-02 or CP-03, or fit another tile #3 to a TBT.',
      },
      {
        message: 'relay: pulse of 20 ms below the 50 ms minimum',
        cause: 'A pulse message carried a time shorter than the relay can close and open reliably.',
        fix: 'Send 50 ms or more on pulse, or send a message that is not a number so pulse_time applies.',
      },
      {
        message: 'relay: relay 2 is also driven by "Vent fan", the last command wins',
        cause:
          'Two Relay blocks in the project use the same relay number, so each overrides the other. Each names the other by its label, or by its id when it has no label.',
        fix: 'Keep one Relay block per relay and wire every source of on, off and pulse to it.',
      },
    ],
    related: ['node_threshold', 'node_digital_in', 'node_scheduler', 'node_reboot'],
  },
  {
    id: 'node_analog_in',
    title: 'Analog input',
    category: 'system',
    summary: 'Samples a 0–10 V or 4–20 mA input and emits the scaled value.',
    keywords: ['AI', '4-20 mA', '0-10 V', 'current loop', 'transmitter', 'ADC', 'sensor input'],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description:
          'Takes a sample at once and sends it on value, outside the sample_interval cycle; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'number',
        description:
          'The reading scaled linearly from scale_low to scale_high, in the unit you set, sent after every sample; it is not clamped.',
      },
      {
        name: 'raw',
        kind: 'data',
        type: 'number',
        description:
          'The same sample before scaling, in V for 0-10V mode or in mA for 4-20mA mode.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The message of an input fault such as an open 4–20 mA loop, sent alongside the value.',
      },
    ],
    properties: [
      {
        name: 'channel',
        type: 'channel',
        default: 1,
        min: 1,
        max: 32,
        required: true,
        description:
          'The analog input to sample, terminals AIn+ and AIn−: 1–4 on a BP-01, 4 per tile #14 on a TBT, numbered in slot order.',
      },
      {
        name: 'mode',
        type: 'enum',
        default: '4-20mA',
        options: ['0-10V', '4-20mA'],
        labels: {'0-10V': '0–10 V', '4-20mA': '4–20 mA'},
        required: true,
        description:
          'The signal type, which must match the channel jumper on a BP-01; tile #14 switches in software.',
      },
      {
        name: 'scale_low',
        type: 'number',
        default: 0,
        required: false,
        description:
          'The value emitted at 0 V or 4 mA, for example −50 for a transmitter ranged −50…150 °C.',
      },
      {
        name: 'scale_high',
        type: 'number',
        default: 100,
        required: false,
        description:
          'The value emitted at 10 V or 20 mA, for example 150 for a transmitter ranged −50…150 °C.',
      },
      {
        name: 'unit',
        type: 'string',
        default: '',
        required: false,
        description:
          'The engineering unit of value, such as °C, bar or ppm, shown in the debugger and on dashboard widgets.',
      },
      {
        name: 'sample_interval',
        type: 'duration',
        default: 1000,
        min: 20,
        max: 3600000,
        unit: 'ms',
        required: false,
        description:
          'Time between samples: 100 ms or more on a BP-01 (10 samples/s), 20 ms or more on tile #14 (50 samples/s).',
      },
      {
        name: 'filter',
        type: 'integer',
        default: 1,
        min: 1,
        max: 100,
        required: false,
        description:
          'Number of consecutive samples averaged into each value; 1 turns the filter off.',
      },
    ],
    requires: {allOf: ['analog-in']},
    since: '1.0',
    errors: [
      {
        message: 'analog_in: channel 5 not present on this device (BP-01 has 1–4)',
        cause: 'The channel property names an analog input the device does not have.',
        fix: 'Choose channel 1–4 on a BP-01, or fit another tile #14 to a TBT.',
      },
      {
        message:
          'analog_in: channel 1 loop current 1.2 mA below 3.6 mA, loop open or transmitter failed',
        cause:
          'In 4-20mA mode the current fell under 3.6 mA: a broken wire, a transmitter without supply, or the jumper set to 0–10 V.',
        fix: 'Measure the loop current with a meter in series, check the 24 V supply to the transmitter, and check the channel jumper.',
      },
      {
        message: 'analog_in: channel 2 over range, 10.7 V above 10.5 V',
        cause:
          'The signal is beyond what the input can measure, for example a 0–24 V signal on a 0–10 V input; while over range, raw stays at 10.5 V.',
        fix: 'Check the transmitter’s output range, and the mode and jumper of the channel.',
      },
      {
        message: 'analog_in: sample_interval 50 ms below the 100 ms minimum on a BP-01',
        cause:
          'The BP-01 converts at most 10 samples/s per channel; 20 ms is only possible on a TBT tile #14.',
        fix: 'Set sample_interval to 100 ms or more, or use filter to smooth the signal instead.',
      },
    ],
    related: ['node_scale', 'node_average', 'node_threshold', 'node_change'],
  },
  {
    id: 'node_analog_out',
    title: 'Analog output',
    category: 'system',
    summary: 'Drives a 0–10 V output on a TBT analog output tile.',
    keywords: ['AO', '0-10 V', 'analog output', 'DAC', 'VFD speed', 'damper', 'dimming'],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'number',
        description:
          'The new output value in engineering units, mapped linearly from scale_low (0 V) to scale_high (10 V).',
      },
    ],
    outputs: [
      {
        name: 'voltage',
        kind: 'event',
        type: 'number',
        description:
          'The voltage actually applied after scaling and clamping to 0–10 V, in V, in 2.44 mV steps (12-bit).',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of an out-of-range value or an output overload.',
      },
    ],
    properties: [
      {
        name: 'channel',
        type: 'channel',
        default: 1,
        min: 1,
        max: 16,
        required: true,
        description: 'The analog output to drive: 2 per tile #16 on a TBT, numbered in slot order.',
      },
      {
        name: 'scale_low',
        type: 'number',
        default: 0,
        required: false,
        description: 'The input value that gives 0 V, for example 0 % fan speed.',
      },
      {
        name: 'scale_high',
        type: 'number',
        default: 10,
        required: false,
        description:
          'The input value that gives 10 V, for example 100 % fan speed; with the defaults the value is in volts.',
      },
      {
        name: 'start_value',
        type: 'number',
        default: 0,
        min: 0,
        max: 10,
        unit: 'V',
        required: false,
        description: 'The voltage applied when the project starts, before the first value arrives.',
      },
      {
        name: 'on_stop',
        type: 'enum',
        default: 'zero',
        options: ['zero', 'hold'],
        required: false,
        description:
          'What the output does when the project stops for a deploy or a restart: drop to 0 V, or hold the last voltage.',
      },
    ],
    requires: {allOf: ['analog-out']},
    since: '2.2',
    errors: [
      {
        message: 'analog_out: channel 3 not present on this device (TBT has 1–2 with 1 tile #16)',
        cause: 'The channel property names an output beyond the analog output tiles fitted.',
        fix: 'Choose a channel on a fitted tile, or fit another tile #16: each adds 2 channels.',
      },
      {
        message: 'analog_out: value 120 gives 12.0 V, clamped to 10 V',
        cause: 'The value is outside scale_low…scale_high, so it maps outside 0–10 V.',
        fix: 'Limit the value upstream with a Scale block with clamp on, or widen scale_low and scale_high.',
      },
      {
        message: 'analog_out: channel 1 overload, load draws more than 20 mA',
        cause:
          'The load on the output is too low in resistance: under 500 Ω at 10 V, or a short circuit.',
        fix: 'Check the wiring for a short, and check that the driven input is a 0–10 V voltage input, not a 4–20 mA input.',
      },
    ],
    related: ['node_pwm', 'node_scale', 'node_pid', 'node_analog_in'],
  },
  {
    id: 'node_pwm',
    title: 'PWM output',
    category: 'system',
    summary: 'Sets the duty cycle and frequency of a PWM output, with optional ramping.',
    keywords: [
      'PWM',
      'duty cycle',
      'dimming',
      'LED dimmer',
      'soft start',
      'ramp',
      'sunrise',
      'dosing pump',
    ],
    inputs: [
      {
        name: 'duty',
        kind: 'event',
        type: 'number',
        description: 'A new duty cycle in %, 0–100 in 0.1 % steps, reached over ramp_time.',
      },
      {
        name: 'on',
        kind: 'event',
        type: 'any',
        description: 'Ramps to on_duty over ramp_time; the value is ignored.',
      },
      {
        name: 'off',
        kind: 'event',
        type: 'any',
        description: 'Ramps to 0 % over ramp_time; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'actual_duty',
        kind: 'event',
        type: 'number',
        description:
          'The duty cycle now applied, in %, sent once per second during a ramp and when a change completes.',
      },
      {
        name: 'ramp_done',
        kind: 'event',
        type: 'number',
        description: 'Fires when the output reaches its target duty, carrying it in %.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of an overcurrent trip or an out-of-range duty.',
      },
    ],
    properties: [
      {
        name: 'channel',
        type: 'channel',
        default: 1,
        min: 1,
        max: 32,
        required: true,
        description: 'The PWM output to drive: 4 per tile #57 on a TBT, numbered in slot order.',
      },
      {
        name: 'frequency',
        type: 'integer',
        default: 1000,
        min: 100,
        max: 20000,
        unit: 'Hz',
        required: false,
        description:
          'The PWM frequency; the four channels of one tile #57 share one frequency, so give them the same value.',
      },
      {
        name: 'on_duty',
        type: 'number',
        default: 100,
        min: 0,
        max: 100,
        unit: '%',
        required: false,
        description: 'The duty cycle the on input ramps to.',
      },
      {
        name: 'start_duty',
        type: 'number',
        default: 0,
        min: 0,
        max: 100,
        unit: '%',
        required: false,
        description: 'The duty cycle applied when the project starts, without a ramp.',
      },
      {
        name: 'ramp_time',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          'Time to move from the present duty to a new one, whatever the size of the step; 0 switches at once, 15 min suits an LED sunrise.',
      },
      {
        name: 'curve',
        type: 'enum',
        default: 'linear',
        options: ['linear', 'perceptual'],
        required: false,
        description:
          'How a ramp moves: linear in duty, or perceptual, which follows the eye’s response so an LED brightens evenly.',
      },
    ],
    requires: {allOf: ['pwm']},
    since: '2.2',
    errors: [
      {
        message: 'pwm: channel 5 not present on this device (TBT has 1–4 with 1 tile #57)',
        cause: 'The channel property names an output beyond the PWM tiles fitted.',
        fix: 'Choose a channel on a fitted tile, or fit another tile #57: each adds 4 channels.',
      },
      {
        message:
          'pwm: channel 2 frequency 500 Hz differs from channel 1 (1000 Hz) on the same tile',
        cause:
          'Two PWM output blocks on channels of one tile #57 set different frequencies; the tile has one frequency for its four channels.',
        fix: 'Give every channel of a tile the same frequency, or move the output that needs another frequency to a second tile.',
      },
      {
        message: 'pwm: channel 3 overcurrent above 2 A, output switched off',
        cause:
          'The load draws more than the 2 A a channel supplies, or the output is shorted to 0 V.',
        fix: 'Check the load and its wiring; drive larger loads through a relay or a contactor, then send a new duty to switch the channel back on.',
      },
      {
        message: 'pwm: duty 120 outside 0–100 %, clamped to 100',
        cause: 'A value on duty is below 0 or above 100.',
        fix: 'Scale the value to 0–100 % upstream with a Scale block with clamp on.',
      },
    ],
    related: ['node_scheduler', 'node_analog_out', 'node_pid', 'node_relay'],
  },
  {
    id: 'node_buzzer',
    title: 'Buzzer',
    category: 'system',
    summary:
      'Sounds the device buzzer in a beep, double, triple, alarm or custom on-and-off tone pattern.',
    keywords: ['beeper', 'sounder', 'beep', 'audible alarm', 'tone', 'chime'],
    inputs: [
      {
        name: 'play',
        kind: 'event',
        type: 'string',
        description:
          'Starts the pattern, replacing one already sounding; a message carrying on and off times such as "200,100,200" plays those instead.',
      },
      {
        name: 'stop',
        kind: 'event',
        type: 'any',
        description: 'Silences the buzzer at once; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'done',
        kind: 'event',
        type: 'boolean',
        description:
          'Fires when the pattern ends: true when it ran its repeats, false when stop or max_time cut it short.',
      },
    ],
    properties: [
      {
        name: 'pattern',
        type: 'enum',
        default: 'beep',
        options: ['beep', 'double', 'triple', 'alarm', 'custom'],
        required: true,
        description:
          'The tone pattern: beep is 200 ms, double and triple are 100 ms beeps 100 ms apart, alarm is 500 ms on and 500 ms off, custom uses custom_pattern.',
      },
      {
        name: 'custom_pattern',
        type: 'string',
        default: '200,100,200',
        required: false,
        description:
          'On and off times in ms, alternating and starting with on, up to 32 values, used when pattern is custom.',
      },
      {
        name: 'frequency',
        type: 'integer',
        default: 2700,
        min: 1000,
        max: 4000,
        unit: 'Hz',
        required: false,
        description: 'The tone; the buzzer is loudest, 85 dB at 10 cm, near 2700 Hz.',
      },
      {
        name: 'repeat',
        type: 'integer',
        default: 1,
        min: 0,
        max: 100,
        required: false,
        description: 'How many times the pattern plays; 0 repeats it until stop or max_time.',
      },
      {
        name: 'max_time',
        type: 'duration',
        default: 60000,
        min: 1000,
        max: 600000,
        unit: 'ms',
        required: false,
        description:
          'The longest the buzzer sounds for one play, so an alarm nobody acknowledges does not sound for ever.',
      },
    ],
    requires: {allOf: ['buzzer']},
    since: '1.0',
    errors: [
      {
        message: 'buzzer: pattern "200,,100" is not a list of milliseconds',
        cause:
          'custom_pattern, or the text on play, holds something other than whole numbers separated by commas.',
        fix: 'Write on and off times as whole ms separated by commas, for example 200,100,200.',
      },
      {
        message: 'buzzer: pattern has 40 values, the maximum is 32',
        cause: 'The pattern is longer than the 32 on and off times the buzzer driver holds.',
        fix: 'Shorten the pattern and use repeat to play it several times.',
      },
    ],
    related: ['node_button', 'node_threshold', 'node_wiegand', 'node_delay'],
  },
  {
    id: 'node_reboot',
    title: 'Reboot',
    category: 'system',
    summary: 'Restarts the device, or power-cycles equipment wired to a relay, on command.',
    keywords: ['restart', 'reset', 'power cycle', 'watchdog', 'modem reset', 'self-healing'],
    inputs: [
      {
        name: 'restart',
        kind: 'event',
        type: 'any',
        description: 'Restarts the device after restart_delay; the value is ignored.',
      },
      {
        name: 'power_cycle',
        kind: 'event',
        type: 'any',
        description:
          'Cuts the power of the equipment on relay for off_time, then restores it; the value is ignored.',
      },
    ],
    outputs: [
      {
        name: 'power_restored',
        kind: 'event',
        type: 'integer',
        description:
          'Fires when a power cycle ends and the equipment has power again, carrying the off time in ms.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The message of a refused restart or power cycle.',
      },
    ],
    properties: [
      {
        name: 'restart_delay',
        type: 'duration',
        default: 2000,
        min: 0,
        max: 60000,
        unit: 'ms',
        required: false,
        description:
          'Wait between the restart message and the restart, so logs, tables and counters are written first.',
      },
      {
        name: 'relay',
        type: 'channel',
        min: 1,
        max: 16,
        required: false,
        description:
          'The relay that feeds the equipment to power-cycle, needed only for power_cycle: 1–4 on a BP-01, 1–2 on a CP-02 or CP-03, 2 per tile #3 on a TBT.',
      },
      {
        name: 'contact',
        type: 'enum',
        default: 'nc',
        options: ['nc', 'no'],
        required: false,
        description:
          'How the equipment is fed: nc through COM–NC, so the relay energises for off_time; no through COM–NO, so the relay releases for off_time.',
      },
      {
        name: 'off_time',
        type: 'duration',
        default: 10000,
        min: 1000,
        max: 600000,
        unit: 'ms',
        required: false,
        description: 'How long the equipment stays without power during a power cycle.',
      },
      {
        name: 'max_restarts',
        type: 'integer',
        default: 5,
        min: 1,
        max: 20,
        required: false,
        description:
          'The most restarts this block may cause in one hour, so a fault that repeats cannot put the device in a restart loop.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message: 'reboot: 5 restarts in the last hour, restart refused (max_restarts 5)',
        cause:
          'The condition that triggers the restart comes back after every start, so restarts would repeat without end.',
        fix: 'Find the cause in the device log; raise max_restarts only if the restarts are expected.',
      },
      {
        message: 'reboot: power_cycle needs a relay, none is set',
        cause: 'A message arrived on power_cycle but the relay property is empty.',
        fix: 'Set relay to the relay that feeds the equipment.',
      },
      {
        message: 'reboot: relay 3 not present on this device (CP-02 has 1–2)',
        cause: 'The relay property names a relay the device does not have.',
        fix: 'Choose a relay the device has: 1–4 on a BP-01, 1–2 on a CP-02 or CP-03, 2 per tile #3 on a TBT.',
      },
      {
        message: 'reboot: restart postponed, firmware upgrade in progress',
        cause:
          'An Upgrade firmware block is writing a runtime image; a restart now would leave the image incomplete.',
        fix: 'No action is needed: the upgrade restarts the device when it finishes.',
      },
    ],
    related: ['node_system', 'node_relay', 'node_upgrade_firmware', 'node_mqtt_status'],
  },
  {
    id: 'node_upgrade_firmware',
    title: 'Upgrade firmware',
    category: 'system',
    summary: 'Downloads and installs a Tessera Runtime image, then restarts into it.',
    keywords: ['OTA', 'over-the-air', 'firmware update', 'runtime upgrade', 'FOTA', 'rollback'],
    inputs: [
      {
        name: 'check',
        kind: 'event',
        type: 'any',
        description:
          'Asks the source for its newest runtime version without installing it; the value is ignored.',
      },
      {
        name: 'upgrade',
        kind: 'event',
        type: 'string',
        description:
          'Downloads, checks and installs the runtime, then restarts; a message carrying a version such as "2.4.1" overrides the version property.',
      },
    ],
    outputs: [
      {
        name: 'available',
        kind: 'event',
        type: 'string',
        description:
          'The newest version the source offers, for example "2.4.1", sent after check when it is newer than the running one.',
      },
      {
        name: 'progress',
        kind: 'event',
        type: 'integer',
        description: 'Download and install progress in %, sent every 10 % before the restart.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The message of a failed download, a rejected image or a refused downgrade; the running runtime stays in place.',
      },
    ],
    properties: [
      {
        name: 'source',
        type: 'enum',
        default: 'tessera_cloud',
        options: ['tessera_cloud', 'url'],
        required: true,
        description:
          'Where the image comes from: the Tessera Cloud release channel, or an HTTPS address on your own server.',
      },
      {
        name: 'url',
        type: 'string',
        default: '',
        required: false,
        description: 'The HTTPS address of the runtime image, used when source is url.',
      },
      {
        name: 'version',
        type: 'string',
        default: 'latest',
        required: false,
        description:
          'The runtime version to install, such as 2.4.1, or latest for the newest release.',
      },
      {
        name: 'allow_downgrade',
        type: 'boolean',
        default: false,
        required: false,
        description: 'Allows installing a version older than the running one.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.3',
    errors: [
      {
        message:
          'upgrade_firmware: download failed, HTTP 404 from https://fw.example/tessera-runtime-2.4.1-bp-01.img',
        cause: 'The url, or the version requested from it, does not exist on the server.',
        fix: 'Check the address in a browser on the same network, and that the server holds the image for this device model.',
      },
      {
        message: 'upgrade_firmware: signature check failed, image rejected',
        cause:
          'The image is not signed by Tessera or was damaged in transfer; the device installs only signed images.',
        fix: 'Download the image again from the Tessera downloads page; do not modify or repack it.',
      },
      {
        message: 'upgrade_firmware: image is for tbt, this device is bp-01',
        cause: 'The image was built for another device model.',
        fix: 'Use the image whose file name carries this device model.',
      },
      {
        message:
          'upgrade_firmware: 2.3.0 is older than the running 2.4.1 and allow_downgrade is off',
        cause: 'The requested version would replace the runtime with an older one.',
        fix: 'Request a version at least as new as the running one, or switch allow_downgrade on if you mean to go back.',
      },
    ],
    related: ['node_cron_event', 'node_dashboard_command', 'node_system', 'node_reboot'],
  },
  {
    id: 'node_log',
    title: 'Log',
    category: 'system',
    summary: 'Writes a message to the device log and the Studio console, with a level.',
    keywords: ['logging', 'print', 'debug', 'console', 'syslog', 'trace'],
    inputs: [
      {
        name: 'message',
        kind: 'event',
        type: 'any',
        description:
          'Writes the text followed by the message’s value, for example "temperature 22.4"; a message without a value writes the text alone.',
      },
    ],
    outputs: [],
    properties: [
      {
        name: 'text',
        type: 'string',
        default: '',
        required: false,
        description: 'The text written before the value, such as temperature or pump fault.',
      },
      {
        name: 'level',
        type: 'enum',
        default: 'info',
        options: ['debug', 'info', 'warning', 'error'],
        required: false,
        description:
          'The severity stored with the line, used to filter the device log; debug lines show in the Console but are not kept on the device.',
      },
      {
        name: 'max_per_minute',
        type: 'integer',
        default: 60,
        min: 1,
        max: 600,
        required: false,
        description:
          'The most lines this block writes per minute, so a fast loop cannot fill the device log.',
      },
    ],
    requires: {},
    since: '1.0',
    errors: [
      {
        message:
          'log: "temperature" wrote 60 lines this minute, further lines dropped until the next minute',
        cause:
          'Messages arrive faster than max_per_minute, usually from a timer with a short interval or a chattering input.',
        fix: 'Log less often, put a Report by exception block in front of the Log block, or raise max_per_minute.',
      },
    ],
    related: ['node_system', 'node_string', 'node_timer', 'node_onewire'],
  },
] as const satisfies readonly BlockRecord[];
