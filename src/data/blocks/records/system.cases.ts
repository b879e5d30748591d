/** Conformance cases for the system records (system.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './system';

const NO_MODEL =
  'the simulator runs the project on no particular device model, so a channel is never missing';
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
          ['properties.report_interval', 'How often uptime and free_memory are sent without a read'],
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
          ['outputs.network_down', 'Fires when the device has had no network connection for network_down_delay'],
          ['outputs.network_down', 'carrying the interface it lost'],
          ['outputs.network_up', 'Fires when a network connection comes back'],
          ['outputs.network_up', 'carrying the interface and its IP address'],
          ['properties.network_down_delay', 'How long the network must stay unreachable before network_down fires'],
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
        covers: [['properties.network_down_delay', 'so a Wi-Fi roam or a switch reboot raises nothing']],
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
        reason: 'the simulated device has one Ethernet connection; Wi-Fi and cellular are not modelled',
      },
      {
        sentence: ['outputs.network_up', 'for example "ethernet 192.168.1.40"'],
        reason: 'an example address; the simulated device has its own',
      },
    ],
  },
};
