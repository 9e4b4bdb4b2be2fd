import { defineConfig } from 'vitest/config';
import { preactAliases, preactJsx } from './scripts/preact-runtime.ts';

export default defineConfig({
  // Components render on Preact here too, as in the browser (decision 0010).
  oxc: { jsx: preactJsx },
  resolve: { alias: preactAliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each file may create PostgreSQL databases; two workers keep a 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
