// Wire crossings of every block graph in the repository (`npm run bench`): each
// project file laid out as the build lays it out (src/data/projects/layout.ts)
// and its crossings counted (src/data/projects/crossings.ts). The modules are
// TypeScript, read with Docusaurus's own loader, as src/plugins/live-data does.
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';

/** Crossings before the layout counted them (commit 5b2a8d7: one dagre layout, ports in record order). */
export const CROSSINGS_BEFORE = 1063;

const SKIP = /^(node_modules|build.*|tests|\..*)$/;

/**
 * The project files pages draw: every `*.tessera.json` outside node_modules, builds and test fixtures.
 * @param {string} root
 * @returns {string[]}
 */
function projectFiles(root, dir = '') {
  return readdirSync(path.join(root, dir), {withFileTypes: true})
    .flatMap((e) => {
      /** @type {string} */
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return dir === '' && SKIP.test(e.name) ? [] : projectFiles(root, rel);
      return e.name.endsWith('.tessera.json') ? [rel] : [];
    })
    .sort();
}

/** @param {string} root */
export async function graphCrossings(root) {
  const {layoutProject} = /** @type {typeof import('../../src/data/projects/layout')} */ (
    await loadFreshModule(path.join(root, 'src/data/projects/layout.ts'))
  );
  const {countCrossings} = /** @type {typeof import('../../src/data/projects/crossings')} */ (
    await loadFreshModule(path.join(root, 'src/data/projects/crossings.ts'))
  );
  const graphs = projectFiles(root).map((file) => ({
    file,
    crossings: countCrossings(
      layoutProject(JSON.parse(readFileSync(path.join(root, file), 'utf8'))),
    ),
  }));
  return {
    graphs: graphs.length,
    total: graphs.reduce((n, g) => n + g.crossings, 0),
    before: CROSSINGS_BEFORE,
    most: [...graphs].sort((a, b) => b.crossings - a.crossings).slice(0, 5),
  };
}

// `node scripts/perf/graph-crossings.mjs`: the figure alone, without a build, into
// reports/graph-crossings.json (the bench writes it into reports/bench.json).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const result = {date: new Date().toISOString(), ...(await graphCrossings(root))};
  writeFileSync(
    path.join(root, 'reports/graph-crossings.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
}
