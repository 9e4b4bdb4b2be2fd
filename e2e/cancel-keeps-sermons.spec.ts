import { cancelKeepsSermons, cancelPathKeepsTheHistory, endedSubscriptionReadsAndDownloads } from '#tests/support/cancel-journey.ts';
import { test } from '#tests/support/fixtures.ts';

// Issue 26: cancelling no longer locks a pastor out of his own saved sermons (decision 0024).
test.describe('after cancelling, the saved sermons stay readable and downloadable', () => {
  test('the whole journey through the UI: sign up, prepare, cancel from the Danger Zone, then read and download (en)', async ({ page }, testInfo) => {
    await cancelKeepsSermons(page, testInfo, 'en', 'dashboard');
  });

  test('cancel from the profile, asked first: the dashboard keeps the sermon, read-only (es)', async ({ page }) => {
    await cancelPathKeepsTheHistory(page, 'es', 'profile');
  });

  test('the subscription ended: the sermon opens read-only and downloads, and the rest leads to the plan (es)', async ({ page }, testInfo) => {
    await endedSubscriptionReadsAndDownloads(page, testInfo, 'es');
  });
});
