import { cancelPathKeepsTheHistory, endedSubscriptionReadsAndDownloads } from '#tests/support/cancel-journey.ts';
import { test } from '#tests/support/fixtures.ts';

// Issue 26 on a phone (390 px wide): the other cancel paths, and the reading after them.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('on a phone, after cancelling, the saved sermons stay readable and downloadable', () => {
  test('cancel in the billing portal, asked first: the dashboard keeps the sermon, read-only (en)', async ({ page }) => {
    await cancelPathKeepsTheHistory(page, 'en', 'portal');
  });

  test('cancel from the Danger Zone, asked first: the dashboard keeps the sermon, read-only (es)', async ({ page }) => {
    await cancelPathKeepsTheHistory(page, 'es', 'dashboard');
  });

  for (const lang of ['en', 'es'] as const) {
    test(`the subscription ended: the sermon opens read-only and downloads, and the rest leads to the plan (${lang})`, async ({ page }, testInfo) => {
      await endedSubscriptionReadsAndDownloads(page, testInfo, lang);
    });
  }
});
