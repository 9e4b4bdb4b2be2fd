import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: spawned servers under load, kills and failing dependencies. One
// file at a time: each measures the machine, and two at once on 2 cores would measure each other.
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    // The load test browses pages: the client must be built.
    globalSetup: ['tests/support/ensure-build.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
