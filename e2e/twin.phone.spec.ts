import { test } from '#tests/support/fixtures.ts';
import { makeTwinAndReadSideBySide } from '#tests/support/twin.ts';

for (const lang of ['en', 'es'] as const) {
  test(`on a phone: the sermon's twin, each section the original then the twin (${lang})`, async ({ page }) => {
    await makeTwinAndReadSideBySide(page, lang, 'phone');
  });
}
