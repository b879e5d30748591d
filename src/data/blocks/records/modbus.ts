// Block records for the Modbus category: master read and write, and the device's own slave registers.
import type {BlockRecord, Property} from '../types';

/** How Modbus read and Modbus write reach a slave: the same five properties on both. */
const MASTER_CONNECTION = [
  {
    name: 'transport',
    type: 'enum',
    default: 'rtu',
    options: ['rtu', 'tcp'],
    required: true,
    description:
      'rtu: Modbus RTU on the RS-485 port, which needs an RS-485 port, with baud rate, parity and stop bits set once in Project settings → Features → Modbus master; tcp: Modbus TCP over Ethernet or Wi-Fi, which needs no serial port.',
  },
  {
    name: 'port',
    type: 'channel',
    default: 'rs485',
    options: ['rs485'],
    required: false,
    description:
      'The serial port for RTU: the built-in RS-485 port, or RS-485 tile #22 on a TBT; ignored for TCP.',
  },
  {
    name: 'host',
    type: 'string',
    required: false,
    description:
      'IP address or host name of the TCP slave or gateway, for example 192.0.2.20 or meter.example; required for TCP, ignored for RTU.',
  },
  {
    name: 'tcp_port',
    type: 'integer',
    default: 502,
    min: 1,
    max: 65535,
    required: false,
    description: 'TCP port of the slave or gateway; ignored for RTU.',
  },
  {
    name: 'slave_id',
    type: 'integer',
    default: 1,
    min: 1,
    max: 247,
    required: true,
    description:
      'Slave address for RTU; unit identifier for TCP, which a TCP-to-RTU gateway uses to reach the slave behind it.',
  },
] as const satisfies readonly Property[];

export const records = [
  {
    id: 'node_modbus_read',
    title: 'Modbus read',
    category: 'modbus',
    summary: 'Reads coils, discrete inputs or registers from a Modbus RTU or TCP slave.',
    keywords: [
      'Modbus RTU',
      'Modbus TCP',
      'function code 3',
      'holding register',
      'input register',
      'coil',
      'energy meter',
      'poll',
    ],
    inputs: [
      {
        name: 'read',
        kind: 'event',
        type: 'any',
        description: 'Any message starts one read request; the message itself is ignored.',
      },
    ],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The decoded result: a number (a boolean for coils and discrete inputs) when one value is read, an array in address order when several are.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when a request fails after its retries, for example `modbus: no response from slave 1`.',
      },
    ],
    properties: [
      ...MASTER_CONNECTION,
      {
        name: 'function',
        type: 'enum',
        default: '3 Read Holding Registers',
        options: [
          '1 Read Coils',
          '2 Read Discrete Inputs',
          '3 Read Holding Registers',
          '4 Read Input Registers',
        ],
        required: true,
        description: 'The Modbus function code sent in the request.',
      },
      {
        name: 'address',
        type: 'integer',
        default: 0,
        min: 0,
        max: 65535,
        required: true,
        description:
          'Zero-based address of the first coil or register, as sent on the wire: holding register 40001 in a data sheet is address 0; Console messages quote the 1-based form (40010 is address 9).',
      },
      {
        name: 'count',
        type: 'integer',
        default: 1,
        min: 1,
        max: 2000,
        required: true,
        description:
          'Number of registers (1–125, functions 3 and 4) or bits (1–2000, functions 1 and 2) read in one request; a 32-bit value takes 2 registers.',
      },
      {
        name: 'data_type',
        type: 'enum',
        default: 'uint16',
        options: ['int16', 'uint16', 'int32', 'uint32', 'float32'],
        required: true,
        description:
          'How registers are decoded; int32, uint32 and float32 need an even count; ignored for functions 1 and 2, which give booleans.',
      },
      {
        name: 'word_order',
        type: 'enum',
        default: 'ABCD (big-endian)',
        options: [
          'ABCD (big-endian)',
          'CDAB (word swap)',
          'BADC (byte swap)',
          'DCBA (little-endian)',
        ],
        required: false,
        description:
          'Byte order of 32-bit values across their two registers, as the slave’s manual gives it; ignored for 16-bit types.',
      },
      {
        name: 'poll_interval',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          '0 reads only when a message arrives on `read`; any other value (100 ms or more) also reads on its own at this interval from the start of the project.',
      },
      {
        name: 'timeout',
        type: 'duration',
        default: 1000,
        min: 100,
        max: 10000,
        unit: 'ms',
        required: false,
        description: 'How long the block waits for each response before it retries or fails.',
      },
      {
        name: 'retries',
        type: 'integer',
        default: 1,
        min: 0,
        max: 5,
        required: false,
        description:
          'Repeats of a request that got no response or a CRC error before `error` fires.',
      },
    ],
    requires: {anyOf: ['rs485', 'ethernet', 'wifi']},
    since: '1.1',
    errors: [
      {
        message: 'modbus: no response from slave 1',
        cause:
          'No valid answer within the timeout: wrong slave id, baud rate or parity, RS485-A and RS485-B swapped, or the slave is not powered.',
        fix: 'Check the slave’s address and the port settings in Project settings → Features → Modbus master, then swap A and B if the settings match.',
      },
      {
        message: 'modbus: exception 02 (illegal data address) from slave 3 at 40010',
        cause:
          'The slave has no register at that address, or the count reaches past its last register; often an off-by-one from a data sheet that numbers registers from 1.',
        fix: 'Subtract 1 from the register number in the data sheet, or lower the count so the range stays inside the slave’s register map.',
      },
      {
        message: 'modbus: CRC error in response from slave 3',
        cause:
          'The answer was corrupted on the line: no 120 Ω termination at the bus ends, a long unshielded cable, or a second master on the bus.',
        fix: 'Switch on termination at both ends of the bus only, use twisted-pair cable with the shield grounded at one end, and keep one master per bus.',
      },
      {
        message: 'modbus: connection to meter.example:502 refused',
        cause:
          'Nothing accepts Modbus TCP on that host and port, or the slave already serves its maximum number of connections.',
        fix: 'Check the host and TCP port, and close other masters’ connections to the slave.',
      },
    ],
    related: ['node_modbus_write', 'node_scale', 'node_bitwise', 'node_timer', 'node_average'],
  },
  {
    id: 'node_modbus_write',
    title: 'Modbus write',
    category: 'modbus',
    summary: 'Writes coils or holding registers on a Modbus RTU or TCP slave.',
    keywords: [
      'Modbus RTU',
      'Modbus TCP',
      'function code 6',
      'function code 16',
      'write register',
      'write coil',
      'setpoint',
      'VFD',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The value to write: a number for registers, a boolean (or 0 and 1) for coils, an array for functions 15 and 16.',
      },
    ],
    outputs: [
      {
        name: 'done',
        kind: 'event',
        type: 'any',
        description: 'The value written, emitted once the slave acknowledges the write.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description:
          'The Console message when the value cannot be encoded or the write fails after its retries.',
      },
    ],
    properties: [
      ...MASTER_CONNECTION,
      {
        name: 'function',
        type: 'enum',
        default: '6 Write Single Register',
        options: [
          '5 Write Single Coil',
          '6 Write Single Register',
          '15 Write Multiple Coils',
          '16 Write Multiple Registers',
        ],
        required: true,
        description:
          'The Modbus function code sent; int32, uint32 and float32 values need function 16.',
      },
      {
        name: 'address',
        type: 'integer',
        default: 0,
        min: 0,
        max: 65535,
        required: true,
        description:
          'Zero-based address of the first coil or register written: holding register 40101 in a data sheet is address 100.',
      },
      {
        name: 'data_type',
        type: 'enum',
        default: 'uint16',
        options: ['int16', 'uint16', 'int32', 'uint32', 'float32'],
        required: true,
        description:
          'How a number is encoded into registers; numbers are rounded to the nearest integer for the integer types; ignored for coils.',
      },
      {
        name: 'word_order',
        type: 'enum',
        default: 'ABCD (big-endian)',
        options: [
          'ABCD (big-endian)',
          'CDAB (word swap)',
          'BADC (byte swap)',
          'DCBA (little-endian)',
        ],
        required: false,
        description:
          'Byte order of 32-bit values across their two registers, as the slave’s manual gives it; ignored for 16-bit types.',
      },
      {
        name: 'timeout',
        type: 'duration',
        default: 1000,
        min: 100,
        max: 10000,
        unit: 'ms',
        required: false,
        description: 'How long the block waits for the acknowledgement before it retries or fails.',
      },
      {
        name: 'retries',
        type: 'integer',
        default: 1,
        min: 0,
        max: 5,
        required: false,
        description: 'Repeats of a write that got no response before `error` fires.',
      },
    ],
    requires: {anyOf: ['rs485', 'ethernet', 'wifi']},
    since: '1.1',
    errors: [
      {
        message: 'modbus: exception 03 (illegal data value) from slave 2 at 40101',
        cause:
          'The slave refused the value: it is outside the range the register accepts, or the register is read-only in the slave’s current mode.',
        fix: 'Check the register’s range and access in the slave’s manual; clamp the value with a Scale block before the write.',
      },
      {
        message: 'modbus: exception 01 (illegal function) from slave 2',
        cause:
          'The slave does not support the function code, commonly function 6 on devices that accept only 16.',
        fix: 'Choose 16 Write Multiple Registers (or 15 for coils), which writes a single value too.',
      },
      {
        message: 'modbus: value 70000 does not fit int16 at 40001',
        cause:
          'The number is outside the range of the chosen data type (−32768 to 32767 for int16); nothing was sent.',
        fix: 'Choose a 32-bit data type if the slave has one, or scale the value into range before the write.',
      },
      {
        message: 'modbus: no response from slave 1',
        cause:
          'No acknowledgement within the timeout: wrong slave id, baud rate or parity, RS485-A and RS485-B swapped, or the slave is not powered.',
        fix: 'Check the slave’s address and the port settings in Project settings → Features → Modbus master, then swap A and B if the settings match.',
      },
    ],
    related: ['node_modbus_read', 'node_scale', 'node_pid', 'node_dashboard_command'],
  },
  {
    id: 'node_modbus_slave_read',
    title: 'Modbus slave read',
    category: 'modbus',
    summary: 'Emits when a Modbus master writes to one of the device’s own registers.',
    keywords: [
      'Modbus slave',
      'Modbus server',
      'SCADA',
      'PLC',
      'holding register',
      'function code 16',
      'setpoint from SCADA',
    ],
    inputs: [],
    outputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The decoded value a master wrote: a number for holding registers, a boolean for coils, emitted once per accepted write even when the value is unchanged.',
      },
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a master’s write is rejected.',
      },
    ],
    properties: [
      {
        name: 'table',
        type: 'enum',
        default: 'holding registers',
        options: ['coils', 'holding registers'],
        required: true,
        description:
          'Which of the device’s writable tables the block watches; slave id, RTU or TCP and the serial settings are set in Project settings → Features → Modbus slave.',
      },
      {
        name: 'address',
        type: 'integer',
        default: 0,
        min: 0,
        max: 9999,
        required: true,
        description:
          'Zero-based address of the coil or first register: address 100 is holding register 40101 to the master.',
      },
      {
        name: 'data_type',
        type: 'enum',
        default: 'uint16',
        options: ['int16', 'uint16', 'int32', 'uint32', 'float32'],
        required: true,
        description: 'How the register or register pair is decoded; ignored for coils.',
      },
      {
        name: 'word_order',
        type: 'enum',
        default: 'ABCD (big-endian)',
        options: [
          'ABCD (big-endian)',
          'CDAB (word swap)',
          'BADC (byte swap)',
          'DCBA (little-endian)',
        ],
        required: false,
        description:
          'Byte order of 32-bit values across their two registers; ignored for 16-bit types.',
      },
      {
        name: 'min_value',
        type: 'number',
        required: false,
        description:
          'Lowest value accepted; a lower write is answered with exception 03 and the register keeps its value. Empty accepts the whole range of the data type.',
      },
      {
        name: 'max_value',
        type: 'number',
        required: false,
        description:
          'Highest value accepted; a higher write is answered with exception 03 and the register keeps its value. Empty accepts the whole range of the data type.',
      },
      {
        name: 'initial_value',
        type: 'number',
        default: 0,
        required: false,
        description:
          'Value the register holds after the first deploy, until a master writes to it.',
      },
      {
        name: 'persist',
        type: 'boolean',
        default: true,
        required: false,
        description:
          'Keeps the last written value across restarts, so a setpoint survives a power cut.',
      },
    ],
    requires: {anyOf: ['rs485', 'ethernet', 'wifi']},
    since: '1.4',
    errors: [
      {
        message: 'modbus: write of 950 to 40101 rejected, outside 0–500 (exception 03 sent)',
        cause: 'A master wrote a value outside the block’s min_value and max_value.',
        fix: 'Correct the value in the master (SCADA or PLC), or widen the limits if the value is valid.',
      },
      {
        message: 'modbus: partial write to 40201, 1 of 2 registers of an int32 (exception 03 sent)',
        cause:
          'The master wrote only one register of a 32-bit value, usually with function 6 instead of 16.',
        fix: 'Configure the master to write both registers in one function 16 request.',
      },
    ],
    related: ['node_modbus_slave_write', 'node_variable', 'node_setting', 'node_pid'],
  },
  {
    id: 'node_modbus_slave_write',
    title: 'Modbus slave write',
    category: 'modbus',
    summary: 'Publishes a value in one of the device’s own registers for a Modbus master to read.',
    keywords: [
      'Modbus slave',
      'Modbus server',
      'SCADA',
      'PLC',
      'input register',
      'function code 4',
      'register map',
    ],
    inputs: [
      {
        name: 'value',
        kind: 'event',
        type: 'any',
        description:
          'The value to publish: a number for registers, a boolean for coils and discrete inputs; it stays in the register until the next one.',
      },
    ],
    outputs: [
      {
        name: 'error',
        kind: 'event',
        type: 'string',
        description: 'The Console message when a value cannot be stored in the register.',
      },
    ],
    properties: [
      {
        name: 'table',
        type: 'enum',
        default: 'input registers',
        options: ['coils', 'discrete inputs', 'input registers', 'holding registers'],
        required: true,
        description:
          'Which of the device’s tables holds the value; slave id, RTU or TCP and the serial settings are set in Project settings → Features → Modbus slave.',
      },
      {
        name: 'address',
        type: 'integer',
        default: 0,
        min: 0,
        max: 9999,
        required: true,
        description:
          'Zero-based address of the coil or first register: address 0 of input registers is 30001 to the master.',
      },
      {
        name: 'data_type',
        type: 'enum',
        default: 'int16',
        options: ['int16', 'uint16', 'int32', 'uint32', 'float32'],
        required: true,
        description:
          'How a number is encoded; integer types round to the nearest integer, so multiply by 10 with a Scale block to publish tenths.',
      },
      {
        name: 'word_order',
        type: 'enum',
        default: 'ABCD (big-endian)',
        options: [
          'ABCD (big-endian)',
          'CDAB (word swap)',
          'BADC (byte swap)',
          'DCBA (little-endian)',
        ],
        required: false,
        description:
          'Byte order of 32-bit values across their two registers; ignored for 16-bit types.',
      },
      {
        name: 'initial_value',
        type: 'number',
        default: 0,
        required: false,
        description:
          'Value a master reads after start, until the first message arrives on `value`.',
      },
      {
        name: 'stale_after',
        type: 'duration',
        default: 0,
        min: 0,
        max: 86400000,
        unit: 'ms',
        required: false,
        description:
          '0 keeps the last value forever; otherwise, when no new value arrives within this time, reads of the register are answered with exception 04 so the master sees the value is stale.',
      },
    ],
    requires: {anyOf: ['rs485', 'ethernet', 'wifi']},
    since: '1.4',
    errors: [
      {
        message: 'modbus: value 70000 does not fit uint16 at 30001',
        cause:
          'The number is outside the range of the data type (0–65535 for uint16); the register keeps its previous value.',
        fix: 'Choose a 32-bit data type and tell the master to read 2 registers, or scale the value into range.',
      },
      {
        message: 'modbus: value "open" at 30005 is not a number',
        cause: 'A text arrived on `value`; the register keeps its previous value.',
        fix: 'Convert the text first, for example with a Switch block that maps open and closed to 1 and 0.',
      },
      {
        message: 'modbus: value at 30001 stale for 60 s, reads answered with exception 04',
        cause:
          'No new value arrived within stale_after, typically because the sensor block feeding it has failed.',
        fix: 'Check the block wired to `value` and its error output; raise stale_after if the value is updated less often.',
      },
    ],
    related: ['node_modbus_slave_read', 'node_scale', 'node_analog_in', 'node_onewire'],
  },
] as const satisfies readonly BlockRecord[];

// cspell:ignore CDAB BADC DCBA
