import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {BLOCK_CATEGORIES, blocksIn, categorySlug, type BlockCategory} from './src/data/blocks';
import {CATEGORY_STYLE} from './src/data/blocks/categories';
import {FEATURES} from './src/data/features';

const exists = (id: string) => fs.existsSync(path.join(__dirname, 'docs', `${id}.mdx`));

/** Block pages that exist, by category, in catalogue order: the sidebar follows the data. */
function blockCategories() {
  return (Object.keys(BLOCK_CATEGORIES) as BlockCategory[])
    .map((category) => ({
      category,
      docs: blocksIn(category)
        .map((b) => `blocks/${b.id}`)
        .filter(exists),
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

/**
 * One shared sidebar, ordered so that a newcomer can read it top to bottom:
 * getting started → concepts → guide → features → blocks → hardware → cloud → mobile app → tips.
 */
export default {
  docs: [
    {
      type: 'category',
      label: 'Getting started',
      link: {
        type: 'generated-index',
        slug: '/category/getting-started',
        description:
          'From nothing to a running application: install nothing, open Studio, run your first block graph in the simulator or on a BP-01.',
      },
      items: ['intro'],
    },
    {
      type: 'category',
      label: 'Concepts',
      link: {
        type: 'generated-index',
        slug: '/category/concepts',
        description:
          'For anyone about to build a real project: how an application is made of blocks and wires, how project files describe it, and how features and hardware fit in.',
      },
      items: ['concepts/application'],
    },
    ...(FEATURES.some((f) => exists(`features/${f.short}`))
      ? [
          {
            type: 'category' as const,
            label: 'Features',
            link: {
              type: 'generated-index' as const,
              slug: '/category/features',
              description:
                'Project-level capabilities you switch on in Project settings → Features: networks, protocols, the display, the web dashboard and the data a project keeps. Each page gives its requirements, settings, limits and exact error messages.',
            },
            items: FEATURES.map((f) => `features/${f.short}`).filter(exists),
          },
        ]
      : []),
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
    {
      type: 'category',
      label: 'Hardware',
      link: {
        type: 'generated-index',
        slug: '/category/hardware',
        description:
          'For whoever chooses and wires the devices: the BP-01, CP-02, CP-03 and TBT with their interfaces and limits, the TBT tiles, and which block runs on which device.',
      },
      items: ['hardware/boards'],
    },
  ],
} satisfies SidebarsConfig;
