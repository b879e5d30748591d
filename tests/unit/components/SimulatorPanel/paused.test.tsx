/**
 * The panel says so when the engine's cap on events stops its clock
 * (src/sim/README.md, The contract): a status under the clock, the clock paused.
 *
 * A DOM from jsdom made here, in the Node environment: under vitest's jsdom
 * environment, Vite resolves the panel's `@docusaurus/*` and `@theme/*`
 * imports before the mocks below can stand in for them, and only Docusaurus's
 * bundler knows those names.
 */
import React, {act} from 'react';
import {JSDOM} from 'jsdom';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {LaidOutProject} from '../../../../src/data/projects/types';

vi.mock('@docusaurus/Link', () => ({
  // The stand-in for Link itself.
  // eslint-disable-next-line @docusaurus/no-html-links
  default: ({to, children}: {to: string; children: React.ReactNode}) => <a href={to}>{children}</a>,
}));
// `@site` is the site's alias, which only the bundler knows.
vi.mock('@site/src/sim', () => import('../../../../src/sim'));
vi.mock('@theme/Heading', () => ({
  default: ({as: H, children}: {as: 'h3'; children: React.ReactNode}) => <H>{children}</H>,
}));

const {window} = new JSDOM('<!doctype html><html><body></body></html>', {pretendToBeVisual: true});
Object.assign(globalThis, {window, document: window.document, navigator: window.navigator});
// React DOM decides at load whether it has a DOM: loaded after the globals above.
const {createRoot} = await import('react-dom/client');
const {default: SimulatorPanel} = await import('../../../../src/components/SimulatorPanel');

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A message that goes round a 1 ms Delay for ever, and on to three more blocks
 * each turn: a new instant each turn, so the loop guard never stops it, and
 * 5 events a virtual millisecond, so one 100 ms tick at ×3600 (360 s) meets
 * the cap of 1,000,000 events.
 */
const spinning = {
  file: {
    format: 'tessera-project/1',
    name: 'Spinning delay',
    blocks: [
      {
        id: 'kick',
        type: 'node_constant',
        properties: {type: 'integer', value: '1', emit_at_start: true},
      },
      {id: 'spin', type: 'node_delay', properties: {delay: 1}},
      ...['a', 'b', 'c'].map((id) => ({
        id,
        type: 'node_comparison',
        properties: {compare_to: '0'},
      })),
    ],
    wires: [
      {from: 'kick.value', to: 'spin.in'},
      {from: 'spin.out', to: 'spin.in'},
      ...['a', 'b', 'c'].map((id) => ({from: 'spin.out', to: `${id}.value`})),
    ],
  },
  layout: {width: 0, height: 0, nodes: [], edges: []},
  fileName: 'spinning.tessera.json',
} as unknown as LaidOutProject;

let unmount = () => undefined as void;
afterEach(() => {
  act(() => unmount());
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  )!;

describe('SimulatorPanel at the engine’s cap on events', () => {
  it('pauses the clock and says where, how many events and what to do', () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'],
    });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    unmount = () => root.unmount();
    act(() => root.render(<SimulatorPanel project={spinning} overlay={null} />));
    const status = container.querySelector('p[role="status"]')!;
    expect(status.textContent).toBe('');

    act(() => button('Run at 3600 times real time').click());
    act(() => vi.advanceTimersByTime(100));

    expect(status.textContent).toMatch(
      /^Paused at 2\d{3}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}: the project ran more than 1,000,000 events \(timers and messages\) in one step of the clock, the most the simulator runs at once\. Choose a speed or Step to next event to go on; if it pauses again, look for a loop through a Delay or Timer with a very short time\.$/,
    );
    expect(button('Pause').getAttribute('aria-pressed')).toBe('true');
    expect(container.textContent).toContain('[sim] paused: more than 1000000 events in one call');
    // Paused, the clock stays where the cap stopped it.
    const time = container.querySelector('time')!.getAttribute('datetime');
    act(() => vi.advanceTimersByTime(1000));
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe(time);

    // Running again clears the status.
    act(() => button('Run at 1 times real time').click());
    expect(status.textContent).toBe('');
  });
});
