/**
 * The /examples gallery's filters, as pages: one per device an example runs
 * on (/examples/devices/bp-01), beside the blog plugin's own tag pages
 * (/examples/tags/mqtt). Each filter is a link to a pre-rendered page, so it
 * works without JavaScript, can be linked and indexed, and with JavaScript is
 * the router's instant navigation. The devices come from each example's
 * project file and the block records (src/data/projects/summary.ts); the
 * filter bar's data is a file that only the gallery's pages import.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {DEVICES} from '../../data/hardware';
import {summariseProject} from '../../data/projects/summary';
import type {ProjectFile} from '../../data/projects/types';
import {SAMPLES} from '../../data/samples';
import {compareText} from '../../lib/compare';
import {tagKey} from '../../lib/sections';
import {projectSources} from '../remark-flow-diagram';
import type {GalleryData} from './types';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const SECTION = 'examples';

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

/** A device's gallery page. */
export const devicePath = (baseUrl: string, id: string): string =>
  normalizeUrl([baseUrl, SECTION, 'devices', id]);

export function buildGallery(
  siteDir: string,
  baseUrl: string,
  content: Pick<BlogContent, 'blogPosts' | 'blogTags'>,
): {data: GalleryData; byDevice: Map<string, BlogContent['blogPosts']>} {
  const byDevice = new Map<string, BlogContent['blogPosts']>();
  for (const post of content.blogPosts) {
    const file = path.join(siteDir, post.metadata.source.replace(/^@site\//, ''));
    for (const id of exampleDevices(file)) byDevice.set(id, [...(byDevice.get(id) ?? []), post]);
  }
  // A tag that names a device (bp-01, which SPEC.md lists among the tag pages) is not a
  // choice of its own: beside the device's filter it read "BP-01 (1)" next to "BP-01 (31)".
  const deviceNames = new Set(DEVICES.map((d) => d.name));
  const tags = Object.values(content.blogTags)
    .filter((t) => !deviceNames.has(t.label))
    .map((t) => ({
      key: tagKey(t.permalink),
      label: t.label,
      permalink: t.permalink,
      count: t.items.length,
    }))
    .sort((a, b) => compareText(a.label, b.label));
  return {
    data: {
      total: content.blogPosts.length,
      tags,
      devices: DEVICES.filter((d) => byDevice.has(d.id)).map((d) => ({
        id: d.id,
        name: d.name,
        permalink: devicePath(baseUrl, d.id),
        count: byDevice.get(d.id)!.length,
      })),
      samples: SAMPLES.length,
    },
    byDevice,
  };
}

export default function examplesGalleryPlugin(context: LoadContext): Plugin {
  return {
    name: 'examples-gallery',
    async allContentLoaded({allContent, actions}) {
      const content = (allContent[BLOG_PLUGIN] as Record<string, BlogContent> | undefined)?.[
        SECTION
      ];
      if (!content) return;
      const {data, byDevice} = buildGallery(context.siteDir, context.baseUrl, content);
      await actions.createData('gallery.json', JSON.stringify(data));
      for (const device of data.devices)
        actions.addRoute({
          path: device.permalink,
          component: '@site/src/components/ExamplesGallery/DevicePage',
          exact: true,
          // The list pages' own modules: each example's excerpt, as the blog plugin imports it.
          modules: {
            items: byDevice.get(device.id)!.map((post) => ({
              content: {__import: true, path: post.metadata.source, query: {truncated: true}},
            })),
          },
          props: {device: {id: device.id, name: device.name}},
        });
    },
  };
}
