import { test } from '#tests/support/fixtures.ts';
import { makeTwinAndReadSideBySide } from '#tests/support/twin.ts';

for (const lang of ['en', 'es'] as const) {
  test(`a pastor makes the sermon's twin in the other language and reads both side by side (${lang})`, async ({ page }) => {
    await makeTwinAndReadSideBySide(page, lang, 'desktop');
  });
}
