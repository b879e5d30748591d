import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {checkSidebarDocs} from './config/sidebar-docs';
import {BLOCK_CATEGORIES, blocksIn, categorySlug, type BlockCategory} from './src/data/blocks';
import {CATEGORY_STYLE} from './src/data/blocks/categories';
import {FEATURES} from './src/data/features';

/** Block pages by category, in catalogue order: the sidebar follows the data. */
function blockCategories() {
  return (Object.keys(BLOCK_CATEGORIES) as BlockCategory[])
    .map((category) => ({
      category,
      docs: blocksIn(category).map((b) => `blocks/${b.id}`),
    }))
    .filter(({docs}) => docs.length > 0)
    .map(({category, docs}) => ({
      type: 'category' as const,
      label: BLOCK_CATEGORIES[category],
      link: {
        type: 'generated-index' as const,
        slug: `/category/${categorySlug(category)}`,
        title: `${BLOCK_CATEGORIES[category]} blocks`,
        description: CATEGORY_STYLE[category].description,
      },
      items: docs,
    }));
}

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A category with a generated index page. */
function section(
  label: string,
  slug: string,
  description: string,
  items: SidebarItem[],
): SidebarItem {
  return {
    type: 'category',
    label,
    // The block category "Cloud" shares this label; keys keep their translations apart.
    key: `docs-${slug}`,
    link: {type: 'generated-index', slug: `/category/${slug}`, description},
    items,
  };
}

/**
 * One shared sidebar, ordered so that a newcomer can read it top to bottom:
 * getting started → concepts → guide → features → blocks → hardware → cloud → mobile app → tips.
 */
const sidebars = {
  docs: [
    section(
      'Getting started',
      'getting-started',
      'For a first hour with Tessera: run a first block graph in the simulator or on a BP-01, then install Tessera Link to reach devices on USB or the LAN.',
      ['intro', 'setup/simulator', 'setup/extension'],
    ),
    section(
      'Concepts',
      'concepts',
      'How an application is made of blocks and wires, how project files describe it, what features are, and how Studio decides what runs on which device.',
      ['concepts/application', 'concepts/features', 'concepts/hardware'],
    ),
    section(
      'Guide',
      'guide',
      'Task by task, for integrators: project settings and linking devices, the protocols on the wire, the web console each device serves, and the ADK.',
      [
        section(
          'Settings',
          'settings',
          'For whoever configures and commissions devices: what the Project settings dialog holds, what needs a redeploy, and how a physical device is linked to a project.',
          ['settings/intro', 'settings/linking'],
        ),
        'protocols/modbus',
        'protocols/mqtt',
        'protocols/http',
        'protocols/request',
        section(
          'Web console',
          'web-console',
          'For operators and commissioning engineers: the web dashboard a device serves itself, its widgets, on-device database, firmware upload and settings.',
          [
            'webdashboard/intro',
            'webdashboard/widgets',
            'webdashboard/database',
            'webdashboard/firmware',
            'webdashboard/settings',
          ],
        ),
        'setup/adk',
        'plugin_development',
      ],
    ),
    section(
      'Features',
      'features',
      'Project-level capabilities you switch on in Project settings → Features, each with its requirements, settings, limits and exact error messages.',
      FEATURES.map((f) => `features/${f.short}`),
    ),
    {
      type: 'category',
      label: 'Blocks',
      link: {
        type: 'generated-index',
        slug: '/category/blocks',
        title: 'Blocks',
        description:
          'Every block, by category: its ports, properties, the hardware it runs on, worked examples and the exact messages it reports.',
      },
      items: blockCategories(),
    },
    section(
      'Hardware',
      'hardware',
      'The BP-01, CP-02, CP-03 and TBT with their interfaces and limits, which block runs on which device, USB drivers, and how to ask for a new board.',
      ['hardware/boards', 'hardware/drivers', 'hardware/request'],
    ),
    section(
      'Cloud',
      'cloud',
      'For teams running more than a handful of devices: Tessera Cloud’s device registry, remote monitoring, alerts and over-the-air updates.',
      ['cloud'],
    ),
    section(
      'Mobile app',
      'mobile-app',
      'For operators and installers on site: LUIS, the mobile app that sets up, monitors and controls nearby devices over Bluetooth LE or the local network.',
      ['luis/intro'],
    ),
    section(
      'Tips and tricks',
      'tips-and-tricks',
      'For when a project grows or misbehaves: practices that keep graphs maintainable, reusable block patterns, and troubleshooting by symptom.',
      ['tips/best_practices', 'tips/patterns', 'tips/troubleshooting'],
    ),
  ],
} satisfies SidebarsConfig;

// Every id must be a page under docs/: an unknown one stops the build with what to fix.
export default checkSidebarDocs(sidebars, path.join(__dirname, 'docs'));
