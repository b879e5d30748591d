/**
 * The controls a run panel offers, generated from the project's blocks and
 * their records: each input block's value, press or reading; the network
 * services the project's blocks use, each of which can fail; the device's
 * restart and power cut. A control appears only when a block of the project
 * reacts to it, so a panel shows what the page's project can be given and no
 * more. The run panel renders this list, and the content tests check each
 * page's "press Run" steps against it, so the two cannot disagree.
 */
import type {BlockRecord} from '../data/blocks/types';
import {numbered, tableOfFunction} from './blocks/modbus';
import type {InputControl, NetworkFailure, NetworkService, Value} from './types';

type Props = Record<string, Value | undefined>;

const prop = (record: BlockRecord, name: string) => record.properties.find((p) => p.name === name);

const SET = {kind: 'set'} as const;
const PRESS = {kind: 'press'} as const;

/** The 1-Wire faults a reader can give a sensor, as the Console names them. */
export const ONEWIRE_FAULTS = [
  {value: '', label: 'answers'},
  {value: 'no device', label: 'no device'},
  {value: 'crc', label: 'CRC error'},
  {value: 'short', label: 'bus short circuit'},
];

export function inputControl(
  block: string,
  record: BlockRecord,
  props: Props,
  state: Record<string, Value>,
): InputControl[] {
  const base = {
    block,
    type: record.id,
    label: `${record.title} ${block}`,
    group: 'inputs',
    action: SET,
  } as const;
  const value = (fallback: Value): Value => state.input ?? fallback;
  // A block with a long-press time tells a held button from a pressed one: the panel offers a hold.
  const hold = prop(record, 'long_press_time') ? Number(props.long_press_time) : undefined;
  switch (record.id) {
    case 'node_digital_in':
      return [
        {...base, label: `Digital input ${props.channel}`, control: 'switch', value: value(false)},
      ];
    case 'node_button':
      return [{...base, action: PRESS, control: 'button', hold, value: value(false)}];
    case 'node_counter':
      return props.source === 'digital_input'
        ? [
            {
              ...base,
              action: PRESS,
              label: `Pulse input ${props.channel}`,
              control: 'button',
              value: value(0),
            },
          ]
        : [];
    case 'node_analog_in': {
      const ma = props.mode === '4-20mA';
      return [
        {
          ...base,
          label: `Analog input ${props.channel}`,
          control: 'slider',
          unit: ma ? 'mA' : 'V',
          min: 0,
          max: ma ? 24 : 11,
          step: ma ? 0.1 : 0.01,
          value: value(ma ? 12 : 5),
        },
      ];
    }
    case 'node_onewire': {
      const offset = prop(record, 'offset');
      const name = `1-Wire sensor ${block}`;
      const controls: InputControl[] = [
        {
          ...base,
          action: {kind: 'reading', field: 'temperature'},
          label: name,
          control: 'slider',
          unit: offset?.unit ?? '°C',
          min: -55,
          max: 125,
          step: 0.1,
          value: 22.4,
        },
      ];
      // Family 26 is the temperature/humidity sensor: only it sends `humidity` (the record's rom_id).
      if (String(props.rom_id ?? '').startsWith('26-'))
        controls.push({
          ...base,
          action: {kind: 'reading', field: 'humidity'},
          label: `${name} humidity`,
          control: 'slider',
          unit: '%RH',
          min: 0,
          max: 100,
          step: 1,
          value: 50,
        });
      controls.push({
        ...base,
        label: `${name} fault`,
        control: 'choice',
        options: ONEWIRE_FAULTS,
        value: '',
      });
      return controls;
    }
    case 'node_modbus_read':
    case 'node_modbus_write': {
      // The registers this block reads or writes, each a value of the simulated slave.
      const table = tableOfFunction(String(props.function ?? ''));
      const bits = table === 'coils' || table === 'discrete inputs';
      const wide = !bits && ['int32', 'uint32', 'float32'].includes(String(props.data_type));
      const first = Number(props.address ?? 0);
      const count = record.id === 'node_modbus_read' ? Number(props.count ?? 1) : 1;
      const controls: InputControl[] = [];
      for (let a = first; a < first + count; a += wide ? 2 : 1)
        controls.push({
          ...base,
          block: '',
          group: 'network',
          action: {kind: 'register', slave_id: Number(props.slave_id ?? 1), address: a},
          label: `Modbus slave ${props.slave_id ?? 1} ${bits ? table.slice(0, -1) : 'register'} ${numbered(table, a)}`,
          control: bits ? 'switch' : 'number',
          value: bits ? false : '',
        });
      return controls;
    }
    case 'node_http': {
      // The answer to the block's URL; a URL that comes on the `url` input has none to script.
      const url = typeof props.url === 'string' ? props.url : '';
      return url
        ? [
            {
              ...base,
              block: '',
              group: 'network',
              action: {kind: 'response', url},
              label: `HTTP answer for ${url}`,
              control: 'response',
              value: '',
            },
          ]
        : [];
    }
    case 'node_wiegand':
      return [{...base, control: 'card', value: value('')}];
    case 'node_table':
      // A table listed on the dashboard takes rows typed on its Database page: the panel stands in for it.
      return props.dashboard === false
        ? []
        : [
            {
              ...base,
              action: {kind: 'row', table: String(props.name)},
              label: `Table ${String(props.name)}, a row as on the Database page`,
              control: 'row',
              value: '',
            },
          ];
    case 'node_serial':
      // One line per port: every block on it hears the same bytes. Hex blocks take hex pairs.
      return [
        {
          ...base,
          label: `Serial line ${String(props.port)}${props.data_format === 'hex' ? ' (hex)' : ''}`,
          control: 'text',
          value: value(''),
        },
      ];
    case 'node_socket':
      return [
        {
          ...base,
          label: `${props.mode === 'server' ? 'Socket client of' : 'Socket peer of'} ${block}${props.data_format === 'hex' ? ' (hex)' : ''}`,
          control: 'text',
          value: value(''),
        },
      ];
    case 'node_sms':
    case 'node_http_endpoint':
    case 'node_azure_iot':
      return [{...base, control: 'text', value: value('')}];
    case 'node_mqtt_sub':
      return [
        {...base, label: `MQTT ${String(props.topic_filter)}`, control: 'text', value: value('')},
      ];
    case 'node_setting':
      return [{...base, label: `Setting ${String(props.name)}`, control: 'text', value: value('')}];
    case 'node_lcd_button':
      return [
        {
          ...base,
          action: PRESS,
          label: `LCD button ${String(props.label ?? props.key)}`,
          control: 'button',
          hold,
          value: false,
        },
      ];
    case 'node_lcd_keypad':
      return [{...base, label: `Keypad ${String(props.title)}`, control: 'text', value: value('')}];
    case 'node_dashboard_command': {
      const title = `Dashboard ${String(props.title)}`;
      switch (props.control) {
        case 'switch':
          return [{...base, label: title, control: 'switch', value: value(false)}];
        case 'slider':
        case 'number':
          return [
            {
              ...base,
              label: title,
              control: 'slider',
              min: Number(props.min),
              max: Number(props.max),
              step: Number(props.step),
              value: value(Number(props.min)),
            },
          ];
        case 'select':
          return [
            {
              ...base,
              label: title,
              control: 'choice',
              options: String(props.options ?? '')
                .split(',')
                .map((s) => s.trim())
                .map((o) => ({value: o, label: o})),
              value: value(''),
            },
          ];
        default:
          return [{...base, action: PRESS, label: title, control: 'button', value: false}];
      }
    }
    default:
      return [];
  }
}

type Failure = Exclude<NetworkFailure, null>;

/**
 * The network services a run can break, the blocks that notice, and the
 * failures that change what those blocks do (src/sim/blocks: each `ctx.network`
 * call). A failure a service's blocks treat like another is left out.
 */
const SERVICES: {
  service: NetworkService;
  label: string;
  blocks: string[];
  failures: Partial<Record<Failure, string>>;
}[] = [
  {
    service: 'all',
    label: 'Network (Ethernet, Wi-Fi)',
    blocks: ['node_system'],
    failures: {offline: 'down'},
  },
  {
    service: 'mqtt',
    label: 'MQTT broker',
    blocks: ['node_mqtt_pub', 'node_mqtt_sub', 'node_mqtt_status'],
    failures: {
      offline: 'unreachable',
      refused: 'refuses the connection',
      dns: 'host not found',
      tls: 'certificate not trusted',
      unauthorised: 'not authorised',
    },
  },
  {
    service: 'http',
    label: 'HTTP',
    blocks: ['node_http', 'node_upgrade_firmware'],
    failures: {
      timeout: 'no response (time-out)',
      dns: 'host not found',
      tls: 'certificate not trusted',
    },
  },
  {
    service: 'socket',
    label: 'Socket peer',
    blocks: ['node_socket'],
    failures: {offline: 'connection lost', dns: 'host not found'},
  },
  {
    service: 'sms',
    label: 'Cellular (SMS)',
    blocks: ['node_sms'],
    failures: {offline: 'no network', no_sim: 'no SIM card'},
  },
  {
    service: 'cloud',
    label: 'Tessera Cloud',
    blocks: ['node_cloud_report', 'node_cloud_alert'],
    failures: {offline: 'unreachable'},
  },
  {
    service: 'azure',
    label: 'Azure IoT Hub',
    blocks: ['node_azure_iot'],
    failures: {offline: 'unreachable', unauthorised: 'not authorised'},
  },
  {
    service: 'modbus',
    label: 'Modbus slaves',
    blocks: ['node_modbus_read', 'node_modbus_write'],
    failures: {timeout: 'do not answer', offline: 'connection refused (TCP)'},
  },
];

/** The network services the project's blocks use, each a choice between working and a failure. */
export function networkControls(types: ReadonlySet<string>): InputControl[] {
  const used = SERVICES.filter((s) => s.blocks.some((b) => types.has(b)));
  // Any service that fails also fails when the whole network is down: offer that too.
  if (used.length && !used.some((s) => s.service === 'all')) used.unshift(SERVICES[0]);
  return used.map((s) => ({
    block: '',
    type: s.service,
    label: s.label,
    group: 'network',
    action: {kind: 'network', service: s.service},
    control: 'choice',
    options: [
      {value: '', label: 'working'},
      ...Object.entries(s.failures).map(([value, label]) => ({value, label})),
    ],
    value: '',
  }));
}

/** What happens to the device itself: every project starts, so every project can restart. */
export const DEVICE_CONTROLS: InputControl[] = [
  {
    block: '',
    type: 'restart',
    label: 'Restart',
    group: 'device',
    action: {kind: 'restart', reason: 'restart'},
    control: 'button',
    value: false,
  },
  {
    block: '',
    type: 'power_on',
    label: 'Power cut',
    group: 'device',
    action: {kind: 'restart', reason: 'power_on'},
    control: 'button',
    value: false,
  },
];

/** Every control of a project: its blocks' inputs, its network services and the device. */
export function projectControls(
  blocks: readonly {
    id: string;
    type: string;
    record: BlockRecord;
    props: Props;
    state: Record<string, Value>;
  }[],
): InputControl[] {
  const own = blocks.flatMap((b) => inputControl(b.id, b.record, b.props, b.state));
  // Two blocks on one register of one slave, on one URL or on one serial port share its control.
  const seen = new Set<string>();
  const unique = own.filter((c) => {
    if (c.action.kind !== 'register' && c.action.kind !== 'response' && c.type !== 'node_serial')
      return true;
    const key = c.label;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...unique, ...networkControls(new Set(blocks.map((b) => b.type))), ...DEVICE_CONTROLS];
}
