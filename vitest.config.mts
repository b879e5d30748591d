import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's bundler; tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
