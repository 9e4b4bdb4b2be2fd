import { cancelKeepsSermons } from '#tests/support/cancel-journey.ts';
import { test } from '#tests/support/fixtures.ts';

// Issue 26: cancelling no longer locks a pastor out of his own saved sermons (decision 0024).
// The whole journey, from sign-up to the downloads, is long on a busy machine: it gets its own budget.
test.describe('after cancelling, the saved sermons stay readable and downloadable', () => {
  test.describe.configure({ timeout: 300_000 });

  test('cancel from the Danger Zone, then read and download (en)', async ({ page }, testInfo) => {
    await cancelKeepsSermons(page, testInfo, 'en', 'dashboard');
  });

  test('cancel from the profile, then read and download (es)', async ({ page }, testInfo) => {
    await cancelKeepsSermons(page, testInfo, 'es', 'profile');
  });
});
