// Block records for the Comms category: serial ports, sockets, HTTP, SMS, Wiegand readers and the 1-Wire bus.
import type {BlockRecord} from '../types';

export const records = [
  {
    id: 'node_serial',
    title: 'Serial',
    category: 'comms',
    summary:
      'Sends and receives data on an RS-232 or RS-485 port, framed by length, delimiter or silence.',
    keywords: [
      'RS-232',
      'RS-485',
      'UART',
      'COM port',
      'ASCII protocol',
      'barcode scanner',
      'serial dispatcher',
    ],
    inputs: [
      {
        name: 'send',
        kind: 'event',
        type: 'string',
        description:
          'A request to write to the port, as text or as hex per data_format; it waits in the port’s queue while another request awaits its answer. Leave unwired to make the block a listener.',
      },
    ],
    outputs: [
      {
        name: 'received',
        kind: 'event',
        type: 'string',
        description:
          'One complete frame, without its delimiter: the response to this block’s own request, or, for a listener, a frame that arrived while no request was waiting.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when a request gets no answer, is dropped, or a frame is damaged.',
      },
    ],
    properties: [
      {
        name: 'port',
        type: 'channel',
        options: ['rs232', 'rs485'],
        required: true,
        description:
          'The serial port: RS-232 on the BP-01 or TBT tile #21; RS-485 on the BP-01, CP-02, CP-03 or TBT tile #22.',
      },
      {
        name: 'baud_rate',
        type: 'integer',
        default: 9600,
        min: 300,
        max: 115200,
        unit: 'baud',
        required: true,
        description:
          'One of 300, 600, 1200, 2400, 4800, 9600, 19200, 38400, 57600 and 115200; RS-485 starts at 1200; every block on a port must use the same value.',
      },
      {
        name: 'data_bits',
        type: 'enum',
        default: '8',
        options: ['7', '8'],
        required: true,
        description: 'Data bits per character.',
      },
      {
        name: 'parity',
        type: 'enum',
        default: 'none',
        options: ['none', 'even', 'odd'],
        required: true,
        description: 'Parity bit per character.',
      },
      {
        name: 'stop_bits',
        type: 'enum',
        default: '1',
        options: ['1', '2'],
        required: true,
        description: 'Stop bits per character.',
      },
      {
        name: 'framing',
        type: 'enum',
        default: 'delimiter',
        options: ['length', 'delimiter', 'silence'],
        required: true,
        description:
          'How the end of a frame is found: after frame_length bytes, at the delimiter, or after a silence_gap with no bytes; every block on a port must use the same framing.',
      },
      {
        name: 'delimiter',
        type: 'string',
        default: '\\r\\n',
        required: false,
        description:
          'For delimiter framing: the end-of-frame characters, written with \\r, \\n and \\xNN escapes; appended to each request and removed from each response.',
      },
      {
        name: 'frame_length',
        type: 'integer',
        default: 16,
        min: 1,
        max: 1024,
        unit: 'bytes',
        required: false,
        description: 'For length framing: the number of bytes in every frame.',
      },
      {
        name: 'silence_gap',
        type: 'duration',
        default: 20,
        min: 2,
        max: 1000,
        unit: 'ms',
        required: false,
        description:
          'For silence framing: the pause that ends a frame; at least 4 character times, about 4 ms at 9600 baud.',
      },
      {
        name: 'response_timeout',
        type: 'duration',
        default: 500,
        min: 10,
        max: 60000,
        unit: 'ms',
        required: false,
        description:
          'How long a request waits for its response before `error` fires and the next queued request goes out.',
      },
      {
        name: 'data_format',
        type: 'enum',
        default: 'text',
        options: ['text', 'hex'],
        required: false,
        description:
          'text sends and emits characters as they are; hex sends and emits bytes written as hex pairs, for example `01 03 00 00 00 02`, for binary protocols.',
      },
    ],
    requires: {anyOf: ['rs232', 'rs485']},
    since: '1.0',
    errors: [
      {
        message: 'serial: no response within 500 ms',
        cause:
          'No complete frame arrived within response_timeout: the instrument is off or disconnected, TX and RX are crossed wrongly, the settings differ from the instrument’s, or it needs longer to answer.',
        fix: 'Check the cable and the instrument’s port settings; raise response_timeout for a slow instrument, and the message quotes the new value.',
      },
      {
        message: 'serial: queue full, request dropped',
        cause:
          'The port already had 16 requests waiting: requests arrive faster than the instruments answer.',
        fix: 'Poll less often, or lower response_timeout so failed requests free the port sooner.',
      },
      {
        message: 'serial: framing error on rs485, frame discarded',
        cause:
          'Characters arrived with wrong stop or parity bits: a baud rate, parity or data bits mismatch, or noise on the line.',
        fix: 'Match the port settings to the instrument’s; on RS-485, check termination and the A and B wiring.',
      },
      {
        message: 'serial: frame longer than 1024 bytes on rs232, discarded',
        cause:
          'No delimiter or silence ended the frame within 1024 bytes: the wrong delimiter, or an instrument that streams without pauses.',
        fix: 'Check the delimiter against the instrument’s manual, or use length framing.',
      },
    ],
    related: ['node_modbus_read', 'node_socket', 'node_string', 'node_timer', 'node_log'],
  },
  {
    id: 'node_socket',
    title: 'Socket',
    category: 'comms',
    summary: 'Opens a TCP or UDP socket, as client or server, and exchanges data on it.',
    keywords: ['TCP', 'UDP', 'socket', 'raw TCP', 'serial server', 'port'],
    inputs: [
      {
        name: 'send',
        kind: 'event',
        type: 'string',
        description:
          'Data to send, as text or hex per data_format; a server sends it to every connected client.',
      },
      {
        name: 'connect',
        kind: 'event',
        type: 'any',
        description:
          'Opens the connection when auto_connect is off, or reopens it after `disconnect`; TCP client only.',
      },
      {
        name: 'disconnect',
        kind: 'event',
        type: 'any',
        description: 'Closes the connection, or every client connection of a server.',
      },
    ],
    outputs: [
      {
        name: 'received',
        kind: 'event',
        type: 'string',
        description:
          'One frame of received data, or one UDP datagram, as text or hex per data_format.',
      },
      {
        name: 'connected',
        kind: 'event',
        type: 'string',
        description:
          'The peer’s address and port, for example `192.0.2.15:4001`, when a TCP connection opens.',
      },
      {
        name: 'disconnected',
        kind: 'event',
        type: 'string',
        description: 'The peer’s address and port when a TCP connection closes.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when a connection cannot be opened or data cannot be sent.',
      },
    ],
    properties: [
      {
        name: 'protocol',
        type: 'enum',
        default: 'tcp',
        options: ['tcp', 'udp'],
        required: true,
        description:
          'TCP for a connection with delivery guaranteed; UDP for single datagrams of up to 1472 bytes.',
      },
      {
        name: 'mode',
        type: 'enum',
        default: 'client',
        options: ['client', 'server'],
        required: true,
        description:
          'client connects (or sends, for UDP) to host and port; server listens on port for up to 4 clients (or receives datagrams, for UDP).',
      },
      {
        name: 'host',
        type: 'string',
        required: false,
        description:
          'IP address or host name to connect or send to, for example 192.0.2.15 or scale.example; client only.',
      },
      {
        name: 'port',
        type: 'integer',
        min: 1,
        max: 65535,
        required: true,
        description:
          'The remote port for a client, the local port for a server; ports 80, 443 and 502 are taken when the HTTP server or Modbus TCP slave is on.',
      },
      {
        name: 'framing',
        type: 'enum',
        default: 'delimiter',
        options: ['none', 'delimiter', 'length'],
        required: false,
        description:
          'TCP only: none emits data as it arrives; delimiter and length split the stream into frames as the Serial block does.',
      },
      {
        name: 'delimiter',
        type: 'string',
        default: '\\r\\n',
        required: false,
        description:
          'For delimiter framing: the end-of-frame characters, written with \\r, \\n and \\xNN escapes.',
      },
      {
        name: 'frame_length',
        type: 'integer',
        default: 16,
        min: 1,
        max: 4096,
        unit: 'bytes',
        required: false,
        description: 'For length framing: the number of bytes in every frame.',
      },
      {
        name: 'data_format',
        type: 'enum',
        default: 'text',
        options: ['text', 'hex'],
        required: false,
        description:
          'text sends and emits characters as they are; hex uses bytes written as hex pairs.',
      },
      {
        name: 'auto_connect',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'TCP client: connects at project start and reconnects after a lost connection.',
      },
      {
        name: 'reconnect_interval',
        type: 'duration',
        default: 5000,
        min: 1000,
        max: 300000,
        unit: 'ms',
        required: false,
        description: 'TCP client: wait between reconnection attempts.',
      },
      {
        name: 'idle_timeout',
        type: 'duration',
        default: 0,
        min: 0,
        max: 3600000,
        unit: 'ms',
        required: false,
        description:
          '0 keeps idle connections open; otherwise a TCP connection with no data either way for this long is closed and `disconnected` fires; a client opens it again for its next `send`.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.0',
    errors: [
      {
        message: 'socket: connection refused by 192.0.2.15:4001',
        cause:
          'Nothing listens on that port at the host, or the device serves only one client and one is connected.',
        fix: 'Check host and port; close other clients of a single-client device such as a serial server.',
      },
      {
        message: 'socket: cannot resolve host scale.example',
        cause: 'DNS has no address for the host name, or the device has no DNS server set.',
        fix: 'Check the spelling and the DNS server in Project settings → Features → Ethernet (or Wi-Fi), or use the IP address.',
      },
      {
        message: 'socket: connection to 192.0.2.15:4001 lost, reconnecting in 5 s',
        cause: 'The peer closed the connection, or the network dropped.',
        fix: 'Nothing, if it reconnects; if it repeats, check the peer’s idle timeout and the network link.',
      },
      {
        message: 'socket: port 4001 already in use',
        cause: 'Another Socket block or a feature already listens on that local port.',
        fix: 'Choose a free port for the server.',
      },
      {
        message: 'socket: client 192.0.2.54 refused, 4 clients connected on port 4001',
        cause: 'A fifth client tried to connect to a server block, which serves up to 4 at once.',
        fix: 'Have clients close connections they no longer use, or set idle_timeout so quiet ones are closed.',
      },
    ],
    related: ['node_serial', 'node_http', 'node_string', 'node_json_parse'],
  },
  {
    id: 'node_http',
    title: 'HTTP request',
    category: 'comms',
    summary:
      'Sends an HTTP or HTTPS request and emits the status, headers and body of the response.',
    keywords: ['HTTP', 'HTTPS', 'REST', 'REST API', 'webhook', 'GET', 'POST', 'API call'],
    inputs: [
      {
        name: 'send',
        kind: 'event',
        type: 'any',
        description:
          'Sends the request; for POST, PUT and PATCH the message is the body, objects serialised as JSON; for GET, DELETE and HEAD it is ignored.',
      },
      {
        name: 'url',
        kind: 'data',
        type: 'string',
        description:
          'Replaces the url property for the following requests, for URLs built at run time.',
      },
    ],
    outputs: [
      {
        name: 'body',
        kind: 'event',
        type: 'string',
        description:
          'The response body as text, up to 64 KB, emitted for every response whatever its status, after `status` and `headers` are set.',
      },
      {
        name: 'status',
        kind: 'data',
        type: 'integer',
        description: 'The HTTP status code of the latest response, for example 200.',
      },
      {
        name: 'headers',
        kind: 'data',
        type: 'object',
        description: 'The headers of the latest response, names in lowercase.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when the request fails, and for statuses 400–599 when status_errors is on.',
      },
    ],
    properties: [
      {
        name: 'method',
        type: 'enum',
        default: 'GET',
        options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'],
        required: true,
        description: 'The HTTP method.',
      },
      {
        name: 'url',
        type: 'string',
        required: true,
        description:
          'The full URL with http:// or https://, for example https://api.example.net/v1/readings.',
      },
      {
        name: 'headers',
        type: 'string',
        required: false,
        description:
          'Extra request headers, one `Name: value` per line, for example `Authorization: Bearer` and a token.',
      },
      {
        name: 'content_type',
        type: 'enum',
        default: 'application/json',
        options: ['application/json', 'text/plain', 'application/x-www-form-urlencoded'],
        required: false,
        description: 'The Content-Type of a request body.',
      },
      {
        name: 'timeout',
        type: 'duration',
        default: 10000,
        min: 1000,
        max: 120000,
        unit: 'ms',
        required: false,
        description: 'How long the block waits for the whole response.',
      },
      {
        name: 'tls_verify',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Checks the server’s HTTPS certificate against the device’s trusted roots; switch off only for a test server with a self-signed certificate.',
      },
      {
        name: 'follow_redirects',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Follows up to 5 redirects (301, 302, 307, 308) to the final response; off, or at a sixth redirect, the redirect itself is the response.',
      },
      {
        name: 'status_errors',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Also sends statuses 400–599 to `error`; `body` and `status` are emitted either way.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi', 'cellular']},
    since: '1.0',
    errors: [
      {
        message: 'http: TLS certificate not trusted for api.example.net',
        cause:
          'The server’s certificate is self-signed, expired, issued for another name, or the device clock is wrong.',
        fix: 'Install a certificate from a public authority on the server; switch on SNTP so the device clock is right.',
      },
      {
        message: 'http: no response from api.example.net within 10 s',
        cause: 'The server or the network is slow or unreachable.',
        fix: 'Check the URL from a computer on the same network; raise timeout for a slow API.',
      },
      {
        message: 'http: cannot resolve host api.example.net',
        cause: 'DNS has no address for the host name, or the device has no DNS server set.',
        fix: 'Check the spelling and the DNS server in Project settings → Features → Ethernet (or Wi-Fi).',
      },
      {
        message: 'http: status 401 from api.example.net',
        cause:
          'The server refused the request: a missing or wrong Authorization header, or an expired token.',
        fix: 'Check the headers property against the API’s documentation.',
      },
    ],
    related: ['node_json_parse', 'node_string', 'node_http_endpoint', 'node_socket'],
  },
  {
    id: 'node_http_endpoint',
    title: 'HTTP endpoint',
    category: 'comms',
    summary: 'Serves a URL on the device’s HTTP server and answers requests to it.',
    keywords: ['HTTP server', 'REST API', 'webhook receiver', 'endpoint', 'API', 'GET', 'POST'],
    inputs: [
      {
        name: 'reply',
        kind: 'event',
        type: 'any',
        description: 'The response body for the oldest waiting request; objects are sent as JSON.',
      },
      {
        name: 'status',
        kind: 'data',
        type: 'integer',
        description:
          'The status code for following replies; default_status applies until a value arrives.',
      },
    ],
    outputs: [
      {
        name: 'request',
        kind: 'event',
        type: 'object',
        description:
          'Each request, as an object with method, path, query (an object), headers and body (text, up to 16 KB).',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a request is refused or not answered in time.',
      },
    ],
    properties: [
      {
        name: 'path',
        type: 'string',
        required: true,
        description:
          'The URL path, starting with /api/ so it cannot clash with the web dashboard, for example /api/level.',
      },
      {
        name: 'method',
        type: 'enum',
        default: 'GET',
        options: ['GET', 'POST', 'PUT', 'DELETE', 'any'],
        required: true,
        description: 'The method the endpoint accepts; others get 405.',
      },
      {
        name: 'auth',
        type: 'enum',
        default: 'api token',
        options: ['none', 'api token', 'dashboard users'],
        required: true,
        description:
          'api token requires the token from Project settings → Features → HTTP server in an Authorization: Bearer header; dashboard users requires a dashboard user name and password (HTTP Basic).',
      },
      {
        name: 'default_status',
        type: 'integer',
        default: 200,
        min: 100,
        max: 599,
        required: false,
        description: 'The status code of replies when nothing has arrived on the `status` input.',
      },
      {
        name: 'content_type',
        type: 'enum',
        default: 'application/json',
        options: ['application/json', 'text/plain', 'text/csv', 'text/html'],
        required: false,
        description: 'The Content-Type of replies.',
      },
      {
        name: 'reply_timeout',
        type: 'duration',
        default: 5000,
        min: 100,
        max: 30000,
        unit: 'ms',
        required: false,
        description: 'How long a request waits for `reply` before the device answers 504 itself.',
      },
    ],
    requires: {anyOf: ['ethernet', 'wifi']},
    since: '1.0',
    errors: [
      {
        message: 'http: no reply to GET /api/level within 5 s, answered 504',
        cause:
          'Nothing reached `reply` in time: the request output is not wired through to it, or a block in between failed.',
        fix: 'Wire a path from `request` to `reply` that always ends in a reply, including on errors.',
      },
      {
        message: 'http: endpoint /api/level busy, answered 503',
        cause: 'Four requests were already waiting for replies.',
        fix: 'Reply faster, or have clients poll less often.',
      },
      {
        message: 'http: unauthorised request to /api/level from 192.0.2.44, answered 401',
        cause: 'The request had no valid token or user name and password for the auth setting.',
        fix: 'Send the API token in an Authorization: Bearer header, or change auth.',
      },
      {
        message: 'http: request body to /api/config larger than 16 KB, answered 413',
        cause: 'A client sent more than the endpoint accepts.',
        fix: 'Send smaller bodies, for example one record per request.',
      },
    ],
    related: ['node_http', 'node_json_parse', 'node_table_query', 'node_variable'],
  },
  {
    id: 'node_sms',
    title: 'SMS',
    category: 'comms',
    summary: 'Sends and receives text messages through a cellular modem.',
    keywords: ['SMS', 'text message', 'GSM', 'LTE-M', 'cellular', 'alarm text', 'SIM'],
    inputs: [
      {
        name: 'send',
        kind: 'event',
        type: 'string',
        description:
          'The text to send to every recipient; up to 765 GSM characters, sent as up to 5 linked parts of 153 characters.',
      },
      {
        name: 'to',
        kind: 'data',
        type: 'string',
        description:
          'Replaces the recipients property for the following messages, numbers in international format.',
      },
    ],
    outputs: [
      {
        name: 'received',
        kind: 'event',
        type: 'string',
        description: 'The text of an incoming message from an allowed sender.',
      },
      {
        name: 'sender',
        kind: 'data',
        type: 'string',
        description:
          'The number of the latest incoming message, for example +447700900123, set before `received` fires.',
      },
      {
        name: 'sent',
        kind: 'event',
        type: 'string',
        description: 'The recipient’s number, once the network has accepted a message to it.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a message is not sent.',
      },
    ],
    properties: [
      {
        name: 'recipients',
        type: 'string',
        required: false,
        description:
          'Up to 10 numbers in international format, separated by commas, for example +447700900123.',
      },
      {
        name: 'allowed_senders',
        type: 'string',
        required: false,
        description:
          'Numbers whose incoming messages are emitted, separated by commas; empty accepts none, `*` accepts all.',
      },
      {
        name: 'max_per_hour',
        type: 'integer',
        default: 30,
        min: 1,
        max: 600,
        unit: 'messages',
        required: false,
        description:
          'Most messages the block sends per hour, counting each recipient, to cap costs when an alarm repeats.',
      },
      {
        name: 'unicode',
        type: 'boolean',
        default: false,
        required: false,
        description:
          'Sends UCS-2 for characters outside the GSM alphabet; a part then holds 67 characters instead of 153.',
      },
    ],
    requires: {allOf: ['cellular']},
    since: '2.2',
    errors: [
      {
        message: 'sms: no SIM card in tile #41',
        cause: 'The cellular tile has no nano-SIM, or the SIM is not seated.',
        fix: 'Power the TBT down, insert the nano-SIM into the tile’s holder until it clicks, and power up.',
      },
      {
        message: 'sms: not registered on a network (signal −113 dBm)',
        cause:
          'The modem finds no usable network: no antenna, a weak signal, or a SIM without LTE-M or NB-IoT service.',
        fix: 'Fit the antenna outside any metal cabinet, and check with the operator that the SIM has SMS on LTE-M or NB-IoT.',
      },
      {
        message: 'sms: message to +447700900123 rejected by network (error 38)',
        cause:
          'The network refused the message: no credit, SMS barred on the SIM, or an invalid number.',
        fix: 'Check the SIM’s plan and the number’s international format.',
      },
      {
        message: 'sms: limit of 30 messages per hour reached, message dropped',
        cause:
          'More messages were triggered in the last hour than max_per_hour allows, often a repeating alarm.',
        fix: 'Put a Threshold or Report by exception block in front, or raise max_per_hour.',
      },
    ],
    related: ['node_string', 'node_cloud_alert', 'node_threshold', 'node_system'],
  },
  {
    id: 'node_wiegand',
    title: 'Wiegand reader',
    category: 'comms',
    summary: 'Decodes card and PIN codes from a Wiegand reader and drives its LED and beeper.',
    keywords: [
      'RFID',
      'card reader',
      'HID',
      'proximity card',
      'access control',
      'PIN pad',
      'H10301',
      'Wiegand 26',
    ],
    inputs: [
      {
        name: 'grant',
        kind: 'event',
        type: 'any',
        description: 'Turns the reader’s LED green and beeps once for grant_time.',
      },
      {
        name: 'deny',
        kind: 'event',
        type: 'any',
        description: 'Beeps the reader 3 times with the LED red.',
      },
      {
        name: 'beep',
        kind: 'event',
        type: 'integer',
        description:
          'Sounds the reader’s beeper for the number of milliseconds received, 10–5000 ms.',
      },
    ],
    outputs: [
      {
        name: 'card',
        kind: 'event',
        type: 'string',
        description:
          'The card number of each valid card read, in decimal, formatted as card_output sets, for example `123:45678`.',
      },
      {
        name: 'facility',
        kind: 'data',
        type: 'integer',
        description:
          'The facility code of the latest card, set before `card` fires; 0 for formats without one.',
      },
      {
        name: 'pin',
        kind: 'event',
        type: 'string',
        description:
          'A PIN typed on the reader’s keypad, as digits with leading zeros kept, after # or the PIN timeout.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a frame does not decode or a card is rejected.',
      },
    ],
    properties: [
      {
        name: 'format',
        type: 'enum',
        default: '26-bit (H10301)',
        options: [
          '26-bit (H10301)',
          '34-bit',
          '35-bit (Corporate 1000)',
          '37-bit (H10304)',
          'auto',
        ],
        required: true,
        description:
          'The card format the reader sends; auto accepts every listed format and decodes each by its bit count.',
      },
      {
        name: 'facility_code',
        type: 'integer',
        default: 0,
        min: 0,
        max: 65535,
        required: false,
        description:
          '0 accepts any facility code; otherwise cards with a different code go to `error` and not to `card` (26-bit codes are 0–255).',
      },
      {
        name: 'card_output',
        type: 'enum',
        default: 'card number',
        options: ['card number', 'facility:card number', 'raw hex'],
        required: false,
        description:
          'What `card` carries: the card number alone, the facility code and card number, or all bits including parity as hex.',
      },
      {
        name: 'pin_mode',
        type: 'enum',
        default: 'off',
        options: ['off', '4-bit per key', '8-bit per key'],
        required: false,
        description:
          'How the reader’s keypad sends keys, as its manual states; off ignores key frames.',
      },
      {
        name: 'pin_timeout',
        type: 'duration',
        default: 5000,
        min: 1000,
        max: 30000,
        unit: 'ms',
        required: false,
        description:
          'A PIN ends at # or after this long without a key; * clears the digits typed so far.',
      },
      {
        name: 'grant_time',
        type: 'duration',
        default: 3000,
        min: 100,
        max: 60000,
        unit: 'ms',
        required: false,
        description: 'How long the LED stays green after `grant`.',
      },
    ],
    requires: {allOf: ['wiegand']},
    since: '2.0',
    errors: [
      {
        message: 'wiegand: 28-bit frame does not match the 26-bit format',
        cause:
          'The reader sends a format other than the one set, or a data line has a poor connection and bits are lost.',
        fix: 'Set format to the reader’s output, or to auto; check the D0 and D1 wires and the shared ground.',
      },
      {
        message: 'wiegand: parity error in 26-bit frame',
        cause:
          'A bit was corrupted on the cable: interference, a cable over 150 m, or D0 and D1 swapped.',
        fix: 'Use shielded cable with the shield grounded at the panel, keep it under 150 m, and check that D0 and D1 are not swapped.',
      },
      {
        message: 'wiegand: facility code 17 rejected (expected 123)',
        cause: 'A card from another site or batch was presented; it does not reach `card`.',
        fix: 'Set facility_code to 0 to accept every site, or enrol cards with the right facility code.',
      },
    ],
    related: [
      'node_table_query',
      'node_relay',
      'node_lcd_keypad',
      'node_table_insert',
      'node_digital_in',
    ],
  },
  {
    id: 'node_onewire',
    title: '1-Wire sensor',
    category: 'comms',
    summary: 'Reads temperature and humidity sensors on the 1-Wire bus by their ROM id.',
    keywords: [
      '1-Wire',
      'DS18B20',
      'DS18S20',
      'DS2438',
      'temperature probe',
      'humidity sensor',
      'Dallas',
    ],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description:
          'Any message starts one conversion and read; a DS18B20 takes up to 750 ms at 12-bit resolution.',
      },
    ],
    outputs: [
      {
        name: 'temperature',
        kind: 'event',
        type: 'number',
        description: 'The temperature in °C, with the offset applied.',
      },
      {
        name: 'humidity',
        kind: 'event',
        type: 'number',
        description:
          'The relative humidity in % RH, from temperature/humidity sensors (family 26) only, emitted after `temperature`.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when the sensor or the bus fails, for example `onewire: no device at 28-0316a2793c2f`.',
      },
    ],
    properties: [
      {
        name: 'rom_id',
        type: 'string',
        required: true,
        description:
          'The sensor’s 64-bit ROM id as family code and serial, for example 28-0316a2793c2f; Device explorer lists the ids on the bus. Family 28 is a DS18B20, 10 a DS18S20, 22 a DS1822, 26 a temperature/humidity sensor.',
      },
      {
        name: 'resolution',
        type: 'enum',
        default: '12-bit',
        options: ['9-bit', '10-bit', '11-bit', '12-bit'],
        required: false,
        description:
          'Conversion resolution of DS18B20 and DS1822 sensors: 0.5 °C in 94 ms up to 0.0625 °C in 750 ms.',
      },
      {
        name: 'offset',
        type: 'number',
        default: 0,
        min: -10,
        max: 10,
        unit: '°C',
        required: false,
        description: 'Added to every temperature, to calibrate against a reference thermometer.',
      },
    ],
    requires: {allOf: ['onewire']},
    since: '1.0',
    errors: [
      {
        message: 'onewire: no device at 28-0316a2793c2f',
        cause: 'The sensor does not answer: a loose wire, a cut cable, or a ROM id typed wrong.',
        fix: 'Check 1W-DATA, 1W-5V and 1W-GND, and compare the ROM id with the list in Device explorer.',
      },
      {
        message: 'onewire: CRC error at 28-0316a2793c2f',
        cause:
          'Noise or reflections on the bus: long stubs, a star layout, or a cable next to mains wiring.',
        fix: 'Rewire as one line with stubs under 1 m, use twisted pair for DATA and GND, and keep 1-Wire cables away from mains.',
      },
      {
        message: 'onewire: bus short circuit',
        cause: '1W-DATA is shorted to 1W-GND, often in a wet junction box.',
        fix: 'Disconnect sensors one at a time until the message stops, then seal the joint.',
      },
    ],
    related: ['node_timer', 'node_average', 'node_threshold', 'node_log', 'node_analog_in'],
  },
] as const satisfies readonly BlockRecord[];
