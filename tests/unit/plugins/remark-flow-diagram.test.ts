import path from 'node:path';
import {describe, expect, it} from 'vitest';
import remarkFlowDiagram, {
  loadProject,
  shownValues,
} from '../../../src/plugins/remark-flow-diagram';
import {connectionDiagram} from '../../../src/data/connections';

const SITE = path.join(__dirname, '../../..');

const jsx = (name: string, attributes: Record<string, string>) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([n, value]) => ({
    type: 'mdxJsxAttribute',
    name: n,
    value,
  })),
  children: [],
});

const run = (node: ReturnType<typeof jsx>) =>
  remarkFlowDiagram({siteDir: SITE})(
    {type: 'root', children: [node]},
    {path: path.join(SITE, 'docs/features/x.mdx')},
  );

describe('remark-flow-diagram', () => {
  it('gives <ConnectionDiagram feature> its diagram at build time, not the features’ data', async () => {
    const node = jsx('ConnectionDiagram', {feature: 'mqtt'});
    await run(node);
    expect(node.attributes.map((a) => a.name)).toEqual(['diagram']);
    // The estree the page compiles carries the diagram's own words.
    const estree = JSON.stringify(node.attributes[0].value);
    for (const words of [
      connectionDiagram('mqtt').title,
      ...connectionDiagram('mqtt').links.map((l) => l.opens),
    ])
      expect(estree).toContain(JSON.stringify(words));
  });

  it('stops the build on a <ConnectionDiagram> without a feature', async () => {
    await expect(run(jsx('ConnectionDiagram', {}))).rejects.toThrow(
      'docs/features/x.mdx: <ConnectionDiagram feature="…"> needs the feature\'s short name',
    );
  });

  it('gives the picture of Studio the option labels its Properties panel shows', () => {
    const {file} = loadProject(
      path.join(SITE, 'docs/webdashboard/_projects/tank-room-tab.tessera.json'),
      SITE,
    );
    expect(file.blocks.find((b) => b.id === 'level')?.properties?.mode).toBe('4-20mA');
    expect(shownValues(file)).toEqual({level: {mode: '4–20 mA'}});
  });
});
