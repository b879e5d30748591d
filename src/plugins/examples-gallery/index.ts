/**
 * What the /examples filter needs beyond the list page's own props: the
 * devices each example runs on, from its project file and the block records
 * (src/data/projects/summary.ts). Written as a data file that only the
 * /examples list component imports, so no other page loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {DEVICES} from '../../data/hardware';
import {summariseProject} from '../../data/projects/summary';
import type {ProjectFile} from '../../data/projects/types';
import {SAMPLES} from '../../data/samples';
import {projectSources} from '../remark-flow-diagram';
import type {GalleryData} from './types';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** The devices that run the project an example page draws first, by id ("bp-01"). */
export function exampleDevices(mdxFile: string): string[] {
  const [src] = projectSources(fs.readFileSync(mdxFile, 'utf8'));
  if (!src) return [];
  const file = JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(mdxFile), src), 'utf8'),
  ) as ProjectFile;
  const names = summariseProject(file).devices;
  return DEVICES.filter((d) => names.includes(d.name)).map((d) => d.id);
}

export function buildGallery(siteDir: string, posts: BlogContent['blogPosts']): GalleryData {
  const devices: GalleryData['devices'] = {};
  for (const post of posts) {
    const file = path.join(siteDir, post.metadata.source.replace(/^@site\//, ''));
    devices[post.metadata.permalink] = exampleDevices(file);
  }
  const used = new Set(Object.values(devices).flat());
  return {
    deviceNames: DEVICES.filter((d) => used.has(d.id)).map((d) => ({id: d.id, name: d.name})),
    devices,
    samples: SAMPLES.length,
  };
}

export default function examplesGalleryPlugin(context: LoadContext): Plugin {
  return {
    name: 'examples-gallery',
    async allContentLoaded({allContent, actions}) {
      const content = (allContent[BLOG_PLUGIN] as Record<string, BlogContent> | undefined)
        ?.examples;
      await actions.createData(
        'gallery.json',
        JSON.stringify(buildGallery(context.siteDir, content?.blogPosts ?? [])),
      );
    },
  };
}
