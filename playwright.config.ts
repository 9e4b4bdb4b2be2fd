import { defineConfig } from '@playwright/test';
import { browserUse, deviceProject } from './tests/support/playwright-chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './tests/support/e2e-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The longest tests (a whole cancel journey, editing every section) take about 15 s on two cores
  // shared with the server and a second browser, 4x under this budget: a journey that grows past
  // that is split, its set-up done through the API, never given a larger budget.
  // Speed is measured in bench/, not here.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: browserUse,
  projects: [
    { ...deviceProject('desktop', 'Desktop Chrome'), testIgnore: /\.phone\.spec\.ts$/ },
    { ...deviceProject('phone', 'Pixel 7'), testMatch: /\.phone\.spec\.ts$/ },
  ],
});
