import { test } from '#tests/support/fixtures.ts';
import { preachingWhenTheTwinCannotBeRead, switchLanguageInPlace, twinUnderEachBlock } from '#tests/support/preach-bilingual.ts';

// Issue 27 item 4 on a phone: the same bilingual preaching by touch, at phone size.
for (const lang of ['en', 'es'] as const) {
  test(`on a phone, a pastor preaches bilingually: the language switch by touch, a reload stays (${lang})`, async ({ page }) => {
    await switchLanguageInPlace(page, lang, 'phone');
  });

  test(`on a phone, preaching bilingually: the twin under each block, the toolbar one slim row with the switch in it (${lang})`, async ({ page }) => {
    await twinUnderEachBlock(page, lang, 'phone');
  });

  test(`on a phone, preaching bilingually: the device's copy of the twin without a network, one language once the twin is gone (${lang})`, async ({ page }) => {
    await preachingWhenTheTwinCannotBeRead(page, lang);
  });
}
