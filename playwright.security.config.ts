import { defineConfig, devices } from '@playwright/test';

// `npm run test:security` browser part: the XSS check against a server whose model answers with
// hostile markup, and the pages opened at another address than PUBLIC_URL (a server of its own).
// Same Chromium and flags as playwright.config.ts.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'tests/security/browser',
  outputDir: 'test-results/security',
  globalSetup: './tests/support/security-browser-global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { headless: true, launchOptions: { executablePath, args }, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args } } }],
});
