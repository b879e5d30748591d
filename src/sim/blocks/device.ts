/**
 * What a project file's `device` lets the simulator check: a channel the
 * device does not have. A device prints the record's message at start and
 * leaves an input or output block idle (a Reboot block still restarts); a
 * project for the simulator, or for a TBT (whose channels depend on the tiles
 * fitted, which a project file does not hold), has every channel.
 */
import {INTERFACES, deviceById, type DeviceId, type InterfaceId} from '../../data/hardware';
import type {ProjectFile} from '../../data/projects/types';
import type {Value} from '../types';

/** Blocks bound to a numbered channel: the property that numbers it, the interface, the message's prefix and noun. */
const CHANNELS: Record<string, {prop: string; iface: InterfaceId; prefix: string; noun: string}> = {
  node_button: {prop: 'channel', iface: 'digital-in', prefix: 'button', noun: 'channel'},
  node_digital_in: {prop: 'channel', iface: 'digital-in', prefix: 'digital_in', noun: 'channel'},
  node_counter: {prop: 'channel', iface: 'digital-in', prefix: 'counter', noun: 'channel'},
  node_relay: {prop: 'relay', iface: 'relay', prefix: 'relay', noun: 'channel'},
  node_analog_in: {prop: 'channel', iface: 'analog-in', prefix: 'analog_in', noun: 'channel'},
  node_analog_out: {prop: 'channel', iface: 'analog-out', prefix: 'analog_out', noun: 'channel'},
  node_pwm: {prop: 'channel', iface: 'pwm', prefix: 'pwm', noun: 'channel'},
  node_reboot: {prop: 'relay', iface: 'relay', prefix: 'reboot', noun: 'relay'},
};

/** A device the project names, whose channels are fixed; null for the simulator and the TBT. */
export function fixedDevice(project: ProjectFile): DeviceId | null {
  const d = project.device;
  return d === 'bp-01' || d === 'cp-02' || d === 'cp-03' ? d : null;
}

/** How many channels of an interface the device has. */
function count(device: DeviceId, iface: InterfaceId): number {
  return deviceById(device).interfaces.find((i) => i.id === iface)?.count ?? 0;
}

/** The Console line of a block whose channel the device does not have, and whether it goes idle; or null. */
export function missingChannel(
  device: DeviceId | null,
  type: string,
  props: Record<string, Value | undefined>,
): {text: string; idle: boolean} | null {
  const text = missingText(device, type, props);
  return text === null ? null : {text, idle: type !== 'node_reboot'};
}

function missingText(
  device: DeviceId | null,
  type: string,
  props: Record<string, Value | undefined>,
): string | null {
  if (!device || !Object.hasOwn(CHANNELS, type)) return null;
  // Only the BP-01's digital inputs count in hardware; a Counter counting messages has no channel.
  if (type === 'node_counter' && (props.source !== 'digital_input' || device !== 'bp-01'))
    return null;
  if (type === 'node_button' && props.source !== 'front_panel' && props.source !== 'digital_input')
    return null;
  const name = deviceById(device).name;
  if (type === 'node_button' && props.source === 'front_panel') {
    const buttons = count(device, 'buttons');
    return buttons
      ? null
      : `button: front-panel button "${String(props.button)}" not present on this device (${name} has no front-panel buttons)`;
  }
  const {prop, iface, prefix, noun} = CHANNELS[type];
  const n = props[prop];
  // The Reboot block's relay is optional: with none it drives no relay.
  if (typeof n !== 'number') return null;
  const has = count(device, iface);
  if (n <= has) return null;
  const range = has ? `1–${has}` : `no ${INTERFACES[iface].toLowerCase()}`;
  return `${prefix}: ${noun} ${n} not present on this device (${name} has ${range})`;
}

/**
 * A sample interval the device cannot keep: the BP-01 converts at most 10 samples/s per analog
 * channel, so it says so at start and samples every 100 ms. Adjusts `props` and returns the
 * Console line, or null.
 */
export function slowestSampling(
  device: DeviceId | null,
  type: string,
  props: Record<string, Value | undefined>,
): string | null {
  if (device !== 'bp-01' || type !== 'node_analog_in') return null;
  const ms = props.sample_interval;
  if (typeof ms !== 'number' || ms >= BP01_MIN_SAMPLE_MS) return null;
  props.sample_interval = BP01_MIN_SAMPLE_MS;
  return `analog_in: sample_interval ${ms} ms below the ${BP01_MIN_SAMPLE_MS} ms minimum on a BP-01`;
}

const BP01_MIN_SAMPLE_MS = 100;
