/** Conformance cases for the system records (system.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './system';
import {CURRENT_RELEASES} from '../../releases';

const RUNNING = CURRENT_RELEASES.runtime.version;

const NO_MODEL =
  'only a TBT’s tiles have these outputs, and a project file does not say which tiles are fitted, so the simulator never finds a channel missing';
const WIRING = 'describes the device’s terminals and wiring, which the simulator does not model';
const NO_LOAD = 'the simulator models no load on an output, so it cannot draw too much current';
const STUDIO = 'describes Studio or the dashboard, not the running project';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_system: {
    cases: [
      {
        name: 'start fires once with no value, after start_reason deploy',
        covers: [
          ['outputs.start', 'Fires once each time the project starts'],
          ['outputs.start', 'carries no value'],
          ['outputs.start_reason', 'Why the project last started'],
          ['outputs.start_reason', 'set before start fires'],
        ],
        steps: [
          {at: 0, expect: {port: 'start_reason', last: 'deploy', count: 1}},
          {expect: {port: 'start', last: null, count: 1}},
          {at: '1h', expect: {port: 'start', count: 1}},
        ],
      },
      {
        name: 'a restart and a power cut fire start again, with their reasons',
        covers: [
          ['outputs.start', '(after a deploy, a restart or a power cut)'],
          ['outputs.start_reason', 'power_on, restart, deploy, watchdog or firmware_upgrade'],
        ],
        steps: [
          {at: '10s', restart: 'restart'},
          {expect: {port: 'start_reason', last: 'restart'}},
          {at: '20s', restart: 'power_on'},
          {expect: {port: 'start_reason', last: 'power_on'}},
          {at: '30s', restart: 'watchdog'},
          {expect: {port: 'start_reason', last: 'watchdog'}},
        ],
      },
      {
        name: 'read sends uptime and free_memory at once; no report without a read',
        covers: [
          ['inputs.read', 'Sends uptime and free_memory at once'],
          ['inputs.read', 'the value of the message is ignored'],
          ['outputs.uptime', 'Seconds since the runtime started'],
          ['outputs.free_memory', 'Free RAM available to the project, in bytes'],
          ['properties.report_interval', '0 sends them only on read'],
        ],
        steps: [
          {at: '90s', expect: {port: 'uptime', count: 0}},
          {at: '90.5s', set: {read: false}},
          {expect: {port: 'uptime', last: 90, count: 1}},
          {expect: {port: 'free_memory', above: 0, count: 1}},
        ],
      },
      {
        name: 'report_interval sends them without a read',
        covers: [
          ['outputs.uptime', 'sent on read and every report_interval'],
          ['outputs.free_memory', 'sent on read and every report_interval'],
          [
            'properties.report_interval',
            'How often uptime and free_memory are sent without a read',
          ],
        ],
        props: {report_interval: 60000},
        steps: [
          {at: '59s', expect: {port: 'uptime', count: 0}},
          {at: '3min', expect: {port: 'uptime', last: 180, count: 3}},
          {expect: {port: 'free_memory', count: 3}},
        ],
      },
      {
        name: 'report_interval below 1 s reports every second, not faster',
        covers: [['properties.report_interval', 'otherwise 1 s to 24 h']],
        props: {report_interval: 500},
        steps: [
          {at: '999ms', expect: {port: 'uptime', count: 0}},
          {at: '1s', expect: {port: 'uptime', last: 1, count: 1}},
          {at: '2s', expect: {port: 'uptime', last: 2, count: 2}},
        ],
      },
      {
        name: 'network_down after network_down_delay, network_up with interface and address',
        covers: [
          [
            'outputs.network_down',
            'Fires when the device has had no network connection for network_down_delay',
          ],
          ['outputs.network_down', 'carrying the interface it lost'],
          ['outputs.network_up', 'Fires when a network connection comes back'],
          ['outputs.network_up', 'carrying the interface and its IP address'],
          [
            'properties.network_down_delay',
            'How long the network must stay unreachable before network_down fires',
          ],
        ],
        props: {network_down_delay: 30000},
        steps: [
          {at: '10s', failNetwork: {service: 'all', failure: 'offline'}},
          {at: '39.9s', expect: {port: 'network_down', count: 0}},
          {at: '40s', expect: {port: 'network_down', last: 'ethernet', count: 1}},
          {at: '50s', failNetwork: {service: 'all', failure: null}},
          {expect: {port: 'network_up', count: 1}},
        ],
      },
      {
        name: 'a short outage raises nothing',
        covers: [
          ['properties.network_down_delay', 'so a Wi-Fi roam or a switch reboot raises nothing'],
        ],
        steps: [
          {at: '10s', failNetwork: {service: 'all', failure: 'offline'}},
          {at: '15s', failNetwork: {service: 'all', failure: null}},
          {at: '1min', expect: {port: 'network_down', count: 0}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['outputs.network_down', 'ethernet, wifi or cellular'],
        reason:
          'the simulated device has one Ethernet connection; Wi-Fi and cellular are not modelled',
      },
      {
        sentence: ['outputs.network_up', 'for example "ethernet 192.168.1.40"'],
        reason: 'an example address; the simulated device has its own',
      },
    ],
  },
  node_button: {
    cases: [
      {
        name: 'a short press on a digital input: press with its name after the debounce, release with the hold',
        covers: [
          ['outputs.press', 'Fires when the button goes down, carrying its name'],
          ['outputs.press', 'or di1 to di32 for a digital input'],
          [
            'outputs.release',
            'Fires when the button comes up, carrying how long it was held, in ms',
          ],
          ['properties.source', 'a push button wired to a digital input'],
          ['properties.channel', 'The digital input to read when source is digital_input'],
          [
            'properties.long_press_time',
            'How long the button must be held before long_press fires',
          ],
        ],
        props: {channel: 3},
        steps: [
          {at: '1s', press: 'block', hold: '500ms'},
          {at: '1019ms', expect: {port: 'press', count: 0}},
          {at: '1020ms', expect: {port: 'press', last: 'di3', count: 1}},
          {at: '2s', expect: {port: 'release', last: 500, count: 1}},
          {expect: {port: 'long_press', count: 0}},
        ],
      },
      {
        name: 'a long hold: long_press once at long_press_time, while still held',
        covers: [
          [
            'outputs.long_press',
            'Fires once while the button is still held, when the hold reaches long_press_time',
          ],
          ['outputs.long_press', 'carrying that time in ms'],
          ['properties.repeat_interval', 'When above 0'],
        ],
        props: {long_press_time: 1500},
        steps: [
          {set: {block: true}},
          {at: '1519ms', expect: {port: 'long_press', count: 0}},
          {at: '1520ms', expect: {port: 'long_press', last: 1500, count: 1}},
          {at: '5s', expect: {port: 'long_press', count: 1}},
          {expect: {port: 'press', count: 1}},
          {expect: {port: 'release', count: 0}},
          {set: {block: false}},
          {at: '5.02s', expect: {port: 'release', last: 5000, count: 1}},
        ],
      },
      {
        name: 'repeat_interval: press again while held after long_press',
        covers: [
          [
            'properties.repeat_interval',
            'press fires again at this interval while the button stays held after long_press',
          ],
        ],
        props: {long_press_time: 1000, repeat_interval: 200},
        steps: [
          {press: 'block', hold: '1500ms'},
          {at: '1219ms', expect: {port: 'press', count: 1}},
          {at: '1220ms', expect: {port: 'press', last: 'di1', count: 2}},
          {at: '1420ms', expect: {port: 'press', count: 3}},
          {at: '3s', expect: {port: 'press', count: 3}},
        ],
      },
      {
        name: 'a front-panel button, by its name, with no debounce',
        covers: [
          ['properties.source', 'one of the six front-panel buttons of a CP-02'],
          ['properties.button', 'The front-panel button to read when source is front_panel'],
          ['outputs.press', 'up, down, left, right, ok, back'],
        ],
        props: {source: 'front_panel', button: 'up'},
        steps: [{press: 'block'}, {expect: {port: 'press', last: 'up', count: 1}}],
      },
      {
        name: 'active_when open: an open contact is pressed',
        covers: [
          ['properties.active_when', 'Which contact state counts as pressed on a digital input'],
          ['properties.active_when', 'open for a normally closed one'],
        ],
        props: {active_when: 'open'},
        steps: [
          {at: '1s', set: {block: false}},
          {at: '1.1s', expect: {port: 'press', count: 1}},
          {set: {block: true}},
          {at: '1.2s', expect: {port: 'release', last: 100, count: 1}},
        ],
      },
      {
        name: 'debounce: a bounce shorter than debounce is no press',
        covers: [
          [
            'properties.debounce',
            'How long the contact must stay in a new state before the change counts as a press or release',
          ],
          ['properties.active_when', 'closed for a normally open button'],
        ],
        props: {debounce: 50},
        steps: [
          {at: '1s', set: {block: true}},
          {at: '1.03s', set: {block: false}},
          {at: '2s', expect: {port: 'press', count: 0}},
          {set: {block: true}},
          {at: '2.05s', expect: {port: 'press', count: 1}},
          {at: '3s', set: {block: false}},
          {at: '3.03s', set: {block: true}},
          {at: '4s', expect: {port: 'release', count: 0}},
        ],
      },
      {
        name: 'long_press_time from 300 ms',
        covers: [['properties.long_press_time', 'How long the button must be held']],
        props: {long_press_time: 200},
        refused: 'long_press_time',
      },
      {
        name: 'on a BP-01, digital input 9 is reported at start and the button stays idle',
        covers: [
          ['properties.channel', '1–8 on a BP-01, 1–4 on a CP-02 or CP-03'],
          ['errors[0]', 'button: channel 9 not present on this device (BP-01 has 1–8)'],
        ],
        device: 'bp-01',
        props: {channel: 9},
        steps: [
          {
            at: 0,
            expect: {console: 'button: channel 9 not present on this device (BP-01 has 1–8)'},
          },
          {at: '1s', refused: 'cannot be pressed', press: 'block'},
          {at: '2s', expect: {port: 'press', count: 0}},
        ],
      },
      {
        name: 'channel 8 on a BP-01 and 4 on a CP-02 are present',
        covers: [['properties.channel', '1–8 on a BP-01, 1–4 on a CP-02 or CP-03']],
        device: 'cp-02',
        props: {channel: 4},
        steps: [{at: 0, expect: {noConsole: 'not present', contains: true, for: '1s'}}],
      },
      {
        name: 'front-panel buttons: none on a BP-01, reported at start',
        covers: [
          [
            'errors[1]',
            'button: front-panel button "ok" not present on this device (BP-01 has no front-panel buttons)',
          ],
        ],
        device: 'bp-01',
        props: {source: 'front_panel', button: 'ok'},
        steps: [
          {
            at: 0,
            expect: {
              console:
                'button: front-panel button "ok" not present on this device (BP-01 has no front-panel buttons)',
            },
          },
        ],
      },
    ],
    notBehaviour: [],
  },

  node_digital_in: {
    cases: [
      {
        name: 'the state at start, then each debounced change on state, on and off',
        covers: [
          ['properties.emit_at_start', 'Sends the state once when the project starts'],
          ['outputs.state', 'The debounced state on every change and on read'],
          ['outputs.state', 'true when the contact is closed'],
          ['outputs.on', 'Fires with true only when the state changes from false to true'],
          ['outputs.off', 'Fires with false only when the state changes from true to false'],
          [
            'properties.debounce',
            'How long the input must hold a new state before the change is emitted',
          ],
          ['properties.channel', 'The digital input to read'],
        ],
        steps: [
          {at: 0, expect: {port: 'state', last: false, count: 1}},
          {at: '1s', set: {block: true}},
          {at: '1019ms', expect: {port: 'state', count: 1}},
          {at: '1020ms', expect: {port: 'state', last: true, count: 2}},
          {expect: {port: 'on', last: true, count: 1}},
          {expect: {port: 'off', count: 0}},
          {at: '2s', set: {block: true}},
          {at: '2.1s', expect: {port: 'state', count: 2}},
          {set: {block: false}},
          {at: '2.2s', expect: {port: 'off', last: false, count: 1}},
          {expect: {port: 'on', count: 1}},
          {at: '3s', set: {block: true}},
          {at: '3.01s', set: {block: false}},
          {at: '4s', expect: {port: 'state', count: 3}},
        ],
      },
      {
        name: 'read sends the state whether changed or not; no state at start when emit_at_start is off',
        covers: [
          [
            'inputs.read',
            'Sends the current state on state at once, whether it has changed or not',
          ],
          ['inputs.read', 'the value is ignored'],
          ['properties.emit_at_start', 'so the blocks downstream begin in step with the input'],
        ],
        props: {emit_at_start: false},
        steps: [
          {at: '1s', expect: {port: 'state', count: 0}},
          {set: {read: false}},
          {expect: {port: 'state', last: false, count: 1}},
          {set: {read: 'x'}},
          {expect: {port: 'state', last: false, count: 2}},
        ],
      },
      {
        name: 'invert: an open contact reports true',
        covers: [
          ['properties.invert', 'Reports true for an open contact'],
          ['outputs.state', '(inverted when invert is on)'],
        ],
        props: {invert: true},
        steps: [
          {at: 0, expect: {port: 'state', last: true, count: 1}},
          {at: '1s', set: {block: true}},
          {at: '1.1s', expect: {port: 'off', last: false, count: 1}},
          {expect: {port: 'state', last: false}},
        ],
      },
      {
        name: 'debounce 0 passes every edge',
        covers: [['properties.debounce', '0 passes every edge']],
        props: {debounce: 0},
        steps: [
          {at: '1s', set: {block: true}},
          {at: '1.001s', set: {block: false}},
          {at: '1.002s', set: {block: true}},
          {expect: {port: 'state', last: true, count: 4}},
        ],
      },
      {
        name: 'more than 50 changes in a second: the rest are not passed on, with a Console line; the next change passes',
        covers: [['errors[1]', 'chattering, 112 changes in 1 s, limited to 50 events/s']],
        props: {debounce: 0, emit_at_start: false, channel: 3},
        steps: [
          ...Array.from({length: 60}, (_, i) => ({at: 1000 + i * 10, set: {block: i % 2 === 0}})),
          {
            expect: {
              console:
                'digital_in: channel 3 chattering, 60 changes in 1 s, limited to 50 events/s',
              within: '1s',
            },
          },
          {expect: {port: 'state', count: 50}},
          {at: '2.5s', set: {block: true}},
          {expect: {port: 'state', last: true, count: 51}},
        ],
      },
      {
        name: 'a limited second that ends in another state sends that state when it ends',
        covers: [['errors[1]', 'limited to 50 events/s']],
        props: {debounce: 0, emit_at_start: false},
        steps: [
          ...Array.from({length: 61}, (_, i) => ({at: 1000 + i * 10, set: {block: i % 2 === 0}})),
          {at: '1999ms', expect: {port: 'state', last: false, count: 50}},
          {at: '2s', expect: {port: 'state', last: true, count: 51}},
          {expect: {port: 'on', count: 26}},
        ],
      },
      {
        name: 'on a BP-01, digital input 9 is reported at start and sends nothing',
        covers: [
          ['properties.channel', '1–8 on a BP-01, 1–4 on a CP-02 or CP-03'],
          ['errors[0]', 'digital_in: channel 9 not present on this device (BP-01 has 1–8)'],
        ],
        device: 'bp-01',
        props: {channel: 9},
        steps: [
          {
            at: 0,
            expect: {console: 'digital_in: channel 9 not present on this device (BP-01 has 1–8)'},
          },
          {at: '1s', expect: {port: 'state', count: 0}},
        ],
      },
      {
        name: 'digital input 8 on a BP-01 is present',
        covers: [['properties.channel', '1–8 on a BP-01']],
        device: 'bp-01',
        props: {channel: 8},
        steps: [
          {at: 0, expect: {noConsole: 'not present', contains: true, for: '1s'}},
          {expect: {port: 'state', last: false, count: 1}},
        ],
      },
    ],
    notBehaviour: [{sentence: ['outputs.state', 'or 5–30 V DC is present'], reason: WIRING}],
  },

  node_relay: {
    cases: [
      {
        name: 'state false at start, then on and off whatever the value',
        covers: [
          ['outputs.state', 'true when the relay is energised and false when it is released'],
          [
            'outputs.state',
            'sent once when the project starts, with the start state, and then on every change',
          ],
          ['inputs.on', 'Energises the relay'],
          ['inputs.on', 'the value is ignored'],
          ['inputs.off', 'Releases the relay'],
          ['inputs.off', 'the value is ignored'],
          ['properties.start_state', 'The relay state when the project starts'],
          ['properties.relay', 'The relay number'],
        ],
        props: {relay: 2},
        steps: [
          {at: 0, expect: {port: 'state', last: false, count: 1}},
          {at: '1s', set: {on: false}},
          {expect: {port: 'state', last: true, count: 2}},
          {expect: {console: '[sim] relay 2 on'}},
          {set: {on: true}},
          {expect: {port: 'state', count: 2}},
          {at: '2s', set: {off: true}},
          {expect: {port: 'state', last: false, count: 3}},
        ],
      },
      {
        name: 'start_state on; restore keeps the state across a power cut',
        covers: [
          [
            'properties.start_state',
            'restore returns to the state before the restart or power cut, saved on every change',
          ],
        ],
        props: {start_state: 'restore'},
        steps: [
          {at: 0, expect: {port: 'state', last: false}},
          {at: '1s', set: {on: 1}},
          {at: '2s', restart: 'power_on'},
          {expect: {port: 'state', last: true}},
          {expect: {state: 'block', is: {on: true}}},
          {at: '3s', set: {off: 1}},
          {at: '4s', restart: 'restart'},
          {expect: {state: 'block', is: {on: false}}},
        ],
      },
      {
        name: 'start_state on',
        covers: [['properties.start_state', 'The relay state when the project starts']],
        props: {start_state: 'on'},
        steps: [{at: 0, expect: {port: 'state', last: true, count: 1}}],
      },
      {
        name: 'pulse: pulse_time, or the ms the message carries',
        covers: [
          ['inputs.pulse', 'Energises the relay for pulse_time'],
          [
            'inputs.pulse',
            'or for the number of ms the message carries when it is a positive integer, then releases it',
          ],
          [
            'properties.pulse_time',
            'How long a pulse keeps the relay energised when the pulse message carries no time of its own',
          ],
        ],
        props: {pulse_time: 2000},
        steps: [
          {at: '1s', set: {pulse: 'go'}},
          {at: '2999ms', expect: {port: 'state', last: true}},
          {at: '3s', expect: {port: 'state', last: false, count: 3}},
          {at: '10s', set: {pulse: 500}},
          {at: '10.5s', expect: {port: 'state', last: false, count: 5}},
          {at: '20s', set: {pulse: -3}},
          {at: '21.9s', expect: {port: 'state', last: true}},
          {at: '22s', expect: {port: 'state', last: false}},
        ],
      },
      {
        name: 'on and off cancel a running pulse',
        covers: [
          ['inputs.on', 'a running pulse is cancelled'],
          ['inputs.off', 'a running pulse is cancelled'],
        ],
        steps: [
          {at: '1s', set: {pulse: 5000}},
          {at: '2s', set: {on: 1}},
          {at: '10s', expect: {port: 'state', last: true, count: 2}},
          {set: {pulse: 5000}},
          {at: '11s', set: {off: 1}},
          {at: '11.5s', set: {on: 1}},
          {at: '20s', expect: {port: 'state', last: true, count: 4}},
        ],
      },
      {
        name: 'a pulse under 50 ms is refused with a Console line',
        covers: [['errors[1]', 'relay: pulse of 20 ms below the 50 ms minimum']],
        steps: [
          {at: '1s', set: {pulse: 20}},
          {expect: {console: 'relay: pulse of 20 ms below the 50 ms minimum'}},
          {expect: {port: 'state', last: false, count: 1}},
        ],
      },
      {
        name: 'pulse_time from 50 ms',
        covers: [['properties.pulse_time', 'How long a pulse keeps the relay energised']],
        props: {pulse_time: 20},
        refused: 'pulse_time',
      },
      {
        name: 'two Relay blocks on one relay: each names the other by its label, else its id',
        covers: [['errors[2]', 'is also driven by "Vent fan", the last command wins']],
        props: {relay: 2},
        blocks: [{id: 'fan', type: 'node_relay', label: 'Vent fan', properties: {relay: 2}}],
        steps: [
          {
            at: 0,
            expect: {console: 'relay: relay 2 is also driven by "Vent fan", the last command wins'},
          },
          {
            at: 0,
            expect: {console: 'relay: relay 2 is also driven by "block", the last command wins'},
          },
        ],
      },
      {
        name: 'on a BP-01, relay 5 is reported at start and never switches',
        covers: [
          ['properties.relay', '1–4 on a BP-01, 1–2 on a CP-02 or CP-03'],
          ['errors[0]', 'relay: channel 5 not present on this device (BP-01 has 1–4)'],
        ],
        device: 'bp-01',
        props: {relay: 5},
        steps: [
          {at: 0, expect: {console: 'relay: channel 5 not present on this device (BP-01 has 1–4)'}},
          {at: '1s', set: {on: 1}},
          {expect: {port: 'state', count: 0}},
        ],
      },
      {
        name: 'a CP-02 has relays 1–2',
        covers: [['properties.relay', '1–2 on a CP-02 or CP-03']],
        device: 'cp-02',
        props: {relay: 3},
        blocks: [{id: 'two', type: 'node_relay', properties: {relay: 2}}],
        steps: [
          {at: 0, expect: {console: 'relay: channel 3 not present on this device (CP-02 has 1–2)'}},
          {expect: {port: 'two.state', last: false, count: 1}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['inputs.on', 'closing COM–NO'], reason: WIRING},
      {sentence: ['inputs.off', 'closing COM–NC'], reason: WIRING},
    ],
  },

  node_analog_in: {
    cases: [
      {
        name: '4–20 mA scaled from scale_low to scale_high, a sample at start and every sample_interval',
        covers: [
          ['outputs.value', 'The reading scaled linearly from scale_low to scale_high'],
          ['outputs.value', 'sent after every sample'],
          ['outputs.raw', 'The same sample before scaling'],
          ['outputs.raw', 'in mA for 4-20mA mode'],
          ['properties.mode', 'The signal type'],
          ['properties.scale_low', 'The value emitted at 0 V or 4 mA'],
          ['properties.scale_high', 'The value emitted at 10 V or 20 mA'],
          ['properties.sample_interval', 'Time between samples'],
          ['properties.channel', 'The analog input to sample'],
        ],
        props: {scale_low: -50, scale_high: 150, sample_interval: 2000},
        steps: [
          {at: 0, expect: {port: 'value', last: 50, count: 1}},
          {expect: {port: 'raw', last: 12}},
          {at: '1s', set: {block: 20}},
          {at: '1999ms', expect: {port: 'value', last: 50, count: 1}},
          {at: '2s', expect: {port: 'value', last: 150, count: 2}},
          {set: {block: 4}},
          {at: '4s', expect: {port: 'value', last: -50, count: 3}},
          {expect: {port: 'raw', last: 4}},
        ],
      },
      {
        name: '0–10 V, read at once outside the cycle, and a value beyond the scale not clamped',
        covers: [
          [
            'inputs.read',
            'Takes a sample at once and sends it on value, outside the sample_interval cycle',
          ],
          ['inputs.read', 'the value is ignored'],
          ['outputs.value', 'it is not clamped'],
          ['outputs.raw', 'in V for 0-10V mode'],
        ],
        props: {mode: '0-10V', sample_interval: 60000},
        steps: [
          {at: '1s', set: {block: 10.2}},
          {set: {read: false}},
          {expect: {port: 'value', last: 102, count: 2}},
          {expect: {port: 'raw', last: 10.2}},
        ],
      },
      {
        name: 'filter averages the last samples',
        covers: [['properties.filter', 'Number of consecutive samples averaged into each value']],
        props: {filter: 2},
        steps: [
          {at: '0.5s', set: {block: 20}},
          {at: '1s', expect: {port: 'value', last: 75}},
          {at: '2s', expect: {port: 'value', last: 100}},
        ],
      },
      {
        name: 'filter 1 is off',
        covers: [['properties.filter', '1 turns the filter off']],
        steps: [
          {at: '0.5s', set: {block: 20}},
          {at: '1s', expect: {port: 'value', last: 100}},
        ],
      },
      {
        name: 'an open loop: an error alongside the value',
        covers: [
          ['errors[1]', 'loop current 1.2 mA below 3.6 mA, loop open or transmitter failed'],
          [
            'outputs.error',
            'The message of an input fault such as an open 4–20 mA loop, sent alongside the value',
          ],
        ],
        steps: [
          {at: '0.5s', set: {block: 1.2}},
          {
            at: '1s',
            expect: {
              port: 'error',
              last: 'analog_in: channel 1 loop current 1.2 mA below 3.6 mA, loop open or transmitter failed',
              count: 1,
            },
          },
          {expect: {port: 'value', last: -17.5, count: 2}},
        ],
      },
      {
        name: 'over range: an error, raw held at 10.5 V',
        covers: [['errors[2]', 'analog_in: channel 2 over range, 10.7 V above 10.5 V']],
        props: {mode: '0-10V', channel: 2},
        steps: [
          {at: '0.5s', set: {block: 10.7}},
          {
            at: '1s',
            expect: {port: 'error', last: 'analog_in: channel 2 over range, 10.7 V above 10.5 V'},
          },
          {expect: {port: 'raw', last: 10.5}},
        ],
      },
      {
        name: 'sample_interval from 20 ms',
        covers: [['properties.sample_interval', '20 ms or more on tile #14']],
        props: {sample_interval: 10},
        refused: 'sample_interval',
      },
      {
        name: 'on a BP-01, analog input 5 is reported at start and never samples',
        covers: [
          ['properties.channel', '1–4 on a BP-01'],
          ['errors[0]', 'analog_in: channel 5 not present on this device (BP-01 has 1–4)'],
        ],
        device: 'bp-01',
        props: {channel: 5},
        steps: [
          {
            at: 0,
            expect: {console: 'analog_in: channel 5 not present on this device (BP-01 has 1–4)'},
          },
          {at: '5s', expect: {port: 'value', count: 0}},
        ],
      },
      {
        name: 'on a BP-01, a sample_interval under 100 ms is reported and 100 ms is kept',
        covers: [
          ['errors[3]', 'analog_in: sample_interval 50 ms below the 100 ms minimum on a BP-01'],
          ['properties.sample_interval', '100 ms or more on a BP-01 (10 samples/s)'],
        ],
        device: 'bp-01',
        props: {sample_interval: 50},
        steps: [
          {
            at: 0,
            expect: {
              console: 'analog_in: sample_interval 50 ms below the 100 ms minimum on a BP-01',
            },
          },
          {at: '1s', expect: {port: 'value', count: 11}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['outputs.value', 'in the unit you set'], reason: STUDIO},
      {
        sentence: ['properties.unit', 'shown in the debugger and on dashboard widgets'],
        reason: STUDIO,
      },
      {
        sentence: ['properties.mode', 'which must match the channel jumper on a BP-01'],
        reason: WIRING,
      },
    ],
  },

  node_analog_out: {
    cases: [
      {
        name: 'start_value at start, then each value scaled to volts in 12-bit steps',
        covers: [
          [
            'properties.start_value',
            'The voltage applied when the project starts, before the first value arrives',
          ],
          [
            'inputs.value',
            'The new output value in engineering units, mapped linearly from scale_low (0 V) to scale_high (10 V)',
          ],
          ['outputs.voltage', 'The voltage actually applied after scaling'],
          ['outputs.voltage', 'in 2.44 mV steps (12-bit)'],
          ['properties.scale_low', 'The input value that gives 0 V'],
          ['properties.scale_high', 'The input value that gives 10 V'],
          ['properties.channel', 'The analog output to drive'],
        ],
        props: {start_value: 2.5, scale_low: 0, scale_high: 100},
        steps: [
          {at: 0, expect: {port: 'voltage', last: 2.5, count: 1}},
          {at: '1s', set: {value: 50}},
          {expect: {port: 'voltage', last: 5, count: 2}},
          {expect: {console: '[sim] analog output 1 5.00 V'}},
          {set: {value: 33.333}},
          {expect: {port: 'voltage', last: 3.3325}},
        ],
      },
      {
        name: 'with the defaults the value is in volts; outside the scale clamped, with an error',
        covers: [
          ['properties.scale_high', 'with the defaults the value is in volts'],
          ['outputs.voltage', 'clamping to 0–10 V'],
          ['errors[1]', 'analog_out: value 120 gives 12.0 V, clamped to 10 V'],
          ['outputs.error', 'The message of an out-of-range value'],
        ],
        steps: [
          {at: '1s', set: {value: 7.5}},
          {expect: {port: 'voltage', last: 7.5}},
          {set: {value: 12}},
          {expect: {port: 'voltage', last: 10}},
          {expect: {port: 'error', last: 'analog_out: value 12 gives 12.0 V, clamped to 10 V'}},
          {set: {value: -1}},
          {expect: {port: 'voltage', last: 0}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.on_stop', 'drop to 0 V, or hold the last voltage'],
        reason:
          'the simulator stops and starts a project in the same instant, so the output between the two cannot be seen',
      },
      {sentence: ['errors[2]', 'overload, load draws more than 20 mA'], reason: NO_LOAD},
      {sentence: ['properties.channel', '2 per tile #16'], reason: NO_MODEL},
      {sentence: ['errors[0]', 'analog_out: channel 3 not present'], reason: NO_MODEL},
    ],
  },

  node_pwm: {
    cases: [
      {
        name: 'start_duty at once; a duty with ramp_time 0 at once, in 0.1 % steps',
        covers: [
          [
            'properties.start_duty',
            'The duty cycle applied when the project starts, without a ramp',
          ],
          ['inputs.duty', 'A new duty cycle in %, 0–100 in 0.1 % steps'],
          ['properties.ramp_time', '0 switches at once'],
          ['outputs.actual_duty', 'The duty cycle now applied, in %'],
          ['outputs.ramp_done', 'Fires when the output reaches its target duty, carrying it in %'],
          ['properties.channel', 'The PWM output to drive'],
        ],
        props: {start_duty: 30},
        steps: [
          {at: 0, expect: {state: 'block', is: {duty: 30}}},
          {expect: {console: '[sim] pwm 1 30 %'}},
          {at: '1s', set: {duty: 33.33}},
          {expect: {port: 'actual_duty', last: 33.3, count: 1}},
          {expect: {port: 'ramp_done', last: 33.3, count: 1}},
        ],
      },
      {
        name: 'a ramp: actual_duty every second, ramp_done at the end, over ramp_time whatever the step',
        covers: [
          ['inputs.duty', 'reached over ramp_time'],
          ['outputs.actual_duty', 'sent once per second during a ramp and when a change completes'],
          [
            'properties.ramp_time',
            'Time to move from the present duty to a new one, whatever the size of the step',
          ],
          ['properties.curve', 'linear in duty'],
        ],
        props: {ramp_time: 5000},
        steps: [
          {set: {duty: 50}},
          {at: '1s', expect: {port: 'actual_duty', last: 10, count: 1}},
          {at: '4.9s', expect: {port: 'actual_duty', last: 40, count: 4}},
          {expect: {port: 'ramp_done', count: 0}},
          {at: '5s', expect: {port: 'ramp_done', last: 50, count: 1}},
          {expect: {port: 'actual_duty', last: 50, count: 5}},
          {at: '10s', set: {duty: 55}},
          {at: '14.9s', expect: {port: 'ramp_done', count: 1}},
          {at: '15s', expect: {port: 'ramp_done', last: 55, count: 2}},
        ],
      },
      {
        name: 'on ramps to on_duty, off to 0, whatever the value',
        covers: [
          ['inputs.on', 'Ramps to on_duty over ramp_time'],
          ['inputs.on', 'the value is ignored'],
          ['inputs.off', 'Ramps to 0 % over ramp_time'],
          ['inputs.off', 'the value is ignored'],
          ['properties.on_duty', 'The duty cycle the on input ramps to'],
        ],
        props: {on_duty: 80, ramp_time: 2000},
        steps: [
          {set: {on: false}},
          {at: '2s', expect: {port: 'ramp_done', last: 80, count: 1}},
          {set: {off: true}},
          {at: '3s', expect: {port: 'actual_duty', last: 40}},
          {at: '4s', expect: {port: 'ramp_done', last: 0, count: 2}},
        ],
      },
      {
        name: 'perceptual: slow at first, as the eye sees it',
        covers: [
          ['properties.curve', 'How a ramp moves'],
          [
            'properties.curve',
            'or perceptual, which follows the eye’s response so an LED brightens evenly',
          ],
        ],
        props: {ramp_time: 4000, curve: 'perceptual'},
        steps: [
          {set: {duty: 100}},
          {at: '1s', expect: {port: 'actual_duty', last: 6.25}},
          {at: '2s', expect: {port: 'actual_duty', last: 25}},
          {at: '4s', expect: {port: 'ramp_done', last: 100}},
        ],
      },
      {
        name: 'a duty outside 0–100 is clamped, with an error',
        covers: [
          ['errors[3]', 'pwm: duty 120 outside 0–100 %, clamped to 100'],
          ['outputs.error', 'an out-of-range duty'],
        ],
        steps: [
          {at: '1s', set: {duty: 120}},
          {expect: {port: 'error', last: 'pwm: duty 120 outside 0–100 %, clamped to 100'}},
          {expect: {port: 'actual_duty', last: 100}},
          {set: {duty: -5}},
          {expect: {port: 'actual_duty', last: 0}},
        ],
      },
      {
        name: 'two channels of one tile with different frequencies',
        covers: [
          [
            'errors[1]',
            'pwm: channel 2 frequency 500 Hz differs from channel 1 (1000 Hz) on the same tile',
          ],
          [
            'properties.frequency',
            'the four channels of one tile #57 share one frequency, so give them the same value',
          ],
          ['properties.frequency', 'The PWM frequency'],
        ],
        props: {channel: 2, frequency: 500},
        blocks: [
          {id: 'first', type: 'node_pwm', properties: {channel: 1, frequency: 1000}},
          {id: 'other_tile', type: 'node_pwm', properties: {channel: 5, frequency: 2000}},
        ],
        steps: [
          {
            at: 0,
            expect: {
              console:
                'pwm: channel 2 frequency 500 Hz differs from channel 1 (1000 Hz) on the same tile',
            },
          },
          {expect: {noConsole: 'pwm: channel 5', contains: true}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.ramp_time', '15 min suits an LED sunrise'],
        reason: 'advice on a setting',
      },
      {sentence: ['outputs.error', 'an overcurrent trip'], reason: NO_LOAD},
      {sentence: ['errors[2]', 'overcurrent above 2 A, output switched off'], reason: NO_LOAD},
      {sentence: ['properties.channel', '4 per tile #57'], reason: NO_MODEL},
      {sentence: ['errors[0]', 'pwm: channel 5 not present'], reason: NO_MODEL},
    ],
  },

  node_buzzer: {
    cases: [
      {
        name: 'beep: 200 ms at the frequency, then done true',
        covers: [
          ['inputs.play', 'Starts the pattern'],
          ['properties.pattern', 'beep is 200 ms'],
          ['properties.frequency', 'The tone'],
          ['outputs.done', 'Fires when the pattern ends: true when it ran its repeats'],
          ['properties.repeat', 'How many times the pattern plays'],
        ],
        props: {frequency: 3000},
        steps: [
          {at: '1s', set: {play: true}},
          {expect: {console: '[sim] buzzer beep at 3000 Hz'}},
          {at: '1199ms', expect: {port: 'done', count: 0}},
          {at: '1200ms', expect: {port: 'done', last: true, count: 1}},
        ],
      },
      {
        name: 'double, triple and alarm, repeated',
        covers: [
          ['properties.pattern', 'double and triple are 100 ms beeps 100 ms apart'],
          ['properties.pattern', 'alarm is 500 ms on and 500 ms off'],
        ],
        props: {pattern: 'alarm', repeat: 3},
        steps: [
          {set: {play: 1}},
          {at: '2999ms', expect: {port: 'done', count: 0}},
          {at: '3s', expect: {port: 'done', last: true, count: 1}},
        ],
      },
      {
        name: 'triple: five 100 ms steps',
        covers: [['properties.pattern', 'double and triple']],
        props: {pattern: 'triple', repeat: 2},
        steps: [
          {set: {play: 1}},
          {at: '999ms', expect: {port: 'done', count: 0}},
          {at: '1s', expect: {port: 'done', last: true}},
        ],
      },
      {
        name: 'custom pattern, and on and off times carried by play',
        covers: [
          ['properties.pattern', 'custom uses custom_pattern'],
          ['properties.custom_pattern', 'On and off times in ms, alternating and starting with on'],
          ['properties.custom_pattern', 'used when pattern is custom'],
          [
            'inputs.play',
            'a message carrying on and off times such as "200,100,200" plays those instead',
          ],
        ],
        props: {pattern: 'custom', custom_pattern: '300,100,300'},
        steps: [
          {set: {play: true}},
          {at: '699ms', expect: {port: 'done', count: 0}},
          {at: '700ms', expect: {port: 'done', last: true, count: 1}},
          {at: '1s', set: {play: '100,50,100'}},
          {at: '1250ms', expect: {port: 'done', count: 2}},
        ],
      },
      {
        name: 'a new play replaces the one sounding; stop silences at once with done false',
        covers: [
          ['inputs.play', 'replacing one already sounding'],
          ['inputs.stop', 'Silences the buzzer at once'],
          ['inputs.stop', 'the value is ignored'],
          ['outputs.done', 'false when stop or max_time cut it short'],
        ],
        props: {pattern: 'alarm'},
        steps: [
          {set: {play: 1}},
          {at: '0.5s', set: {play: 1}},
          {at: '1.2s', expect: {port: 'done', count: 0}},
          {at: '1.5s', expect: {port: 'done', last: true, count: 1}},
          {at: '2s', set: {play: 1}},
          {at: '2.3s', set: {stop: false}},
          {expect: {port: 'done', last: false, count: 2}},
          {expect: {console: '[sim] buzzer off'}},
        ],
      },
      {
        name: 'repeat 0 sounds until max_time',
        covers: [
          ['properties.repeat', '0 repeats it until stop or max_time'],
          ['properties.max_time', 'The longest the buzzer sounds for one play'],
        ],
        props: {pattern: 'alarm', repeat: 0, max_time: 5000},
        steps: [
          {set: {play: 1}},
          {at: '4999ms', expect: {port: 'done', count: 0}},
          {at: '5s', expect: {port: 'done', last: false, count: 1}},
        ],
      },
      {
        name: 'max_time cuts a long alarm short',
        covers: [
          ['properties.max_time', 'so an alarm nobody acknowledges does not sound for ever'],
        ],
        props: {pattern: 'alarm', repeat: 100},
        steps: [{set: {play: 1}}, {at: '60s', expect: {port: 'done', last: false, count: 1}}],
      },
      {
        name: 'a pattern that is not a list of milliseconds',
        covers: [['errors[0]', 'buzzer: pattern "200,,100" is not a list of milliseconds']],
        steps: [
          {at: '1s', set: {play: '200,,100'}},
          {expect: {console: 'buzzer: pattern "200,,100" is not a list of milliseconds'}},
          {at: '5s', expect: {port: 'done', count: 0}},
        ],
      },
      {
        name: 'up to 32 values',
        covers: [
          ['errors[1]', 'buzzer: pattern has 40 values, the maximum is 32'],
          ['properties.custom_pattern', 'up to 32 values'],
        ],
        props: {pattern: 'custom', custom_pattern: Array(40).fill('50').join(',')},
        steps: [
          {at: '1s', set: {play: 1}},
          {expect: {console: 'buzzer: pattern has 40 values, the maximum is 32'}},
          {set: {play: Array(32).fill('50').join(',')}},
          {at: '2.6s', expect: {port: 'done', last: true, count: 1}},
        ],
      },
      {
        name: 'frequency from 1000 to 4000 Hz',
        covers: [['properties.frequency', 'The tone']],
        props: {frequency: 5000},
        refused: 'frequency',
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.frequency', 'the buzzer is loudest, 85 dB at 10 cm, near 2700 Hz'],
        reason: 'the loudness of the device’s buzzer, which the simulator does not model',
      },
    ],
  },

  node_reboot: {
    cases: [
      {
        name: 'restart after restart_delay, whatever the value; no relay needed',
        covers: [
          ['inputs.restart', 'Restarts the device after restart_delay'],
          ['inputs.restart', 'the value is ignored'],
          ['properties.restart_delay', 'Wait between the restart message and the restart'],
          ['properties.relay', 'needed only for power_cycle'],
        ],
        blocks: [{id: 'sys', type: 'node_system', properties: {}}],
        steps: [
          {at: '1s', set: {restart: false}},
          {at: '2999ms', expect: {port: 'sys.start', count: 1}},
          {at: '3s', expect: {console: '[sim] device restarts (restart)'}},
          {expect: {port: 'sys.start_reason', last: 'restart'}},
        ],
      },
      {
        name: 'max_restarts in an hour, then a refusal on error',
        covers: [
          ['properties.max_restarts', 'The most restarts this block may cause in one hour'],
          ['errors[0]', 'restarts in the last hour, restart refused (max_restarts 5)'],
          ['outputs.error', 'The message of a refused restart'],
        ],
        props: {max_restarts: 2, restart_delay: 0},
        steps: [
          {at: '1s', set: {restart: 1}},
          {at: '2s', set: {restart: 2}},
          {at: '3s', set: {restart: 3}},
          {
            expect: {
              console: 'reboot: 2 restarts in the last hour, restart refused (max_restarts 2)',
            },
          },
          {
            expect: {
              port: 'error',
              last: 'reboot: 2 restarts in the last hour, restart refused (max_restarts 2)',
            },
          },
          {at: '1h 2s', set: {restart: 4}},
          {expect: {console: '[sim] device restarts (restart)'}},
        ],
      },
      {
        name: 'power_cycle, nc: the relay energises for off_time, then power_restored',
        covers: [
          [
            'inputs.power_cycle',
            'Cuts the power of the equipment on relay for off_time, then restores it',
          ],
          ['inputs.power_cycle', 'the value is ignored'],
          [
            'outputs.power_restored',
            'Fires when a power cycle ends and the equipment has power again, carrying the off time in ms',
          ],
          ['properties.contact', 'nc through COM–NC, so the relay energises for off_time'],
          [
            'properties.off_time',
            'How long the equipment stays without power during a power cycle',
          ],
          ['properties.relay', 'The relay that feeds the equipment to power-cycle'],
        ],
        props: {relay: 2, off_time: 5000},
        steps: [
          {at: '1s', set: {power_cycle: null}},
          {expect: {console: '[sim] relay 2 on'}},
          {at: '5.9s', expect: {port: 'power_restored', count: 0}},
          {at: '6s', expect: {port: 'power_restored', last: 5000, count: 1}},
          {expect: {console: '[sim] relay 2 off'}},
        ],
      },
      {
        name: 'power_cycle, no: the relay releases for off_time',
        covers: [
          ['properties.contact', 'How the equipment is fed'],
          ['properties.contact', 'no through COM–NO, so the relay releases for off_time'],
        ],
        props: {relay: 1, contact: 'no', off_time: 1000},
        steps: [
          {at: '1s', set: {power_cycle: 1}},
          {expect: {console: '[sim] relay 1 off'}},
          {at: '2s', expect: {console: '[sim] relay 1 on'}},
        ],
      },
      {
        name: 'power_cycle without a relay',
        covers: [
          ['errors[1]', 'reboot: power_cycle needs a relay, none is set'],
          ['outputs.error', 'or power cycle'],
        ],
        steps: [
          {at: '1s', set: {power_cycle: 1}},
          {expect: {port: 'error', last: 'reboot: power_cycle needs a relay, none is set'}},
          {at: '20s', expect: {port: 'power_restored', count: 0}},
        ],
      },
      {
        name: 'a restart while a firmware upgrade writes is postponed; the upgrade restarts',
        covers: [['errors[3]', 'reboot: restart postponed, firmware upgrade in progress']],
        props: {restart_delay: 0},
        blocks: [
          {id: 'fw', type: 'node_upgrade_firmware', properties: {}},
          {id: 'go', type: 'node_setting', properties: {name: 'go', emit_at_start: false}},
        ],
        wires: [{from: 'go.value', to: 'fw.upgrade'}],
        settings: {go: {value: null}},
        steps: [
          {deliver: {kind: 'firmware', version: '9.0.0'}},
          {set: {go: 'latest'}},
          {at: '1s', set: {restart: 1}},
          {expect: {console: 'reboot: restart postponed, firmware upgrade in progress'}},
          {at: '10s', expect: {console: '[sim] device restarts (firmware_upgrade)'}},
        ],
      },
      {
        name: 'on a CP-02, relay 3 is reported at start; the block still restarts the device',
        covers: [
          ['properties.relay', '1–4 on a BP-01, 1–2 on a CP-02 or CP-03'],
          ['errors[2]', 'reboot: relay 3 not present on this device (CP-02 has 1–2)'],
        ],
        device: 'cp-02',
        props: {relay: 3},
        blocks: [{id: 'sys', type: 'node_system', properties: {}}],
        steps: [
          {at: 0, expect: {console: 'reboot: relay 3 not present on this device (CP-02 has 1–2)'}},
          {at: '1s', set: {restart: true}},
          {at: '1min', expect: {port: 'sys.start_reason', last: 'restart'}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.restart_delay', 'so logs, tables and counters are written first'],
        reason:
          'the simulator writes logs, tables and counters at once, so there is nothing to wait for',
      },
      {
        sentence: [
          'properties.max_restarts',
          'so a fault that repeats cannot put the device in a restart loop',
        ],
        reason: 'the reason for the limit, shown by the max_restarts case',
      },
    ],
  },

  node_upgrade_firmware: {
    cases: [
      {
        name: 'check: available only when the source offers a newer version',
        covers: [
          ['inputs.check', 'Asks the source for its newest runtime version without installing it'],
          ['inputs.check', 'the value is ignored'],
          ['outputs.available', 'The newest version the source offers'],
          ['outputs.available', 'sent after check when it is newer than the running one'],
        ],
        steps: [
          {at: '1s', set: {check: false}},
          {expect: {port: 'available', count: 0}},
          {deliver: {kind: 'firmware', version: '9.1.0'}},
          {set: {check: 1}},
          {expect: {port: 'available', last: '9.1.0', count: 1}},
          {at: '1min', expect: {noConsole: '[sim] device restarts', contains: true}},
        ],
      },
      {
        name: 'upgrade to latest: progress every 10 %, then a restart into it',
        covers: [
          ['inputs.upgrade', 'Downloads, checks and installs the runtime, then restarts'],
          [
            'outputs.progress',
            'Download and install progress in %, sent every 10 % before the restart',
          ],
          ['properties.version', 'or latest for the newest release'],
          ['properties.source', 'the Tessera Cloud release channel'],
        ],
        blocks: [{id: 'sys', type: 'node_system', properties: {}}],
        steps: [
          {deliver: {kind: 'firmware', version: '9.1.0'}},
          {set: {upgrade: null}},
          {expect: {console: '[sim] firmware 9.1.0 downloading'}},
          {at: '5s', expect: {port: 'progress', last: 50, count: 5}},
          {at: '10s', expect: {console: '[sim] device restarts (firmware_upgrade)'}},
          {expect: {port: 'sys.start_reason', last: 'firmware_upgrade'}},
        ],
      },
      {
        name: 'a version on upgrade overrides the version property',
        covers: [
          [
            'inputs.upgrade',
            'a message carrying a version such as "2.4.1" overrides the version property',
          ],
          ['properties.version', 'The runtime version to install, such as 2.4.1'],
        ],
        props: {version: '9.0.0'},
        steps: [{set: {upgrade: '9.2.0'}}, {expect: {console: '[sim] firmware 9.2.0 downloading'}}],
      },
      {
        name: 'a downgrade is refused on error and the runtime stays',
        covers: [
          ['errors[3]', 'is older than the running 2.4.1 and allow_downgrade is off'],
          ['outputs.error', 'a refused downgrade; the running runtime stays in place'],
          ['properties.allow_downgrade', 'Allows installing a version older than the running one'],
        ],
        steps: [
          {set: {upgrade: '2.3.0'}},
          {
            expect: {
              port: 'error',
              last: `upgrade_firmware: 2.3.0 is older than the running ${RUNNING} and allow_downgrade is off`,
            },
          },
          {expect: {noConsole: '[sim] device restarts', contains: true, for: '1min'}},
        ],
      },
      {
        name: 'allow_downgrade on installs the older version',
        covers: [['properties.allow_downgrade', 'Allows installing a version older']],
        props: {allow_downgrade: true},
        steps: [
          {set: {upgrade: '2.3.0'}},
          {expect: {console: '[sim] firmware 2.3.0 downloading'}},
          {at: '10s', expect: {console: '[sim] device restarts (firmware_upgrade)'}},
        ],
      },
      {
        name: 'source url: a failed download names the address',
        covers: [
          ['properties.source', 'or an HTTPS address on your own server'],
          ['properties.url', 'The HTTPS address of the runtime image, used when source is url'],
          ['outputs.error', 'The message of a failed download'],
        ],
        props: {source: 'url', url: 'https://fw.example/tessera-runtime-2.4.2-bp-01.img'},
        steps: [
          {failNetwork: {service: 'http', failure: 'offline'}},
          {set: {upgrade: '2.4.2'}},
          {
            expect: {
              port: 'error',
              last: 'upgrade_firmware: download failed, no answer from https://fw.example/tessera-runtime-2.4.2-bp-01.img',
            },
          },
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['errors[0]', 'download failed, HTTP 404 from'],
        reason:
          'the simulator models no firmware server: a delivery offers a version, and a download fails only for want of network',
      },
      {
        sentence: ['errors[1]', 'signature check failed, image rejected'],
        reason: 'the simulator downloads no image, so there is no signature to check',
      },
      {
        sentence: ['errors[2]', 'image is for tbt, this device is bp-01'],
        reason: 'the simulator downloads no image and runs on no particular device model',
      },
      {
        sentence: ['outputs.error', 'a rejected image'],
        reason: 'the simulator downloads no image, so none is rejected',
      },
      {
        sentence: ['outputs.available', 'for example "2.4.1"'],
        reason: 'an example version',
      },
    ],
  },

  node_log: {
    cases: [
      {
        name: 'the text and the value; the text alone without a value',
        covers: [
          [
            'inputs.message',
            'Writes the text followed by the message’s value, for example "temperature 22.4"',
          ],
          ['inputs.message', 'a message without a value writes the text alone'],
          ['properties.text', 'The text written before the value'],
        ],
        props: {text: 'temperature'},
        steps: [
          {at: '1s', set: {message: 22.4}},
          {expect: {console: '[log] temperature 22.4'}},
          {set: {message: null}},
          {expect: {console: '[log] temperature'}},
        ],
      },
      {
        name: 'debug lines show in the Console',
        covers: [['properties.level', 'debug lines show in the Console']],
        props: {text: 'probe', level: 'debug'},
        steps: [{at: '1s', set: {message: 1}}, {expect: {console: '[log] probe 1'}}],
      },
      {
        name: 'max_per_minute: one Console line for the dropped, and lines again the next minute',
        covers: [
          ['properties.max_per_minute', 'The most lines this block writes per minute'],
          ['errors[0]', 'wrote 60 lines this minute, further lines dropped until the next minute'],
        ],
        props: {text: 'temperature', max_per_minute: 2},
        steps: [
          {at: '1s', set: {message: 1}},
          {at: '2s', set: {message: 2}},
          {at: '3s', set: {message: 3}},
          {
            expect: {
              console:
                'log: "temperature" wrote 2 lines this minute, further lines dropped until the next minute',
            },
          },
          {at: '4s', set: {message: 4}},
          {expect: {noConsole: '[log] temperature 4'}},
          {at: '1min 1s', set: {message: 5}},
          {expect: {console: '[log] temperature 5'}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.max_per_minute', 'so a fast loop cannot fill the device log'],
        reason: 'the reason for the limit, shown by the max_per_minute case',
      },
      {
        sentence: ['properties.level', 'The severity stored with the line'],
        reason: 'the severity is stored in the device log, which the simulator does not keep',
      },
      {
        sentence: ['properties.level', 'used to filter the device log'],
        reason:
          'the device log and its filter are on the device, which the simulator does not keep',
      },
    ],
  },
};
