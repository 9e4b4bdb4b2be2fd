import { test } from '#tests/support/fixtures.ts';
import { theologicalPdfsReadBack } from '#tests/support/pdf-export.ts';

// Issue 26 item 3 on a desktop: the PDF of a theological sermon carries its Greek and Hebrew word
// studies, typographic quotes and Spanish accents exactly, under a file name that keeps the
// title's letters.
for (const lang of ['en', 'es'] as const) {
  test(`the PDF of a theological sermon keeps its Greek, Hebrew, quotes and accents, named with the title's letters (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await theologicalPdfsReadBack(page, testInfo, lang);
  });
}
