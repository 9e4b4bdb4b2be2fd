import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT, projectPath } from './project-paths.ts';

it('finds the repository from the source tree, so data/ and dist/ resolve as they do from the bundle', () => {
  expect(PROJECT_ROOT).toBe(path.resolve(import.meta.dirname, '../..'));
  expect(fs.existsSync(projectPath('data/bible/rv1909.json'))).toBe(true);
  expect(fs.existsSync(projectPath('data/bible/naves.json'))).toBe(true);
});
