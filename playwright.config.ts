import { defineConfig, devices } from '@playwright/test';

// Playwright drives the machine's Chromium (Debian package), never a downloaded browser.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './tests/support/e2e-global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Whole journeys (generate, edit every section, reload, axe, export) take 20–25 s on two cores
  // shared with the server and a second browser; 30 s failed them whenever the machine was busier.
  // Speed is measured in bench/, not here.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    headless: true,
    launchOptions: { executablePath, args },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args } }, testIgnore: /\.phone\.spec\.ts$/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: { executablePath, args } }, testMatch: /\.phone\.spec\.ts$/ },
  ],
});
