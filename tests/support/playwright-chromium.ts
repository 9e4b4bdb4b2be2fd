import { devices } from '@playwright/test';

// Playwright drives the machine's Chromium (Debian package), never a downloaded browser: the one
// launch both playwright.config.ts and playwright.security.config.ts use.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Every run's browser: headless, a trace and a screenshot kept only when a test fails. */
export const browserUse = { headless: true, launchOptions, trace: 'retain-on-failure', screenshot: 'only-on-failure' } as const;

/** A project on a device profile, still on that Chromium. */
export function deviceProject(name: string, device: keyof typeof devices) {
  return { name, use: { ...devices[device], launchOptions } };
}
