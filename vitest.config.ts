import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each file may create PostgreSQL databases; two workers keep a 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
