import { test } from '#tests/support/fixtures.ts';
import { preachBilingually } from '#tests/support/preach-bilingual.ts';

// Issue 27 item 4 on a phone: the same bilingual preaching by touch, at phone size.
for (const lang of ['en', 'es'] as const) {
  test(`on a phone, a pastor preaches bilingually: the language switch in the slim row, the twin under each block (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await preachBilingually(page, lang, 'phone');
  });
}
