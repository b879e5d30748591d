/**
 * A page from `npm run new` either builds or fails with the project's own
 * message naming the file and the field, never a Docusaurus schema error; once
 * the writer fills in what the scaffold asks for, the site builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {copyRepository, edit, removeCopy, run} from './workspace';

const SCAFFOLDS = [
  {
    args: ['block', 'node_timer'],
    file: 'docs/blocks/node_timer.mdx',
    route: 'docs/blocks/node_timer',
  },
  {
    args: ['feature', 'lorawan', '--title', 'LoRaWAN'],
    file: 'docs/features/lorawan.mdx',
    route: 'docs/features/lorawan',
  },
  {
    args: ['doc', 'protocols/lorawan', '--title', 'LoRaWAN gateways'],
    file: 'docs/protocols/lorawan.mdx',
    route: 'docs/protocols/lorawan',
  },
  {
    args: ['element', 'smoke_detection', '--title', 'Smoke detection'],
    file: 'elements/smoke_detection.mdx',
    route: 'elements/smoke_detection',
  },
  {
    args: ['solution', 'cold_storage', '--title', 'Cold storage'],
    file: 'solutions/cold_storage.mdx',
    route: 'solutions/cold_storage',
  },
  {
    args: ['tutorial', 'pwm_fans', '--title', 'PWM fans'],
    file: 'tutorials/pwm_fans.mdx',
    route: 'tutorials/pwm_fans',
  },
  {
    args: ['example', 'pwm-fan-curve', '--title', 'PWM fan curve'],
    file: 'examples/pwm-fan-curve.mdx',
    route: 'examples/pwm-fan-curve',
  },
  {
    args: ['blog', 'pwm-fans', '--title', 'Fans on PWM outputs'],
    file: null,
    route: 'blog/pwm-fans',
  },
];

const DESCRIPTION =
  'Drive a 12 V fan from a PWM output and set its speed from a temperature reading.';

let dir = '';
test.describe.configure({timeout: 15 * 60_000});
test.afterAll(() => dir && removeCopy(dir));

test('a scaffold of each kind fails the build with our message until its prompts are filled, then builds', async () => {
  dir = copyRepository('scaffold');
  fs.rmSync(path.join(dir, 'docs/blocks/node_timer.mdx'));
  const files: string[] = [];
  for (const {args, file} of SCAFFOLDS) {
    const made = await run('npm', ['run', 'new', '--', ...args], dir);
    expect(made.code, made.output).toBe(0);
    files.push(file ?? made.output.match(/Created (blog\/\S+\.mdx)/)![1]);
  }

  const refused = await run('npx', ['docusaurus', 'build', '--out-dir', 'build-scaffold'], dir);
  expect(refused.code, 'the unfilled scaffolds must not build').not.toBe(0);
  expect(refused.output).toMatch(/Invalid front matter \(\d+ problems?\):/);
  // The content plugins load in parallel, and the first one to refuse stops the
  // build: which scaffold is named depends on timing, so any prompt will do.
  expect(refused.output).toMatch(
    /(docs|elements|solutions|tutorials|examples|blog)\/[\w/-]+\.mdx: front matter "(description|menu_description|track|level|duration)" is ""/,
  );
  expect(refused.output).not.toMatch(/does not contain \d+ required value|"\w+" is not allowed/);

  // Fill in exactly what the front matter prompts ask for (a block page has none).
  for (const file of files.filter((f) => !f.startsWith('docs/blocks/'))) {
    edit(dir, file, (t) =>
      t
        .replace("description: ''", `description: ${DESCRIPTION}`)
        .replace("menu_description: ''", 'menu_description: Smoke in rooms and ducts')
        .replace("track: ''", 'track: hardware')
        .replace("level: ''", 'level: beginner')
        .replace("duration: ''", 'duration: 20'),
    );
  }
  const built = await run('npx', ['docusaurus', 'build', '--out-dir', 'build-scaffold'], dir);
  expect(built.code, built.output.slice(-4000)).toBe(0);
  for (const {route} of SCAFFOLDS) {
    const html = path.join(dir, 'build-scaffold', route, 'index.html');
    const alt = path.join(dir, 'build-scaffold', `${route}.html`);
    expect(fs.existsSync(html) || fs.existsSync(alt), `${route} is built`).toBe(true);
  }
});
