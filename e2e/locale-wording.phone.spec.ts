import { test } from '#tests/support/fixtures.ts';
import { hintAndVerseNumbers, navigationToSermonsAndProfile, pricesAndTrialOffer, resetMailInPageLanguage } from '#tests/support/locale-wording.ts';

// Issue 26 item 9, on a phone (the navigation through its menu): the same journeys as the desktop's.
// Whole journeys (sign-up to checkout, portal and back; a sermon and its two downloads) are long
// on a busy machine: they get their own budget.
test.describe.configure({ timeout: 180_000 });

for (const lang of ['en', 'es'] as const) {
  test(`on a phone: one price, a trial offer that follows the account, each billing page under its own banner (${lang})`, async ({ page }) => {
    await pricesAndTrialOffer(page, lang);
  });

  test(`on a phone: the menu's "Sermons" leads to a new sermon and the history, its "Profile" to the profile (${lang})`, async ({ page }) => {
    await navigationToSermonsAndProfile(page, lang, true);
  });

  test(`on a phone: the reset e-mail is in the language of the page it was asked from (${lang})`, async ({ page, baseURL }) => {
    await resetMailInPageLanguage(page, lang, baseURL);
  });

  test(`on a phone: a chapter alone is read as a passage, and its verses are numbered everywhere it is shown (${lang})`, async ({ page }, testInfo) => {
    await hintAndVerseNumbers(page, testInfo, lang);
  });
}
