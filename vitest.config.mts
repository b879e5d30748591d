import {defineConfig} from 'vitest/config';

/**
 * Test files that replace modules or the environment (`vi.mock`, `vi.stubEnv`,
 * `vi.stubGlobal`): each runs in a module graph of its own. The others share one graph per
 * worker (`isolate: false`): importing the config, the MDX pipeline and the simulator again
 * for each of 90 files was most of the unit stage's CPU (141 s isolated, 79 s shared, on the
 * 2-core CI machine). tests/unit/quality/vitest-isolation.test.ts keeps this list complete.
 */
export const ISOLATED = [
  'tests/unit/components/DeviceDrawing/drawing.test.tsx',
  'tests/unit/components/SimulatorPanel/panel.test.tsx',
  'tests/unit/components/SimulatorPanel/paused.test.tsx',
  'tests/unit/config/docusaurus-config.test.ts',
  'tests/unit/patches/docusaurus-search-local.test.ts',
];

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's bundler; tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    // A bound on waiting, not a speed gate: a test that loads docusaurus.config.ts afresh
    // took over 5 s (the default) on 2 cores at a load average of 24.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      {extends: true, test: {name: 'isolated', include: ISOLATED}},
    ],
  },
});
