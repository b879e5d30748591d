/**
 * Project features: capabilities switched on in **Project settings → Features**.
 * Each has a page at /docs/features/<short>; the short name is the route and
 * the id Studio uses, the title is what pages call it.
 */
import type {InterfaceId} from './hardware';

export type FeatureGroup = 'connectivity' | 'protocols' | 'device' | 'data' | 'interface';

export interface Feature {
  /** The route segment and Studio's id. */
  short: string;
  title: string;
  /** Shorter names pages may use for it in running text and link texts, such as "SNTP". */
  shortNames?: string[];
  group: FeatureGroup;
  summary: string;
  /** Hardware the feature needs: one of these interfaces. Empty: every device. */
  needsAnyOf: InterfaceId[];
  /** Blocks that only work with this feature on. */
  blocks: `node_${string}`[];
  keywords: string[];
}

export const FEATURES: Feature[] = [
  {
    short: 'general',
    title: 'General settings',
    group: 'device',
    summary: 'Device name, time zone, locale and start-up behaviour that every project has.',
    needsAnyOf: [],
    blocks: [],
    keywords: ['device name', 'time zone', 'start-up'],
  },
  {
    short: 'net',
    title: 'Ethernet',
    group: 'connectivity',
    summary: 'Wired network: DHCP or a static address, DNS and the link the device prefers.',
    needsAnyOf: ['ethernet'],
    blocks: [],
    keywords: ['LAN', 'DHCP', 'static IP', 'network', 'RJ45'],
  },
  {
    short: 'wifi',
    title: 'Wi-Fi',
    group: 'connectivity',
    summary: 'Joins a 2.4 GHz WPA2 or WPA3 network, with a fallback access point for first setup.',
    needsAnyOf: ['wifi'],
    blocks: [],
    keywords: ['WLAN', 'WPA2', 'WPA3', 'SSID', 'wireless'],
  },
  {
    short: 'cell',
    title: 'Cellular',
    group: 'connectivity',
    summary:
      'LTE Cat-M1 and NB-IoT through the TBT cellular tile #41, for sites without a network and for SMS.',
    needsAnyOf: ['cellular'],
    blocks: ['node_sms'],
    keywords: ['LTE', 'NB-IoT', 'Cat-M1', 'SIM', 'APN', '4G'],
  },
  {
    short: 'bt',
    title: 'Bluetooth LE',
    group: 'connectivity',
    summary: 'Bluetooth LE for setup and local control from the LUIS app.',
    needsAnyOf: ['ble'],
    blocks: [],
    keywords: ['BLE', 'Bluetooth', 'pairing'],
  },
  {
    short: 'sntp',
    shortNames: ['SNTP'],
    title: 'Network time (SNTP)',
    group: 'connectivity',
    summary:
      'Keeps the device clock right from NTP servers, which schedules, cron events and logs rely on.',
    needsAnyOf: ['ethernet', 'wifi', 'cellular'],
    blocks: [],
    keywords: ['NTP', 'time sync', 'clock'],
  },
  {
    short: 'mqtt',
    title: 'MQTT',
    group: 'protocols',
    summary:
      'The connection to an MQTT broker that the MQTT publish, subscribe and status blocks share.',
    needsAnyOf: ['ethernet', 'wifi', 'cellular'],
    blocks: ['node_mqtt_pub', 'node_mqtt_sub', 'node_mqtt_status'],
    keywords: ['broker', 'Mosquitto', 'TLS', 'client id'],
  },
  {
    short: 'modbus_master',
    title: 'Modbus master',
    group: 'protocols',
    summary: 'Serial and TCP settings for reading and writing other Modbus devices.',
    needsAnyOf: ['rs485', 'ethernet', 'wifi'],
    blocks: ['node_modbus_read', 'node_modbus_write'],
    keywords: ['Modbus RTU', 'Modbus TCP', 'client', 'baud rate'],
  },
  {
    short: 'modbus_slave',
    title: 'Modbus slave',
    group: 'protocols',
    summary: 'Makes the device answer a PLC or SCADA master, over RS-485 or TCP port 502.',
    needsAnyOf: ['rs485', 'ethernet', 'wifi'],
    blocks: ['node_modbus_slave_read', 'node_modbus_slave_write'],
    keywords: ['Modbus server', 'unit id', 'register map', 'SCADA'],
  },
  {
    short: 'socket',
    title: 'Sockets',
    group: 'protocols',
    summary: 'Limits and defaults for the TCP and UDP sockets that Socket blocks open.',
    needsAnyOf: ['ethernet', 'wifi', 'cellular'],
    blocks: ['node_socket'],
    keywords: ['TCP', 'UDP', 'port'],
  },
  {
    short: 'httpserver',
    title: 'HTTP server',
    group: 'protocols',
    summary:
      'The device’s own HTTP server: ports, TLS, API tokens, and the endpoints HTTP endpoint blocks serve.',
    needsAnyOf: ['ethernet', 'wifi'],
    blocks: ['node_http_endpoint'],
    keywords: ['REST', 'API token', 'HTTPS', 'web server'],
  },
  {
    short: 'azure',
    title: 'Azure IoT Hub',
    group: 'protocols',
    summary: 'Connects the device to Azure IoT Hub with a connection string or X.509 certificate.',
    needsAnyOf: ['ethernet', 'wifi', 'cellular'],
    blocks: ['node_azure_iot'],
    keywords: ['Microsoft Azure', 'IoT Hub', 'device twin', 'DPS'],
  },
  {
    short: 'cgg',
    title: 'Tessera Cloud gateway',
    group: 'protocols',
    summary:
      'The link to Tessera Cloud: device registration, reports, alerts and over-the-air updates.',
    needsAnyOf: ['ethernet', 'wifi', 'cellular'],
    blocks: ['node_cloud_report', 'node_cloud_alert', 'node_upgrade_firmware'],
    keywords: ['Tessera Cloud', 'cloud gateway', 'fleet', 'OTA'],
  },
  {
    short: 'commands',
    title: 'Remote commands',
    group: 'device',
    summary:
      'Which commands Tessera Cloud, LUIS and the dashboard may send the device: restart, deploy, set a setting.',
    needsAnyOf: [],
    blocks: ['node_reboot'],
    keywords: ['remote control', 'restart', 'permissions'],
  },
  {
    short: 'settings',
    title: 'Device settings',
    group: 'data',
    summary: 'Project settings that operators change on the device, without redeploying.',
    needsAnyOf: [],
    blocks: ['node_setting'],
    keywords: ['parameters', 'setpoints', 'configuration'],
  },
  {
    short: 'variables',
    title: 'Variables',
    group: 'data',
    summary: 'Project variables: names, types, initial values and which ones survive a restart.',
    needsAnyOf: [],
    blocks: ['node_variable'],
    keywords: ['globals', 'persistent', 'retain'],
  },
  {
    short: 'timers',
    title: 'Timers',
    group: 'data',
    summary: 'Named timers the Timer and Timer start blocks share, and their limits.',
    needsAnyOf: [],
    blocks: ['node_timer', 'node_timer_start'],
    keywords: ['interval', 'tick'],
  },
  {
    short: 'scheduler',
    title: 'Scheduler',
    group: 'data',
    summary: 'Weekly schedules that operators can edit on the device, LUIS or the dashboard.',
    needsAnyOf: [],
    blocks: ['node_scheduler', 'node_cron_event'],
    keywords: ['schedule', 'calendar', 'time switch'],
  },
  {
    short: 'datatables',
    title: 'Data tables',
    group: 'data',
    summary: 'On-device tables: columns, keys, size limits and retention.',
    needsAnyOf: [],
    blocks: ['node_table', 'node_table_insert', 'node_table_query'],
    keywords: ['database', 'records', 'CSV'],
  },
  {
    short: 'logs',
    title: 'Logs',
    group: 'data',
    summary: 'The device log: levels, size, retention and where to read it.',
    needsAnyOf: [],
    blocks: ['node_log'],
    keywords: ['syslog', 'event log', 'diagnostics'],
  },
  {
    short: 'unowiresensors',
    shortNames: ['1-Wire'],
    title: '1-Wire sensors',
    group: 'device',
    summary: 'The 1-Wire bus: scanning, sensor names, resolution and power mode.',
    needsAnyOf: ['onewire'],
    blocks: ['node_onewire'],
    keywords: ['1-Wire', 'one wire', 'DS18B20', 'ROM id'],
  },
  {
    short: 'lcd',
    title: 'LCD',
    group: 'interface',
    summary:
      'The CP-02 display and CP-03 touchscreen: brightness, screen saver, start page and key mapping.',
    needsAnyOf: ['display'],
    blocks: [
      'node_lcd_page',
      'node_lcd_label',
      'node_lcd_value',
      'node_lcd_gauge',
      'node_lcd_button',
      'node_lcd_keypad',
    ],
    keywords: ['display', 'screen', 'touchscreen', 'HMI'],
  },
  {
    short: 'ds_man',
    title: 'Display manager',
    group: 'interface',
    summary:
      'How LCD pages are organised: page order, navigation, alarms that take over the screen, timeouts.',
    needsAnyOf: ['display'],
    blocks: ['node_lcd_page'],
    keywords: ['screens', 'navigation', 'menu'],
  },
  {
    short: 'ds_oled',
    title: 'OLED display',
    group: 'interface',
    summary:
      'A small I²C OLED status display (128 × 64) added to a BP-01 or TBT for a few lines of status.',
    needsAnyOf: ['oled'],
    blocks: ['node_lcd_label', 'node_lcd_value'],
    keywords: ['OLED', 'SSD1306', 'I2C display', 'status display'],
  },
  {
    short: 'web_dashboard',
    title: 'Web dashboard',
    group: 'interface',
    summary:
      'The web interface the device serves: widgets, users, the database page and firmware upload.',
    needsAnyOf: ['ethernet', 'wifi'],
    blocks: ['node_dashboard_widget', 'node_dashboard_command'],
    keywords: ['dashboard', 'web UI', 'HMI', 'browser'],
  },
  {
    short: 'luis',
    shortNames: ['LUIS'],
    title: 'LUIS access',
    group: 'interface',
    summary:
      'What the LUIS mobile app may show and change on this device, and how phones pair with it.',
    needsAnyOf: ['ble', 'ethernet', 'wifi'],
    blocks: [],
    keywords: ['mobile app', 'iOS', 'Android', 'Local User Interface'],
  },
];

export function featureByShort(short: string): Feature | undefined {
  return FEATURES.find((f) => f.short === short);
}
