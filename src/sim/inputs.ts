/** The controls a run panel offers for each input block, read from the block's record. */
import type {BlockRecord} from '../data/blocks/types';
import type {InputControl, Value} from './types';

type Props = Record<string, Value | undefined>;

const prop = (record: BlockRecord, name: string) => record.properties.find((p) => p.name === name);

export function inputControl(
  block: string,
  record: BlockRecord,
  props: Props,
  state: Record<string, Value>,
): InputControl[] {
  const base = {block, type: record.id, label: `${record.title} ${block}`};
  const value = (fallback: Value): Value => state.input ?? fallback;
  switch (record.id) {
    case 'node_digital_in':
      return [
        {...base, label: `Digital input ${props.channel}`, control: 'switch', value: value(false)},
      ];
    case 'node_button':
      return [{...base, control: 'button', value: value(false)}];
    case 'node_counter':
      return props.source === 'digital_input'
        ? [{...base, label: `Pulse input ${props.channel}`, control: 'button', value: value(0)}]
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
      return [
        {
          ...base,
          label: `1-Wire sensor ${block}`,
          control: 'slider',
          unit: offset?.unit ?? '°C',
          min: -55,
          max: 125,
          step: 0.1,
          value: value(22.4),
        },
      ];
    }
    case 'node_wiegand':
      return [{...base, control: 'card', value: value('')}];
    case 'node_serial':
    case 'node_socket':
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
          label: `LCD button ${String(props.label ?? props.key)}`,
          control: 'button',
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
              control: 'text',
              options: String(props.options ?? '')
                .split(',')
                .map((s) => s.trim()),
              value: value(''),
            },
          ];
        default:
          return [{...base, label: title, control: 'button', value: false}];
      }
    }
    default:
      return [];
  }
}
