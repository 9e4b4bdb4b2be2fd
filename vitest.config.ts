import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each file may create PostgreSQL databases; two workers keep a 2-core machine responsive.
    maxWorkers: 2,
    // A timeout catches a hang, not slowness (speed targets live in bench/): a test that hashes
    // passwords or builds PDFs takes 15 s when the 2-core machine is shared with other work.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
