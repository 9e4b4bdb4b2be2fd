import { test } from '#tests/support/fixtures.ts';
import { anotherMembersScript, interpreterScriptJourney, scriptOfAnEmptiedSection } from '#tests/support/interpreter.ts';

for (const lang of ['en', 'es'] as const) {
  test(`a pastor makes the twin and opens the interpreter's script, then downloads its Word file (${lang})`, async ({ page }, testInfo) => {
    await interpreterScriptJourney(page, testInfo, lang, 'desktop');
  });

  test(`another member's address of the script shows nothing of the sermon (${lang})`, async ({ page, browser, baseURL }) => {
    await anotherMembersScript(page, browser, baseURL, lang);
  });

  test(`a twin whose introduction was emptied: the script keeps the preacher's lines and says what the twin lacks (${lang})`, async ({ page }) => {
    await scriptOfAnEmptiedSection(page, lang);
  });
}
