import { test } from '#tests/support/fixtures.ts';
import { changePasswordOnTheProfile, signupShowsRulesAndShowHide } from '#tests/support/password-forms.ts';

// Issue 26 item 5 on a desktop: one password policy, shown and enforced at sign-up and change
// (the reset form: password-reset.spec.ts), with show/hide on every password field.
for (const lang of ['en', 'es'] as const) {
  test(`sign-up lists the rules and can show the password (${lang})`, async ({ page }) => {
    await signupShowsRulesAndShowHide(page, lang);
  });

  test(`the profile changes the password by the same rules (${lang})`, async ({ page }) => {
    await changePasswordOnTheProfile(page, lang);
  });
}
