import { test } from '#tests/support/fixtures.ts';
import { changePasswordOnTheProfile, signupShowsRulesAndShowHide } from '#tests/support/password-forms.ts';

// Issue 26 item 5 on a phone.
for (const lang of ['en', 'es'] as const) {
  test(`on a phone: sign-up's rules and show-password, and a password change on the profile (${lang})`, async ({ page }) => {
    await signupShowsRulesAndShowHide(page, lang);
    await page.context().clearCookies();
    await changePasswordOnTheProfile(page, lang);
  });
}
