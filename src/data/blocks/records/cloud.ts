// Block records for the Cloud category: MQTT, Tessera Cloud reports and alerts, and Azure IoT Hub.
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_mqtt_pub',
    title: 'MQTT publish',
    category: 'cloud',
    summary: 'Publishes a message to an MQTT topic with a chosen QoS and retain flag.',
    keywords: ['MQTT', 'publish', 'topic', 'QoS', 'retain', 'broker', 'Mosquitto', 'telemetry'],
    inputs: [
      {
        name: 'payload',
        kind: 'event',
        type: 'any',
        description:
          'The message to publish, up to 64 KB: numbers and text are sent as text, objects and arrays as JSON.',
      },
      {
        name: 'topic',
        kind: 'data',
        type: 'string',
        description:
          'Replaces the topic property for the following messages, for topics built at run time.',
      },
    ],
    outputs: [
      {
        name: 'sent',
        kind: 'event',
        type: 'string',
        description:
          'The topic, once the message is delivered: written to the connection for QoS 0, acknowledged by the broker for QoS 1 and 2.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a message is refused or dropped.',
      },
    ],
    properties: [
      {
        name: 'topic',
        type: 'string',
        required: true,
        description:
          'The topic, without + or # wildcards, for example greenhouse/1/temperature; `{device}` is replaced by the device name. The broker is set in Project settings → Features → MQTT.',
      },
      {
        name: 'qos',
        type: 'integer',
        default: 1,
        min: 0,
        max: 2,
        required: true,
        description:
          '0 at most once, 1 at least once, 2 exactly once; QoS 1 and 2 messages wait in the offline queue while the broker is unreachable, QoS 0 messages are dropped.',
      },
      {
        name: 'retain',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Asks the broker to keep the latest message on the topic and hand it to new subscribers at once; use it for states, not for events.',
      },
      {
        name: 'format',
        type: 'enum',
        default: 'auto',
        options: ['auto', 'json', 'text'],
        required: false,
        description:
          'auto sends numbers and text as text and objects as JSON; json encodes every value as JSON (text gets quotes); text sends every value as text.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.1',
    errors: [
      {
        message: 'mqtt: offline queue full (100 messages), oldest dropped',
        cause:
          'The broker has been unreachable long enough for 100 QoS 1 or 2 messages to wait; the oldest is discarded for each new one.',
        fix: 'Restore the connection (see the MQTT status block); publish less often, or use Report by exception in front.',
      },
      {
        message: 'mqtt: publish to greenhouse/1/temperature not authorised',
        cause: 'The broker’s access list does not let this client publish on the topic.',
        fix: 'Grant the device’s MQTT user write access to the topic on the broker, or change the topic.',
      },
      {
        message: 'mqtt: topic greenhouse/+/temperature contains a wildcard, message not sent',
        cause:
          'The topic, usually one built at run time on the `topic` input, contains + or #, which only subscriptions may use.',
        fix: 'Build the topic from concrete levels, for example with a Text format block.',
      },
      {
        message: 'mqtt: payload of 80 KB exceeds the 64 KB limit, message not sent',
        cause: 'The message is larger than the device publishes.',
        fix: 'Send fewer rows per message, or split the data over several topics.',
      },
    ],
    related: ['node_mqtt_sub', 'node_mqtt_status', 'node_change', 'node_string', 'node_average'],
  },
  {
    id: 'node_mqtt_sub',
    title: 'MQTT subscribe',
    category: 'cloud',
    summary: 'Subscribes to an MQTT topic filter and emits each message received.',
    keywords: ['MQTT', 'subscribe', 'topic filter', 'wildcard', 'QoS', 'command topic', 'broker'],
    inputs: [],
    outputs: [
      {
        name: 'message',
        kind: 'event',
        type: 'any',
        description:
          'The payload of each message received, as text, parsed JSON or hex, per format; retained messages arrive once after each connection.',
      },
      {
        name: 'topic',
        kind: 'data',
        type: 'string',
        description:
          'The exact topic of the latest message, for example plant/3/cmd for the filter plant/+/cmd, set before `message` fires.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when the subscription is refused or a payload cannot be decoded.',
      },
    ],
    properties: [
      {
        name: 'topic_filter',
        type: 'string',
        required: true,
        description:
          'The topic or filter: + matches one level (plant/+/cmd), # matches all remaining levels and must come last (plant/#); `{device}` is replaced by the device name.',
      },
      {
        name: 'qos',
        type: 'integer',
        default: 1,
        min: 0,
        max: 2,
        required: true,
        description: 'The highest QoS the broker uses to deliver messages to the device.',
      },
      {
        name: 'format',
        type: 'enum',
        default: 'text',
        options: ['text', 'json', 'hex'],
        required: false,
        description:
          'text emits the payload as text; json parses it into a number, boolean, object or array; hex emits binary payloads as hex pairs.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.1',
    errors: [
      {
        message: 'mqtt: subscription to plant/+/cmd refused by broker',
        cause:
          'The broker’s access list does not let this client read the filter, or the filter is malformed (# not last).',
        fix: 'Grant the device’s MQTT user read access on the broker, or narrow the filter to topics it may read.',
      },
      {
        message: 'mqtt: payload on plant/3/cmd is not valid JSON',
        cause:
          'format is json and the payload is plain text or broken JSON; nothing is emitted on `message`.',
        fix: 'Set format to text, or fix the publisher so it sends JSON.',
      },
      {
        message: 'mqtt: payload on plant/3/log larger than 64 KB, dropped',
        cause: 'A message on a matching topic is larger than the device accepts.',
        fix: 'Narrow the filter so it excludes topics with large payloads.',
      },
    ],
    related: ['node_mqtt_pub', 'node_mqtt_status', 'node_json_parse', 'node_switch', 'node_relay'],
  },
  {
    id: 'node_mqtt_status',
    title: 'MQTT status',
    category: 'cloud',
    summary: 'Emits when the connection to the MQTT broker goes up or down.',
    keywords: ['MQTT', 'connection status', 'broker offline', 'last will', 'LWT', 'online'],
    inputs: [],
    outputs: [
      {
        name: 'connected',
        kind: 'event',
        type: 'string',
        description:
          'The broker’s host and port, for example broker.example:8883, each time the connection comes up.',
      },
      {
        name: 'disconnected',
        kind: 'event',
        type: 'string',
        description:
          'The reason, as the Console message, each time the connection goes down or an attempt fails.',
      },
      {
        name: 'state',
        kind: 'data',
        type: 'boolean',
        description: 'true while the device is connected to the broker.',
      },
    ],
    properties: [
      {
        name: 'emit_at_start',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Emits `disconnected` once at project start if the first connection attempt fails, so logic that waits for the broker knows at once.',
      },
      {
        name: 'debounce',
        type: 'duration',
        default: 0,
        min: 0,
        max: 300000,
        unit: 'ms',
        required: false,
        description:
          '0 reports every change; otherwise `disconnected` fires only when the connection stays down this long, hiding short reconnects.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.1',
    errors: [
      {
        message: 'mqtt: broker refused connection (not authorised)',
        cause:
          'The user name, password or client certificate in Project settings → Features → MQTT is wrong, or the broker has disabled the client.',
        fix: 'Check the credentials against the broker’s user list and deploy again.',
      },
      {
        message: 'mqtt: cannot resolve broker.example',
        cause:
          'DNS has no address for the broker’s host name, or the device has no DNS server set.',
        fix: 'Check the host name in Project settings → Features → MQTT and the DNS server in the network settings.',
      },
      {
        message: 'mqtt: TLS certificate not trusted for broker.example',
        cause:
          'The broker’s certificate is self-signed, issued for another name, or the device clock is wrong.',
        fix: 'Upload the broker’s CA certificate in Project settings → Features → MQTT, and switch on SNTP.',
      },
      {
        message: 'mqtt: connection lost, reconnecting in 10 s',
        cause:
          'The network dropped, or the broker closed the connection after missed keep-alive packets.',
        fix: 'Nothing, if it reconnects; the wait doubles after each failure up to 5 min. If it repeats, check the network link.',
      },
    ],
    related: ['node_mqtt_pub', 'node_mqtt_sub', 'node_system', 'node_sms', 'node_log'],
  },
  {
    id: 'node_cloud_report',
    title: 'Cloud report',
    category: 'cloud',
    summary: 'Sends a named reading to Tessera Cloud for charts and remote monitoring.',
    keywords: [
      'Tessera Cloud',
      'telemetry',
      'remote monitoring',
      'time series',
      'chart',
      'data logging',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The reading: a number, a boolean (charted as 0 and 1) or a text of up to 256 characters, time-stamped on arrival.',
      },
    ],
    outputs: [
      {
        name: 'sent',
        kind: 'event',
        type: 'any',
        description: 'The value, once Tessera Cloud has acknowledged it.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a reading cannot be sent or stored.',
      },
    ],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The reading’s name in Tessera Cloud, unique per device: lowercase letters, digits and underscores, for example room_temperature.',
      },
      {
        name: 'unit',
        type: 'string',
        required: false,
        description: 'The unit shown on Cloud charts, for example °C or % RH.',
      },
      {
        name: 'decimals',
        type: 'integer',
        default: 2,
        min: 0,
        max: 6,
        required: false,
        description: 'Numbers are rounded to this many decimals before sending.',
      },
      {
        name: 'min_interval',
        type: 'duration',
        default: 10000,
        min: 1000,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          'Shortest time between two sent readings; readings arriving faster replace each other and the latest is sent at the end of the interval.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.3',
    errors: [
      {
        message: 'cloud: device not registered in Tessera Cloud',
        cause: 'The device has no Tessera Cloud registration, or it was removed from the registry.',
        fix: 'Register the device in Tessera Cloud and switch on Project settings → Features → Tessera Cloud gateway, then deploy again.',
      },
      {
        message: 'cloud: offline buffer full (10000 readings), oldest dropped',
        cause:
          'The device has been offline long enough to buffer 10,000 readings; the oldest is discarded for each new one.',
        fix: 'Restore the connection; raise min_interval or put a Report by exception block in front to buffer fewer readings.',
      },
      {
        message: 'cloud: text for room_status longer than 256 characters, not sent',
        cause: 'A text reading is longer than Tessera Cloud stores.',
        fix: 'Shorten the text, or send a status code as a number.',
      },
    ],
    related: ['node_cloud_alert', 'node_change', 'node_average', 'node_mqtt_pub', 'node_log'],
  },
  {
    id: 'node_cloud_alert',
    title: 'Cloud alert',
    category: 'cloud',
    summary:
      'Raises or clears an alert in Tessera Cloud, which notifies the people subscribed to it.',
    keywords: [
      'alert',
      'alarm',
      'notification',
      'email alert',
      'push notification',
      'Tessera Cloud',
    ],
    inputs: [
      {
        name: 'raise',
        kind: 'event',
        type: 'any',
        description:
          'Raises the alert, with the message as `{value}` in the alert text; a raise while the alert is active only updates the value.',
      },
      {
        name: 'clear',
        kind: 'event',
        type: 'any',
        description:
          'Clears the alert; subscribers who chose to be told about clears are notified.',
      },
    ],
    outputs: [],
    properties: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'The alert’s id in Tessera Cloud, unique per device, for example cold_room_high; people subscribe to it by this name.',
      },
      {
        name: 'severity',
        type: 'enum',
        default: 'warning',
        options: ['info', 'warning', 'critical'],
        required: true,
        description:
          'Sets the alert’s colour and which subscribers are notified, by their notification settings.',
      },
      {
        name: 'text',
        type: 'string',
        default: '{device}: {name} at {value}',
        required: false,
        description:
          'The notification text; `{device}`, `{name}` and `{value}` are replaced; up to 160 characters after replacement.',
      },
      {
        name: 'renotify_after',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          '0 notifies once per raise; otherwise notifies again at this interval while the alert stays raised.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.3',
    errors: [
      {
        message: 'cloud: device not registered in Tessera Cloud',
        cause: 'The device has no Tessera Cloud registration, so alerts have nowhere to go.',
        fix: 'Register the device in Tessera Cloud and switch on Project settings → Features → Tessera Cloud gateway, then deploy again.',
      },
      {
        message: 'cloud: alert cold_room_high queued, device offline',
        cause:
          'The device has no connection to Tessera Cloud; the raise or clear is kept and sent with its original time when the connection returns.',
        fix: 'Restore the connection. For alerts that must arrive during a network outage, add an SMS block through a cellular tile.',
      },
    ],
    related: ['node_threshold', 'node_cloud_report', 'node_sms', 'node_average'],
  },
  {
    id: 'node_azure_iot',
    title: 'Azure IoT Hub',
    category: 'cloud',
    summary:
      'Sends device-to-cloud messages to Azure IoT Hub and receives cloud-to-device messages.',
    keywords: [
      'Azure',
      'Azure IoT Hub',
      'Microsoft',
      'device twin',
      'D2C',
      'C2D',
      'SAS token',
      'DPS',
    ],
    inputs: [
      {
        name: 'send',
        kind: 'event',
        type: 'any',
        description:
          'A device-to-cloud message body, up to 256 KB: numbers and text sent as text, objects and arrays as JSON.',
      },
      {
        name: 'report',
        kind: 'event',
        type: 'object',
        description:
          'A patch of the device twin’s reported properties, for example {"firmware": "2.4.1"}.',
      },
    ],
    outputs: [
      {
        name: 'message',
        kind: 'event',
        type: 'any',
        description:
          'The body of each cloud-to-device message, as text or parsed JSON per c2d_format.',
      },
      {
        name: 'desired',
        kind: 'event',
        type: 'object',
        description:
          'The device twin’s desired properties: the full set after each connection, then each patch as it changes.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a message is refused or the hub rejects the device.',
      },
    ],
    properties: [
      {
        name: 'content_type',
        type: 'enum',
        default: 'application/json',
        options: ['application/json', 'text/plain'],
        required: false,
        description:
          'Content type of device-to-cloud messages, with UTF-8 encoding, so IoT Hub routing queries can read JSON bodies. The hub and the device credentials are set in Project settings → Features → Azure IoT Hub.',
      },
      {
        name: 'properties',
        type: 'string',
        required: false,
        description:
          'Application properties added to each device-to-cloud message, one `name=value` per line, for message routing, for example `type=telemetry`.',
      },
      {
        name: 'c2d_format',
        type: 'enum',
        default: 'text',
        options: ['text', 'json'],
        required: false,
        description: 'How cloud-to-device message bodies are emitted on `message`.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '2.1',
    errors: [
      {
        message: 'azure: hub refused connection (not authorised)',
        cause:
          'The SAS key or X.509 certificate does not match the device identity, or the device is disabled in the hub.',
        fix: 'Copy the device’s primary key or certificate again into Project settings → Features → Azure IoT Hub, and check that the device is enabled.',
      },
      {
        message: 'azure: SAS token not valid, device clock is wrong',
        cause:
          'The device time is far from the real time, so the token it signs is expired or not yet valid.',
        fix: 'Switch on SNTP in Project settings → Features and check the network reaches an NTP server.',
      },
      {
        message: 'azure: message of 300 KB exceeds the 256 KB limit, not sent',
        cause: 'IoT Hub accepts device-to-cloud messages of up to 256 KB.',
        fix: 'Send fewer values per message, or split them over several messages.',
      },
      {
        message: 'azure: daily message quota of the hub exceeded',
        cause:
          'The hub has used its daily message allowance for its tier and units; messages are refused until the quota resets at 00:00 UTC.',
        fix: 'Send less often, for example through Report by exception, or add units or move the hub to a higher tier.',
      },
    ],
    related: ['node_mqtt_pub', 'node_json_parse', 'node_change', 'node_cloud_report'],
  },
] as const satisfies readonly BlockRecord[];

// cspell:ignore Mosquitto
