/**
 * Footer columns of SPEC.md §1. The call-to-action band above them is the
 * Footer wrapper in src/theme/Footer; the copyright year is the build's.
 */
import type {Footer, FooterColumnItem} from '@docusaurus/theme-common';
import {copyrightLine} from './content';
import type {ExternalConfig} from './external';
import {INDUSTRIES, PLATFORM_PAGES} from '../src/data/industries';
import {nonBreakingNames} from '../src/lib/deviceNames';

export function footer(external: ExternalConfig): Footer {
  const footer: Footer = {
    style: 'dark',
    links: [
      {
        title: 'Capabilities',
        items: [
          ...PLATFORM_PAGES.map((p) => ({label: p.title, to: p.to})),
          {label: 'Temperature monitoring', to: '/elements/temperature_monitoring'},
          {label: 'All capabilities', to: '/elements'},
        ],
      },
      {
        title: 'Solutions',
        items: [
          ...INDUSTRIES.map((i) => ({label: i.title, to: i.to})),
          {label: 'Indoor farming', to: '/solutions/indoor_farming'},
          {label: 'All solutions', to: '/solutions'},
        ],
      },
      {
        title: 'Hardware',
        items: [
          {label: 'BP-01 controller', to: '/docs/hardware/boards#bp-01'},
          {label: 'CP-02 control panel', to: '/docs/hardware/boards#cp-02'},
          {label: 'CP-03 access panel', to: '/docs/hardware/boards#cp-03'},
          {label: 'TBT and its tiles', to: '/docs/hardware/boards#tbt'},
          {label: 'Run without hardware', to: '/docs/intro#run-it-in-the-simulator'},
        ],
      },
      {
        title: 'Resources',
        items: [
          {label: 'Tutorials', to: '/tutorials'},
          {label: 'Examples', to: '/examples'},
          {label: 'Documentation', to: '/docs/intro'},
          {label: 'Sample projects', to: '/samples/'},
          {label: 'Live demo', to: '/demo'},
          {label: 'Downloads', to: '/downloads'},
          {label: 'Blog', to: '/blog'},
          {label: 'Roadmap', href: external.roadmapUrl},
          {label: 'Contact', to: '/contact'},
          {label: 'Terms of service', to: '/terms/terms'},
        ],
      },
      {
        title: 'Mobile app',
        items: [
          {label: 'LUIS for iOS', href: external.appStores.ios},
          {label: 'LUIS for Android', href: external.appStores.android},
          {label: 'Using LUIS', to: '/docs/luis/intro'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'GitHub', href: external.social.github},
          {label: 'LinkedIn', href: external.social.linkedin},
          {label: 'YouTube', href: external.social.youtube},
          {label: 'X', href: external.social.x},
        ],
      },
    ],
    copyright: copyrightLine(),
  };
  // The theme prints each label as text: a name keeps its hyphen on the line (src/lib/deviceNames.ts).
  for (const column of footer.links as FooterColumnItem[])
    for (const item of column.items) if (item.label) item.label = nonBreakingNames(item.label);
  return footer;
}
