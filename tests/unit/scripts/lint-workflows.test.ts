import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintWorkflow} from '../../../scripts/lint-workflows.mjs';

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
