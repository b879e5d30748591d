import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The upgrade canary for copied code: every ejected or replaced theme
 * component and every forked core module names the upstream file it came from,
 * with the version and a hash of that file. After a Docusaurus upgrade this
 * fails for each copy whose original changed, and says what to do (UPGRADING.md).
 */
const ROOT = path.join(__dirname, '../../..');
const UPSTREAM = /^ \* Upstream: (@docusaurus\/[\w-]+)@(\S+) (\S+) sha256:([0-9a-f]{12})$/m;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

const copies = [...sources('src/theme'), ...sources('src/plugins'), ...sources('src/perf')].flatMap(
  (file) => {
    const m = fs.readFileSync(path.join(ROOT, file), 'utf8').match(UPSTREAM);
    return m ? [{file, pkg: m[1], version: m[2], upstream: m[3], hash: m[4]}] : [];
  },
);

/** The theme README's rows whose kind says the file is a copy of the theme's. */
const copiedInReadme = fs
  .readFileSync(path.join(ROOT, 'src/theme/README.md'), 'utf8')
  .split('\n')
  .flatMap((row) => {
    const m = row.match(/^\| `([^`]+)` \| (eject|replaces)/);
    return m ? [{file: `src/theme/${m[1]}`, kind: m[2]}] : [];
  });

describe('copied upstream code is watched for upstream changes', () => {
  it('names its upstream file in every ejected or replaced theme component', () => {
    const missing = copiedInReadme
      .filter(({file}) => !copies.some((c) => c.file === file))
      .map(
        ({file}) =>
          `${file}: add " * Upstream: <package>@<version> <path> sha256:<12 hex>" to its header`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
    expect(copies.length).toBeGreaterThanOrEqual(copiedInReadme.length);
  });

  it('fences its changes in every ejected component', () => {
    const unfenced = copiedInReadme
      .filter(({kind}) => kind === 'eject')
      .filter(({file}) => !fs.readFileSync(path.join(ROOT, file), 'utf8').includes('tessera:'))
      .map(({file}) => file);
    expect(unfenced, 'mark each changed line with a `tessera:` comment').toEqual([]);
  });

  it('fences its changes in every forked core module', () => {
    const forks = copies.filter(({file}) => file.startsWith('src/perf/'));
    expect(forks.length).toBeGreaterThan(0);
    const unfenced = forks
      .filter(
        ({file}) => !/^\s*\/\/ tessera: /m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
      )
      .map(({file}) => file);
    expect(unfenced, 'mark each changed part with `// tessera:` comments').toEqual([]);
  });

  for (const c of copies) {
    it(`${c.file} matches ${c.pkg}’s ${c.upstream}`, () => {
      const pkgDir = path.join(ROOT, 'node_modules', c.pkg);
      const installed = (
        JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {version: string}
      ).version;
      const original = path.join(pkgDir, c.upstream);
      expect(
        fs.existsSync(original),
        `${c.file}: ${c.pkg}@${installed} has no ${c.upstream} (it was there in ${c.version}): find where the code moved, and whether the copy is still needed (UPGRADING.md)`,
      ).toBe(true);
      const hash = createHash('sha256')
        .update(fs.readFileSync(original))
        .digest('hex')
        .slice(0, 12);
      expect(
        hash,
        `${c.file}: ${c.upstream} changed between ${c.pkg}@${c.version} and ${installed}. Read the change (npm diff --diff=${c.pkg}@${c.version} --diff=${c.pkg}@${installed} -- ${c.upstream}), carry it into the copy, then write "${installed}" and sha256:${hash} on its Upstream line (UPGRADING.md)`,
      ).toBe(c.hash);
    });
  }
});

describe('the theme internals the site imports still exist', () => {
  it('@docusaurus/theme-common/internal exports the hooks src/theme uses', () => {
    const used = new Set(
      sources('src/theme').flatMap((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        const m = text.match(/import \{([^}]+)\} from '@docusaurus\/theme-common\/internal'/);
        return m ? m[1].split(',').map((s) => s.trim()) : [];
      }),
    );
    expect(used.size).toBeGreaterThan(0);
    // Its declarations, read as text: the module needs the bundler's aliases to load.
    const declared = fs.readFileSync(
      path.join(ROOT, 'node_modules/@docusaurus/theme-common/lib/internal.d.ts'),
      'utf8',
    );
    const gone = [...used].filter(
      (name) => !new RegExp(`export \\{[^}]*\\b${name}\\b`).test(declared),
    );
    expect(gone, 'no longer exported by @docusaurus/theme-common/internal (UPGRADING.md)').toEqual(
      [],
    );
  });
});
