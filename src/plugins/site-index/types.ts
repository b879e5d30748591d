import type {IconName} from '../../data/icons';

import {CAPABILITY_GROUPS} from '../content-validation/groups';

export {CAPABILITY_GROUPS};
export type CapabilityGroup = (typeof CAPABILITY_GROUPS)[number];

/** The headings of the capability groups, in the Capabilities menu and the /elements sidebar. */
export const CAPABILITY_GROUP_LABELS: Record<CapabilityGroup, string> = {
  monitoring: 'Monitoring',
  control: 'Control',
};

/** One entry of the Capabilities mega-dropdown. */
export interface CapabilityItem {
  group: CapabilityGroup;
  url: string;
  icon: IconName;
  title: string;
  description: string;
}

export interface LatestEntry {
  title: string;
  description: string;
  url: string;
  date: string;
}

export interface SiteIndexData {
  capabilities: {group: CapabilityGroup; items: CapabilityItem[]}[];
  latest: {blog: LatestEntry[]; tutorials: LatestEntry[]};
}
