/**
 * Creates /samples/ from src/data/samples.ts: each project file is read,
 * validated against the block catalogue and summarised (blocks used, devices
 * it runs on, its graph's picture) in Node, so the page ships numbers and
 * names, not the catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {layoutProject} from '../../data/projects/layout';
import {summariseProject} from '../../data/projects/summary';
import {projectThumbnail} from '../../data/projects/thumbnail';
import {validateProject} from '../../data/projects/validate';
import type {ProjectFile} from '../../data/projects/types';
import {SAMPLES, type Sample} from '../../data/samples';
import type {SampleEntry} from './types';

export function toEntry(siteDir: string, sample: Sample): SampleEntry {
  const source = path.join(siteDir, sample.file);
  const file = JSON.parse(fs.readFileSync(source, 'utf8')) as ProjectFile;
  const problems = validateProject(file, sample.file);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const {blocks, devices} = summariseProject(file);
  return {
    name: file.name,
    description: file.description ?? '',
    fileName: path.basename(sample.file),
    json: `${JSON.stringify(file, null, 2)}\n`,
    demonstrates: sample.demonstrates,
    page: sample.page,
    blocks: blocks.map(({title, url, count}) => ({title, url, count})),
    devices,
    thumbnail: projectThumbnail(layoutProject(file)),
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
