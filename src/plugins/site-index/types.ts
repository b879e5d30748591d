import type {IconName} from '../../data/icons';

export const CAPABILITY_GROUPS = ['monitoring', 'control'] as const;
export type CapabilityGroup = (typeof CAPABILITY_GROUPS)[number];

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
