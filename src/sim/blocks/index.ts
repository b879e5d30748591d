/**
 * Every block's behaviour, one module per category as in
 * src/data/blocks/records/. The type below fails to compile when a block of
 * the catalogue has no behaviour.
 */
import {behaviours as advanced} from './advanced';
import {behaviours as cloud} from './cloud';
import {behaviours as comms} from './comms';
import {behaviours as data} from './data';
import {behaviours as lcd} from './lcd';
import {behaviours as logic} from './logic';
import {behaviours as modbus} from './modbus';
import {behaviours as system} from './system';
import {behaviours as timers} from './timers';
import type {BlockId, Behaviours} from './types';
import {behaviours as variables} from './variables';

export const BEHAVIOURS: Behaviours<BlockId> = {
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
};
