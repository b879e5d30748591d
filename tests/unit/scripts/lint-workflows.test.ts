import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {lintWorkflow} from '../../../scripts/lint-workflows.mjs';
import {STAGES} from '../../../scripts/test.mjs';

const REPO = path.join(__dirname, '../../..');

describe('GitHub Actions workflows are validated against their schema', () => {
  it('reports each mistake in a broken workflow with the file and the key', () => {
    const problems = lintWorkflow(path.join(REPO, 'tests/fixtures/workflows/broken.yml'));
    expect(problems).toContain(
      "tests/fixtures/workflows/broken.yml: /on: Additional property 'pull_requests' is not allowed",
    );
    expect(problems).toContain(
      'tests/fixtures/workflows/broken.yml: /jobs/check/runs-on: This property is required',
    );
  });

  it('passes the repository’s own workflows', () => {
    const out = execFileSync('node', [path.join(REPO, 'scripts/lint-workflows.mjs')], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/workflow file\(s\) valid/);
  });
});

describe('every pull request is fully checked', () => {
  type Step = {run?: string; uses?: string; with?: Record<string, unknown>};
  type Job = {needs?: string; steps: Step[]; strategy?: {matrix: {shard: number[]}}};
  const workflow = yaml.load(
    fs.readFileSync(path.join(REPO, '.github/workflows/pull-request.yml'), 'utf8'),
  ) as {jobs: Record<string, Job>};
  const runs = Object.values(workflow.jobs).flatMap((j) => j.steps.map((s) => s.run ?? ''));

  it('runs every stage of npm test but the tools check', () => {
    for (const command of STAGES.map((s: {command: string}) => s.command).slice(1)) {
      if (command === 'npm run test:e2e') continue; // sharded, below
      expect(runs, command).toContain(command);
    }
  });

  it('runs every Playwright project, sharded over runners that load the builds', () => {
    const playwright = Object.values(workflow.jobs).filter((j) =>
      j.steps.some((s) => s.run?.startsWith('npx playwright test')),
    );
    expect(playwright).toHaveLength(1);
    const [job] = playwright;
    const command = job.steps.find((s) => s.run?.startsWith('npx playwright test'))!.run!;
    // No --project filter: every project in playwright.config.ts runs.
    expect(command).not.toMatch(/--project|--grep/);
    const shards = job.strategy!.matrix.shard;
    expect(command).toContain(`--shard=\${{ matrix.shard }}/${shards.length}`);
    expect(shards).toEqual(shards.map((_, i) => i + 1));
    const loaded = job.steps
      .filter((s) => s.uses?.startsWith('actions/download-artifact'))
      .map((s) => s.with?.path);
    expect(loaded).toEqual(['build/', 'build-tracking/']);
  });
});
