import { test } from '#tests/support/fixtures.ts';
import { theologicalPdfsReadBack } from '#tests/support/pdf-export.ts';

// Issue 26 item 3 on a phone: the same PDF, made from the display page at phone size.
for (const lang of ['en', 'es'] as const) {
  test(`on a phone, the PDF of a theological sermon keeps its Greek, Hebrew, quotes and accents (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await theologicalPdfsReadBack(page, testInfo, lang);
  });
}
