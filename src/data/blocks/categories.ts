import type {IconName} from '../icons';

/** The ten block categories, in the order the docs list them. */
export const BLOCK_CATEGORIES = {
  system: 'System',
  variables: 'Variables',
  logic: 'Logic',
  timers: 'Timers',
  modbus: 'Modbus',
  data: 'Data',
  comms: 'Comms',
  cloud: 'Cloud',
  lcd: 'LCD',
  advanced: 'Advanced',
} as const;

export type BlockCategory = keyof typeof BLOCK_CATEGORIES;

/** Each block category's icon and what it is for; its colour is `--tessera-cat-<category>` in src/css. */
export const CATEGORY_STYLE: Record<BlockCategory, {icon: IconName; description: string}> = {
  system: {
    icon: 'cpu',
    description: 'The device itself: inputs, outputs, buzzer, restarts, firmware and the log.',
  },
  variables: {
    icon: 'variable',
    description:
      'Values a project keeps: variables, constants, settings changed on the device, counters.',
  },
  logic: {
    icon: 'git-branch',
    description: 'Decisions and arithmetic: compare, combine, route, scale and detect thresholds.',
  },
  timers: {
    icon: 'timer',
    description: 'Time: periodic ticks, delays, cron events, weekly schedules, dates.',
  },
  modbus: {
    icon: 'network',
    description:
      'Modbus RTU and TCP, as master reading other devices or as slave answering a PLC or SCADA.',
  },
  data: {icon: 'database', description: 'On-device tables, JSON, text formatting and statistics.'},
  comms: {
    icon: 'radio',
    description: 'Serial ports, sockets, HTTP, SMS, 1-Wire sensors and Wiegand readers.',
  },
  cloud: {icon: 'cloud', description: 'MQTT, Tessera Cloud reporting and alerts, Azure IoT Hub.'},
  lcd: {
    icon: 'monitor',
    description:
      'Screens on the CP-02 display and the CP-03 touchscreen: pages, values, gauges, buttons, keypads.',
  },
  advanced: {
    icon: 'sliders-horizontal',
    description: 'PID control, stepper motors, state machines, expressions and the web dashboard.',
  },
};
