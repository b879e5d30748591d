/**
 * Conformance cases for the comms records (comms.ts); see CASES.md. Never imported by the site.
 */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './comms';

const HARDWARE = 'describes the device’s hardware or wiring, which the simulator does not model';
const LINE =
  'a property of the signal on the wire; the simulator passes bytes, not line settings or bit timings';
const STUDIO = 'a limit Studio’s property editor enforces; the simulator runs what it is given';
const SERIAL = {port: 'rs232', delimiter: '\\r\\n', response_timeout: 500};
const SOCKET = {host: '192.0.2.15', port: 4001, auto_connect: false};
const SERVER = {mode: 'server', port: 4001};
const CLIENT_A = '192.0.2.50:50001';
const CLIENT_B = '192.0.2.51:50002';
const HOST = 'https://api.example.net';
const URL = `${HOST}/v1/rates`;
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
          ['properties.data_format', 'text sends and emits characters as they are'],
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
        name: 'a delimiter written with a \\xNN escape',
        covers: [['properties.delimiter', 'written with \\r, \\n and \\xNN escapes']],
        props: {...SERIAL, delimiter: '\\x03'},
        steps: [
          {deliver: {kind: 'serial', port: 'rs232', text: 'STX 42\x03'}},
          {expect: {port: 'received', last: 'STX 42'}},
        ],
      },
      {
        name: 'length framing: every frame_length characters make a frame',
        covers: [
          ['properties.framing', 'after frame_length bytes'],
          ['properties.frame_length', 'the number of bytes in every frame'],
        ],
        props: {port: 'rs485', framing: 'length', frame_length: 4},
        steps: [
          {deliver: {kind: 'serial', port: 'rs485', text: '123456'}},
          {expect: {port: 'received', last: '1234', count: 1}},
          {deliver: {kind: 'serial', port: 'rs485', text: '78'}},
          {expect: {port: 'received', last: '5678', count: 2}},
        ],
      },
      {
        name: 'delimiter framing: a frame that arrives in pieces waits for its delimiter',
        covers: [
          ['properties.framing', 'How the end of a frame is found'],
          ['outputs.received', 'One complete frame, without its delimiter'],
        ],
        props: SERIAL,
        steps: [
          {deliver: {kind: 'serial', port: 'rs232', text: '21.'}},
          {expect: {port: 'received', count: 0}},
          {at: '10ms', deliver: {kind: 'serial', port: 'rs232', text: '5\r\n22.0\r\n'}},
          {expect: {port: 'received', last: '22.0', count: 2}},
        ],
      },
      {
        name: 'silence framing: the pause after the bytes ends the frame',
        covers: [['properties.framing', 'or after a silence_gap with no bytes']],
        props: {port: 'rs485', framing: 'silence'},
        steps: [
          {deliver: {kind: 'serial', port: 'rs485', text: 'OK'}},
          {expect: {port: 'received', last: 'OK', count: 1}},
        ],
      },
      {
        name: 'hex: a request written as hex pairs, and the answer emitted as hex pairs',
        covers: [
          ['properties.data_format', 'hex sends and emits bytes written as hex pairs'],
          ['inputs.send', 'as text or as hex per data_format'],
        ],
        props: {port: 'rs485', framing: 'silence', data_format: 'hex'},
        steps: [
          {set: {send: '01 03 00 00 00 02'}},
          {expect: {console: '[sim] serial rs485 sends 01 03 00 00 00 02'}},
          {
            at: '20ms',
            deliver: {kind: 'serial', port: 'rs485', text: '01 03 04 00 e6 00 00', hex: true},
          },
          {expect: {port: 'received', last: '01 03 04 00 E6 00 00', count: 1}},
        ],
      },
      {
        name: 'hex with delimiter framing: the delimiter’s bytes are appended and removed',
        covers: [
          ['properties.delimiter', 'appended to each request and removed from each response'],
        ],
        props: {port: 'rs232', delimiter: '\\x03', data_format: 'hex'},
        steps: [
          {set: {send: '02 52 44'}},
          {expect: {console: '[sim] serial rs232 sends 02 52 44 03'}},
          {deliver: {kind: 'serial', port: 'rs232', text: '\x0241\x03'}},
          {expect: {port: 'received', last: '02 34 31', count: 1}},
        ],
      },
      {
        name: 'hex: a request that is not hex pairs is not sent',
        covers: [['outputs.error', 'is dropped']],
        props: {port: 'rs485', framing: 'silence', data_format: 'hex'},
        steps: [
          {set: {send: '01 0G'}},
          {expect: {port: 'error', last: 'serial: request "01 0G" is not hex pairs, not sent'}},
          {expect: {noConsole: 'serial rs485 sends', contains: true}},
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
        sentence: ['properties.silence_gap', 'the pause that ends a frame'],
        reason: `${LINE}: a delivery is taken as followed by silence, however long the gap`,
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
          {deliver: {kind: 'socket', text: 'ST,GS,+0012.5kg\r\n'}},
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
        name: 'a second server on the same local port',
        covers: [
          ['errors[3]', 'socket: port 4001 already in use'],
          ['properties.port', 'the local port for a server'],
        ],
        props: {mode: 'server', port: 4001},
        blocks: [{id: 'second', type: 'node_socket', properties: {mode: 'server', port: 4001}}],
        steps: [
          {expect: {console: 'socket: port 4001 already in use'}},
          {expect: {port: 'second.error', last: 'socket: port 4001 already in use', count: 1}},
          {expect: {port: 'error', count: 0}},
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
      {
        name: 'the peer closes the connection: lost, then reconnected',
        covers: [['errors[2]', 'lost, reconnecting in 5 s']],
        props: {...SOCKET, auto_connect: true},
        steps: [
          {deliver: {kind: 'socket', text: 'BYE\r\n', close: true}},
          {expect: {port: 'received', last: 'BYE'}},
          {expect: {port: 'disconnected', last: '192.0.2.15:4001', count: 1}},
          {
            expect: {
              port: 'error',
              last: 'socket: connection to 192.0.2.15:4001 lost, reconnecting in 5 s',
            },
          },
          {at: '5s', expect: {port: 'connected', count: 2}},
        ],
      },
      {
        name: 'a server: a client connects, sends a line and closes',
        covers: [
          ['properties.mode', 'server listens on port for up to 4 clients'],
          ['outputs.connected', 'The peer’s address and port'],
          ['outputs.disconnected', 'The peer’s address and port when a TCP connection closes'],
          ['properties.port', 'the local port for a server'],
        ],
        props: SERVER,
        steps: [
          {expect: {port: 'connected', count: 0}},
          {deliver: {kind: 'socket', from: CLIENT_A, text: 'HELLO\r\n'}},
          {expect: {port: 'connected', last: CLIENT_A, count: 1}},
          {expect: {port: 'received', last: 'HELLO', count: 1}},
          {expect: {state: 'block', is: {connected: true, clients: 1}}},
          {at: '1s', deliver: {kind: 'socket', from: CLIENT_A, text: '', close: true}},
          {expect: {port: 'disconnected', last: CLIENT_A, count: 1}},
          {expect: {state: 'block', is: {connected: false, clients: 0}}},
        ],
      },
      {
        name: 'a server sends to every connected client',
        covers: [['inputs.send', 'a server sends it to every connected client']],
        props: SERVER,
        steps: [
          {set: {send: 'W'}},
          {
            expect: {
              port: 'error',
              last: 'socket: no client connected on port 4001, data not sent',
            },
          },
          {deliver: {kind: 'socket', from: CLIENT_A, text: ''}},
          {deliver: {kind: 'socket', from: CLIENT_B, text: ''}},
          {set: {send: 'W'}},
          {expect: {console: `[sim] socket ${CLIENT_A} sends W`}},
          {expect: {console: `[sim] socket ${CLIENT_B} sends W`}},
        ],
      },
      {
        name: 'disconnect closes every client connection of a server, which keeps listening',
        covers: [['inputs.disconnect', 'or every client connection of a server']],
        props: SERVER,
        steps: [
          {deliver: {kind: 'socket', from: CLIENT_A, text: ''}},
          {deliver: {kind: 'socket', from: CLIENT_B, text: ''}},
          {set: {disconnect: true}},
          {expect: {port: 'disconnected', last: CLIENT_B, count: 2}},
          {deliver: {kind: 'socket', from: CLIENT_A, text: 'again\r\n'}},
          {expect: {port: 'connected', count: 3}},
          {expect: {port: 'received', last: 'again'}},
        ],
      },
      {
        name: 'a fifth client is refused',
        covers: [
          ['errors[4]', 'socket: client 192.0.2.54 refused, 4 clients connected on port 4001'],
          ['properties.mode', 'server listens on port for up to 4 clients'],
        ],
        props: SERVER,
        steps: [
          ...[50, 51, 52, 53].map((n) => ({
            deliver: {kind: 'socket' as const, from: `192.0.2.${n}:50000`, text: ''},
          })),
          {expect: {port: 'connected', count: 4}},
          {deliver: {kind: 'socket', from: '192.0.2.54:50000', text: 'hi\r\n'}},
          {
            expect: {
              port: 'error',
              last: 'socket: client 192.0.2.54 refused, 4 clients connected on port 4001',
            },
          },
          {expect: {port: 'connected', count: 4}},
          {expect: {port: 'received', count: 0}},
        ],
      },
      {
        name: 'ports 80 and 443 are taken by the HTTP server, 502 by the Modbus slave',
        covers: [['properties.port', 'ports 80, 443 and 502 are taken']],
        props: {mode: 'server', port: 502},
        blocks: [
          {id: 'slave', type: 'node_modbus_slave_read', properties: {address: 100}},
          {id: 'api', type: 'node_http_endpoint', properties: {path: '/api/level'}},
          {id: 'web', type: 'node_socket', properties: {mode: 'server', port: 443}},
          {id: 'free', type: 'node_socket', properties: {mode: 'server', port: 8080}},
        ],
        steps: [
          {expect: {port: 'error', last: 'socket: port 502 already in use'}},
          {expect: {port: 'web.error', last: 'socket: port 443 already in use'}},
          {expect: {port: 'free.error', count: 0}},
          {
            deliver: {kind: 'socket', block: 'block', from: CLIENT_A, text: 'x\r\n'},
            refused: 'no block takes a socket delivery',
          },
          {deliver: {kind: 'socket', block: 'free', from: CLIENT_A, text: 'x\r\n'}},
          {expect: {port: 'free.received', last: 'x'}},
        ],
      },
      {
        name: 'port 80 is free while nothing needs the HTTP server',
        covers: [['properties.port', 'when the HTTP server or Modbus TCP slave is on']],
        props: {mode: 'server', port: 80},
        steps: [
          {expect: {port: 'error', count: 0}},
          {deliver: {kind: 'socket', from: CLIENT_A, text: 'GET\r\n'}},
          {expect: {port: 'received', last: 'GET'}},
        ],
      },
      {
        name: 'framing none: data leaves as it arrives, a line can come in two pieces',
        covers: [['properties.framing', 'none emits data as it arrives']],
        props: {...SOCKET, auto_connect: true, framing: 'none'},
        steps: [
          {deliver: {kind: 'socket', text: 'ST,GS,'}},
          {deliver: {kind: 'socket', text: '+0012.5kg\r\n'}},
          {expect: {port: 'received', last: '+0012.5kg\r\n', count: 2}},
        ],
      },
      {
        name: 'framing delimiter: pieces join into one frame, without the delimiter',
        covers: [
          ['properties.framing', 'delimiter and length split the stream into frames'],
          ['properties.framing', 'TCP only'],
          ['properties.delimiter', 'the end-of-frame characters'],
        ],
        props: {...SOCKET, auto_connect: true, delimiter: '\\r\\n'},
        steps: [
          {deliver: {kind: 'socket', text: 'ST,GS,'}},
          {expect: {port: 'received', count: 0}},
          {deliver: {kind: 'socket', text: '+0012.5kg\r\nST,GS,+0012.6kg\r\n'}},
          {expect: {port: 'received', last: 'ST,GS,+0012.6kg', count: 2}},
        ],
      },
      {
        name: 'a delimiter written with a \\xNN escape',
        covers: [['properties.delimiter', 'written with \\r, \\n and \\xNN escapes']],
        props: {...SOCKET, auto_connect: true, delimiter: '\\x03'},
        steps: [
          {deliver: {kind: 'socket', text: '\x02OK\x03'}},
          {expect: {port: 'received', last: '\x02OK'}},
        ],
      },
      {
        name: 'framing length: every frame_length bytes make a frame',
        covers: [['properties.frame_length', 'the number of bytes in every frame']],
        props: {...SOCKET, auto_connect: true, framing: 'length', frame_length: 4},
        steps: [
          {deliver: {kind: 'socket', text: '123456'}},
          {expect: {port: 'received', last: '1234', count: 1}},
          {deliver: {kind: 'socket', text: '78'}},
          {expect: {port: 'received', last: '5678', count: 2}},
        ],
      },
      {
        name: 'a UDP datagram is one message, whatever the framing',
        covers: [['properties.framing', 'TCP only']],
        props: {protocol: 'udp', mode: 'server', port: 5000, framing: 'length', frame_length: 2},
        steps: [
          {deliver: {kind: 'socket', text: 'T1=21.4'}},
          {expect: {port: 'received', last: 'T1=21.4', count: 1}},
        ],
      },
      {
        name: 'hex: send and received carry bytes as hex pairs',
        covers: [
          ['properties.data_format', 'hex uses bytes written as hex pairs'],
          ['properties.data_format', 'text sends and emits characters as they are'],
          ['outputs.received', 'as text or hex per data_format'],
          ['inputs.send', 'as text or hex per data_format'],
        ],
        props: {...SOCKET, auto_connect: true, framing: 'none', data_format: 'hex'},
        steps: [
          {set: {send: '02 52 44 03'}},
          {expect: {console: '[sim] socket 192.0.2.15:4001 sends 02 52 44 03'}},
          {deliver: {kind: 'socket', text: '06 0d 0a', hex: true}},
          {expect: {port: 'received', last: '06 0D 0A'}},
          {deliver: {kind: 'socket', text: 'OK'}},
          {expect: {port: 'received', last: '4F 4B'}},
          {set: {send: 'ZZ'}},
          {expect: {port: 'error', last: 'socket: "ZZ" is not hex pairs, data not sent'}},
        ],
      },
      {
        name: 'idle_timeout closes a quiet connection; the next send opens it again',
        covers: [
          ['properties.idle_timeout', 'a TCP connection with no data either way for this long'],
          ['properties.idle_timeout', 'a client opens it again for its next `send`'],
        ],
        props: {...SOCKET, auto_connect: true, idle_timeout: 60000},
        steps: [
          {at: '30s', deliver: {kind: 'socket', text: 'ping\r\n'}},
          {at: '89.9s', expect: {port: 'disconnected', count: 0}},
          {at: '90s', expect: {port: 'disconnected', last: '192.0.2.15:4001', count: 1}},
          {expect: {console: '[sim] socket 192.0.2.15:4001 closed after 60 s without data'}},
          {expect: {port: 'error', count: 0}},
          {at: '10min', expect: {port: 'connected', count: 1}},
          {set: {send: 'W'}},
          {expect: {port: 'connected', count: 2}},
          {expect: {console: '[sim] socket 192.0.2.15:4001 sends W'}},
          {at: '11min', expect: {port: 'disconnected', count: 2}},
        ],
      },
      {
        name: 'idle_timeout on a server closes each quiet client',
        covers: [['properties.idle_timeout', 'otherwise a TCP connection']],
        props: {...SERVER, idle_timeout: 10000},
        steps: [
          {deliver: {kind: 'socket', from: CLIENT_A, text: ''}},
          {at: '5s', deliver: {kind: 'socket', from: CLIENT_B, text: 'x\r\n'}},
          {at: '10s', expect: {port: 'disconnected', last: CLIENT_A, count: 1}},
          {at: '15s', expect: {port: 'disconnected', last: CLIENT_B, count: 2}},
        ],
      },
      {
        name: 'idle_timeout 0 keeps a quiet connection open',
        covers: [['properties.idle_timeout', '0 keeps idle connections open']],
        props: {...SOCKET, auto_connect: true},
        steps: [{at: '2h', expect: {port: 'disconnected', count: 0}}],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.protocol', 'TCP for a connection with delivery'],
        reason:
          'a guarantee of the TCP protocol; the simulator loses no delivered byte on any socket',
      },
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
      {
        name: 'the response headers, names in lowercase',
        covers: [['outputs.headers', 'The headers of the latest response, names in lowercase']],
        props: {url: URL},
        steps: [
          {set: {send: 1}},
          {expect: {port: 'headers', last: {'content-type': 'application/json'}}},
        ],
      },
      {
        name: 'POST sends the message as the body, objects as JSON',
        covers: [
          [
            'inputs.send',
            'for POST, PUT and PATCH the message is the body, objects serialised as JSON',
          ],
          ['properties.method', 'The HTTP method'],
        ],
        props: {url: URL, method: 'POST'},
        steps: [
          {set: {send: {level: 2.5}}},
          {expect: {console: '[sim] http POST https://api.example.net/v1/rates {"level":2.5}'}},
        ],
      },
      {
        name: 'GET ignores the message',
        covers: [['inputs.send', 'for GET, DELETE and HEAD it is ignored']],
        props: {url: URL, method: 'DELETE'},
        steps: [
          {set: {send: 'ignored'}},
          {expect: {console: '[sim] http DELETE https://api.example.net/v1/rates'}},
        ],
      },
      {
        name: 'the url property is where the request goes',
        covers: [['properties.url', 'The full URL with http:// or https://']],
        props: {url: 'http://192.0.2.20/status'},
        steps: [{set: {send: 1}}, {expect: {console: '[sim] http GET http://192.0.2.20/status'}}],
      },
      {
        name: 'timeout sets how long the block waits',
        covers: [['properties.timeout', 'How long the block waits for the whole response']],
        props: {url: URL, timeout: 2000},
        steps: [
          {failNetwork: {service: 'http', failure: 'timeout'}},
          {set: {send: 1}},
          {at: '1.9s', expect: {port: 'error', count: 0}},
          {
            at: '2s',
            expect: {port: 'error', last: 'http: no response from api.example.net within 2 s'},
          },
        ],
      },
      {
        name: 'an untrusted certificate fails an https request',
        covers: [
          ['errors[0]', 'http: TLS certificate not trusted for api.example.net'],
          ['properties.tls_verify', 'Checks the server’s HTTPS certificate'],
        ],
        props: {url: URL},
        steps: [
          {failNetwork: {service: 'http', failure: 'tls'}},
          {set: {send: 1}},
          {expect: {port: 'error', last: 'http: TLS certificate not trusted for api.example.net'}},
          {expect: {port: 'status', count: 0}},
        ],
      },
      {
        name: 'tls_verify off accepts a self-signed certificate',
        covers: [['properties.tls_verify', 'switch off only for a test server with a self-signed']],
        props: {url: URL, tls_verify: false},
        steps: [
          {failNetwork: {service: 'http', failure: 'tls'}},
          {set: {send: 1}},
          {expect: {port: 'error', count: 0}},
          {expect: {port: 'status', last: 200}},
        ],
      },
      {
        name: 'a 401 goes to error as well as to status and body',
        covers: [
          ['errors[3]', 'http: status 401 from api.example.net'],
          ['properties.status_errors', 'Also sends statuses 400–599 to `error`'],
          ['outputs.error', 'and for statuses 400–599 when status_errors is on'],
        ],
        props: {url: URL},
        steps: [
          {deliver: {kind: 'http_response', url: URL, status: 401, body: 'no token'}},
          {set: {send: 1}},
          {expect: {port: 'error', last: 'http: status 401 from api.example.net'}},
          {expect: {port: 'status', last: 401}},
          {expect: {port: 'body', last: 'no token'}},
        ],
      },
      {
        name: 'status_errors off: a 500 only on status and body',
        covers: [['properties.status_errors', '`body` and `status` are emitted either way']],
        props: {url: URL, status_errors: false},
        steps: [
          {deliver: {kind: 'http_response', url: URL, status: 500, body: 'oops'}},
          {set: {send: 1}},
          {expect: {port: 'error', count: 0}},
          {expect: {port: 'status', last: 500}},
          {expect: {port: 'body', last: 'oops'}},
        ],
      },
      {
        name: 'a redirect is followed to the final response',
        covers: [['properties.follow_redirects', 'Follows up to 5 redirects (301, 302, 307, 308)']],
        props: {url: URL},
        steps: [
          {
            deliver: {
              kind: 'http_response',
              url: URL,
              status: 301,
              headers: {Location: '/v2/rates'},
            },
          },
          {deliver: {kind: 'http_response', url: `${HOST}/v2/rates`, status: 200, body: '1.08'}},
          {set: {send: 1}},
          {expect: {console: `[sim] http 301 from ${URL}, following ${HOST}/v2/rates`}},
          {expect: {console: `[sim] http GET ${HOST}/v2/rates`}},
          {expect: {port: 'status', last: 200, count: 1}},
          {expect: {port: 'body', last: '1.08', count: 1}},
        ],
      },
      {
        name: 'five redirects are followed; the sixth is the response',
        covers: [
          ['properties.follow_redirects', 'Follows up to 5 redirects'],
          [
            'properties.follow_redirects',
            'or at a sixth redirect, the redirect itself is the response',
          ],
        ],
        props: {url: `${HOST}/r1`},
        steps: [
          // r1 → r2 → … → r7: five hops reach r6, whose redirect is reported; r5 → r6 is the fifth.
          ...[1, 2, 3, 4, 5, 6].map((n) => ({
            deliver: {
              kind: 'http_response' as const,
              url: `${HOST}/r${n}`,
              status: n % 2 ? 302 : 307,
              headers: {location: `${HOST}/r${n + 1}`},
              body: `r${n}`,
            },
          })),
          {deliver: {kind: 'http_response', url: `${HOST}/r7`, status: 200, body: 'end'}},
          {set: {send: 1}},
          {expect: {console: `[sim] http GET ${HOST}/r6`}},
          {expect: {noConsole: `[sim] http GET ${HOST}/r7`}},
          {expect: {port: 'status', last: 307, count: 1}},
          {expect: {port: 'body', last: 'r6', count: 1}},
          {expect: {port: 'headers', last: {location: `${HOST}/r7`}}},
          {expect: {port: 'error', count: 0}},
        ],
      },
      {
        name: 'follow_redirects off: the redirect is the response',
        covers: [['properties.follow_redirects', 'off, or at a sixth redirect']],
        props: {url: URL, follow_redirects: false},
        steps: [
          {
            deliver: {
              kind: 'http_response',
              url: URL,
              status: 308,
              headers: {location: `${HOST}/v2/rates`},
            },
          },
          {set: {send: 1}},
          {expect: {port: 'status', last: 308}},
          {expect: {noConsole: 'following', contains: true}},
        ],
      },
      {
        name: 'a 302 after a POST is followed with a GET and no body',
        covers: [['properties.follow_redirects', '(301, 302, 307, 308)']],
        props: {url: `${HOST}/a`, method: 'POST'},
        steps: [
          {
            deliver: {
              kind: 'http_response',
              url: `${HOST}/a`,
              status: 302,
              headers: {location: '/b'},
            },
          },
          {set: {send: 'v=1'}},
          {expect: {console: `[sim] http GET ${HOST}/b`}},
        ],
      },
      {
        name: 'a 307 after a POST repeats the method and the body',
        covers: [['properties.follow_redirects', '(301, 302, 307, 308)']],
        props: {url: `${HOST}/c`, method: 'POST'},
        steps: [
          {
            deliver: {
              kind: 'http_response',
              url: `${HOST}/c`,
              status: 307,
              headers: {location: '/d'},
            },
          },
          {set: {send: 'v=2'}},
          {expect: {console: `[sim] http POST ${HOST}/d v=2`}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['outputs.body', 'The response body as text, up to 64 KB'],
        reason: 'a scenario scripts bodies of any length; the 64 KB cap is the device’s buffer',
      },
      {
        sentence: ['properties.headers', 'Extra request headers'],
        reason:
          'request headers reach the server, which the simulator does not run; the Console line shows method, URL and body',
      },
      {
        sentence: ['properties.content_type', 'The Content-Type of a request body'],
        reason: 'a request header, which only the server sees; the simulator runs no server',
      },
    ],
  },
  node_http_endpoint: {
    cases: [
      {
        name: 'a request with its query, answered by reply with default_status',
        covers: [
          [
            'outputs.request',
            'Each request, as an object with method, path, query (an object), headers and body',
          ],
          ['inputs.reply', 'The response body for the oldest waiting request'],
          ['properties.default_status', 'when nothing has arrived on the `status` input'],
          ['properties.path', 'The URL path'],
        ],
        props: {path: '/api/level', auth: 'none'},
        steps: [
          {deliver: {kind: 'http', method: 'GET', path: '/api/level?tank=2'}},
          {
            expect: {
              port: 'request',
              last: {method: 'GET', path: '/api/level', query: {tank: '2'}, headers: {}, body: ''},
            },
          },
          {set: {reply: '1.25'}},
          {expect: {console: '[sim] http GET /api/level answered 200 1.25'}},
        ],
      },
      {
        name: 'replies go to the oldest request first; objects as JSON',
        covers: [['inputs.reply', 'objects are sent as JSON']],
        props: {path: '/api/level', auth: 'none', method: 'any'},
        steps: [
          {deliver: {kind: 'http', method: 'GET', path: '/api/level'}},
          {deliver: {kind: 'http', method: 'POST', path: '/api/level', body: 'x'}},
          {set: {reply: {level: 1}}},
          {expect: {console: '[sim] http GET /api/level answered 200 {"level":1}'}},
          {set: {reply: 'ok'}},
          {expect: {console: '[sim] http POST /api/level answered 200 ok'}},
        ],
      },
      {
        name: 'status sets the code of the following replies',
        covers: [
          [
            'inputs.status',
            'The status code for following replies; default_status applies until a value arrives',
          ],
        ],
        props: {path: '/api/level', auth: 'none', default_status: 202},
        steps: [
          {deliver: {kind: 'http', path: '/api/level'}},
          {set: {reply: 'a'}},
          {expect: {console: '[sim] http GET /api/level answered 202 a'}},
          {set: {status: 404}},
          {deliver: {kind: 'http', path: '/api/level'}},
          {set: {reply: 'b'}},
          {expect: {console: '[sim] http GET /api/level answered 404 b'}},
        ],
      },
      {
        name: 'another method gets 405',
        covers: [['properties.method', 'The method the endpoint accepts; others get 405']],
        props: {path: '/api/level', auth: 'none', method: 'GET'},
        steps: [
          {deliver: {kind: 'http', method: 'POST', path: '/api/level', body: '1'}},
          {expect: {console: '[sim] http POST /api/level answered 405'}},
          {expect: {port: 'request', count: 0}},
        ],
      },
      {
        name: 'no reply within reply_timeout: 504',
        covers: [
          ['errors[0]', 'http: no reply to GET /api/level within 5 s, answered 504'],
          [
            'properties.reply_timeout',
            'How long a request waits for `reply` before the device answers 504',
          ],
          ['outputs.error', 'or not answered in time'],
        ],
        props: {path: '/api/level', auth: 'none'},
        steps: [
          {deliver: {kind: 'http', path: '/api/level'}},
          {at: '4.9s', expect: {port: 'error', count: 0}},
          {
            at: '5s',
            expect: {
              port: 'error',
              last: 'http: no reply to GET /api/level within 5 s, answered 504',
            },
          },
        ],
      },
      {
        name: 'a fifth waiting request gets 503',
        covers: [
          ['errors[1]', 'http: endpoint /api/level busy, answered 503'],
          ['outputs.error', 'when a request is refused'],
        ],
        props: {path: '/api/level', auth: 'none'},
        steps: [
          ...Array.from({length: 4}, () => ({
            deliver: {kind: 'http' as const, path: '/api/level'},
          })),
          {expect: {port: 'error', count: 0}},
          {deliver: {kind: 'http', path: '/api/level'}},
          {expect: {port: 'error', last: 'http: endpoint /api/level busy, answered 503'}},
          {expect: {port: 'request', count: 4}},
        ],
      },
      {
        name: 'a request without the token gets 401',
        covers: [
          ['errors[2]', 'http: unauthorised request to /api/level from 192.0.2.44, answered 401'],
          ['properties.auth', 'api token requires the token'],
        ],
        props: {path: '/api/level', auth: 'api token'},
        steps: [
          {deliver: {kind: 'http', path: '/api/level', auth: false, from: '192.0.2.44'}},
          {
            expect: {
              port: 'error',
              last: 'http: unauthorised request to /api/level from 192.0.2.44, answered 401',
            },
          },
          {expect: {port: 'request', count: 0}},
          {deliver: {kind: 'http', path: '/api/level', auth: true}},
          {expect: {port: 'request', count: 1}},
        ],
      },
      {
        name: 'a body over 16 KB gets 413',
        covers: [
          ['errors[3]', 'larger than 16 KB, answered 413'],
          ['outputs.request', 'body (text, up to 16 KB)'],
        ],
        props: {path: '/api/config', auth: 'none', method: 'POST'},
        steps: [
          {deliver: {kind: 'http', method: 'POST', path: '/api/config', body: 'x'.repeat(16385)}},
          {
            expect: {
              port: 'error',
              last: 'http: request body to /api/config larger than 16 KB, answered 413',
            },
          },
          {expect: {port: 'request', count: 0}},
          {deliver: {kind: 'http', method: 'POST', path: '/api/config', body: 'x'.repeat(16384)}},
          {expect: {port: 'request', count: 1}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.path', 'starting with /api/ so it cannot clash'],
        reason:
          'a rule Studio’s property editor enforces; the simulator serves any path it is given',
      },
      {
        sentence: [
          'properties.auth',
          'dashboard users requires a dashboard user name and password',
        ],
        reason: 'a delivery says only whether its credentials are valid (`auth`), not which kind',
      },
      {
        sentence: ['properties.content_type', 'The Content-Type of replies'],
        reason:
          'a reply header, which only the client sees; the Console line shows status and body',
      },
    ],
  },
  node_sms: {
    cases: [
      {
        name: 'a message to every recipient, sent once the network accepts it',
        covers: [
          ['inputs.send', 'The text to send to every recipient'],
          ['outputs.sent', 'The recipient’s number, once the network has accepted a message'],
          ['properties.recipients', 'numbers in international format, separated by commas'],
        ],
        props: {recipients: '+447700900123, +447700900456'},
        steps: [
          {set: {send: 'Tank high'}},
          {expect: {console: '[sim] sms to +447700900123: Tank high'}},
          {expect: {console: '[sim] sms to +447700900456: Tank high'}},
          {expect: {port: 'sent', last: '+447700900456', count: 2}},
        ],
      },
      {
        name: 'to replaces the recipients for the following messages',
        covers: [['inputs.to', 'Replaces the recipients property for the following messages']],
        props: {recipients: '+447700900123'},
        steps: [
          {set: {to: '+447700900777,+447700900888'}},
          {set: {send: 'hi'}},
          {expect: {port: 'sent', last: '+447700900888', count: 2}},
          {expect: {noConsole: '[sim] sms to +447700900123: hi'}},
        ],
      },
      {
        name: 'an allowed sender’s message: sender, then received',
        covers: [
          ['outputs.received', 'The text of an incoming message from an allowed sender'],
          ['outputs.sender', 'The number of the latest incoming message'],
          ['properties.allowed_senders', 'Numbers whose incoming messages are emitted'],
        ],
        props: {allowed_senders: '+447700900123,+447700900456'},
        steps: [
          {deliver: {kind: 'sms', from: '+447700900456', text: 'STATUS'}},
          {expect: {port: 'sender', last: '+447700900456'}},
          {expect: {port: 'received', last: 'STATUS'}},
          {deliver: {kind: 'sms', from: '+15550100', text: 'OPEN'}},
          {expect: {port: 'received', count: 1}},
        ],
      },
      {
        name: 'empty allowed_senders accepts none, * accepts all',
        covers: [['properties.allowed_senders', 'empty accepts none, `*` accepts all']],
        blocks: [{id: 'all', type: 'node_sms', properties: {allowed_senders: '*'}}],
        steps: [
          {deliver: {kind: 'sms', from: '+15550100', text: 'hello'}},
          {expect: {port: 'received', count: 0}},
          {expect: {port: 'all.received', last: 'hello'}},
        ],
      },
      {
        name: 'max_per_hour counts each recipient and drops the rest',
        covers: [
          [
            'properties.max_per_hour',
            'Most messages the block sends per hour, counting each recipient',
          ],
          ['errors[3]', 'messages per hour reached, message dropped'],
          ['outputs.error', 'when a message is not sent'],
        ],
        props: {recipients: '+447700900123,+447700900456', max_per_hour: 3},
        steps: [
          {set: {send: 'a'}},
          {set: {send: 'b'}},
          {expect: {port: 'sent', count: 3}},
          {
            expect: {
              port: 'error',
              last: 'sms: limit of 3 messages per hour reached, message dropped',
              count: 1,
            },
          },
          {at: '1h', set: {send: 'c'}},
          {expect: {port: 'sent', count: 5}},
        ],
      },
      {
        name: 'no SIM card',
        covers: [['errors[0]', 'sms: no SIM card in tile #41']],
        props: {recipients: '+447700900123'},
        steps: [
          {failNetwork: {service: 'sms', failure: 'no_sim'}},
          {set: {send: 'a'}},
          {expect: {port: 'error', last: 'sms: no SIM card in tile #41'}},
          {expect: {port: 'sent', count: 0}},
        ],
      },
      {
        name: 'no network',
        covers: [['errors[1]', 'sms: not registered on a network (signal −113 dBm)']],
        props: {recipients: '+447700900123'},
        steps: [
          {failNetwork: {service: 'sms', failure: 'offline'}},
          {set: {send: 'a'}},
          {expect: {port: 'error', last: 'sms: not registered on a network (signal −113 dBm)'}},
        ],
      },
      {
        name: 'the network rejects a message',
        covers: [['errors[2]', 'sms: message to +447700900123 rejected by network (error 38)']],
        props: {recipients: '+447700900123'},
        steps: [
          {failNetwork: {service: 'sms', failure: 'refused'}},
          {set: {send: 'a'}},
          {
            expect: {
              port: 'error',
              last: 'sms: message to +447700900123 rejected by network (error 38)',
            },
          },
          {expect: {port: 'sent', count: 0}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['inputs.send', 'up to 765 GSM characters, sent as up to 5 linked parts'],
        reason: 'how the modem splits a text into parts; the simulator sends the text whole',
      },
      {
        sentence: ['properties.recipients', 'Up to 10 numbers'],
        reason: STUDIO,
      },
      {
        sentence: ['properties.unicode', 'Sends UCS-2 for characters outside the GSM alphabet'],
        reason: 'the encoding on the air interface; the simulator sends the text whole',
      },
    ],
  },
  node_wiegand: {
    cases: [
      {
        name: 'a valid 26-bit card: facility, then the card number',
        covers: [
          ['outputs.card', 'The card number of each valid card read, in decimal'],
          ['outputs.facility', 'The facility code of the latest card, set before `card` fires'],
          ['properties.format', 'The card format the reader sends'],
          ['properties.card_output', 'the card number alone'],
        ],
        steps: [
          {deliver: {kind: 'wiegand', card: 45678, facility: 123, bits: 26}},
          {expect: {port: 'facility', last: 123}},
          {expect: {port: 'card', last: '45678'}},
        ],
      },
      {
        name: 'card_output facility:card number and raw hex',
        covers: [
          ['outputs.card', 'formatted as card_output sets, for example `123:45678`'],
          ['properties.card_output', 'the facility code and card number'],
          ['properties.card_output', 'or all bits including parity as hex'],
        ],
        props: {card_output: 'facility:card number'},
        blocks: [{id: 'hex', type: 'node_wiegand', properties: {card_output: 'raw hex'}}],
        steps: [
          {deliver: {kind: 'wiegand', block: 'block', card: 45678, facility: 123, bits: 26}},
          {expect: {port: 'card', last: '123:45678'}},
          {deliver: {kind: 'wiegand', block: 'hex', card: 45678, facility: 123, bits: 26}},
          {expect: {port: 'hex.card', last: '2F764DD'}},
        ],
      },
      {
        name: 'a frame of another length is an error',
        covers: [
          ['errors[0]', 'wiegand: 28-bit frame does not match the 26-bit format'],
          ['outputs.error', 'when a frame does not decode'],
        ],
        steps: [
          {deliver: {kind: 'wiegand', card: 1, facility: 1, bits: 28}},
          {expect: {port: 'error', last: 'wiegand: 28-bit frame does not match the 26-bit format'}},
          {expect: {port: 'card', count: 0}},
        ],
      },
      {
        name: 'auto decodes each listed format by its bit count',
        covers: [
          [
            'properties.format',
            'auto accepts every listed format and decodes each by its bit count',
          ],
        ],
        props: {format: 'auto'},
        steps: [
          {deliver: {kind: 'wiegand', card: 1, facility: 1, bits: 26}},
          {deliver: {kind: 'wiegand', card: 2, facility: 1, bits: 35}},
          {deliver: {kind: 'wiegand', card: 3, facility: 1, bits: 37}},
          {expect: {port: 'card', last: '3', count: 3}},
          {deliver: {kind: 'wiegand', card: 4, facility: 1, bits: 28}},
          {expect: {port: 'card', count: 3}},
          {expect: {port: 'error', count: 1}},
        ],
      },
      {
        name: 'a parity error',
        covers: [['errors[1]', 'wiegand: parity error in 26-bit frame']],
        steps: [
          {deliver: {kind: 'wiegand', card: 1, facility: 1, bits: 26, parity: false}},
          {expect: {port: 'error', last: 'wiegand: parity error in 26-bit frame'}},
          {expect: {port: 'card', count: 0}},
        ],
      },
      {
        name: 'a card from another facility is rejected',
        covers: [
          ['errors[2]', 'wiegand: facility code 17 rejected (expected 123)'],
          [
            'properties.facility_code',
            'otherwise cards with a different code go to `error` and not to `card`',
          ],
          ['outputs.error', 'or a card is rejected'],
        ],
        props: {facility_code: 123},
        steps: [
          {deliver: {kind: 'wiegand', card: 5, facility: 17, bits: 26}},
          {expect: {port: 'error', last: 'wiegand: facility code 17 rejected (expected 123)'}},
          {expect: {port: 'card', count: 0}},
          {deliver: {kind: 'wiegand', card: 5, facility: 123, bits: 26}},
          {expect: {port: 'card', last: '5'}},
        ],
      },
      {
        name: 'facility_code 0 accepts any facility',
        covers: [['properties.facility_code', '0 accepts any facility code']],
        props: {facility_code: 0},
        steps: [
          {deliver: {kind: 'wiegand', card: 5, facility: 17, bits: 26}},
          {deliver: {kind: 'wiegand', card: 6, facility: 200, bits: 26}},
          {expect: {port: 'card', last: '6', count: 2}},
          {expect: {port: 'error', count: 0}},
        ],
      },
      {
        name: 'a PIN ends at #, with leading zeros; * clears',
        covers: [
          ['outputs.pin', 'as digits with leading zeros kept, after #'],
          ['properties.pin_timeout', 'A PIN ends at #'],
          ['properties.pin_timeout', '* clears the digits typed so far'],
          ['properties.pin_mode', 'How the reader’s keypad sends keys'],
        ],
        props: {pin_mode: '4-bit per key'},
        steps: [
          {deliver: {kind: 'wiegand_pin', keys: '98*0042#'}},
          {expect: {port: 'pin', last: '0042', count: 1}},
        ],
      },
      {
        name: 'a PIN ends after pin_timeout without a key',
        covers: [
          ['outputs.pin', 'or the PIN timeout'],
          ['properties.pin_timeout', 'or after this long without a key'],
        ],
        props: {pin_mode: '8-bit per key', pin_timeout: 2000},
        steps: [
          {deliver: {kind: 'wiegand_pin', keys: '12'}},
          {at: '1.5s', deliver: {kind: 'wiegand_pin', keys: '3'}},
          {at: '3.4s', expect: {port: 'pin', count: 0}},
          {at: '3.5s', expect: {port: 'pin', last: '123'}},
        ],
      },
      {
        name: 'pin_mode off ignores key frames',
        covers: [['properties.pin_mode', 'off ignores key frames']],
        props: {pin_mode: 'off'},
        steps: [
          {
            deliver: {kind: 'wiegand_pin', keys: '1234#'},
            refused: 'no block takes a wiegand_pin delivery',
          },
          {expect: {port: 'pin', count: 0}},
        ],
      },
      {
        name: 'grant: green for grant_time, with a beep',
        covers: [
          ['inputs.grant', 'Turns the reader’s LED green and beeps once for grant_time'],
          ['properties.grant_time', 'How long the LED stays green after `grant`'],
        ],
        props: {grant_time: 2000},
        steps: [
          {set: {grant: true}},
          {expect: {console: '[sim] reader block green, beep'}},
          {expect: {state: 'block', is: {led: 'green'}}},
          {at: '1.9s', expect: {state: 'block', is: {led: 'green'}}},
          {at: '2s', expect: {state: 'block', is: {led: 'red'}}},
        ],
      },
      {
        name: 'deny: red, 3 beeps',
        covers: [['inputs.deny', 'Beeps the reader 3 times with the LED red']],
        steps: [
          {set: {deny: true}},
          {expect: {console: '[sim] reader block red, 3 beeps'}},
          {expect: {state: 'block', is: {led: 'red'}}},
        ],
      },
      {
        name: 'beep for the milliseconds received',
        covers: [
          ['inputs.beep', 'Sounds the reader’s beeper for the number of milliseconds received'],
        ],
        steps: [{set: {beep: 200}}, {expect: {console: '[sim] reader block beep 200 ms'}}],
      },
    ],
    notBehaviour: [
      {
        sentence: ['outputs.facility', '0 for formats without one'],
        reason: 'every format the block lists carries a facility code, so no frame gives 0',
      },
      {
        sentence: ['properties.facility_code', '(26-bit codes are 0–255)'],
        reason: 'a fact of the card format: a 26-bit frame has 8 facility bits',
      },
      {
        sentence: ['properties.pin_mode', 'as its manual states'],
        reason: 'a scenario delivers the keys, not the 4- or 8-bit frames that carry them',
      },
    ],
  },
  node_onewire: {
    cases: [
      {
        name: 'a read: the temperature with the offset, after the 12-bit conversion',
        covers: [
          ['inputs.read', 'Any message starts one conversion and read'],
          ['inputs.read', 'a DS18B20 takes up to 750 ms at 12-bit resolution'],
          ['outputs.temperature', 'The temperature in °C, with the offset applied'],
          ['properties.offset', 'Added to every temperature'],
          ['properties.rom_id', 'The sensor’s 64-bit ROM id'],
          ['properties.rom_id', 'Family 28 is a DS18B20'],
        ],
        props: {rom_id: ROM, offset: -0.5},
        steps: [
          {set: {block: 21.3}},
          {set: {read: true}},
          {at: '749ms', expect: {port: 'temperature', count: 0}},
          {at: '750ms', expect: {port: 'temperature', last: 20.8, count: 1}},
          {expect: {port: 'humidity', count: 0}},
        ],
      },
      {
        name: '9-bit resolution converts in 94 ms',
        covers: [['properties.resolution', '0.5 °C in 94 ms up to 0.0625 °C in 750 ms']],
        props: {rom_id: ROM, resolution: '9-bit'},
        steps: [
          {set: {read: true}},
          {at: '93ms', expect: {port: 'temperature', count: 0}},
          {at: '94ms', expect: {port: 'temperature', count: 1}},
        ],
      },
      {
        name: 'a family 26 sensor sends humidity as well as temperature',
        covers: [
          ['outputs.humidity', 'from temperature/humidity sensors (family 26) only'],
          ['properties.rom_id', '26 a temperature/humidity sensor'],
        ],
        props: {rom_id: '26-00000a1b2c3d'},
        steps: [
          {set: {block: {temperature: 19.5, humidity: 61}}},
          {set: {read: true}},
          {at: '1s', expect: {port: 'temperature', last: 19.5}},
          {expect: {port: 'humidity', last: 61}},
        ],
      },
      {
        name: 'no device',
        covers: [
          ['errors[0]', 'onewire: no device at 28-0316a2793c2f'],
          ['outputs.error', 'when the sensor or the bus fails'],
        ],
        props: {rom_id: ROM},
        steps: [
          {set: {block: 'no device'}},
          {set: {read: true}},
          {at: '1s', expect: {port: 'error', last: 'onewire: no device at 28-0316a2793c2f'}},
          {expect: {port: 'temperature', count: 0}},
        ],
      },
      {
        name: 'a CRC error',
        covers: [['errors[1]', 'onewire: CRC error at 28-0316a2793c2f']],
        props: {rom_id: ROM},
        steps: [
          {set: {block: 'crc'}},
          {set: {read: true}},
          {at: '1s', expect: {port: 'error', last: 'onewire: CRC error at 28-0316a2793c2f'}},
        ],
      },
      {
        name: 'a bus short circuit',
        covers: [['errors[2]', 'onewire: bus short circuit']],
        props: {rom_id: ROM},
        steps: [
          {set: {block: 'short'}},
          {set: {read: true}},
          {at: '1s', expect: {port: 'error', last: 'onewire: bus short circuit'}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: ['properties.rom_id', 'Device explorer lists the ids on the bus'],
        reason: 'describes Studio’s Device explorer',
      },
    ],
  },
};
