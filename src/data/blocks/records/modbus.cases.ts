/** Conformance cases for the modbus records (modbus.ts); see CASES.md. Never imported by the site. */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './modbus';

const NO_LINE =
  'the simulator does not model the RS-485 line (src/sim/README.md): a response is never corrupted';
const SLAVE_ACCEPTS =
  'a simulated slave accepts every value and function code; refusing one is a real device’s behaviour';
const HARDWARE = 'a device’s ports and tiles, which the simulator does not model';

/** Registers of simulated slave 1 from address 0: the deliveries a case starts with. */
const registers = (values: number[], slave = 1) =>
  values.map((value, address) => ({
    deliver: {kind: 'modbus_slave' as const, slave_id: slave, address, value},
  }));

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_modbus_read: {
    cases: [
      {
        name: 'one holding register, read on request, from the slave at slave_id',
        covers: [
          ['inputs.read', 'Any message starts one read request'],
          [
            'outputs.value',
            'a number (a boolean for coils and discrete inputs) when one value is read',
          ],
          ['properties.function', 'The Modbus function code sent in the request'],
          ['properties.slave_id', 'Slave address for RTU'],
          ['properties.poll_interval', '0 reads only when a message arrives on `read`'],
          ['properties.data_type', 'How registers are decoded'],
        ],
        props: {slave_id: 3, address: 9},
        steps: [
          ...registers([0, 0, 0, 0, 0, 0, 0, 0, 0, 65535], 3),
          {at: '1min', expect: {port: 'value', count: 0}},
          {set: {read: 'ignored'}},
          {expect: {port: 'value', last: 65535, count: 1}},
        ],
      },
      {
        name: 'a count-4 float32 read takes 40001–40004 and decodes two values',
        covers: [
          ['outputs.value', 'an array in address order when several are'],
          ['properties.count', 'Number of registers (1–125, functions 3 and 4)'],
          ['properties.count', 'a 32-bit value takes 2 registers'],
          ['properties.data_type', 'int32, uint32 and float32 need an even count'],
          ['properties.word_order', 'Byte order of 32-bit values across their two registers'],
          ['properties.address', 'holding register 40001 in a data sheet is address 0'],
        ],
        props: {count: 4, data_type: 'float32'},
        blocks: [{id: 'short', type: 'node_modbus_read', properties: {count: 4}}],
        wires: [{from: 'in_read.value', to: 'short.read'}],
        steps: [
          // 21.5 is 0x41AC0000 and -2 is 0xC0000000 in float32, big-endian.
          ...registers([0x41ac, 0x0000, 0xc000, 0x0000]),
          {set: {read: 1}},
          {expect: {port: 'value', last: [21.5, -2]}},
          {expect: {port: 'short.value', last: [0x41ac, 0, 0xc000, 0]}},
        ],
      },
      {
        name: 'word orders: CDAB, BADC and DCBA',
        covers: [['properties.word_order', 'as the slave’s manual gives it']],
        props: {count: 2, data_type: 'uint32', word_order: 'CDAB (word swap)'},
        blocks: [
          {
            id: 'badc',
            type: 'node_modbus_read',
            properties: {count: 2, data_type: 'uint32', word_order: 'BADC (byte swap)'},
          },
          {
            id: 'dcba',
            type: 'node_modbus_read',
            properties: {count: 2, data_type: 'int32', word_order: 'DCBA (little-endian)'},
          },
        ],
        wires: [
          {from: 'in_read.value', to: 'badc.read'},
          {from: 'in_read.value', to: 'dcba.read'},
        ],
        steps: [
          ...registers([0x5678, 0x1234]),
          {set: {read: 1}},
          // CDAB: 0x1234 then 0x5678; BADC: 0x7856 0x3412; DCBA: 0x3412 0x7856.
          {expect: {port: 'value', last: 0x12345678}},
          {expect: {port: 'badc.value', last: 0x78563412}},
          {expect: {port: 'dcba.value', last: 0x34127856}},
        ],
      },
      {
        name: 'word_order is ignored for 16-bit types; int16 reads the upper half as negative',
        covers: [
          ['properties.word_order', 'ignored for 16-bit types'],
          ['properties.data_type', 'How registers are decoded'],
        ],
        props: {count: 2, data_type: 'int16', word_order: 'DCBA (little-endian)'},
        steps: [
          ...registers([0xfffe, 0x0102]),
          {set: {read: 1}},
          {expect: {port: 'value', last: [-2, 258]}},
        ],
      },
      {
        name: 'coils as booleans; data_type ignored for functions 1 and 2',
        covers: [
          ['properties.data_type', 'ignored for functions 1 and 2, which give booleans'],
          ['properties.count', 'or bits (1–2000, functions 1 and 2)'],
        ],
        props: {function: '1 Read Coils', count: 3, data_type: 'float32'},
        steps: [
          {deliver: {kind: 'modbus_slave', slave_id: 1, address: 0, value: true}},
          {deliver: {kind: 'modbus_slave', slave_id: 1, address: 1, value: false}},
          {deliver: {kind: 'modbus_slave', slave_id: 1, address: 2, value: 1}},
          {set: {read: 1}},
          {expect: {port: 'value', last: [true, false, true]}},
        ],
      },
      {
        name: 'poll_interval reads on its own from the start of the project',
        covers: [
          [
            'properties.poll_interval',
            'any other value (100 ms or more) also reads on its own at this interval',
          ],
        ],
        props: {function: '4 Read Input Registers', poll_interval: 5000},
        steps: [
          ...registers([42]),
          {at: '4.9s', expect: {port: 'value', count: 0}},
          {at: '5s', expect: {port: 'value', last: 42, count: 1}},
          {at: '15s', expect: {port: 'value', count: 3}},
        ],
      },
      {
        name: 'no response: error after the timeout and each retry',
        covers: [
          [
            'properties.timeout',
            'How long the block waits for each response before it retries or fails',
          ],
          ['properties.retries', 'Repeats of a request that got no response'],
          ['outputs.error', 'The Console message when a request fails after its retries'],
          ['errors[0]', 'modbus: no response from slave 1'],
        ],
        props: {timeout: 500, retries: 2},
        steps: [
          {set: {read: 1}},
          {at: '1499ms', expect: {port: 'error', count: 0}},
          {at: '1500ms', expect: {port: 'error', last: 'modbus: no response from slave 1'}},
        ],
      },
      {
        name: 'a count past the slave’s last register: exception 02 at the 1-based address',
        covers: [
          ['errors[1]', 'exception 02 (illegal data address) from slave 3 at 40010'],
          ['properties.address', 'Console messages quote the 1-based form (40010 is address 9)'],
        ],
        props: {slave_id: 3, address: 8, count: 2},
        steps: [
          ...registers([1, 2, 3, 4, 5, 6, 7, 8, 9], 3),
          {set: {read: 1}},
          {
            expect: {
              port: 'error',
              last: 'modbus: exception 02 (illegal data address) from slave 3 at 40010',
            },
          },
        ],
      },
      {
        name: 'TCP: a refused connection names host and port',
        covers: [
          ['errors[3]', 'modbus: connection to meter.example:502 refused'],
          ['properties.transport', 'tcp: Modbus TCP over Ethernet or Wi-Fi'],
          ['properties.host', 'IP address or host name of the TCP slave or gateway'],
          ['properties.tcp_port', 'TCP port of the slave or gateway'],
        ],
        props: {transport: 'tcp', host: 'meter.example'},
        steps: [
          ...registers([1]),
          {failNetwork: {service: 'modbus', failure: 'refused'}},
          {set: {read: 1}},
          {expect: {port: 'error', last: 'modbus: connection to meter.example:502 refused'}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['errors[2]', 'CRC error'], reason: NO_LINE},
      {sentence: ['properties.retries', 'or a CRC error'], reason: NO_LINE},
      {sentence: ['properties.port', 'The serial port for RTU'], reason: HARDWARE},
      {
        sentence: ['properties.transport', 'rtu: Modbus RTU on the RS-485 port'],
        reason:
          'the line settings live in Project settings → Features, outside the project file, and the simulator does not model the line',
      },
      {
        sentence: ['properties.host', 'required for TCP, ignored for RTU'],
        reason: 'a rule for the project file in Studio’s editor, not a behaviour while it runs',
      },
      {
        sentence: ['properties.tcp_port', 'ignored for RTU'],
        reason:
          'the simulator has no line to tell RTU from TCP by, except for the TCP connection case',
      },
      {
        sentence: ['properties.slave_id', 'unit identifier for TCP'],
        reason:
          'a TCP-to-RTU gateway is outside the project; the simulated slaves are keyed by the same number',
      },
    ],
  },

  node_modbus_write: {
    cases: [
      {
        name: 'a register written, then done once the slave acknowledges',
        covers: [
          ['inputs.value', 'a number for registers'],
          ['outputs.done', 'The value written, emitted once the slave acknowledges the write'],
          ['properties.function', 'The Modbus function code sent'],
          ['properties.address', 'holding register 40101 in a data sheet is address 100'],
          [
            'properties.data_type',
            'numbers are rounded to the nearest integer for the integer types',
          ],
        ],
        props: {address: 100},
        blocks: [{id: 'check', type: 'node_modbus_read', properties: {address: 100}}],
        wires: [{from: 'block.done', to: 'check.read'}],
        steps: [
          ...registers([0]),
          {set: {value: 21.6}},
          {expect: {console: '[sim] modbus write 22 to slave 1 at 40101'}},
          {expect: {port: 'done', last: 22}},
          {expect: {port: 'check.value', last: 22}},
        ],
      },
      {
        name: 'coils take a boolean, 0 or 1; 2 is refused, not written as OFF',
        covers: [
          ['inputs.value', 'a boolean (or 0 and 1) for coils'],
          ['properties.data_type', 'ignored for coils'],
          ['outputs.error', 'The Console message when the value cannot be encoded'],
        ],
        props: {function: '5 Write Single Coil', data_type: 'float32'},
        steps: [
          ...registers([0]),
          {set: {value: 1}},
          {expect: {port: 'done', last: true}},
          {set: {value: 2}},
          {
            expect: {
              port: 'error',
              last: 'modbus: value 2 for coil 00001 is not true, false, 1 or 0',
            },
          },
          {expect: {port: 'done', count: 1}},
        ],
      },
      {
        name: 'an array with function 16: a float32 in two registers, word order applied',
        covers: [
          ['inputs.value', 'an array for functions 15 and 16'],
          ['properties.function', 'int32, uint32 and float32 values need function 16'],
          ['properties.word_order', 'Byte order of 32-bit values across their two registers'],
        ],
        props: {
          function: '16 Write Multiple Registers',
          data_type: 'float32',
          word_order: 'CDAB (word swap)',
        },
        blocks: [
          {
            id: 'check',
            type: 'node_modbus_read',
            properties: {count: 4, data_type: 'float32', word_order: 'CDAB (word swap)'},
          },
          {id: 'raw', type: 'node_modbus_read', properties: {count: 4}},
        ],
        wires: [
          {from: 'block.done', to: 'check.read'},
          {from: 'block.done', to: 'raw.read'},
        ],
        steps: [
          ...registers([0, 0, 0, 0]),
          {set: {value: [21.5, -2]}},
          {expect: {port: 'done', last: [21.5, -2]}},
          {expect: {port: 'raw.value', last: [0x0000, 0x41ac, 0x0000, 0xc000]}},
          {expect: {port: 'check.value', last: [21.5, -2]}},
        ],
      },
      {
        name: 'a 32-bit type with function 6 is refused',
        covers: [['properties.function', 'int32, uint32 and float32 values need function 16']],
        props: {data_type: 'int32'},
        steps: [
          ...registers([0, 0]),
          {set: {value: 5}},
          {expect: {port: 'error', last: 'modbus: int32 needs function 16, not 6'}},
        ],
      },
      {
        name: 'word_order ignored for 16-bit types',
        covers: [['properties.word_order', 'ignored for 16-bit types']],
        props: {data_type: 'int16', word_order: 'DCBA (little-endian)'},
        blocks: [{id: 'raw', type: 'node_modbus_read', properties: {}}],
        wires: [{from: 'block.done', to: 'raw.read'}],
        steps: [...registers([0]), {set: {value: -2}}, {expect: {port: 'raw.value', last: 65534}}],
      },
      {
        name: 'a value outside the data type: nothing sent',
        covers: [
          ['errors[2]', 'modbus: value 70000 does not fit int16 at 40001'],
          ['outputs.error', 'The Console message when the value cannot be encoded'],
        ],
        props: {data_type: 'int16'},
        steps: [
          ...registers([0]),
          {set: {value: 70000}},
          {expect: {port: 'error', last: 'modbus: value 70000 does not fit int16 at 40001'}},
          {expect: {noConsole: '[sim] modbus write', contains: true}},
        ],
      },
      {
        name: 'no acknowledgement: error after timeout and retries',
        covers: [
          ['errors[3]', 'modbus: no response from slave 1'],
          [
            'properties.timeout',
            'How long the block waits for the acknowledgement before it retries or fails',
          ],
          ['properties.retries', 'Repeats of a write that got no response before `error` fires'],
          ['outputs.error', 'or the write fails after its retries'],
        ],
        props: {timeout: 1000, retries: 0},
        steps: [
          {set: {value: 1}},
          {at: '999ms', expect: {port: 'error', count: 0}},
          {at: '1s', expect: {port: 'error', last: 'modbus: no response from slave 1'}},
        ],
      },
    ],
    notBehaviour: [
      {sentence: ['errors[0]', 'exception 03 (illegal data value)'], reason: SLAVE_ACCEPTS},
      {sentence: ['errors[1]', 'exception 01 (illegal function)'], reason: SLAVE_ACCEPTS},
      {
        sentence: ['properties.word_order', 'as the slave’s manual gives it'],
        reason: 'advice on where to find the order',
      },
      {sentence: ['properties.port', 'The serial port for RTU'], reason: HARDWARE},
      {
        sentence: ['properties.transport', 'rtu: Modbus RTU on the RS-485 port'],
        reason:
          'the line settings live in Project settings → Features, outside the project file, and the simulator does not model the line',
      },
      {
        sentence: ['properties.host', 'IP address or host name'],
        reason:
          'the simulated slaves answer by slave id whatever the host; the Modbus read case checks the host in a refused connection',
      },
      {
        sentence: ['properties.tcp_port', 'TCP port of the slave or gateway'],
        reason:
          'the simulated slaves answer by slave id whatever the port; the Modbus read case checks it in a refused connection',
      },
      {
        sentence: ['properties.slave_id', 'Slave address for RTU'],
        reason:
          'checked by the Modbus read cases, which share this property; a write reaches the same simulated slave',
      },
    ],
  },

  node_modbus_slave_read: {
    cases: [
      {
        name: 'a master’s write to 40101, sent once per accepted write even when unchanged',
        covers: [
          ['outputs.value', 'a number for holding registers'],
          ['outputs.value', 'emitted once per accepted write even when the value is unchanged'],
          ['properties.table', 'Which of the device’s writable tables the block watches'],
          ['properties.address', 'address 100 is holding register 40101 to the master'],
          ['properties.data_type', 'How the register or register pair is decoded'],
          [
            'properties.initial_value',
            'Value the register holds after the first deploy, until a master writes to it',
          ],
        ],
        props: {address: 100, initial_value: 20},
        steps: [
          {at: 0, expect: {state: 'block', is: {register: 20}}},
          {deliver: {kind: 'modbus_master_write', address: 100, value: 25}},
          {deliver: {kind: 'modbus_master_write', address: 100, value: 25}},
          {expect: {port: 'value', last: 25, count: 2}},
          {expect: {state: 'block', is: {register: 25}}},
        ],
      },
      {
        name: 'a coil written by a master',
        covers: [
          ['outputs.value', 'a boolean for coils'],
          ['properties.data_type', 'ignored for coils'],
          ['properties.word_order', 'ignored for 16-bit types'],
        ],
        props: {table: 'coils', data_type: 'float32'},
        steps: [
          {deliver: {kind: 'modbus_master_write', table: 'coils', address: 0, value: true}},
          {expect: {port: 'value', last: true}},
        ],
      },
      {
        name: 'outside min_value and max_value: exception 03, the register keeps its value',
        covers: [
          [
            'properties.min_value',
            'Lowest value accepted; a lower write is answered with exception 03 and the register keeps its value',
          ],
          [
            'properties.max_value',
            'Highest value accepted; a higher write is answered with exception 03 and the register keeps its value',
          ],
          [
            'errors[0]',
            'modbus: write of 950 to 40101 rejected, outside 0–500 (exception 03 sent)',
          ],
          ['outputs.error', 'The Console message when a master’s write is rejected'],
        ],
        props: {address: 100, min_value: 0, max_value: 500, initial_value: 200},
        steps: [
          {deliver: {kind: 'modbus_master_write', address: 100, value: 950}},
          {
            expect: {
              port: 'error',
              last: 'modbus: write of 950 to 40101 rejected, outside 0–500 (exception 03 sent)',
            },
          },
          {deliver: {kind: 'modbus_master_write', address: 100, value: -1}},
          {
            expect: {
              port: 'error',
              last: 'modbus: write of -1 to 40101 rejected, outside 0–500 (exception 03 sent)',
            },
          },
          {expect: {state: 'block', is: {register: 200}}},
          {expect: {port: 'value', count: 0}},
        ],
      },
      {
        name: 'empty limits accept the whole range of the data type, and no more',
        covers: [
          ['properties.min_value', 'Empty accepts the whole range of the data type'],
          ['properties.max_value', 'Empty accepts the whole range of the data type'],
        ],
        props: {data_type: 'int16'},
        steps: [
          {deliver: {kind: 'modbus_master_write', address: 0, value: -32768}},
          {expect: {port: 'value', last: -32768}},
          {deliver: {kind: 'modbus_master_write', address: 0, value: 40000}},
          {
            expect: {
              port: 'error',
              last: 'modbus: write of 40000 to 40001 rejected, outside -32768–32767 (exception 03 sent)',
            },
          },
        ],
      },
      {
        name: 'persist keeps the setpoint across a power cut; off returns to initial_value',
        covers: [
          [
            'properties.persist',
            'Keeps the last written value across restarts, so a setpoint survives a power cut',
          ],
        ],
        props: {initial_value: 20},
        blocks: [
          {
            id: 'plain',
            type: 'node_modbus_slave_read',
            properties: {address: 1, persist: false, initial_value: 20},
          },
        ],
        steps: [
          {deliver: {kind: 'modbus_master_write', address: 0, value: 30}},
          {deliver: {kind: 'modbus_master_write', address: 1, value: 30}},
          {restart: 'power_on'},
          {expect: {state: 'block', is: {register: 30}}},
          {expect: {state: 'plain', is: {register: 20}}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: [
          'properties.table',
          'slave id, RTU or TCP and the serial settings are set in Project settings',
        ],
        reason: 'describes Studio’s Project settings, outside the project file',
      },
      {
        sentence: ['errors[1]', 'partial write'],
        reason:
          'a run gives a master’s write as one whole value; a write of one register of a pair cannot be given to the simulator',
      },
      {
        sentence: [
          'properties.word_order',
          'Byte order of 32-bit values across their two registers',
        ],
        reason:
          'a run gives a master’s write as the decoded value, so the byte order on the wire cannot be shown',
      },
    ],
  },

  node_modbus_slave_write: {
    cases: [
      {
        name: 'a value stays in the register until the next; integer types round',
        covers: [
          ['inputs.value', 'a number for registers'],
          ['inputs.value', 'it stays in the register until the next one'],
          ['properties.table', 'Which of the device’s tables holds the value'],
          ['properties.data_type', 'integer types round to the nearest integer'],
          [
            'properties.initial_value',
            'Value a master reads after start, until the first message arrives on `value`',
          ],
        ],
        props: {initial_value: 7},
        steps: [
          {at: 0, expect: {state: 'block', is: {register: 7}}},
          {set: {value: 21.6}},
          {at: '1h', expect: {state: 'block', is: {register: 22}}},
        ],
      },
      {
        name: 'coils and discrete inputs hold booleans',
        covers: [['inputs.value', 'a boolean for coils and discrete inputs']],
        props: {table: 'discrete inputs'},
        steps: [{set: {value: true}}, {expect: {state: 'block', is: {register: true}}}],
      },
      {
        name: 'a value that does not fit, and a text: the register keeps its previous value',
        covers: [
          ['errors[0]', 'modbus: value 70000 does not fit uint16 at 30001'],
          ['errors[1]', 'modbus: value "open" at 30005 is not a number'],
          ['outputs.error', 'The Console message when a value cannot be stored in the register'],
          ['properties.address', 'address 0 of input registers is 30001 to the master'],
        ],
        props: {data_type: 'uint16'},
        blocks: [{id: 'status', type: 'node_modbus_slave_write', properties: {address: 4}}],
        wires: [{from: 'in_value.value', to: 'status.value'}],
        steps: [
          {set: {value: 12}},
          {set: {value: 70000}},
          {expect: {port: 'error', last: 'modbus: value 70000 does not fit uint16 at 30001'}},
          {expect: {state: 'block', is: {register: 12}}},
          {set: {value: 'open'}},
          {expect: {port: 'status.error', last: 'modbus: value "open" at 30005 is not a number'}},
          {expect: {state: 'status', is: {register: 12}}},
        ],
      },
      {
        name: 'stale_after: exception 04 when no new value arrives in time',
        covers: [
          [
            'properties.stale_after',
            'when no new value arrives within this time, reads of the register are answered with exception 04',
          ],
          ['errors[2]', 'modbus: value at 30001 stale for 60 s, reads answered with exception 04'],
        ],
        props: {stale_after: 60000},
        steps: [
          {at: '30s', set: {value: 5}},
          {at: '89s', expect: {state: 'block', is: {stale: false}}},
          {
            at: '90s',
            expect: {
              port: 'error',
              last: 'modbus: value at 30001 stale for 60 s, reads answered with exception 04',
            },
          },
          {expect: {state: 'block', is: {stale: true}}},
          {set: {value: 6}},
          {expect: {state: 'block', is: {stale: false, register: 6}}},
        ],
      },
      {
        name: 'stale_after 0 keeps the last value for ever',
        covers: [['properties.stale_after', '0 keeps the last value forever']],
        steps: [
          {set: {value: 5}},
          {at: '30d', expect: {state: 'block', is: {stale: false, register: 5}}},
        ],
      },
    ],
    notBehaviour: [
      {
        sentence: [
          'properties.table',
          'slave id, RTU or TCP and the serial settings are set in Project settings',
        ],
        reason: 'describes Studio’s Project settings, outside the project file',
      },
      {
        sentence: [
          'properties.data_type',
          'so multiply by 10 with a Scale block to publish tenths',
        ],
        reason: 'advice on building the project',
      },
      {
        sentence: [
          'properties.word_order',
          'Byte order of 32-bit values across their two registers',
        ],
        reason: 'the simulator shows the register’s value, not the bytes a master reads from it',
      },
      {
        sentence: ['properties.data_type', 'How a number is encoded'],
        reason: 'the simulator shows the register’s value, not the bytes a master reads from it',
      },
    ],
  },
};
// cspell:ignore BADC DCBA badc dcba
