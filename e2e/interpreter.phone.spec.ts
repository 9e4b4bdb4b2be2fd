import { test } from '#tests/support/fixtures.ts';
import { interpreterScriptJourney } from '#tests/support/interpreter.ts';

for (const lang of ['en', 'es'] as const) {
  test(`on a phone: the interpreter's script, each row the preacher's line then the interpreter's (${lang})`, async ({ page }, testInfo) => {
    await interpreterScriptJourney(page, testInfo, lang, 'phone');
  });
}
