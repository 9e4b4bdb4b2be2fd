import { congregationPackBothLanguages, congregationPackJourney } from '#tests/support/congregation-pack.ts';
import { test } from '#tests/support/fixtures.ts';

// Issue 27 items 5 and 6 on a desktop: slides and handout from the sermon page, by keyboard.
for (const lang of ['en', 'es'] as const) {
  test(`the congregation's pack: slides, the pastor's handout as PDF and the children's as Word (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await congregationPackJourney(page, testInfo, lang);
  });
}

// With the sermon's twin: the slides and the handout in both languages.
for (const lang of ['en', 'es'] as const) {
  test(`the congregation's pack in both languages, with the sermon's twin (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await congregationPackBothLanguages(page, testInfo, lang);
  });
}
