import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteIndexData} from './types';

export function useSiteIndex(): SiteIndexData {
  return usePluginData('site-index') as SiteIndexData;
}
