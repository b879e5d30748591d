/**
 * The industry and platform pages (src/pages/industries, src/pages/features):
 * one list, read by the home page and the footer, so a new page is linked from both.
 */
import type {IconName} from './icons';

export interface TopicPage {
  to: string;
  title: string;
  summary: string;
  icon: IconName;
}

export const INDUSTRIES: TopicPage[] = [
  {
    to: '/industries/accesscontrol',
    title: 'Access control',
    summary:
      'Badge readers, door strikes and audit trails on a CP-03 that keeps working when the network does not.',
    icon: 'id-card',
  },
  {
    to: '/industries/agriculture',
    title: 'Agriculture',
    summary:
      'Greenhouse climate, irrigation schedules and soil readings on BP-01 and TBT controllers.',
    icon: 'sprout',
  },
  {
    to: '/industries/manufacturing',
    title: 'Manufacturing',
    summary:
      'Cycle counts, machine states, vibration and energy meters on the line, computed at the machine.',
    icon: 'factory',
  },
];

export const PLATFORM_PAGES: TopicPage[] = [
  {
    to: '/features/applicationbuilder',
    title: 'Application builder',
    summary: 'The Studio canvas: blocks, wires, the simulator, the debugger and versions.',
    icon: 'blocks',
  },
  {
    to: '/features/modbus',
    title: 'Modbus',
    summary: 'Poll meters and drives as a master; answer PLCs and SCADA as a slave.',
    icon: 'network',
  },
  {
    to: '/features/webdashboard',
    title: 'Web dashboard',
    summary: 'Widgets, an on-device database, firmware upload and settings, served by the device.',
    icon: 'layout-dashboard',
  },
];
