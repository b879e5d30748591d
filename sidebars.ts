import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

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
  ],
} satisfies SidebarsConfig;
