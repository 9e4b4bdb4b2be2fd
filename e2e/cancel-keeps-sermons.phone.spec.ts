import { cancelKeepsSermons } from '#tests/support/cancel-journey.ts';
import { test } from '#tests/support/fixtures.ts';

// Issue 26 on a phone (390 px wide): the same journey, through the other cancel paths.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('on a phone, after cancelling, the saved sermons stay readable and downloadable', () => {
  test.describe.configure({ timeout: 300_000 });

  test('cancel in the billing portal, then read and download (en)', async ({ page }, testInfo) => {
    await cancelKeepsSermons(page, testInfo, 'en', 'portal');
  });

  test('cancel from the Danger Zone, then read and download (es)', async ({ page }, testInfo) => {
    await cancelKeepsSermons(page, testInfo, 'es', 'dashboard');
  });
});
