import fs from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_RUNTIME_ENV } from '../tests/support/server-process.ts';

it('npm start runs the server with the memory settings the suites and benchmarks use', () => {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.start).toContain(`MALLOC_MMAP_THRESHOLD_=${SERVER_RUNTIME_ENV.MALLOC_MMAP_THRESHOLD_} `);
  // The operator's own NODE_OPTIONS come last, so they can raise the heap cap.
  expect(scripts.start).toContain(`NODE_OPTIONS="${SERVER_RUNTIME_ENV.NODE_OPTIONS} \${NODE_OPTIONS:-}" node dist/server/main.js`);
});
