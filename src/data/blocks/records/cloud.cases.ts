/**
 * Conformance cases for the cloud records (cloud.ts); see CASES.md. Never imported by the site.
 * Not begun beyond the case below: cloud is not in CASES_DONE, so sentences without a case do
 * not fail the test.
 */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './cloud';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_mqtt_pub: {
    cases: [
      {
        name: 'sent carries the topic, not the payload',
        covers: [['outputs.sent', 'The topic, once the message is delivered']],
        props: {topic: 'site/{device}/temperature'},
        steps: [
          {set: {payload: 21.5}},
          {expect: {console: '[sim] mqtt publish site/simulator/temperature 21.5'}},
          {expect: {port: 'sent', last: 'site/simulator/temperature', count: 1}},
        ],
      },
    ],
  },
};
