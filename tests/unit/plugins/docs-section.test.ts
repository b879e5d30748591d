import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {localModules} from '../../../src/plugins/docs-section';

const ROOT = path.join(__dirname, '../../..');

// Issue #39: npm start watched sidebars.ts alone, so FEATURES or a block category never reached
// the sidebar until a restart. The docs plugin now watches every module the sidebar reads.
describe('the modules sidebars.ts reads', () => {
  const files = localModules(path.join(ROOT, 'sidebars.ts')).map((f) => path.relative(ROOT, f));

  it('follow its imports into src/data and config, through index files', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'sidebars.ts',
        'config/sidebar-docs.ts',
        'src/data/features.ts',
        'src/data/blocks/index.ts',
        'src/data/blocks/categories.ts',
        'src/data/blocks/records/timers.ts',
      ]),
    );
  });

  it('leave packages and type declarations out', () => {
    expect(files.filter((f) => f.includes('node_modules') || f.endsWith('.d.ts'))).toEqual([]);
  });
});
