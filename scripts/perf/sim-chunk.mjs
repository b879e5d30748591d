// Which built files are the Run button's simulator chunk. Lazy chunks carry no
// name in their file names (src/perf/slim-client-registry), so the chunk is
// found by a text only the engine holds: the Console line of its loop guard.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const SIM_CHUNK_MARKER = 'loop stopped: more than ';

/**
 * The simulator chunk's file names in `<buildDir>/assets/js`, or [] when there are none.
 * @param {string} buildDir
 */
export function simulatorChunkFiles(buildDir) {
  const js = path.join(buildDir, 'assets/js');
  if (!existsSync(js)) return [];
  return readdirSync(js).filter(
    (f) => f.endsWith('.js') && readFileSync(path.join(js, f), 'utf8').includes(SIM_CHUNK_MARKER),
  );
}
