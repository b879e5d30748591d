import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's bundler; tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A bound on waiting, not a speed gate: a test that loads docusaurus.config.ts afresh
    // took over 5 s (the default) on 2 cores at a load average of 24.
    testTimeout: 30_000,
  },
});
