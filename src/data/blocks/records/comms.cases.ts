/**
 * Conformance cases for the comms records (comms.ts); see CASES.md. Never imported by the site.
 * In progress: comms is not in CASES_DONE yet, so sentences without a case do not fail the test.
 */
import type {CategoryCases} from '../cases';
import type {IdsOf} from '../../../sim/blocks/types';
import type {records} from './comms';

export const cases: CategoryCases<IdsOf<typeof records>> = {
  node_http: {
    cases: [
      {
        name: 'a scripted reply: status, headers, then body',
        covers: [
          ['inputs.send', 'Sends the request'],
          ['outputs.status', 'The HTTP status code of the latest response, for example 200'],
          ['outputs.body', 'emitted for every response whatever its status'],
        ],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {
            deliver: {
              kind: 'http_response',
              url: 'https://api.example.net/',
              status: 404,
              body: 'gone',
            },
          },
          {set: {send: 1}},
          {expect: {port: 'status', last: 404}},
          {expect: {port: 'body', last: 'gone'}},
        ],
      },
      {
        name: 'url replaces the url property for the following requests',
        covers: [['inputs.url', 'Replaces the url property for the following requests']],
        props: {url: 'https://api.example.net/a'},
        steps: [
          {set: {url: 'https://api.example.net/b'}},
          {set: {send: 1}},
          {expect: {console: '[sim] http GET https://api.example.net/b'}},
        ],
      },
      {
        name: 'a refused connection is a failed request, not a reply',
        covers: [['outputs.error', 'The Console message when the request fails']],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {failNetwork: {service: 'http', failure: 'refused'}},
          {set: {send: 1}},
          {expect: {port: 'error', last: 'http: connection to api.example.net refused'}},
          {expect: {port: 'status', count: 0}},
          {expect: {port: 'body', count: 0}},
        ],
      },
      {
        name: 'no response within the timeout',
        covers: [['errors[1]', 'http: no response from api.example.net within 10 s']],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {failNetwork: {service: 'http', failure: 'timeout'}},
          {set: {send: 1}},
          {at: '9.9s', expect: {port: 'error', count: 0}},
          {
            at: '10s',
            expect: {port: 'error', last: 'http: no response from api.example.net within 10 s'},
          },
        ],
      },
      {
        name: 'a host that does not resolve',
        covers: [['errors[2]', 'http: cannot resolve host api.example.net']],
        props: {url: 'https://api.example.net/v1/rates'},
        steps: [
          {failNetwork: {service: 'http', failure: 'dns'}},
          {set: {send: 1}},
          {expect: {port: 'error', last: 'http: cannot resolve host api.example.net'}},
        ],
      },
    ],
  },
};
