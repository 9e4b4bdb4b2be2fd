import { test } from '#tests/support/fixtures.ts';
import { anotherMembersScript, interpreterScriptJourney, scriptOfAnEmptiedSection } from '#tests/support/interpreter.ts';

for (const lang of ['en', 'es'] as const) {
  test(`a pastor makes the twin and opens the interpreter's script, then downloads its Word file (${lang})`, async ({ page, browser, baseURL }, testInfo) => {
    // A twin written, three axe runs and a Word file made on a shared two-core machine.
    test.setTimeout(120_000);
    const id = await interpreterScriptJourney(page, testInfo, lang, 'desktop');
    const title = (await page.getByTestId('interpreter-title').textContent())!;
    await anotherMembersScript(browser, baseURL, lang, id, title);
    await scriptOfAnEmptiedSection(page, lang, id);
  });
}
