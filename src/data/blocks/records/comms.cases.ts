/**
 * Conformance cases for the comms records (comms.ts); see CASES.md. Never imported by the site.
 */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './comms';

const HARDWARE = 'describes the device’s hardware or wiring, which the simulator does not model';
const LINE =
  'a property of the characters on the wire; the simulator passes whole texts, not bytes and bit timings';
const STUDIO = 'a limit Studio’s property editor enforces; the simulator runs what it is given';
const NO_DELIVERY =
  'the simulator has no delivery or network failure that produces this (no server clients, redirects or raw bytes are modelled); listed as a gap in issue 35’s report';
const SERIAL = {port: 'rs232', delimiter: '\\r\\n', response_timeout: 500};
const SOCKET = {host: '192.0.2.15', port: 4001, auto_connect: false};
const URL = 'https://api.example.net/v1/rates';
const ROM = '28-0316a2793c2f';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_serial: {
    cases: [
      {
        name: 'a request goes out with its delimiter and its answer comes back without it',
        covers: [
          ['inputs.send', 'A request to write to the port'],
          ['outputs.received', 'the response to this block’s own request'],
          ['properties.delimiter', 'appended to each request and removed from each response'],
          ['properties.framing', 'at the delimiter'],
        ],
        props: SERIAL,
        steps: [
          {set: {send: 'READ?'}},
          {expect: {console: '[sim] serial rs232 sends READ?\\r\\n'}},
          {at: '100ms', deliver: {kind: 'serial', port: 'rs232', text: '21.5\r\n'}},
          {expect: {port: 'received', last: '21.5', count: 1}},
          {expect: {port: 'error', count: 0}},
        ],
      },
      {
        name: 'a second request waits in the queue until the first is answered',
        covers: [['inputs.send', 'it waits in the port’s queue while another request awaits']],
        props: SERIAL,
        steps: [
          {set: {send: 'A?'}},
          {set: {send: 'B?'}},
          {expect: {console: 'serial: port busy, request queued (1 waiting)'}},
          {expect: {noConsole: '[sim] serial rs232 sends B?\\r\\n', for: '50ms'}},
          {at: '100ms', deliver: {kind: 'serial', port: 'rs232', text: 'a\r\n'}},
          {expect: {console: '[sim] serial rs232 sends B?\\r\\n'}},
          {at: '200ms', deliver: {kind: 'serial', port: 'rs232', text: 'b\r\n'}},
          {expect: {port: 'received', last: 'b', count: 2}},
        ],
      },
      {
        name: 'no answer: error after response_timeout, then the next queued request goes out',
        covers: [
          [
            'properties.response_timeout',
            'before `error` fires and the next queued request goes out',
          ],
          ['errors[0]', 'serial: no response within'],
          ['outputs.error', 'when a request gets no answer'],
        ],
        props: {...SERIAL, response_timeout: 300},
        steps: [
          {set: {send: 'A?'}},
          {set: {send: 'B?'}},
          {at: '299ms', expect: {port: 'error', count: 0}},
          {at: '300ms', expect: {port: 'error', last: 'serial: no response within 300 ms'}},
          {expect: {console: '[sim] serial rs232 sends B?\\r\\n'}},
        ],
      },
      {
        name: 'the 17th waiting request is dropped',
        covers: [
          ['errors[1]', 'serial: queue full, request dropped'],
          ['outputs.error', 'is dropped'],
        ],
        props: {...SERIAL, response_timeout: 60000},
        steps: [
          ...Array.from({length: 17}, (_, i) => ({set: {send: `R${i}`}})),
          {expect: {port: 'error', count: 0}},
          {set: {send: 'R17'}},
          {expect: {port: 'error', last: 'serial: queue full, request dropped', count: 1}},
        ],
      },
      {
        name: 'an unwired block listens: frames arriving with no request waiting',
        covers: [
          ['inputs.send', 'Leave unwired to make the block a listener'],
          ['outputs.received', 'for a listener, a frame that arrived while no request was waiting'],
          ['outputs.received', 'One complete frame, without its delimiter'],
        ],
        props: SERIAL,
        steps: [
          {deliver: {kind: 'serial', port: 'rs232', text: '0012345678\r\n'}},
          {expect: {port: 'received', last: '0012345678', count: 1}},
        ],
      },
      {
        name: 'a frame over 1024 bytes is discarded',
        covers: [
          ['errors[3]', 'frame longer than 1024 bytes on rs232, discarded'],
          ['outputs.error', 'or a frame is damaged'],
        ],
        props: SERIAL,
        steps: [
          {deliver: {kind: 'serial', port: 'rs232', text: `${'x'.repeat(1025)}\r\n`}},
          {
            expect: {
              port: 'error',
              last: 'serial: frame longer than 1024 bytes on rs232, discarded',
            },
          },
          {expect: {port: 'received', count: 0}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['properties.port', 'RS-232 on the BP-01 or TBT tile #21'], reason: HARDWARE},
      {sentence: ['properties.baud_rate', 'One of 300, 600'], reason: LINE},
      {sentence: ['properties.data_bits', 'Data bits per character'], reason: LINE},
      {sentence: ['properties.parity', 'Parity bit per character'], reason: LINE},
      {sentence: ['properties.stop_bits', 'Stop bits per character'], reason: LINE},
      {
        sentence: ['properties.framing', 'after frame_length bytes'],
        reason: `${LINE}; a delivered text is one frame whatever the framing`,
      },
      {sentence: ['properties.frame_length', 'the number of bytes in every frame'], reason: LINE},
      {sentence: ['properties.silence_gap', 'the pause that ends a frame'], reason: LINE},
      {
        sentence: ['properties.data_format', 'hex sends and emits bytes written as hex pairs'],
        reason: `${LINE}; a scenario delivers the hex pairs as text and they pass through as they are`,
      },
      {
        sentence: ['errors[2]', 'framing error on rs485'],
        reason: `${LINE}: stop and parity bits are not simulated, so no frame is damaged`,
      },
    ],
  },
  node_socket: {
    cases: [
      {
        name: 'connect opens a TCP client connection and sends data',
        covers: [
          ['inputs.connect', 'Opens the connection when auto_connect is off'],
          ['outputs.connected', 'when a TCP connection opens'],
          ['inputs.send', 'Data to send'],
          ['properties.mode', 'client connects (or sends, for UDP) to host and port'],
          ['properties.host', 'IP address or host name to connect or send to'],
          ['properties.port', 'The remote port for a client'],
        ],
        props: SOCKET,
        steps: [
          {expect: {port: 'connected', count: 0}},
          {set: {connect: true}},
          {expect: {port: 'connected', last: '192.0.2.15:4001', count: 1}},
          {set: {send: 'W'}},
          {expect: {console: '[sim] socket 192.0.2.15:4001 sends W'}},
        ],
      },
      {
        name: 'auto_connect connects at the start',
        covers: [['properties.auto_connect', 'connects at project start']],
        props: {...SOCKET, auto_connect: true},
        steps: [{expect: {port: 'connected', last: '192.0.2.15:4001', count: 1}}],
      },
      {
        name: 'received data from the peer',
        covers: [['outputs.received', 'One frame of received data']],
        props: {...SOCKET, auto_connect: true},
        steps: [
          {deliver: {kind: 'socket', text: 'ST,GS,+0012.5kg'}},
          {expect: {port: 'received', last: 'ST,GS,+0012.5kg'}},
        ],
      },
      {
        name: 'a UDP datagram arrives without a connection',
        covers: [
          ['outputs.received', 'or one UDP datagram'],
          ['properties.protocol', 'UDP for single datagrams'],
          ['properties.mode', 'or receives datagrams, for UDP'],
        ],
        props: {protocol: 'udp', mode: 'server', port: 5000},
        steps: [
          {deliver: {kind: 'socket', text: 'ping'}},
          {expect: {port: 'received', last: 'ping'}},
          {expect: {port: 'connected', count: 0}},
        ],
      },
      {
        name: 'disconnect closes, no reconnection, and connect reopens',
        covers: [
          ['inputs.disconnect', 'Closes the connection'],
          ['outputs.disconnected', 'when a TCP connection closes'],
          ['inputs.connect', 'or reopens it after `disconnect`'],
        ],
        props: {...SOCKET, auto_connect: true, reconnect_interval: 1000},
        steps: [
          {set: {disconnect: true}},
          {expect: {port: 'disconnected', last: '192.0.2.15:4001', count: 1}},
          {at: '10s', expect: {port: 'connected', count: 1}},
          {set: {connect: true}},
          {expect: {port: 'connected', count: 2}},
        ],
      },
      {
        name: 'sending while not connected is an error',
        covers: [['outputs.error', 'or data cannot be sent']],
        props: SOCKET,
        steps: [
          {set: {send: 'W'}},
          {
            expect: {
              port: 'error',
              last: 'socket: not connected to 192.0.2.15:4001, data not sent',
            },
          },
        ],
      },
      {
        name: 'a refused connection is retried every reconnect_interval',
        covers: [
          ['errors[0]', 'socket: connection refused by 192.0.2.15:4001'],
          ['outputs.error', 'when a connection cannot be opened'],
          ['properties.reconnect_interval', 'wait between reconnection attempts'],
        ],
        props: {...SOCKET, reconnect_interval: 2000},
        steps: [
          {failNetwork: {service: 'socket', failure: 'refused'}},
          {set: {connect: true}},
          {
            expect: {
              port: 'error',
              last: 'socket: connection refused by 192.0.2.15:4001',
              count: 1,
            },
          },
          {at: '1.9s', expect: {port: 'error', count: 1}},
          {at: '2s', expect: {port: 'error', count: 2}},
          {at: '4s', expect: {port: 'error', count: 3}},
        ],
      },
      {
        name: 'a host name that does not resolve',
        covers: [['errors[1]', 'socket: cannot resolve host scale.example']],
        props: {...SOCKET, host: 'scale.example'},
        steps: [
          {failNetwork: {service: 'socket', failure: 'dns'}},
          {set: {connect: true}},
          {expect: {port: 'error', last: 'socket: cannot resolve host scale.example'}},
        ],
      },
      {
        name: 'a lost connection is reported and reconnected',
        covers: [
          ['errors[2]', 'socket: connection to 192.0.2.15:4001 lost, reconnecting in 5 s'],
          ['properties.auto_connect', 'reconnects after a lost connection'],
        ],
        props: {...SOCKET, auto_connect: true},
        steps: [
          {failNetwork: {service: 'socket', failure: 'offline'}},
          {
            expect: {
              port: 'error',
              last: 'socket: connection to 192.0.2.15:4001 lost, reconnecting in 5 s',
            },
          },
          {expect: {port: 'disconnected', last: '192.0.2.15:4001'}},
          {at: '1s', failNetwork: {service: 'socket', failure: null}},
          {expect: {port: 'connected', count: 2}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['inputs.send', 'a server sends it to every connected client'],
        reason: NO_DELIVERY,
      },
      {
        sentence: ['inputs.disconnect', 'or every client connection of a server'],
        reason: NO_DELIVERY,
      },
      {
        sentence: ['outputs.received', 'as text or hex per data_format'],
        reason: `${LINE}; a delivered text passes through as it is`,
      },
      {sentence: ['properties.protocol', 'TCP for a connection with delivery'], reason: LINE},
      {
        sentence: ['properties.mode', 'server listens on port for up to 4 clients'],
        reason: NO_DELIVERY,
      },
      {sentence: ['properties.port', 'ports 80, 443 and 502 are taken'], reason: NO_DELIVERY},
      {sentence: ['properties.framing', 'none emits data as it arrives'], reason: LINE},
      {sentence: ['properties.delimiter', 'the end-of-frame characters'], reason: LINE},
      {sentence: ['properties.frame_length', 'the number of bytes in every frame'], reason: LINE},
      {sentence: ['properties.data_format', 'hex uses bytes written as hex pairs'], reason: LINE},
      {sentence: ['properties.idle_timeout', '0 keeps idle connections open'], reason: NO_DELIVERY},
      {sentence: ['errors[3]', 'socket: port 4001 already in use'], reason: NO_DELIVERY},
    ],
  },
  node_http: {
    cases: [
      {
        name: 'a scripted reply: status, headers, then body',
        covers: [
          ['inputs.send', 'Sends the request'],
          ['outputs.status', 'The HTTP status code of the latest response, for example 200'],
          ['outputs.body', 'emitted for every response whatever its status'],
        ],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {
            deliver: {
              kind: 'http_response',
              url: 'https://api.example.net/',
              status: 404,
              body: 'gone',
            },
          },
          {set: {send: 1}},
          {expect: {port: 'status', last: 404}},
          {expect: {port: 'body', last: 'gone'}},
        ],
      },
      {
        name: 'url replaces the url property for the following requests',
        covers: [['inputs.url', 'Replaces the url property for the following requests']],
        props: {url: 'https://api.example.net/a'},
        steps: [
          {set: {url: 'https://api.example.net/b'}},
          {set: {send: 1}},
          {expect: {console: '[sim] http GET https://api.example.net/b'}},
        ],
      },
      {
        name: 'a refused connection is a failed request, not a reply',
        covers: [['outputs.error', 'The Console message when the request fails']],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {failNetwork: {service: 'http', failure: 'refused'}},
          {set: {send: 1}},
          {expect: {port: 'error', last: 'http: connection to api.example.net refused'}},
          {expect: {port: 'status', count: 0}},
          {expect: {port: 'body', count: 0}},
        ],
      },
      {
        name: 'no response within the timeout',
        covers: [['errors[1]', 'http: no response from api.example.net within 10 s']],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {failNetwork: {service: 'http', failure: 'timeout'}},
          {set: {send: 1}},
          {at: '9.9s', expect: {port: 'error', count: 0}},
          {
            at: '10s',
            expect: {port: 'error', last: 'http: no response from api.example.net within 10 s'},
          },
        ],
      },
      {
        name: 'a host that does not resolve',
        covers: [['errors[2]', 'http: cannot resolve host api.example.net']],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {failNetwork: {service: 'http', failure: 'dns'}},
          {set: {send: 1}},
          {expect: {port: 'error', last: 'http: cannot resolve host api.example.net'}},
        ],
      },
    ],
  },
};
