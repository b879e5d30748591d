/**
 * The sample projects on /samples/: project files that pages of this site
 * explain, each with what it demonstrates and the page that walks through it.
 * The name, blocks and hardware come from the file and the block catalogue.
 */
export interface Sample {
  /** The project file, from the repository root. */
  file: string;
  /** What a reader learns from it, one sentence. */
  demonstrates: string;
  /** The page that explains it, and that page's title. */
  page: {to: string; label: string};
}

export const SAMPLES: Sample[] = [
  {
    file: 'docs/concepts/_projects/first-application.tessera.json',
    demonstrates:
      'The smallest complete application: a timer, a reading and a relay, the first graph of the docs.',
    page: {to: '/docs/concepts/application', label: 'Applications and project files'},
  },
  {
    file: 'src/pages/_projects/demo-greenhouse.tessera.json',
    demonstrates:
      'The greenhouse demo: sensors, thresholds, relays, dashboard widgets and a schedule in one graph.',
    page: {to: '/demo', label: 'The greenhouse demo'},
  },
  {
    file: 'docs/setup/_projects/sim-tank-pump.tessera.json',
    demonstrates:
      'A tank and pump you drive by hand in the simulator, before any hardware is wired.',
    page: {to: '/docs/setup/simulator', label: 'Simulator'},
  },
  {
    file: 'docs/concepts/_projects/meter-to-mqtt.tessera.json',
    demonstrates: 'Polling a Modbus energy meter and publishing its readings to an MQTT broker.',
    page: {to: '/docs/concepts/application', label: 'Applications and project files'},
  },
  {
    file: 'docs/protocols/_projects/modbus-meter-to-scada.tessera.json',
    demonstrates:
      'A device that is Modbus master of a meter and Modbus slave to a SCADA system at once.',
    page: {to: '/docs/protocols/modbus', label: 'Modbus protocol reference'},
  },
  {
    file: 'docs/protocols/_projects/http-temperature-endpoint.tessera.json',
    demonstrates: 'Serving a reading over HTTP as JSON, for a PLC, a script or curl.',
    page: {to: '/docs/protocols/http', label: 'HTTP protocol reference'},
  },
  {
    file: 'src/pages/_projects/door-controller.tessera.json',
    demonstrates:
      'A card-reader door: Wiegand badge, card list lookup, door strike relay and event log.',
    page: {to: '/industries/accesscontrol', label: 'Access control'},
  },
  {
    file: 'src/pages/_projects/machine-monitoring.tessera.json',
    demonstrates:
      'Cycle counting and machine states on a production line, reported for availability figures.',
    page: {to: '/industries/manufacturing', label: 'Manufacturing'},
  },
  {
    file: 'docs/tips/_projects/hysteresis-humidity-fan.tessera.json',
    demonstrates:
      'Hysteresis control: a fan that switches on and off at two thresholds instead of chattering.',
    page: {to: '/docs/tips/patterns', label: 'Block-graph patterns'},
  },
  {
    file: 'docs/tips/_projects/heartbeat-watchdog.tessera.json',
    demonstrates: 'A watchdog that raises an alert when a heartbeat stops arriving.',
    page: {to: '/docs/tips/patterns', label: 'Block-graph patterns'},
  },
  {
    file: 'docs/webdashboard/_projects/cold-room-alarm-settings.tessera.json',
    demonstrates:
      'An alarm threshold that operators change on the device’s web dashboard, without redeploying.',
    page: {to: '/docs/webdashboard/settings', label: 'Dashboard settings page'},
  },
];
