/** Conformance cases for the cloud records (cloud.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './cloud';

const SETTINGS =
  'where a setting lives in Studio’s Project settings, which the simulator does not draw';

/** `n` characters of text, for the size limits. */
const text = (n: number) => 'x'.repeat(n);

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_mqtt_pub: {
    cases: [
      {
        name: 'sent carries the topic, not the payload',
        covers: [
          ['outputs.sent', 'The topic, once the message is delivered'],
          ['properties.topic', '`{device}` is replaced by the device name'],
          ['properties.qos', '0 at most once, 1 at least once, 2 exactly once'],
        ],
        props: {topic: 'site/{device}/temperature'},
        steps: [
          {set: {payload: 21.5}},
          {expect: {console: '[sim] mqtt publish site/simulator/temperature 21.5'}},
          {expect: {port: 'sent', last: 'site/simulator/temperature', count: 1}},
        ],
      },
      {
        name: 'auto sends numbers and text as text, objects and arrays as JSON',
        covers: [
          ['inputs.payload', 'numbers and text are sent as text, objects and arrays as JSON'],
          ['properties.format', 'auto sends numbers and text as text and objects as JSON'],
        ],
        props: {topic: 'a/b'},
        steps: [
          {set: {payload: 'on'}},
          {expect: {console: '[sim] mqtt publish a/b on'}},
          {set: {payload: 7}},
          {expect: {console: '[sim] mqtt publish a/b 7'}},
          {set: {payload: {t: 1}}},
          {expect: {console: '[sim] mqtt publish a/b {"t":1}'}},
          {set: {payload: [1, 2]}},
          {expect: {console: '[sim] mqtt publish a/b [1,2]'}},
        ],
      },
      {
        name: 'json quotes text; text sends every value as text',
        covers: [
          ['properties.format', 'json encodes every value as JSON (text gets quotes)'],
          ['properties.format', 'text sends every value as text'],
        ],
        props: {topic: 'a/json', format: 'json'},
        blocks: [
          {id: 'plain', type: 'node_mqtt_pub', properties: {topic: 'a/text', format: 'text'}},
        ],
        wires: [{from: 'in_payload.value', to: 'plain.payload'}],
        steps: [
          {set: {payload: 'on'}},
          {expect: {console: '[sim] mqtt publish a/json "on"'}},
          {expect: {console: '[sim] mqtt publish a/text on'}},
          {set: {payload: 3}},
          {expect: {console: '[sim] mqtt publish a/json 3'}},
          {expect: {console: '[sim] mqtt publish a/text 3'}},
        ],
      },
      {
        name: 'the topic input replaces the topic property for the following messages',
        covers: [['inputs.topic', 'Replaces the topic property for the following messages']],
        props: {topic: 'fixed/topic'},
        steps: [
          {set: {payload: 1}},
          {expect: {port: 'sent', last: 'fixed/topic'}},
          {set: {topic: 'plant/3/state'}},
          {expect: {port: 'sent', count: 1}},
          {set: {payload: 2}},
          {expect: {port: 'sent', last: 'plant/3/state', count: 2}},
          {set: {payload: 3}},
          {expect: {port: 'sent', last: 'plant/3/state', count: 3}},
        ],
      },
      {
        name: 'retain asks the broker to keep the message',
        covers: [['properties.retain', 'Asks the broker to keep the latest message on the topic']],
        props: {topic: 'door/state', retain: true},
        steps: [
          {set: {payload: 'open'}},
          {expect: {console: '[sim] mqtt publish door/state open (retained)'}},
        ],
      },
      {
        name: 'QoS 1 waits offline and is sent when the broker returns; QoS 0 is dropped',
        covers: [
          [
            'properties.qos',
            'QoS 1 and 2 messages wait in the offline queue while the broker is unreachable, QoS 0 messages are dropped',
          ],
          ['outputs.sent', 'acknowledged by the broker for QoS 1 and 2'],
        ],
        props: {topic: 'q/one', qos: 1},
        blocks: [{id: 'zero', type: 'node_mqtt_pub', properties: {topic: 'q/zero', qos: 0}}],
        wires: [{from: 'in_payload.value', to: 'zero.payload'}],
        steps: [
          {failNetwork: {service: 'mqtt', failure: 'offline'}},
          {set: {payload: 5}},
          {at: '1min', expect: {port: 'sent', count: 0}},
          {expect: {port: 'zero.sent', count: 0}},
          {failNetwork: {service: 'mqtt', failure: null}},
          {expect: {port: 'sent', last: 'q/one', count: 1}},
          {expect: {console: '[sim] mqtt publish q/one 5'}},
          {expect: {port: 'zero.sent', count: 0}},
          {expect: {noConsole: 'q/zero', contains: true}},
        ],
      },
      {
        name: 'the 101st waiting message drops the oldest, with the error',
        covers: [
          ['errors[0]', 'mqtt: offline queue full (100 messages), oldest dropped'],
          ['outputs.error', 'The Console message when a message is refused or dropped'],
        ],
        props: {topic: 'q/full', qos: 2},
        steps: [
          {failNetwork: {service: 'mqtt', failure: 'timeout'}},
          ...Array.from({length: 100}, (_, i) => ({set: {payload: i}})),
          {expect: {port: 'error', count: 0}},
          {set: {payload: 100}},
          {
            expect: {
              port: 'error',
              last: 'mqtt: offline queue full (100 messages), oldest dropped',
              count: 1,
            },
          },
          {failNetwork: {service: 'mqtt', failure: null}},
          {expect: {port: 'sent', count: 100}},
          {expect: {noConsole: '[sim] mqtt publish q/full 0'}},
          {expect: {console: '[sim] mqtt publish q/full 1'}},
          {expect: {console: '[sim] mqtt publish q/full 100'}},
        ],
      },
      {
        name: 'a publish the broker’s access list forbids',
        covers: [['errors[1]', 'not authorised']],
        props: {topic: 'greenhouse/1/temperature'},
        steps: [
          {failNetwork: {service: 'mqtt', failure: 'unauthorised'}},
          {set: {payload: 20}},
          {expect: {console: 'mqtt: publish to greenhouse/1/temperature not authorised'}},
          {
            expect: {
              port: 'error',
              last: 'mqtt: publish to greenhouse/1/temperature not authorised',
            },
          },
          {expect: {port: 'sent', count: 0}},
        ],
      },
      {
        name: 'a topic with + or # is not sent',
        covers: [
          ['errors[2]', 'contains a wildcard, message not sent'],
          ['properties.topic', 'The topic, without + or # wildcards'],
        ],
        props: {topic: 'greenhouse/1/temperature'},
        steps: [
          {set: {topic: 'greenhouse/+/temperature'}},
          {set: {payload: 20}},
          {
            expect: {
              port: 'error',
              last: 'mqtt: topic greenhouse/+/temperature contains a wildcard, message not sent',
            },
          },
          {set: {topic: 'greenhouse/#'}},
          {set: {payload: 20}},
          {
            expect: {
              port: 'error',
              last: 'mqtt: topic greenhouse/# contains a wildcard, message not sent',
              count: 2,
            },
          },
          {expect: {port: 'sent', count: 0}},
        ],
      },
      {
        name: 'up to 64 KB is sent; more is refused',
        covers: [
          ['inputs.payload', 'The message to publish, up to 64 KB'],
          ['errors[3]', 'exceeds the 64 KB limit, message not sent'],
        ],
        props: {topic: 'big'},
        steps: [
          {set: {payload: text(65536)}},
          {expect: {port: 'sent', count: 1}},
          {set: {payload: text(80 * 1024)}},
          {
            expect: {
              port: 'error',
              last: 'mqtt: payload of 80 KB exceeds the 64 KB limit, message not sent',
            },
          },
          {expect: {port: 'sent', count: 1}},
        ],
      },
      {
        name: 'a QoS above 2 is refused',
        covers: [['properties.qos', '0 at most once']],
        props: {topic: 'a', qos: 3},
        refused: 'property "qos" is 3: above the maximum 2',
      },
    ],
    notBehaviour: [
      {sentence: ['properties.topic', 'The broker is set in Project settings'], reason: SETTINGS},
    ],
  },

  node_mqtt_sub: {
    cases: [
      {
        name: 'text payloads on a + filter, with the exact topic',
        covers: [
          ['outputs.message', 'The payload of each message received, as text, parsed JSON or hex'],
          ['outputs.topic', 'The exact topic of the latest message'],
          ['properties.format', 'text emits the payload as text'],
          ['properties.topic_filter', '+ matches one level (plant/+/cmd)'],
        ],
        props: {topic_filter: 'plant/+/cmd'},
        steps: [
          {deliver: {kind: 'mqtt', topic: 'plant/3/cmd', payload: '{"on":true}'}},
          {expect: {port: 'message', last: '{"on":true}', count: 1}},
          {expect: {port: 'topic', last: 'plant/3/cmd'}},
          {
            ...{deliver: {kind: 'mqtt', topic: 'plant/3/4/cmd', payload: 'x'}},
            refused: 'no block takes a mqtt delivery',
          },
          {
            ...{deliver: {kind: 'mqtt', topic: 'plant/cmd', payload: 'x'}},
            refused: 'no block takes a mqtt delivery',
          },
          {
            ...{deliver: {kind: 'mqtt', topic: 'other/3/cmd', payload: 'x'}},
            refused: 'no block takes a mqtt delivery',
          },
          {expect: {port: 'message', count: 1}},
        ],
      },
      {
        name: 'the topic is set before message fires',
        covers: [['outputs.topic', 'set before `message` fires']],
        props: {topic_filter: 'plant/+/cmd'},
        blocks: [{id: 'with', type: 'node_string', properties: {template: '{value} on {a}'}}],
        wires: [
          {from: 'block.topic', to: 'with.a'},
          {from: 'block.message', to: 'with.value'},
        ],
        steps: [
          {deliver: {kind: 'mqtt', topic: 'plant/7/cmd', payload: 'stop'}},
          {expect: {port: 'with.text', last: 'stop on plant/7/cmd', count: 1}},
        ],
      },
      {
        name: '# matches all remaining levels; {device} is the device name',
        covers: [
          ['properties.topic_filter', '# matches all remaining levels'],
          ['properties.topic_filter', '`{device}` is replaced by the device name'],
        ],
        props: {topic_filter: '{device}/#'},
        steps: [
          {deliver: {kind: 'mqtt', topic: 'simulator/a/b/c', payload: '1'}},
          {expect: {port: 'topic', last: 'simulator/a/b/c'}},
          {deliver: {kind: 'mqtt', topic: 'simulator/x', payload: '2'}},
          {
            ...{deliver: {kind: 'mqtt', topic: 'other/x', payload: '3'}},
            refused: 'no block takes a mqtt delivery',
          },
          {expect: {port: 'message', last: '2', count: 2}},
        ],
      },
      {
        name: 'json parses numbers, booleans, objects and arrays',
        covers: [['properties.format', 'json parses it into a number, boolean, object or array']],
        props: {topic_filter: 'cmd', format: 'json'},
        steps: [
          {deliver: {kind: 'mqtt', topic: 'cmd', payload: '21.5'}},
          {expect: {port: 'message', last: 21.5}},
          {deliver: {kind: 'mqtt', topic: 'cmd', payload: 'true'}},
          {expect: {port: 'message', last: true}},
          {deliver: {kind: 'mqtt', topic: 'cmd', payload: '{"on":1}'}},
          {expect: {port: 'message', last: {on: 1}}},
          {deliver: {kind: 'mqtt', topic: 'cmd', payload: '[1,2]'}},
          {expect: {port: 'message', last: [1, 2], count: 4}},
        ],
      },
      {
        name: 'hex emits the payload’s bytes as hex pairs',
        covers: [['properties.format', 'hex emits binary payloads as hex pairs']],
        props: {topic_filter: 'raw', format: 'hex'},
        steps: [
          {deliver: {kind: 'mqtt', topic: 'raw', payload: 'AB\n'}},
          {expect: {port: 'message', last: '41 42 0a'}},
        ],
      },
      {
        name: 'a payload that is not JSON is an error and emits nothing',
        covers: [
          ['errors[1]', 'is not valid JSON'],
          ['outputs.error', 'a payload cannot be decoded'],
        ],
        props: {topic_filter: 'plant/+/cmd', format: 'json'},
        steps: [
          {deliver: {kind: 'mqtt', topic: 'plant/3/cmd', payload: 'on'}},
          {expect: {port: 'error', last: 'mqtt: payload on plant/3/cmd is not valid JSON'}},
          {expect: {port: 'message', count: 0}},
        ],
      },
      {
        name: 'a payload above 64 KB is dropped',
        covers: [['errors[2]', 'larger than 64 KB, dropped']],
        props: {topic_filter: 'plant/#'},
        steps: [
          {deliver: {kind: 'mqtt', topic: 'plant/3/log', payload: text(65536)}},
          {expect: {port: 'message', count: 1}},
          {deliver: {kind: 'mqtt', topic: 'plant/3/log', payload: text(65537)}},
          {
            expect: {
              port: 'error',
              last: 'mqtt: payload on plant/3/log larger than 64 KB, dropped',
            },
          },
          {expect: {port: 'message', count: 1}},
        ],
      },
      {
        name: 'a filter the broker refuses: not authorised, or # not last',
        covers: [
          ['errors[0]', 'refused by broker'],
          ['outputs.error', 'The Console message when the subscription is refused'],
          ['properties.topic_filter', 'must come last (plant/#)'],
        ],
        props: {topic_filter: 'plant/+/cmd'},
        blocks: [{id: 'bad', type: 'node_mqtt_sub', properties: {topic_filter: 'plant/#/cmd'}}],
        steps: [
          {expect: {console: 'mqtt: subscription to plant/#/cmd refused by broker'}},
          {expect: {port: 'bad.error', count: 1}},
          {expect: {port: 'error', count: 0}},
          {failNetwork: {service: 'mqtt', failure: 'unauthorised'}},
          {expect: {port: 'error', last: 'mqtt: subscription to plant/+/cmd refused by broker'}},
          {
            deliver: {kind: 'mqtt', topic: 'plant/3/cmd', payload: 'on'},
            refused: 'no block takes a mqtt delivery',
          },
          {expect: {port: 'message', count: 0}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['outputs.message', 'retained messages arrive once after each connection'],
        reason:
          'the simulator has no broker that keeps retained messages: a scenario delivers each message itself',
      },
      {
        sentence: ['properties.qos', 'The highest QoS the broker uses'],
        reason:
          'the simulated broker hands each delivery over once; QoS between broker and device is not modelled',
      },
    ],
  },
  node_mqtt_status: {
    cases: [
      {
        name: 'connected at start, then down and up again',
        covers: [
          [
            'outputs.connected',
            'The broker’s host and port, for example broker.example:8883, each time the connection comes up',
          ],
          ['outputs.disconnected', 'each time the connection goes down'],
          ['outputs.state', 'true while the device is connected to the broker'],
          ['properties.debounce', '0 reports every change'],
          ['errors[3]', 'mqtt: connection lost, reconnecting in 10 s'],
        ],
        steps: [
          {expect: {port: 'connected', last: 'broker.example:8883', count: 1}},
          {expect: {port: 'state', last: true}},
          {at: '1min', failNetwork: {service: 'mqtt', failure: 'offline'}},
          {
            expect: {
              port: 'disconnected',
              last: 'mqtt: connection lost, reconnecting in 10 s',
              count: 1,
            },
          },
          {expect: {console: 'mqtt: connection lost, reconnecting in 10 s'}},
          {expect: {port: 'state', last: false}},
          {at: '2min', failNetwork: {service: 'mqtt', failure: null}},
          {expect: {port: 'connected', count: 2}},
          {expect: {port: 'state', last: true}},
        ],
      },
      {
        name: 'a first attempt that fails is reported at start, unless emit_at_start is off',
        covers: [
          [
            'properties.emit_at_start',
            'Emits `disconnected` once at project start if the first connection attempt fails',
          ],
          ['outputs.disconnected', 'an attempt fails'],
          ['errors[0]', 'mqtt: broker refused connection (not authorised)'],
        ],
        blocks: [{id: 'quiet', type: 'node_mqtt_status', properties: {emit_at_start: false}}],
        steps: [
          {failNetwork: {service: 'mqtt', failure: 'unauthorised'}},
          // Counts run on across a restart: one for the drop, one for the failed first attempt.
          {expect: {port: 'quiet.disconnected', count: 1}},
          {restart: 'power_on'},
          {
            expect: {
              port: 'disconnected',
              last: 'mqtt: broker refused connection (not authorised)',
              count: 2,
            },
          },
          {expect: {port: 'connected', count: 1}},
          {expect: {port: 'state', last: false}},
          {expect: {console: 'mqtt: broker refused connection (not authorised)'}},
          {expect: {port: 'quiet.disconnected', count: 1}},
          {expect: {port: 'quiet.state', last: false}},
        ],
      },
      {
        name: 'DNS and TLS failures name the broker’s host',
        covers: [
          ['errors[1]', 'mqtt: cannot resolve broker.example'],
          ['errors[2]', 'mqtt: TLS certificate not trusted for broker.example'],
        ],
        steps: [
          {failNetwork: {service: 'mqtt', failure: 'dns'}},
          {expect: {port: 'disconnected', last: 'mqtt: cannot resolve broker.example'}},
          {failNetwork: {service: 'mqtt', failure: null}},
          {failNetwork: {service: 'mqtt', failure: 'tls'}},
          {
            expect: {
              port: 'disconnected',
              last: 'mqtt: TLS certificate not trusted for broker.example',
              count: 2,
            },
          },
        ],
      },
      {
        name: 'debounce hides a short drop and reports a long one',
        covers: [
          [
            'properties.debounce',
            '`disconnected` fires only when the connection stays down this long, hiding short reconnects',
          ],
        ],
        props: {debounce: 30000},
        steps: [
          {at: '1min', failNetwork: {service: 'mqtt', failure: 'offline'}},
          {at: '1min 20s', failNetwork: {service: 'mqtt', failure: null}},
          {at: '3min', expect: {port: 'disconnected', count: 0}},
          {failNetwork: {service: 'mqtt', failure: 'offline'}},
          {at: '3min 29s', expect: {port: 'disconnected', count: 0}},
          {
            at: '3min 30s',
            expect: {
              port: 'disconnected',
              last: 'mqtt: connection lost, reconnecting in 10 s',
              count: 1,
            },
          },
        ],
      },
      {
        name: 'a debounce above 5 min is refused',
        covers: [['properties.debounce', '0 reports every change']],
        props: {debounce: 300001},
        refused: 'property "debounce" is 300001: above the maximum 300000',
      },
    ],
  },

  node_cloud_report: {
    cases: [
      {
        name: 'numbers rounded, booleans as 0 and 1, text as it is; sent once acknowledged',
        covers: [
          [
            'inputs.value',
            'a number, a boolean (charted as 0 and 1) or a text of up to 256 characters',
          ],
          ['outputs.sent', 'The value, once Tessera Cloud has acknowledged it'],
          ['properties.decimals', 'Numbers are rounded to this many decimals before sending'],
          ['properties.unit', 'The unit shown on Cloud charts'],
        ],
        props: {name: 'room_temperature', unit: '°C', decimals: 1, min_interval: 1000},
        steps: [
          {set: {value: 21.46}},
          {expect: {console: '[sim] cloud report room_temperature 21.5 °C'}},
          {expect: {port: 'sent', last: 21.5}},
          {at: '2s', set: {value: true}},
          {expect: {port: 'sent', last: 1}},
          {at: '4s', set: {value: 'ok'}},
          {expect: {port: 'sent', last: 'ok', count: 3}},
          {at: '6s', set: {value: text(256)}},
          {expect: {port: 'sent', count: 4}},
        ],
      },
      {
        name: 'decimals defaults to 2',
        covers: [['properties.decimals', 'Numbers are rounded']],
        props: {name: 'flow'},
        steps: [{set: {value: 1.23456}}, {expect: {port: 'sent', last: 1.23}}],
      },
      {
        name: 'readings faster than min_interval replace each other; the latest goes at its end',
        covers: [
          ['properties.min_interval', 'Shortest time between two sent readings'],
          [
            'properties.min_interval',
            'readings arriving faster replace each other and the latest is sent at the end of the interval',
          ],
        ],
        props: {name: 'level'},
        steps: [
          {set: {value: 1}},
          {expect: {port: 'sent', last: 1, count: 1}},
          {at: '2s', set: {value: 2}},
          {at: '5s', set: {value: 3}},
          {at: '9.9s', expect: {port: 'sent', count: 1}},
          {at: '10s', expect: {port: 'sent', last: 3, count: 2}},
          {at: '1min', expect: {port: 'sent', count: 2}},
        ],
      },
      {
        name: 'a min_interval under 1 s is refused',
        covers: [['properties.min_interval', 'Shortest time between two sent readings']],
        props: {name: 'level', min_interval: 999},
        refused: 'property "min_interval" is 999: below the minimum 1000',
      },
      {
        name: 'a name with capitals or spaces is refused',
        covers: [
          [
            'properties.name',
            'lowercase letters, digits and underscores, for example room_temperature',
          ],
        ],
        props: {name: 'Room Temperature'},
        refused: 'property "name" is "Room Temperature": a name must be lowercase letters',
      },
      {
        name: 'offline readings are buffered and sent when the connection returns',
        covers: [['outputs.sent', 'once Tessera Cloud has acknowledged it']],
        props: {name: 'level', min_interval: 1000},
        steps: [
          {failNetwork: {service: 'cloud', failure: 'offline'}},
          {set: {value: 1}},
          {at: '1s', set: {value: 2}},
          {at: '1min', expect: {port: 'sent', count: 0}},
          {failNetwork: {service: 'cloud', failure: null}},
          {expect: {port: 'sent', last: 2, count: 2}},
        ],
      },
      {
        name: 'the 10,001st buffered reading drops the oldest',
        covers: [
          ['errors[1]', 'cloud: offline buffer full (10000 readings), oldest dropped'],
          ['outputs.error', 'a reading cannot be sent or stored'],
        ],
        props: {name: 'level', min_interval: 1000},
        steps: [
          {failNetwork: {service: 'cloud', failure: 'offline'}},
          ...Array.from({length: 10000}, (_, i) => ({at: i * 1000, set: {value: i}})),
          {expect: {port: 'error', count: 0}},
          {at: 10000 * 1000, set: {value: 10000}},
          {
            expect: {
              port: 'error',
              last: 'cloud: offline buffer full (10000 readings), oldest dropped',
              count: 1,
            },
          },
          {failNetwork: {service: 'cloud', failure: null}},
          {expect: {port: 'sent', last: 10000, count: 10000}},
          {expect: {noConsole: '[sim] cloud report level 0'}},
        ],
      },
      {
        name: 'a device Tessera Cloud does not know',
        covers: [['errors[0]', 'cloud: device not registered in Tessera Cloud']],
        props: {name: 'level'},
        steps: [
          {failNetwork: {service: 'cloud', failure: 'unauthorised'}},
          {set: {value: 1}},
          {expect: {port: 'error', last: 'cloud: device not registered in Tessera Cloud'}},
          {failNetwork: {service: 'cloud', failure: null}},
          {expect: {port: 'sent', count: 0}},
        ],
      },
      {
        name: 'a text above 256 characters is not sent',
        covers: [['errors[2]', 'longer than 256 characters, not sent']],
        props: {name: 'room_status'},
        steps: [
          {set: {value: text(257)}},
          {
            expect: {
              port: 'error',
              last: 'cloud: text for room_status longer than 256 characters, not sent',
            },
          },
          {expect: {port: 'sent', count: 0}},
        ],
      },
    ],
  },

  node_cloud_alert: {
    cases: [
      {
        name: 'raise notifies once with the text filled in; a second raise only updates the value',
        covers: [
          ['inputs.raise', 'Raises the alert, with the message as `{value}` in the alert text'],
          ['inputs.raise', 'a raise while the alert is active only updates the value'],
          ['properties.name', 'The alert’s id in Tessera Cloud, unique per device'],
          ['properties.text', '`{device}`, `{name}` and `{value}` are replaced'],
          ['properties.renotify_after', '0 notifies once per raise'],
        ],
        props: {name: 'cold_room_high', severity: 'critical'},
        steps: [
          {set: {raise: 9.5}},
          {
            expect: {
              console:
                '[sim] cloud alert cold_room_high critical: simulator: cold_room_high at 9.5',
            },
          },
          {expect: {state: 'block', is: {active: true}}},
          {at: '1min', set: {raise: 11}},
          {expect: {state: 'block', is: {active: true, text: 'simulator: cold_room_high at 11'}}},
          {expect: {noConsole: 'at 11', contains: true, for: '1h'}},
        ],
      },
      {
        name: 'clear clears once; a clear while clear notifies nobody',
        covers: [
          ['inputs.clear', 'Clears the alert'],
          ['inputs.clear', 'subscribers who chose to be told about clears are notified'],
        ],
        props: {name: 'door_open'},
        steps: [
          {set: {clear: true}},
          {expect: {noConsole: '[sim] cloud alert door_open cleared'}},
          {set: {raise: 1}},
          {set: {clear: true}},
          {expect: {console: '[sim] cloud alert door_open cleared'}},
          {expect: {state: 'block', is: {active: false}}},
          {at: '1s', set: {raise: 2}},
          {expect: {console: 'simulator: door_open at 2', contains: true}},
        ],
      },
      {
        name: 'the text is cut to 160 characters after replacement',
        covers: [['properties.text', 'up to 160 characters after replacement']],
        props: {name: 'long', text: '{value}!'},
        steps: [
          {set: {raise: text(200)}},
          {expect: {state: 'block', is: {text: text(160)}}},
          {expect: {console: `[sim] cloud alert long warning: ${text(160)}`}},
        ],
      },
      {
        name: 'renotify_after repeats while raised, with the latest value, and stops at clear',
        covers: [
          [
            'properties.renotify_after',
            'notifies again at this interval while the alert stays raised',
          ],
          ['inputs.raise', 'only updates the value'],
        ],
        props: {name: 'pump_fault', text: '{name} {value}', renotify_after: 600000},
        steps: [
          {set: {raise: 'A'}},
          {expect: {console: '[sim] cloud alert pump_fault warning: pump_fault A'}},
          {at: '5min', set: {raise: 'B'}},
          {at: '10min', expect: {console: '[sim] cloud alert pump_fault warning: pump_fault B'}},
          {at: '11min', set: {clear: 1}},
          {expect: {noConsole: '[sim] cloud alert pump_fault warning', contains: true, for: '1h'}},
        ],
      },
      {
        name: 'offline, the raise is queued and sent when the connection returns',
        covers: [['errors[1]', 'queued, device offline']],
        props: {name: 'cold_room_high'},
        steps: [
          {failNetwork: {service: 'cloud', failure: 'offline'}},
          {set: {raise: 9}},
          {expect: {console: 'cloud: alert cold_room_high queued, device offline'}},
          {expect: {noConsole: '[sim] cloud alert', contains: true, for: '1min'}},
          {failNetwork: {service: 'cloud', failure: null}},
          {
            expect: {
              console: '[sim] cloud alert cold_room_high warning: simulator: cold_room_high at 9',
            },
          },
        ],
      },
      {
        name: 'a device Tessera Cloud does not know',
        covers: [['errors[0]', 'cloud: device not registered in Tessera Cloud']],
        props: {name: 'cold_room_high'},
        steps: [
          {failNetwork: {service: 'cloud', failure: 'unauthorised'}},
          {set: {raise: 9}},
          {expect: {console: 'cloud: device not registered in Tessera Cloud'}},
          {failNetwork: {service: 'cloud', failure: null}},
          {expect: {noConsole: '[sim] cloud alert', contains: true, for: '1min'}},
        ],
      },
      {
        name: 'a name with capitals is refused',
        covers: [['properties.name', 'for example cold_room_high']],
        props: {name: 'ColdRoom'},
        refused: 'property "name" is "ColdRoom": a name must be lowercase letters',
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.name', 'people subscribe to it by this name'],
        reason: 'subscriptions are kept in Tessera Cloud, which the simulator does not model',
      },
      {
        sentence: [
          'properties.severity',
          'Sets the alert’s colour and which subscribers are notified',
        ],
        reason:
          'colours and who is notified are Tessera Cloud’s; the simulator only names the severity on the Console line',
      },
    ],
  },
  node_azure_iot: {
    cases: [
      {
        name: 'numbers and text as text, objects and arrays as JSON, with the application properties',
        covers: [
          ['inputs.send', 'numbers and text sent as text, objects and arrays as JSON'],
          [
            'properties.properties',
            'Application properties added to each device-to-cloud message, one `name=value` per line',
          ],
        ],
        props: {properties: 'type=telemetry\nsite=north'},
        steps: [
          {set: {send: 21.5}},
          {expect: {console: '[sim] azure send 21.5 [type=telemetry, site=north]'}},
          {set: {send: 'ok'}},
          {expect: {console: '[sim] azure send ok [type=telemetry, site=north]'}},
          {set: {send: {t: 1}}},
          {expect: {console: '[sim] azure send {"t":1} [type=telemetry, site=north]'}},
          {set: {send: [1]}},
          {expect: {console: '[sim] azure send [1] [type=telemetry, site=north]'}},
        ],
      },
      {
        name: 'up to 256 KB is sent; more is refused',
        covers: [
          ['inputs.send', 'A device-to-cloud message body, up to 256 KB'],
          ['errors[2]', 'exceeds the 256 KB limit, not sent'],
          ['outputs.error', 'The Console message when a message is refused'],
        ],
        steps: [
          {set: {send: text(256 * 1024)}},
          {expect: {port: 'error', count: 0}},
          {set: {send: text(300 * 1024)}},
          {
            expect: {
              port: 'error',
              last: 'azure: message of 300 KB exceeds the 256 KB limit, not sent',
            },
          },
        ],
      },
      {
        name: 'report patches the twin’s reported properties',
        covers: [['inputs.report', 'A patch of the device twin’s reported properties']],
        steps: [
          {set: {report: {firmware: '2.4.1'}}},
          {expect: {console: '[sim] azure reported {"firmware":"2.4.1"}'}},
          {set: {report: {signal: -60}}},
          {expect: {state: 'block', is: {reported: {firmware: '2.4.1', signal: -60}}}},
        ],
      },
      {
        name: 'cloud-to-device bodies as text, or parsed as JSON',
        covers: [
          [
            'outputs.message',
            'The body of each cloud-to-device message, as text or parsed JSON per c2d_format',
          ],
          ['properties.c2d_format', 'How cloud-to-device message bodies are emitted on `message`'],
        ],
        props: {c2d_format: 'json'},
        blocks: [{id: 'plain', type: 'node_azure_iot', properties: {}}],
        steps: [
          {deliver: {kind: 'azure', payload: '{"fan":true}'}},
          {expect: {port: 'message', last: {fan: true}}},
          {expect: {port: 'plain.message', last: '{"fan":true}'}},
        ],
      },
      {
        name: 'desired: the full set after each connection, then each patch',
        covers: [
          ['outputs.desired', 'the full set after each connection, then each patch as it changes'],
        ],
        steps: [
          {expect: {port: 'desired', last: {}, count: 1}},
          {deliver: {kind: 'azure_desired', patch: {interval: 60}}},
          {expect: {port: 'desired', last: {interval: 60}, count: 2}},
          {deliver: {kind: 'azure_desired', patch: {mode: 'eco'}}},
          {expect: {port: 'desired', last: {mode: 'eco'}, count: 3}},
          {failNetwork: {service: 'azure', failure: 'offline'}},
          {expect: {port: 'desired', count: 3}},
          {at: '1min', failNetwork: {service: 'azure', failure: null}},
          {expect: {port: 'desired', last: {interval: 60, mode: 'eco'}, count: 4}},
        ],
      },
      {
        name: 'a hub that refuses the device',
        covers: [
          ['errors[0]', 'azure: hub refused connection (not authorised)'],
          ['outputs.error', 'the hub rejects the device'],
        ],
        steps: [
          {failNetwork: {service: 'azure', failure: 'unauthorised'}},
          {set: {send: 1}},
          {
            expect: {
              port: 'error',
              last: 'azure: hub refused connection (not authorised)',
              count: 1,
            },
          },
          {expect: {noConsole: '[sim] azure send', contains: true}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: [
          'properties.content_type',
          'Content type of device-to-cloud messages, with UTF-8 encoding',
        ],
        reason:
          'a message’s system properties, read by IoT Hub’s routing, are not on the Console line; the simulator has no hub',
      },
      {
        sentence: [
          'properties.content_type',
          'The hub and the device credentials are set in Project settings',
        ],
        reason: SETTINGS,
      },
      {
        sentence: ['errors[1]', 'azure: SAS token not valid, device clock is wrong'],
        reason:
          'the simulated device’s clock is always right, so the token it signs is always valid',
      },
      {
        sentence: ['errors[3]', 'azure: daily message quota of the hub exceeded'],
        reason: 'the simulator has no hub, so no tier or daily quota to run out of',
      },
    ],
  },
};
