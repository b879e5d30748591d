import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const SCRIPT = path.join(__dirname, '../../../scripts/check-tools.mjs');

describe('npm test checks for its tools first', () => {
  it('names a missing Chromium and how to install it, in one line, and fails', () => {
    const run = spawnSync('node', [SCRIPT], {
      env: {...process.env, CHROME_PATH: '/nonexistent/chromium'},
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/Chromium \(\/nonexistent\/chromium.*\.ci\/install/);
  });
});
