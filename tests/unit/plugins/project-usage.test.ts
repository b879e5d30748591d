import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {blockUsage, pageUrl} from '../../../src/plugins/project-usage';
import {projectSources} from '../../../src/plugins/remark-flow-diagram';

const REPO = path.join(__dirname, '../../..');

/** A site with one tutorial and one example, each drawing its project from its own _projects folder. */
function fixtureSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-usage-'));
  const page = (section: string, slug: string, title: string, blocks: [string, string][]) => {
    fs.mkdirSync(path.join(dir, section, '_projects'), {recursive: true});
    fs.writeFileSync(
      path.join(dir, section, `${slug}.mdx`),
      `---\ntitle: ${title}\nslug: ${slug}\n---\n\n<FlowDiagram src="./_projects/${slug}.tessera.json" />\n`,
    );
    fs.writeFileSync(
      path.join(dir, section, '_projects', `${slug}.tessera.json`),
      JSON.stringify({
        format: 'tessera-project/1',
        name: title,
        blocks: blocks.map(([id, type]) => ({id, type})),
        wires: [],
      }),
    );
  };
  page('tutorials', 'sprinkler1', 'One zone', [
    ['zone', 'node_relay'],
    ['run_time', 'node_timer'],
  ]);
  page('examples', 'pump-alarm', 'Pump alarm', [
    ['pump', 'node_relay'],
    ['second_pump', 'node_relay'],
  ]);
  // A project in a _projects folder that no page draws is not a use.
  fs.writeFileSync(
    path.join(dir, 'tutorials', '_projects', 'unused.tessera.json'),
    JSON.stringify({
      format: 'tessera-project/1',
      name: 'x',
      blocks: [{id: 'a', type: 'node_log'}],
      wires: [],
    }),
  );
  return dir;
}

describe('which pages use a block (the "used in" lists of block pages)', () => {
  it('lists the tutorials and examples whose project files use the block, once each', () => {
    const usage = blockUsage(fixtureSite());
    expect(usage.get('node_relay')).toEqual([
      {title: 'Pump alarm', url: '/examples/pump-alarm', section: 'examples'},
      {title: 'One zone', url: '/tutorials/sprinkler1', section: 'tutorials'},
    ]);
    expect(usage.get('node_timer')).toEqual([
      {title: 'One zone', url: '/tutorials/sprinkler1', section: 'tutorials'},
    ]);
    expect(usage.has('node_log')).toBe(false);
  });

  it('covers every example and tutorial in the repository that draws a project', () => {
    const usage = blockUsage(REPO);
    for (const section of ['examples', 'tutorials'] as const) {
      const dir = path.join(REPO, section);
      for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.mdx'))) {
        const text = fs.readFileSync(path.join(dir, name), 'utf8');
        const slug = text.match(/^slug: (.+)$/m)?.[1].trim();
        const url = pageUrl(section, name, slug);
        for (const src of projectSources(text)) {
          const project = JSON.parse(fs.readFileSync(path.resolve(dir, src), 'utf8')) as {
            blocks: {type: string}[];
          };
          for (const {type} of project.blocks)
            expect(
              usage.get(type)?.map((p) => p.url),
              `${type} in ${section}/${name}`,
            ).toContain(url);
        }
      }
    }
  });
});
