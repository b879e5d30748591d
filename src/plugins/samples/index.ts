/**
 * Creates /samples/ from src/data/samples.ts: each project file is read,
 * validated against the block catalogue and summarised (blocks used, devices
 * it runs on) in Node, so the page ships numbers and names, not the catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEVICES} from '../../data/hardware';
import {blockById, blockUrl, supports} from '../../data/blocks';
import {validateProject} from '../../data/projects/validate';
import type {ProjectFile} from '../../data/projects/types';
import {SAMPLES, type Sample} from '../../data/samples';
import type {SampleEntry} from './types';

export function toEntry(siteDir: string, sample: Sample): SampleEntry {
  const source = path.join(siteDir, sample.file);
  const file = JSON.parse(fs.readFileSync(source, 'utf8')) as ProjectFile;
  const problems = validateProject(file, sample.file);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const counts = new Map<string, number>();
  for (const b of file.blocks) counts.set(b.type, (counts.get(b.type) ?? 0) + 1);
  const records = [...counts.keys()].map((id) => blockById(id)!);
  return {
    name: file.name,
    description: file.description ?? '',
    fileName: path.basename(sample.file),
    json: `${JSON.stringify(file, null, 2)}\n`,
    demonstrates: sample.demonstrates,
    page: sample.page,
    blocks: records.map((r) => ({title: r.title, url: blockUrl(r.id), count: counts.get(r.id)!})),
    devices: DEVICES.filter((d) => records.every((r) => supports(d.id, r.requires))).map(
      (d) => d.name,
    ),
  };
}

export default function samplesPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-samples',
    loadContent: async (): Promise<SampleEntry[]> =>
      SAMPLES.map((s) => toEntry(context.siteDir, s)),
    async contentLoaded({content, actions}) {
      const samples = await actions.createData('samples.json', JSON.stringify(content));
      actions.addRoute({
        path: '/samples/',
        component: '@site/src/components/SamplesPage',
        exact: true,
        modules: {samples},
      });
    },
    getPathsToWatch: () => SAMPLES.map((s) => path.join(context.siteDir, s.file)),
  };
}
