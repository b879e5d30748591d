/**
 * Every route the site must have, with the docs paths. The route test
 * checks that each exists in the build, except the ones in PENDING, which name
 * the section and the issue that still has to deliver them. A pending route
 * that turns up in the build fails the test too, so this list stays honest.
 */
import {BLOCKS} from '../src/data/blocks';

export const STANDALONE = [
  '/',
  '/contact',
  '/demo',
  '/demorequest',
  '/downloads',
  '/markdown-page',
  '/samples/',
  '/search',
  '/terms/',
  '/terms/terms',
  '/features/applicationbuilder',
  '/features/modbus',
  '/features/webdashboard',
  '/industries/accesscontrol',
  '/industries/agriculture',
  '/industries/manufacturing',
];

export const MONITORING_ELEMENTS = [
  'temperature_monitoring',
  'humidity_monitoring',
  'flood_detection',
  'co2_monitoring',
  'liquid_level',
  'water_monitoring',
  'vibration_detection',
  'soil_monitoring',
  'cycle_counting',
  'ac_detection',
  'particle_monitoring',
  'ingress_monitoring',
  'tilting_detection',
  'watering_control',
];
export const CONTROL_ELEMENTS = [
  'co2_control',
  'water_level_control',
  'nutrients_control',
  'temperature_control',
  'lighting_control',
  'card_access',
  'remote_rebooting',
];
const ELEMENTS = [
  '/elements',
  '/elements/archive',
  '/elements/tags',
  '/elements/tags/sensor',
  '/elements/page/2',
  '/elements/page/3',
  '/elements/tags/sensor/page/2',
  '/elements/tags/sensor/page/3',
  ...[...MONITORING_ELEMENTS, ...CONTROL_ELEMENTS].map((s) => `/elements/${s}`),
];

const SOLUTIONS = [
  '/solutions',
  '/solutions/archive',
  '/solutions/tags',
  '/solutions/tags/sensor',
  ...[
    'aquatic_farming',
    'data_center',
    'fuel_depot',
    'hotel_management',
    'indoor_farming',
    'outdoor_farming',
    'production_floor',
    'restaurant_automation',
    'smart_building',
    'smart_city',
    'warehouse_management',
  ].map((s) => `/solutions/${s}`),
];

export const EXAMPLE_TAGS = [
  'access-control',
  'agriculture',
  'bp-01',
  'cloud',
  'http',
  'lcd',
  'manufacturing',
  'modbus',
  'mqtt',
  'other',
  'packet-data',
  'pwm',
  'rs-232',
  'sensor',
  'serial',
  'settings',
  'tcp',
  'web-dashboard',
  'widgets',
];
const EXAMPLES = [
  '/examples',
  '/examples/archive',
  '/examples/tags',
  ...EXAMPLE_TAGS.map((t) => `/examples/tags/${t}`),
  '/examples/access-control-ambient-temperature-humidity',
  '/examples/agriculture-ambient-light',
  '/examples/agriculture-ambient-temperature-humidity',
  '/examples/air-receiver-gauge-alarm-pages',
  '/examples/classroom-co2-fan-speed',
  '/examples/dashboard-barrier-command-log',
  '/examples/dashboard-settings-thresholds',
  '/examples/dough-proofer-setpoint-panel',
  '/examples/duty-standby-pump-alternation',
  '/examples/http-post-river-level-retry',
  '/examples/hydroponics-nutrient-dosing',
  '/examples/manufacturing-ambient-light',
  '/examples/manufacturing-ambient-temperature-humidity',
  '/examples/meeting-room-occupancy-panel',
  '/examples/modbus-energy-meter-daily-kwh',
  '/examples/mqtt-generator-remote-start',
  '/examples/poultry-house-dawn-dusk-lighting',
  '/examples/serial-barcode-scanner',
  '/examples/tcp-socket-printer',
  '/examples/tripwire-alarm',
  '/examples/workflow-machine-cycle',
  '/examples/workflow-shift-report',
];

export const TUTORIAL_TAGS = [
  'access-control',
  'basics',
  'bp-01',
  'dashboard',
  'hardware',
  'http',
  'lcd',
  'logging',
  'mqtt',
  'pwm',
  'scheduling',
  'sensors',
  'serial',
  'sprinkler',
];
const TUTORIALS = [
  '/tutorials',
  '/tutorials/archive',
  '/tutorials/tags',
  ...TUTORIAL_TAGS.map((t) => `/tutorials/tags/${t}`),
  // A tag with more than 10 lessons is paged like the list.
  '/tutorials/tags/hardware/page/2',
  '/tutorials/page/2',
  '/tutorials/page/3',
  '/tutorials/page/4',
  '/tutorials/introduction',
  '/tutorials/bp_analog_inputs',
  '/tutorials/bp_digital_inputs',
  '/tutorials/bp_modbus',
  '/tutorials/bp_relays',
  '/tutorials/bp_rs232',
  '/tutorials/dashboard',
  '/tutorials/hello_world',
  '/tutorials/http_request',
  '/tutorials/lcd',
  '/tutorials/log',
  '/tutorials/logic',
  '/tutorials/mqtt',
  '/tutorials/pwm_lights',
  '/tutorials/scheduler',
  '/tutorials/sensors_to_console',
  '/tutorials/settings',
  '/tutorials/timers',
  '/tutorials/variables',
  ...[1, 2, 3, 4, 5, 6].map((n) => `/tutorials/accesscontrol${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `/tutorials/sprinkler${n}`),
];

export const BLOG_TAGS = [
  '1-wire',
  'cloud',
  'humidity-sensor',
  'io-t-management',
  'remote-monitoring',
  'rs-232',
  'single-wire',
  'temperature-sensor',
];
const BLOG = [
  '/blog',
  '/blog/archive',
  '/blog/page/2',
  '/blog/tags',
  ...BLOG_TAGS.map((t) => `/blog/tags/${t}`),
  '/blog/adk',
  '/blog/block-debugging',
  '/blog/bulk-uploads',
  '/blog/canvas-tabs',
  '/blog/hydroponics-build',
  '/blog/one-wire-sensors',
  '/blog/peristaltic-dosing',
  '/blog/serial-dispatcher',
  '/blog/tessera-cloud',
  '/blog/tile-62-stepper',
  '/blog/versions-and-workspaces',
];

export const FEATURES = [
  'azure',
  'bt',
  'cell',
  'cgg',
  'commands',
  'datatables',
  'ds_man',
  'ds_oled',
  'general',
  'httpserver',
  'lcd',
  'logs',
  'luis',
  'modbus_master',
  'modbus_slave',
  'mqtt',
  'net',
  'scheduler',
  'settings',
  'sntp',
  'socket',
  'timers',
  'unowiresensors',
  'variables',
  'web_dashboard',
  'wifi',
];
const DOC_CATEGORIES = [
  'getting-started',
  'concepts',
  'tips-and-tricks',
  'guide',
  'settings',
  'web-console',
  'mobile-app',
  'hardware',
  'cloud',
  'features',
];
export const BLOCK_CATEGORY_SLUGS = [
  'blocks',
  'system',
  'variables',
  'logic',
  'timers',
  'modbus',
  'data',
  'comms',
  'cloud-1',
  'lcd',
  'advanced',
];
const DOCS_PAGES = [
  '/docs/intro',
  '/docs/cloud',
  '/docs/luis/intro',
  '/docs/plugin_development',
  ...['application', 'features', 'hardware'].map((s) => `/docs/concepts/${s}`),
  ...['adk', 'extension', 'simulator'].map((s) => `/docs/setup/${s}`),
  ...['intro', 'linking'].map((s) => `/docs/settings/${s}`),
  ...['best_practices', 'patterns', 'troubleshooting'].map((s) => `/docs/tips/${s}`),
  ...['http', 'modbus', 'mqtt', 'request'].map((s) => `/docs/protocols/${s}`),
  ...['intro', 'database', 'firmware', 'settings', 'widgets'].map((s) => `/docs/webdashboard/${s}`),
  ...['boards', 'drivers', 'request'].map((s) => `/docs/hardware/${s}`),
  ...FEATURES.map((s) => `/docs/features/${s}`),
];
const DOCS_CATEGORIES = DOC_CATEGORIES.map((s) => `/docs/category/${s}`);
const BLOCK_PAGES = BLOCKS.map((b) => `/docs/blocks/${b.id}/`);
const BLOCK_CATEGORIES = BLOCK_CATEGORY_SLUGS.map((s) => `/docs/category/${s}`);

export const ROUTES: string[] = [
  ...STANDALONE,
  ...ELEMENTS,
  ...SOLUTIONS,
  ...EXAMPLES,
  ...TUTORIALS,
  ...BLOG,
  ...DOCS_PAGES,
  ...DOCS_CATEGORIES,
  ...BLOCK_PAGES,
  ...BLOCK_CATEGORIES,
];

/** Why a route is not in the build yet: the section and the issue that delivers it. */
export interface Pending {
  section: string;
  issue: string;
}

// Every route of the manifest is built. A section that promises pages before they are written
// lists them here, as ['/blog/x', {section: 'blog', issue: 'the issue that delivers it'}].
export const PENDING: Map<string, Pending> = new Map<string, Pending>([]);
