import { test } from '#tests/support/fixtures.ts';
import { conflictMarksTheDifferences, opensOfflineFromTheDevice } from '#tests/support/sermon-on-the-device.ts';

for (const lang of ['en', 'es'] as const) {
  test(`on a phone: two tabs' conflict says which sections differ and marks the words (${lang})`, async ({ page, context }) => {
    await conflictMarksTheDifferences(page, context, lang);
  });

  test(`on a phone: with no network, the sermon and its editor open from the device and the edit is sent once back (${lang})`, async ({ page, context }) => {
    await opensOfflineFromTheDevice(page, context, lang);
  });
}
