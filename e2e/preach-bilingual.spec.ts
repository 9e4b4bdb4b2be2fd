import { test } from '#tests/support/fixtures.ts';
import { preachingWhenTheTwinCannotBeRead, switchLanguageInPlace, twinUnderEachBlock } from '#tests/support/preach-bilingual.ts';

// Issue 27 item 4 on a desktop: preaching a sermon and its twin, by keyboard and by button.
for (const lang of ['en', 'es'] as const) {
  test(`a pastor preaches bilingually: L switches language in place, a reload stays, the button switches back (${lang})`, async ({ page }) => {
    await switchLanguageInPlace(page, lang, 'desktop');
  });

  test(`preaching bilingually: the twin shows small under each block, and the whole sermon keeps its place across the switch (${lang})`, async ({ page }) => {
    await twinUnderEachBlock(page, lang, 'desktop');
  });

  test(`preaching bilingually: the device's copy of the twin without a network, one language once the twin is gone (${lang})`, async ({ page }) => {
    await preachingWhenTheTwinCannotBeRead(page, lang);
  });
}
