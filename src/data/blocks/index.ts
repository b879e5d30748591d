/**
 * The block catalogue: every block's full record, in category order. Pages,
 * cards, tables, the hardware matrix, project-file validation and search
 * keywords all read from here.
 */
import {DEVICES, availableInterfaces, type DeviceId} from '../hardware';
import {BLOCK_CATEGORIES, type BlockCategory} from './categories';
import type {BlockRecord, HardwareNeeds} from './types';
import {records as advanced} from './records/advanced';
import {records as cloud} from './records/cloud';
import {records as comms} from './records/comms';
import {records as data} from './records/data';
import {records as lcd} from './records/lcd';
import {records as logic} from './records/logic';
import {records as modbus} from './records/modbus';
import {records as system} from './records/system';
import {records as timers} from './records/timers';
import {records as variables} from './records/variables';

export type {BlockRecord} from './types';
export {BLOCK_CATEGORIES, type BlockCategory};

export const BLOCKS: BlockRecord[] = [
  ...system,
  ...variables,
  ...logic,
  ...timers,
  ...modbus,
  ...data,
  ...comms,
  ...cloud,
  ...lcd,
  ...advanced,
];

const BY_ID = new Map(BLOCKS.map((b) => [b.id, b]));

export function blockById(id: string): BlockRecord | undefined {
  return BY_ID.get(id as BlockRecord['id']);
}

/** A property's value as Studio's Properties panel shows it: an option's label, or the value. */
export function shownValue(type: string, property: string, value: unknown): string {
  const label = blockById(type)?.properties.find((p) => p.name === property)?.labels?.[
    String(value)
  ];
  return label ?? String(value);
}

/** The docs route of a block's reference page. */
export const blockUrl = (id: string): string => `/docs/blocks/${id}/`;

/** The docs category slug of a block category (the top-level Cloud docs own "cloud"). */
export const categorySlug = (c: BlockCategory): string => (c === 'cloud' ? 'cloud-1' : c);

export function blocksIn(category: BlockCategory): BlockRecord[] {
  return BLOCKS.filter((b) => b.category === category);
}

/** Whether a device offers what a block needs: all of `allOf`, and one of `anyOf` if given. */
export function supports(device: DeviceId, needs: HardwareNeeds): boolean {
  const has = availableInterfaces(device);
  const all = (needs.allOf ?? []).every((i) => has.has(i));
  const any = !needs.anyOf?.length || needs.anyOf.some((i) => has.has(i));
  return all && any;
}

/** The devices a block runs on, derived from its hardware needs (the simulator runs every block). */
export function availability(block: BlockRecord): DeviceId[] {
  return DEVICES.filter((d) => supports(d.id, block.requires)).map((d) => d.id);
}
