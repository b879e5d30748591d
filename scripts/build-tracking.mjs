// Builds the site a second time, into build-tracking/, with the test ids of
// tests/tracking-env.json, so end-to-end tests can check the consent-gated
// analytics and chat loaders. Production builds take their ids from the environment.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

const env = JSON.parse(
  readFileSync(new URL('../tests/tracking-env.json', import.meta.url), 'utf8'),
);
const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-tracking'], {
  stdio: 'inherit',
  env: {...process.env, ...env},
});
process.exit(result.status ?? 1);
