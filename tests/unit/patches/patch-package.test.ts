import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const REPO = path.join(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('a patch that no longer applies fails the install', () => {
  it('on a writer’s machine too, not only in CI', () => {
    // The install's own command, pointed at a patch whose context clsx does not have.
    const [bin, ...args] = pkg.scripts.postinstall.split(' ');
    expect(bin).toBe('patch-package');
    // As on a writer's machine: patch-package fails by itself under CI (ci-info reads CI=false
    // as "not CI") and under NODE_ENV=test, which vitest sets.
    const env: NodeJS.ProcessEnv = {...process.env, CI: 'false'};
    delete env.NODE_ENV;
    const run = spawnSync(
      path.join(REPO, 'node_modules/.bin/patch-package'),
      [...args, '--patch-dir', 'tests/fixtures/stale-patch'],
      {cwd: REPO, env, encoding: 'utf8'},
    );
    expect(run.stdout + run.stderr).toMatch(/clsx/);
    expect(run.status).not.toBe(0);
    // Nothing was written: the patch failed before touching the package.
    expect(fs.readFileSync(path.join(REPO, 'node_modules/clsx/package.json'), 'utf8')).toMatch(
      /"name": "clsx"/,
    );
  });
});
