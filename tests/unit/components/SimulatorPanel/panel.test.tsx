import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import type {LaidOutProject} from '../../../../src/data/projects/types';

// The panel's Docusaurus imports need the site's router and theme; the text they show is enough here.
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

const {default: SimulatorPanel, GUIDE} = await import('../../../../src/components/SimulatorPanel');

const laid = (file: unknown): LaidOutProject =>
  ({
    file,
    layout: {width: 0, height: 0, nodes: [], edges: []},
    fileName: 'x.tessera.json',
  }) as LaidOutProject;

describe('SimulatorPanel', () => {
  it('shows the validator’s messages instead of a run, and never throws', () => {
    const html = renderToStaticMarkup(
      <SimulatorPanel
        project={laid({
          format: 'tessera-project/1',
          name: 'Broken',
          blocks: [{id: 'x', type: 'node_teleporter'}],
          wires: [],
        })}
        overlay={null}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('This project does not start in the simulator');
    expect(html).toContain('node_teleporter');
    expect(html).toContain(`href="${GUIDE}"`);
  });

  it('runs a valid project: its inputs, states and first Console line', () => {
    const html = renderToStaticMarkup(
      <SimulatorPanel
        project={laid({
          format: 'tessera-project/1',
          name: 'Door',
          blocks: [
            {id: 'door', type: 'node_digital_in', label: 'Door contact', properties: {channel: 1}},
            {id: 'log_door', type: 'node_log', properties: {text: 'door'}},
          ],
          wires: [{from: 'door.state', to: 'log_door.message'}],
        })}
        overlay={null}
      />,
    );
    expect(html).not.toContain('does not start');
    expect(html).toContain('Door contact (Digital input 1)');
    expect(html).toContain('[log] door false');
    expect(html).toContain(`href="${GUIDE}"`);
  });
});
