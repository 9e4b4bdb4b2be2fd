import { createAccount } from '#tests/support/accounts.ts';
import { test } from '#tests/support/fixtures.ts';
import { historyRowsTellSermonsApart, nameFromSignUpToProfile } from '#tests/support/names-and-history.ts';

for (const lang of ['en', 'es'] as const) {
  test(`a name at sign-up greets the member; the profile changes and clears it (${lang})`, async ({ page }) => {
    await nameFromSignUpToProfile(page, lang);
  });

  test(`history rows tell sermons apart: audience, style, language and time (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    await historyRowsTellSermonsApart(page, lang);
  });
}
