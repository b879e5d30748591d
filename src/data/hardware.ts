/**
 * The Tessera hardware family: the one place where port counts, voltages,
 * limits and tile numbers are decided. Pages render these records (or quote
 * them) instead of restating the numbers.
 */

/** Hardware interfaces a block may need; a device offers some of them. */
export const INTERFACES = {
  'digital-in': 'Digital inputs',
  relay: 'Relay outputs',
  'analog-in': 'Analog inputs',
  'analog-out': 'Analog outputs',
  pwm: 'PWM outputs',
  rs232: 'RS-232 serial port',
  rs485: 'RS-485 serial port',
  onewire: '1-Wire bus',
  wiegand: 'Wiegand reader input',
  display: 'Colour display',
  touch: 'Touchscreen',
  buttons: 'Front-panel buttons',
  buzzer: 'Buzzer',
  ethernet: 'Ethernet',
  wifi: 'Wi-Fi',
  ble: 'Bluetooth LE',
  cellular: 'Cellular modem',
  stepper: 'Stepper motor driver',
  rtc: 'Real-time clock',
  oled: 'OLED display connector (DISP)',
} as const;

export type InterfaceId = keyof typeof INTERFACES;

export interface InterfaceSpec {
  id: InterfaceId;
  /** How many channels or ports of this interface the device has. */
  count: number;
  /** Electrical and protocol limits, in the units an integrator wires to. */
  detail: string;
}

export type DeviceId = 'bp-01' | 'cp-02' | 'cp-03' | 'tbt';

export interface Device {
  id: DeviceId;
  name: string;
  kind: string;
  summary: string;
  /** Supply voltage range and typical draw. */
  power: string;
  mounting: string;
  /** Operating temperature range. */
  operatingTemperature: string;
  /** Storage available to a project and to its logs and tables. */
  memory: string;
  /** Built-in interfaces. The TBT's tiles add more (see TILES). */
  interfaces: InterfaceSpec[];
  /** Oldest Tessera Runtime version that supports the device. */
  minRuntime: string;
  /** The USB-C service port Tessera Link uses, and the label Studio's linking reads. */
  service: ServicePort;
  /** What its drawing shows: the face and the terminals, as printed on the housing. */
  panel: Panel;
}

/**
 * A row of screw terminals (or a header's pins) behind one label on the
 * housing, in the order printed, left to right. A terminal's name is the one
 * printed beside it, which wiring tables quote.
 */
export interface Connector {
  /** The group label printed on the housing. */
  label: string;
  /**
   * Where the drawing puts it: the top or bottom edge of the face (screw
   * terminals of a DIN-rail housing; a panel's rear), or on the face itself
   * (a header under a flap).
   */
  place: 'top' | 'bottom' | 'face';
  /**
   * A header whose pins are named only within it (DISP: 3V3, GND, SDA, SCL):
   * its pins are referred to, and anchored, as "DISP GND".
   */
  header?: boolean;
  terminals: string[];
  /** A switch printed beside the connector, with its positions. */
  switch?: {label: string; positions: string[]};
}

/** A socket on the housing that takes a plug rather than a wire. */
export interface Port {
  name: string;
  kind: 'rj45' | 'usb-c' | 'sma' | 'sim';
  /** What it is for, in a few words (shown in the drawing's text alternative). */
  use: string;
}

/** The face and terminals of a device or tile, as its drawing shows them. */
export interface Panel {
  /** The face's size in mm: the housing's width on the rail, or a panel's front. */
  widthMm: number;
  heightMm: number;
  /** Panel-mount and wall-mount devices carry their terminals on the rear. */
  terminalsOn: 'front' | 'rear';
  connectors: Connector[];
  /** Sockets other than the USB-C service port, which `service` places. */
  ports: Port[];
  /** Status LEDs printed on the face, left to right. */
  leds: string[];
  /** Each input and relay channel has an LED beside its terminals. */
  channelLeds?: boolean;
  display?: {diagonalInches: number; pixels: string; touch: boolean};
  buttons?: string[];
}

/**
 * The USB-C service port: a USB-serial chip that powers only itself (not the
 * device) and shares the device's 0 V. Pages about drivers, linking and Link
 * take these facts from here.
 */
export interface ServicePort {
  location: string;
  chip: string;
  /** USB vendor:product id, as lsusb prints it. */
  usbId: string;
  /** The Linux kernel driver that claims the chip. */
  linuxDriver: string;
  linuxPort: string;
  macPort: string;
  /** Where the rating label with device id, S/N, MAC, claim code and QR code sits. */
  label: string;
}

/** Relay terminals as printed: common, normally open and normally closed of each relay. */
function relayTerminals(count: number): string[] {
  return Array.from({length: count}, (_, i) =>
    ['COM', 'NO', 'NC'].map((contact) => `R${i + 1}-${contact}`),
  ).flat();
}

export const DEVICES: Device[] = [
  {
    id: 'bp-01',
    name: 'BP-01',
    kind: 'Entry controller',
    summary:
      'A DIN-rail controller with digital and analog inputs, relays, serial ports and a 1-Wire bus: the board most tutorials use.',
    power: '12–30 V DC, 2.5 W typical (relays off), 4 W maximum',
    mounting: 'DIN rail (35 mm), 4 modules wide (70 mm)',
    operatingTemperature: '−20 to +60 °C',
    memory: '4 MB for the project, 16 MB for logs and data tables',
    minRuntime: '1.0',
    service: {
      location: 'under the front label flap',
      chip: 'Silicon Labs CP2102N',
      usbId: '10c4:ea60',
      linuxDriver: 'cp210x',
      linuxPort: '/dev/ttyUSB0',
      macPort: '/dev/cu.usbserial-<device id>',
      label: 'on the side of the housing',
    },
    panel: {
      widthMm: 70,
      heightMm: 90,
      terminalsOn: 'front',
      leds: ['PWR', 'RUN', 'NET'],
      channelLeds: true,
      connectors: [
        {
          label: 'DIGITAL IN',
          place: 'top',
          terminals: ['DI1', 'DI2', 'DI3', 'DI4', 'DI5', 'DI6', 'DI7', 'DI8', 'DI-COM'],
        },
        {
          label: 'ANALOG IN',
          place: 'top',
          terminals: ['AI1+', 'AI1−', 'AI2+', 'AI2−', 'AI3+', 'AI3−', 'AI4+', 'AI4−'],
        },
        {label: '1-WIRE', place: 'top', terminals: ['1W-DATA', '1W-5V', '1W-GND']},
        {label: 'POWER', place: 'bottom', terminals: ['PWR+', 'PWR−']},
        {label: 'RS-232', place: 'bottom', terminals: ['RS232-TX', 'RS232-RX', 'RS232-GND']},
        {label: 'RS-485', place: 'bottom', terminals: ['RS485-A', 'RS485-B']},
        {label: 'RELAYS', place: 'bottom', terminals: relayTerminals(4)},
        {label: 'DISP', place: 'face', header: true, terminals: ['3V3', 'GND', 'SDA', 'SCL']},
      ],
      ports: [{name: 'RJ45', kind: 'rj45', use: 'Ethernet'}],
    },
    interfaces: [
      {
        id: 'digital-in',
        count: 8,
        detail:
          'Dry contact or 5–30 V DC (PNP), opto-isolated, up to 1 kHz for counting; terminals DI1–DI8 and a common DI-COM',
      },
      {
        id: 'relay',
        count: 4,
        detail:
          'SPDT, 5 A at 250 V AC or 30 V DC (resistive); terminals R1-COM, R1-NO, R1-NC to R4-COM, R4-NO, R4-NC',
      },
      {
        id: 'analog-in',
        count: 4,
        detail:
          '0–10 V or 4–20 mA per channel (jumper), 12-bit, up to 10 samples/s; terminals AI1+, AI1− to AI4+, AI4−',
      },
      {
        id: 'rs232',
        count: 1,
        detail: '300–115200 baud, ±15 V tolerant; terminals RS232-TX, RS232-RX and RS232-GND',
      },
      {
        id: 'rs485',
        count: 1,
        detail:
          '1200–115200 baud, half duplex, up to 32 unit loads, switchable 120 Ω termination; terminals RS485-A and RS485-B, signal common on the supply terminal PWR−',
      },
      {
        id: 'onewire',
        count: 1,
        detail:
          'Up to 16 sensors and 100 m of cable, 5 V parasite or external power; terminals 1W-DATA, 1W-5V and 1W-GND',
      },
      {id: 'ethernet', count: 1, detail: '10/100 Mbit/s, RJ45'},
      {id: 'wifi', count: 1, detail: '2.4 GHz 802.11 b/g/n, WPA2/WPA3-Personal'},
      {id: 'ble', count: 1, detail: 'Bluetooth LE 5.0, used by LUIS for setup and local control'},
      {id: 'buzzer', count: 1, detail: '85 dB at 10 cm'},
      {id: 'rtc', count: 1, detail: 'Keeps time for 72 hours without power (supercapacitor)'},
      {
        id: 'oled',
        count: 1,
        detail: '4-pin I²C (3V3, GND, SDA, SCL) under the front label flap, 50 mA at 3.3 V',
      },
    ],
  },
  {
    id: 'cp-02',
    name: 'CP-02',
    kind: 'Control panel with colour LCD',
    summary:
      'A panel-mount controller with a 3.5-inch colour LCD and six buttons, for machines and rooms that need a local display.',
    power: '12–30 V DC, 3 W typical, 5 W maximum',
    mounting: 'Panel cut-out 92 × 92 mm, IP54 front',
    operatingTemperature: '−10 to +55 °C',
    memory: '4 MB for the project, 16 MB for logs and data tables',
    minRuntime: '1.2',
    service: {
      location: 'on the rear',
      chip: 'Silicon Labs CP2102N',
      usbId: '10c4:ea60',
      linuxDriver: 'cp210x',
      linuxPort: '/dev/ttyUSB0',
      macPort: '/dev/cu.usbserial-<device id>',
      label: 'on the back',
    },
    panel: {
      widthMm: 96,
      heightMm: 96,
      terminalsOn: 'rear',
      leds: ['PWR', 'RUN'],
      display: {diagonalInches: 3.5, pixels: '480 × 320', touch: false},
      buttons: ['Up', 'Down', 'Left', 'Right', 'OK', 'Back'],
      connectors: [
        {label: 'DIGITAL IN', place: 'top', terminals: ['DI1', 'DI2', 'DI3', 'DI4', 'DI-COM']},
        {label: '1-WIRE', place: 'top', terminals: ['1W-DATA', '1W-5V', '1W-GND']},
        {label: 'POWER', place: 'bottom', terminals: ['PWR+', 'PWR−']},
        {label: 'RS-485', place: 'bottom', terminals: ['RS485-A', 'RS485-B']},
        {label: 'RELAYS', place: 'bottom', terminals: relayTerminals(2)},
      ],
      ports: [{name: 'RJ45', kind: 'rj45', use: 'Ethernet, on the rear'}],
    },
    interfaces: [
      {id: 'display', count: 1, detail: '3.5-inch colour LCD, 480 × 320 pixels'},
      {id: 'buttons', count: 6, detail: 'Up, Down, Left, Right, OK and Back'},
      {
        id: 'digital-in',
        count: 4,
        // Only the BP-01 inputs and tile #1 have pulse counters; panels count through events.
        detail:
          'Dry contact or 5–30 V DC, opto-isolated; no hardware counting (a Digital input block passes up to 50 events/s)',
      },
      {
        id: 'relay',
        count: 2,
        detail:
          'SPDT, 5 A at 250 V AC or 30 V DC (resistive); terminals R1-COM, R1-NO, R1-NC and R2-COM, R2-NO, R2-NC',
      },
      {
        id: 'rs485',
        count: 1,
        detail:
          '1200–115200 baud, half duplex, switchable 120 Ω termination; terminals RS485-A and RS485-B',
      },
      {
        id: 'onewire',
        count: 1,
        detail: 'Up to 16 sensors and 100 m of cable; terminals 1W-DATA, 1W-5V and 1W-GND',
      },
      {id: 'ethernet', count: 1, detail: '10/100 Mbit/s, RJ45'},
      {id: 'wifi', count: 1, detail: '2.4 GHz 802.11 b/g/n, WPA2/WPA3-Personal'},
      {id: 'ble', count: 1, detail: 'Bluetooth LE 5.0'},
      {id: 'buzzer', count: 1, detail: '85 dB at 10 cm'},
      {id: 'rtc', count: 1, detail: 'Keeps time for 72 hours without power'},
    ],
  },
  {
    id: 'cp-03',
    name: 'CP-03',
    kind: 'Access-control panel with touchscreen',
    summary:
      'A wall-mount panel with a 7-inch touchscreen, a Wiegand card-reader input and door relays: the access-control hardware.',
    power: '12–30 V DC or PoE (IEEE 802.3af), 4 W typical, 7 W maximum',
    mounting: 'Wall mount or single-gang back box, IP30',
    operatingTemperature: '0 to +50 °C',
    memory: '8 MB for the project, 32 MB for logs and data tables (about 200,000 access events)',
    minRuntime: '2.0',
    service: {
      location: 'on the bottom edge',
      chip: 'FTDI FT231X',
      usbId: '0403:6015',
      linuxDriver: 'ftdi_sio',
      linuxPort: '/dev/ttyUSB0',
      macPort: '/dev/cu.usbserial-<device id>',
      label: 'on the back',
    },
    panel: {
      widthMm: 190,
      heightMm: 120,
      terminalsOn: 'rear',
      leds: ['PWR', 'RUN'],
      display: {diagonalInches: 7, pixels: '800 × 480', touch: true},
      connectors: [
        {
          label: 'WIEGAND',
          place: 'top',
          terminals: ['WG-V+', 'WG-D0', 'WG-D1', 'WG-LED', 'WG-BZ', 'WG-GND'],
          switch: {label: 'WG-V+', positions: ['5 V', '12 V']},
        },
        {label: 'DIGITAL IN', place: 'top', terminals: ['DI1', 'DI2', 'DI3', 'DI4', 'DI-COM']},
        {label: 'POWER', place: 'bottom', terminals: ['PWR+', 'PWR−']},
        {label: 'RS-485', place: 'bottom', terminals: ['RS485-A', 'RS485-B']},
        {label: 'RELAYS', place: 'bottom', terminals: relayTerminals(2)},
      ],
      ports: [{name: 'RJ45', kind: 'rj45', use: 'Ethernet with PoE, on the rear'}],
    },
    interfaces: [
      {id: 'touch', count: 1, detail: '7-inch capacitive touchscreen, 800 × 480 pixels'},
      {id: 'display', count: 1, detail: 'The touchscreen also drives the LCD blocks, at 800 × 480'},
      {
        id: 'wiegand',
        count: 1,
        detail:
          'One reader, 26- to 37-bit formats, 5 V or 12 V reader supply, LED and beeper lines; terminals WG-D0, WG-D1, WG-LED, WG-BZ, WG-GND and the reader supply WG-V+, 5 V or 12 V as the slide switch beside the connector sets',
      },
      {
        id: 'digital-in',
        count: 4,
        detail:
          'Dry contact, for a door sensor, an exit button and two spare inputs; no hardware counting (a Digital input block passes up to 50 events/s); terminals DI1–DI4 and a common DI-COM',
      },
      {
        id: 'relay',
        count: 2,
        detail:
          'SPDT, 3 A at 30 V DC, for a door strike or magnetic lock; terminals R1-COM, R1-NO, R1-NC and R2-COM, R2-NO, R2-NC',
      },
      {id: 'rs485', count: 1, detail: '1200–115200 baud, half duplex'},
      {id: 'ethernet', count: 1, detail: '10/100 Mbit/s, RJ45 with PoE'},
      {id: 'wifi', count: 1, detail: '2.4 GHz 802.11 b/g/n, WPA2/WPA3-Personal'},
      {id: 'ble', count: 1, detail: 'Bluetooth LE 5.0'},
      {id: 'buzzer', count: 1, detail: '85 dB at 10 cm'},
      {id: 'rtc', count: 1, detail: 'Keeps time for 72 hours without power'},
    ],
  },
  {
    id: 'tbt',
    name: 'TBT',
    kind: 'Tile-Based Terminal',
    summary:
      'A modular controller with eight slots for plug-in I/O tiles: choose the inputs, outputs and radios a project needs.',
    power: '12–30 V DC, 2 W typical without tiles, 15 W maximum with tiles',
    mounting: 'DIN rail (35 mm), 9 modules wide (160 mm)',
    operatingTemperature: '−20 to +60 °C',
    memory: '8 MB for the project, 32 MB for logs and data tables',
    minRuntime: '2.2',
    service: {
      location: 'beside the RJ45 port',
      chip: 'Microchip MCP2200 (USB CDC ACM)',
      usbId: '04d8:00df',
      linuxDriver: 'cdc_acm',
      linuxPort: '/dev/ttyACM0',
      macPort: '/dev/cu.usbmodem<number>',
      label: 'on the side of the housing',
    },
    panel: {
      widthMm: 160,
      heightMm: 90,
      terminalsOn: 'front',
      leds: ['PWR', 'RUN', 'NET'],
      connectors: [
        {label: 'POWER', place: 'bottom', terminals: ['PWR+', 'PWR−']},
        {label: 'DISP', place: 'face', header: true, terminals: ['3V3', 'GND', 'SDA', 'SCL']},
      ],
      ports: [{name: 'RJ45', kind: 'rj45', use: 'Ethernet'}],
    },
    interfaces: [
      {id: 'ethernet', count: 1, detail: '10/100 Mbit/s, RJ45'},
      {id: 'wifi', count: 1, detail: '2.4 GHz 802.11 b/g/n, WPA2/WPA3-Personal'},
      {id: 'ble', count: 1, detail: 'Bluetooth LE 5.0'},
      {id: 'rtc', count: 1, detail: 'Keeps time for 72 hours without power'},
      {
        id: 'oled',
        count: 1,
        detail: '4-pin I²C (3V3, GND, SDA, SCL) beside the RJ45 port, 50 mA at 3.3 V',
      },
    ],
  },
];

/** Number of tile slots in a TBT. */
export const TBT_SLOTS = 8;

export interface Tile {
  /** The number printed on the tile, as in "tile #62". */
  number: number;
  name: string;
  provides: InterfaceSpec;
  /** How many of the TBT's 8 slots the tile occupies. */
  slots: 1 | 2;
  /** Its face: the terminals printed on it (named as on a device, counted from 1 on each tile). */
  panel: TilePanel;
}

export type TilePanel = Pick<Panel, 'connectors' | 'ports' | 'channelLeds'>;

/** Width of one TBT slot on the rail, so of a one-slot tile's face. */
export const TILE_SLOT_WIDTH_MM = 17.5;

export const TILES: Tile[] = [
  {
    number: 1,
    name: 'Digital input tile',
    slots: 1,
    panel: {
      channelLeds: true,
      connectors: [
        {label: 'DI', place: 'bottom', terminals: ['DI1', 'DI2', 'DI3', 'DI4', 'DI-COM']},
      ],
      ports: [],
    },
    provides: {
      id: 'digital-in',
      count: 4,
      detail:
        'Dry contact or 5–30 V DC (PNP), opto-isolated, up to 1 kHz; terminals DI1–DI4 and DI-COM',
    },
  },
  {
    number: 3,
    name: 'Relay tile',
    slots: 1,
    panel: {
      channelLeds: true,
      connectors: [{label: 'RELAYS', place: 'bottom', terminals: relayTerminals(2)}],
      ports: [],
    },
    provides: {id: 'relay', count: 2, detail: 'SPDT, 5 A at 250 V AC or 30 V DC'},
  },
  {
    number: 14,
    name: 'Analog input tile',
    slots: 1,
    panel: {
      connectors: [
        {
          label: 'AI',
          place: 'bottom',
          terminals: ['AI1+', 'AI1−', 'AI2+', 'AI2−', 'AI3+', 'AI3−', 'AI4+', 'AI4−'],
        },
      ],
      ports: [],
    },
    provides: {id: 'analog-in', count: 4, detail: '0–10 V or 4–20 mA, 16-bit, up to 50 samples/s'},
  },
  {
    number: 16,
    name: 'Analog output tile',
    slots: 1,
    panel: {
      // Both outputs share the tile's 0 V.
      connectors: [{label: 'AO', place: 'bottom', terminals: ['AO1', 'AO2', '0V']}],
      ports: [],
    },
    provides: {id: 'analog-out', count: 2, detail: '0–10 V, 12-bit, 20 mA per channel'},
  },
  {
    number: 21,
    name: 'RS-232 tile',
    slots: 1,
    panel: {
      connectors: [
        {
          label: 'RS-232',
          place: 'bottom',
          terminals: ['RS232-TX', 'RS232-RX', 'RS232-RTS', 'RS232-CTS', 'RS232-GND'],
        },
      ],
      ports: [],
    },
    provides: {id: 'rs232', count: 1, detail: '300–115200 baud, TX/RX/RTS/CTS/GND'},
  },
  {
    number: 22,
    name: 'RS-485 tile',
    slots: 1,
    panel: {
      // Signal common is the TBT's PWR−, as on every Tessera device.
      connectors: [{label: 'RS-485', place: 'bottom', terminals: ['RS485-A', 'RS485-B']}],
      ports: [],
    },
    provides: {
      id: 'rs485',
      count: 1,
      detail: '1200–115200 baud, half duplex, switchable 120 Ω termination',
    },
  },
  {
    number: 31,
    name: '1-Wire tile',
    slots: 1,
    panel: {
      connectors: [{label: '1-WIRE', place: 'bottom', terminals: ['1W-DATA', '1W-5V', '1W-GND']}],
      ports: [],
    },
    provides: {id: 'onewire', count: 1, detail: 'Up to 16 sensors and 100 m of cable'},
  },
  {
    number: 41,
    name: 'Cellular tile',
    slots: 2,
    panel: {
      connectors: [],
      ports: [
        {name: 'ANT', kind: 'sma', use: 'antenna, SMA socket'},
        {name: 'SIM', kind: 'sim', use: 'nano-SIM holder'},
      ],
    },
    provides: {id: 'cellular', count: 1, detail: 'LTE Cat-M1 and NB-IoT, nano-SIM, SMS'},
  },
  {
    number: 52,
    name: 'Wiegand tile',
    slots: 1,
    panel: {
      connectors: [
        {
          label: 'WIEGAND',
          place: 'bottom',
          terminals: ['WG-V+', 'WG-D0', 'WG-D1', 'WG-LED', 'WG-BZ', 'WG-GND'],
        },
      ],
      ports: [],
    },
    provides: {
      id: 'wiegand',
      count: 1,
      detail: 'One reader, 26- to 37-bit formats, 12 V reader supply',
    },
  },
  {
    number: 57,
    name: 'PWM output tile',
    slots: 1,
    panel: {
      connectors: [
        {
          label: 'PWM',
          place: 'bottom',
          terminals: ['+24V', '0V', 'PWM1', 'PWM2', 'PWM3', 'PWM4'],
        },
      ],
      ports: [],
    },
    provides: {
      id: 'pwm',
      count: 4,
      detail:
        '24 V DC, 2 A per channel, 100 Hz–20 kHz, 0.1 % duty steps; outputs PWM1–PWM4 switch the load supply wired to +24V and 0V on the tile',
    },
  },
  {
    number: 62,
    name: 'Stepper motor tile',
    slots: 1,
    panel: {
      connectors: [{label: 'MOTOR', place: 'bottom', terminals: ['A+', 'A−', 'B+', 'B−']}],
      ports: [],
    },
    provides: {
      id: 'stepper',
      count: 1,
      detail: 'Bipolar, 12–30 V, up to 1.5 A per phase, 1/16 microstepping',
    },
  },
];

export function deviceById(id: DeviceId): Device {
  const device = DEVICES.find((d) => d.id === id);
  if (!device) throw new Error(`Unknown device "${id}"`);
  return device;
}

/**
 * Interfaces a device can offer: its built-in ones, plus, for the TBT, every
 * interface a tile provides.
 */
export function availableInterfaces(id: DeviceId): Set<InterfaceId> {
  const device = deviceById(id);
  const ids = new Set(device.interfaces.map((i) => i.id));
  if (id === 'tbt') for (const tile of TILES) ids.add(tile.provides.id);
  return ids;
}

export interface InterfaceRow {
  id: InterfaceId;
  name: string;
  /** Device names with the interface built in. */
  builtIn: string[];
  /** Tile numbers that add it to a TBT. */
  tiles: number[];
}

/** One row per interface id: the vocabulary table of the concepts pages, derived so it cannot miss an id. */
export function interfaceRows(): InterfaceRow[] {
  return (Object.keys(INTERFACES) as InterfaceId[]).map((id) => ({
    id,
    name: INTERFACES[id],
    builtIn: DEVICES.filter((d) => d.interfaces.some((i) => i.id === id)).map((d) => d.name),
    tiles: TILES.filter((t) => t.provides.id === id).map((t) => t.number),
  }));
}

/** The page whose drawings carry every terminal's anchor. */
export const HARDWARE_PAGE = '/docs/hardware/boards';

/** What carries terminals: a device ("bp-01") or a TBT tile ("tile-57"). */
export type TerminalOwnerId = DeviceId | `tile-${number}`;

export interface TerminalOwner {
  id: TerminalOwnerId;
  /** As a sentence names it: "BP-01", "tile #57". */
  name: string;
  panel: TilePanel & Partial<Panel>;
}

export function tileOwnerId(tile: Tile): TerminalOwnerId {
  return `tile-${tile.number}`;
}

/** Every device, then every tile, as drawings and wiring tables see them. */
export const TERMINAL_OWNERS: TerminalOwner[] = [
  ...DEVICES.map((d) => ({
    id: d.id,
    name: d.name,
    // The service port is drawn where `service` says it is.
    panel: {
      ...d.panel,
      ports: [
        ...d.panel.ports,
        {name: 'USB-C', kind: 'usb-c' as const, use: `service port, ${d.service.location}`},
      ],
    },
  })),
  ...TILES.map((t) => ({id: tileOwnerId(t), name: `tile #${t.number}`, panel: t.panel})),
];

export function ownerById(id: TerminalOwnerId): TerminalOwner {
  const owner = TERMINAL_OWNERS.find((o) => o.id === id);
  if (!owner) throw new Error(`Unknown device or tile "${id}"`);
  return owner;
}

export interface Terminal {
  owner: TerminalOwnerId;
  /** How a wiring table names it: as printed, or "DISP GND" for a header's pin. */
  name: string;
  /** As printed beside it. */
  label: string;
  connector: string;
  /** The id of its mark in the drawing, unique on the page ("bp-01-rs485-a"). */
  anchor: string;
}

/** An id fragment for a printed name: "AI1−" → "ai1-minus", "+24V" → "plus-24v". */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/−/g, '-minus-')
    .replace(/\+/g, '-plus-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An owner's terminals and ports, in the order its drawing shows them. */
export function terminalsOf(id: TerminalOwnerId): Terminal[] {
  const {panel} = ownerById(id);
  const terminals = panel.connectors.flatMap((c) =>
    c.terminals.map((label) => {
      const name = c.header ? `${c.label} ${label}` : label;
      return {owner: id, name, label, connector: c.label, anchor: `${id}-${nameSlug(name)}`};
    }),
  );
  const ports = panel.ports.map((p) => ({
    owner: id,
    name: p.name,
    label: p.name,
    connector: p.name,
    anchor: `${id}-${nameSlug(p.name)}`,
  }));
  return [...terminals, ...ports];
}

/** Where a terminal's mark is: its drawing on the hardware page. */
export function terminalUrl(t: Terminal): string {
  return `${HARDWARE_PAGE}#${t.anchor}`;
}

/**
 * The terminal a wiring table means by `name` on the given device or tiles.
 * With several owners (a TBT's tiles), the name must belong to exactly one.
 * Returns the terminal, or why none: the wiring-table links
 * (src/plugins/remark-wiring-terminals.ts) and any check of the tables use this.
 */
export function resolveTerminal(
  name: string,
  owners: TerminalOwnerId[],
): {terminal: Terminal} | {error: string} {
  const found = owners.flatMap((o) => terminalsOf(o).filter((t) => t.name === name));
  if (found.length === 1) return {terminal: found[0]};
  const names = owners.map((o) => ownerById(o).name);
  const list = names.length > 3 ? `any of ${names.length} devices and tiles` : names.join(' or ');
  if (found.length === 0) return {error: `"${name}" is not a terminal of ${list}`};
  return {
    error: `"${name}" is a terminal of ${found.map((t) => ownerById(t.owner).name).join(' and ')}: name the tile in the row`,
  };
}
