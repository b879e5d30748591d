/**
 * `docusaurus start` hands the MDX loader its remark plugins once, at start,
 * and Node caches every module they import: an edit to a block record or to
 * the hardware data would never reach a page until the server restarted. In
 * development, `liveData()` therefore reloads src/data with Docusaurus's own
 * `loadFreshModule` (jiti, bypassing the module cache) whenever a file under
 * it has changed; the production build reads the modules once.
 * `dataFiles()` lists the files, so that the pages that read them can declare
 * them as dependencies (src/plugins/mdx-dependencies) and be rebuilt.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import modules, {type DataModules} from './modules';

const DATA_DIR = path.resolve(__dirname, '../../data');

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every TypeScript file under src/data. */
export function dataFiles(): string[] {
  return listFiles(DATA_DIR);
}

const isDev = () => process.env.NODE_ENV !== 'production';

let fresh: {stamp: string; data: DataModules} | undefined;

export async function liveData(): Promise<DataModules> {
  if (!isDev()) return modules;
  const stamp = dataFiles()
    .map((f) => `${f}:${fs.statSync(f).mtimeMs}`)
    .join('|');
  if (!fresh) fresh = {stamp, data: modules};
  else if (fresh.stamp !== stamp) {
    fresh = {
      stamp,
      data: (await loadFreshModule(path.join(__dirname, 'modules.ts'))) as DataModules,
    };
  }
  return fresh.data;
}
