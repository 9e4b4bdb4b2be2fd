import { defineConfig } from 'vitest/config';

// `npm run test:security`: fuzzing, access, sessions, brute force, CSRF, webhooks and headers
// against spawned servers. One file at a time, so the rate limits each file provokes stay its own.
export default defineConfig({
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
