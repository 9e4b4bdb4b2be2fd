import { defineConfig } from '@playwright/test';
import { browserUse, deviceProject } from './tests/support/playwright-chromium.ts';

// `npm run test:security` browser part: the XSS check against a server whose model answers with
// hostile markup, and the pages opened at another address than PUBLIC_URL (a server of its own).
// Same Chromium and flags as playwright.config.ts.

export default defineConfig({
  testDir: 'tests/security/browser',
  outputDir: 'test-results/security',
  globalSetup: './tests/support/security-browser-global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: browserUse,
  projects: [deviceProject('desktop', 'Desktop Chrome')],
});
