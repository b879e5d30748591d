/**
 * Remark plugin for the listing sections' list pages: each post's excerpt
 * (the blog plugin's truncated compile, which only list pages load) exports
 * `card`, the picture and devices of the first project file the post draws.
 * The list page reads it from the item's content module, where Docusaurus
 * puts a module's named exports, so the picture is in the list's static HTML
 * and no page loads the data of posts it does not list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {valueToEstree} from 'estree-util-value-to-estree';
import {projectThumbnail, type Thumbnail} from '../data/projects/thumbnail';
import type {ProjectFile} from '../data/projects/types';
import {liveData} from './live-data';
import type {DataModules} from './live-data/modules';
import {projectSources} from './remark-flow-diagram';

/** What a list card shows beyond the post's own metadata. */
export interface PostCardData {
  thumbnail?: Thumbnail;
  /** The devices the post's project runs on ("BP-01"). */
  devices: string[];
}

// The blog plugin compiles each post twice: in full, and cut at this marker for the list pages.
const TRUNCATE = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/;

export function postCard(mdxFile: string, data: DataModules): PostCardData {
  const [src] = projectSources(fs.readFileSync(mdxFile, 'utf8'));
  if (!src) return {devices: []};
  const file = JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(mdxFile), src), 'utf8'),
  ) as ProjectFile;
  return {
    thumbnail: projectThumbnail(data.layoutProject(file)),
    devices: data.summariseProject(file).devices,
  };
}

export default function remarkCard() {
  return async (
    tree: {children?: unknown[]},
    vfile: {path?: string; value?: unknown},
  ): Promise<void> => {
    if (!vfile.path || TRUNCATE.test(String(vfile.value))) return;
    const card = postCard(vfile.path, await liveData());
    tree.children?.push({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: {type: 'Identifier', name: 'card'},
                    init: valueToEstree(card),
                  },
                ],
              },
            },
          ],
        },
      },
    });
  };
}
