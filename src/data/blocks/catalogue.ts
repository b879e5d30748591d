/**
 * The block catalogue's index: every block id, its title, category and
 * one-sentence summary, decided once. The full records (ports, properties,
 * errors, hardware needs) are written per block by the block-catalogue work;
 * until a block has its full record, pages name it only by id and title.
 */

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

export interface BlockIndexEntry {
  id: `node_${string}`;
  title: string;
  category: BlockCategory;
  summary: string;
}

export const BLOCK_INDEX: BlockIndexEntry[] = [
  // system
  {
    id: 'node_system',
    title: 'System',
    category: 'system',
    summary:
      'Emits events when the device starts, loses or regains its network, and reports uptime and free memory.',
  },
  {
    id: 'node_button',
    title: 'Button',
    category: 'system',
    summary:
      'Turns presses on a front-panel button or a digital input into press, release and long-press events.',
  },
  {
    id: 'node_digital_in',
    title: 'Digital input',
    category: 'system',
    summary: 'Reads a digital input and emits its state on every change, debounced.',
  },
  {
    id: 'node_relay',
    title: 'Relay',
    category: 'system',
    summary: 'Switches a relay output on, off or for a set time.',
  },
  {
    id: 'node_analog_in',
    title: 'Analog input',
    category: 'system',
    summary: 'Samples a 0–10 V or 4–20 mA input and emits the scaled value.',
  },
  {
    id: 'node_analog_out',
    title: 'Analog output',
    category: 'system',
    summary: 'Drives a 0–10 V output on a TBT analog output tile.',
  },
  {
    id: 'node_pwm',
    title: 'PWM output',
    category: 'system',
    summary: 'Sets the duty cycle and frequency of a PWM output, with optional ramping.',
  },
  {
    id: 'node_buzzer',
    title: 'Buzzer',
    category: 'system',
    summary: 'Sounds the device buzzer in a tone pattern.',
  },
  {
    id: 'node_reboot',
    title: 'Reboot',
    category: 'system',
    summary: 'Restarts the device, or power-cycles equipment wired to a relay, on command.',
  },
  {
    id: 'node_upgrade_firmware',
    title: 'Upgrade firmware',
    category: 'system',
    summary: 'Downloads and installs a Tessera Runtime image, then restarts into it.',
  },
  {
    id: 'node_log',
    title: 'Log',
    category: 'system',
    summary: 'Writes a message to the device log and the Studio console, with a level.',
  },
  // variables
  {
    id: 'node_variable',
    title: 'Variable',
    category: 'variables',
    summary: 'Reads or writes a project variable and emits its value when it changes.',
  },
  {
    id: 'node_constant',
    title: 'Constant',
    category: 'variables',
    summary: 'Emits a fixed value on every trigger.',
  },
  {
    id: 'node_setting',
    title: 'Setting',
    category: 'variables',
    summary: 'Reads a project setting that can be changed on the device without redeploying.',
  },
  {
    id: 'node_counter',
    title: 'Counter',
    category: 'variables',
    summary: 'Counts events, persists the count across restarts and emits when a limit is reached.',
  },
  // logic
  {
    id: 'node_comparison',
    title: 'Comparison',
    category: 'logic',
    summary: 'Compares two values and routes the message to its true or false output.',
  },
  {
    id: 'node_arithmetic',
    title: 'Arithmetic',
    category: 'logic',
    summary: 'Adds, subtracts, multiplies, divides or takes the remainder of two numbers.',
  },
  {
    id: 'node_bitwise',
    title: 'Bitwise',
    category: 'logic',
    summary:
      'Applies AND, OR, XOR, NOT or a shift to integers, for status words and register bits.',
  },
  {
    id: 'node_logic',
    title: 'Logic gate',
    category: 'logic',
    summary: 'Combines boolean inputs with AND, OR, XOR or NOT.',
  },
  {
    id: 'node_switch',
    title: 'Switch',
    category: 'logic',
    summary: 'Routes a message to one of up to eight outputs by its value.',
  },
  {
    id: 'node_threshold',
    title: 'Threshold',
    category: 'logic',
    summary: 'Emits high and normal events when a value crosses limits, with hysteresis.',
  },
  {
    id: 'node_change',
    title: 'Report by exception',
    category: 'logic',
    summary: 'Passes a value on only when it has changed by more than a deadband.',
  },
  {
    id: 'node_scale',
    title: 'Scale',
    category: 'logic',
    summary: 'Maps a raw reading to engineering units with a linear scale and clamping.',
  },
  // timers
  {
    id: 'node_timer',
    title: 'Timer',
    category: 'timers',
    summary: 'Emits a tick at a fixed interval while it is running.',
  },
  {
    id: 'node_timer_start',
    title: 'Timer start',
    category: 'timers',
    summary: 'Starts, stops or restarts a named timer from anywhere in the project.',
  },
  {
    id: 'node_delay',
    title: 'Delay',
    category: 'timers',
    summary: 'Holds each message for a set time before passing it on.',
  },
  {
    id: 'node_cron_event',
    title: 'Cron event',
    category: 'timers',
    summary: 'Emits an event at times given by a cron expression, in the device time zone.',
  },
  {
    id: 'node_scheduler',
    title: 'Scheduler',
    category: 'timers',
    summary: 'Emits on and off events from a weekly schedule that can be edited on the device.',
  },
  {
    id: 'node_datetime',
    title: 'Date and time',
    category: 'timers',
    summary: 'Emits the current date and time, or formats and compares timestamps.',
  },
  // modbus
  {
    id: 'node_modbus_read',
    title: 'Modbus read',
    category: 'modbus',
    summary: 'Reads coils, discrete inputs or registers from a Modbus RTU or TCP slave.',
  },
  {
    id: 'node_modbus_write',
    title: 'Modbus write',
    category: 'modbus',
    summary: 'Writes coils or holding registers on a Modbus RTU or TCP slave.',
  },
  {
    id: 'node_modbus_slave_read',
    title: 'Modbus slave read',
    category: 'modbus',
    summary: 'Emits when a Modbus master writes to one of the device’s own registers.',
  },
  {
    id: 'node_modbus_slave_write',
    title: 'Modbus slave write',
    category: 'modbus',
    summary: 'Publishes a value in one of the device’s own registers for a Modbus master to read.',
  },
  // data
  {
    id: 'node_table',
    title: 'Table',
    category: 'data',
    summary: 'Defines an on-device data table and emits its rows on request.',
  },
  {
    id: 'node_table_insert',
    title: 'Table insert',
    category: 'data',
    summary: 'Inserts or updates a row in a data table.',
  },
  {
    id: 'node_table_query',
    title: 'Table query',
    category: 'data',
    summary: 'Finds rows in a data table by key or by a condition.',
  },
  {
    id: 'node_json_parse',
    title: 'JSON parse',
    category: 'data',
    summary: 'Extracts fields from a JSON text by path.',
  },
  {
    id: 'node_string',
    title: 'Text format',
    category: 'data',
    summary: 'Builds a text from a template and values, with number formatting.',
  },
  {
    id: 'node_average',
    title: 'Statistics',
    category: 'data',
    summary: 'Computes the moving average, minimum and maximum of a value over a window.',
  },
  // comms
  {
    id: 'node_serial',
    title: 'Serial',
    category: 'comms',
    summary:
      'Sends and receives data on an RS-232 or RS-485 port, framed by length, delimiter or silence.',
  },
  {
    id: 'node_socket',
    title: 'Socket',
    category: 'comms',
    summary: 'Opens a TCP or UDP socket, as client or server, and exchanges data on it.',
  },
  {
    id: 'node_http',
    title: 'HTTP request',
    category: 'comms',
    summary:
      'Sends an HTTP or HTTPS request and emits the status, headers and body of the response.',
  },
  {
    id: 'node_http_endpoint',
    title: 'HTTP endpoint',
    category: 'comms',
    summary: 'Serves a URL on the device’s HTTP server and answers requests to it.',
  },
  {
    id: 'node_sms',
    title: 'SMS',
    category: 'comms',
    summary: 'Sends and receives text messages through a cellular modem.',
  },
  {
    id: 'node_wiegand',
    title: 'Wiegand reader',
    category: 'comms',
    summary: 'Decodes card and PIN codes from a Wiegand reader and drives its LED and beeper.',
  },
  {
    id: 'node_onewire',
    title: '1-Wire sensor',
    category: 'comms',
    summary: 'Reads temperature and humidity sensors on the 1-Wire bus by their ROM id.',
  },
  // cloud
  {
    id: 'node_mqtt_pub',
    title: 'MQTT publish',
    category: 'cloud',
    summary: 'Publishes a message to an MQTT topic with a chosen QoS and retain flag.',
  },
  {
    id: 'node_mqtt_sub',
    title: 'MQTT subscribe',
    category: 'cloud',
    summary: 'Subscribes to an MQTT topic filter and emits each message received.',
  },
  {
    id: 'node_mqtt_status',
    title: 'MQTT status',
    category: 'cloud',
    summary: 'Emits when the connection to the MQTT broker goes up or down.',
  },
  {
    id: 'node_cloud_report',
    title: 'Cloud report',
    category: 'cloud',
    summary: 'Sends a named reading to Tessera Cloud for charts and remote monitoring.',
  },
  {
    id: 'node_cloud_alert',
    title: 'Cloud alert',
    category: 'cloud',
    summary:
      'Raises or clears an alert in Tessera Cloud, which notifies the people subscribed to it.',
  },
  {
    id: 'node_azure_iot',
    title: 'Azure IoT Hub',
    category: 'cloud',
    summary:
      'Sends device-to-cloud messages to Azure IoT Hub and receives cloud-to-device messages.',
  },
  // lcd
  {
    id: 'node_lcd_page',
    title: 'LCD page',
    category: 'lcd',
    summary: 'Defines a screen page and emits when it is shown or left.',
  },
  {
    id: 'node_lcd_label',
    title: 'LCD label',
    category: 'lcd',
    summary: 'Shows a text on a page, updated from its input.',
  },
  {
    id: 'node_lcd_value',
    title: 'LCD value',
    category: 'lcd',
    summary: 'Shows a number with its unit and colours it by limits.',
  },
  {
    id: 'node_lcd_gauge',
    title: 'LCD gauge',
    category: 'lcd',
    summary: 'Draws a value as a bar or dial gauge.',
  },
  {
    id: 'node_lcd_button',
    title: 'LCD button',
    category: 'lcd',
    summary:
      'Places a button on a touchscreen page, or maps a front-panel button, and emits presses.',
  },
  {
    id: 'node_lcd_keypad',
    title: 'LCD keypad',
    category: 'lcd',
    summary: 'Shows a numeric keypad for PIN or setpoint entry and emits the value entered.',
  },
  // advanced
  {
    id: 'node_pid',
    title: 'PID controller',
    category: 'advanced',
    summary:
      'Computes a control output from a setpoint and a measurement with PID and anti-windup.',
  },
  {
    id: 'node_stepper',
    title: 'Stepper motor',
    category: 'advanced',
    summary: 'Moves a stepper motor on a TBT tile #62 by steps, at a speed, with acceleration.',
  },
  {
    id: 'node_state_machine',
    title: 'State machine',
    category: 'advanced',
    summary: 'Keeps a named state and moves between states on events, emitting on each transition.',
  },
  {
    id: 'node_expression',
    title: 'Expression',
    category: 'advanced',
    summary: 'Evaluates a formula over its inputs, for calculations no single block covers.',
  },
  {
    id: 'node_dashboard_widget',
    title: 'Dashboard widget',
    category: 'advanced',
    summary: 'Shows a value on the device’s web dashboard as a tile, chart or switch.',
  },
  {
    id: 'node_dashboard_command',
    title: 'Dashboard command',
    category: 'advanced',
    summary: 'Emits when a user presses a button or changes a control on the web dashboard.',
  },
];

/**
 * Port names already used by published pages. The full records must keep
 * these names; the catalogue test checks it once the records exist.
 */
export const PUBLISHED_PORTS: Record<string, {inputs: string[]; outputs: string[]}> = {
  node_timer: {inputs: ['start', 'stop'], outputs: ['tick']},
  node_onewire: {inputs: ['read'], outputs: ['temperature', 'humidity', 'error']},
  node_threshold: {inputs: ['value'], outputs: ['high', 'normal']},
  node_relay: {inputs: ['on', 'off', 'pulse'], outputs: ['state']},
  node_log: {inputs: ['message'], outputs: []},
  node_cloud_report: {inputs: ['value'], outputs: ['sent', 'error']},
  node_cloud_alert: {inputs: ['raise', 'clear'], outputs: []},
  node_dashboard_widget: {inputs: ['value'], outputs: []},
  node_serial: {inputs: ['send'], outputs: ['received', 'error']},
  node_average: {inputs: ['value'], outputs: ['average', 'min', 'max']},
};
