import { test } from '#tests/support/fixtures.ts';
import { preachBilingually } from '#tests/support/preach-bilingual.ts';

// Issue 27 item 4 on a desktop: preaching a sermon and its twin, by keyboard and by button.
for (const lang of ['en', 'es'] as const) {
  test(`a pastor preaches bilingually: L switches language in place, the twin shows under each block (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await preachBilingually(page, lang, 'desktop');
  });
}
