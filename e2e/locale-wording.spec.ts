import { createAccount } from '#tests/support/accounts.ts';
import { expect, test } from '#tests/support/fixtures.ts';
import { hintAndVerseNumbers, navigationToSermonsAndProfile, pricesAndTrialOffer, resetMailInPageLanguage } from '#tests/support/locale-wording.ts';

// Issue 26 item 9, on the desktop: prices, trial wording, e-mails, navigation, the plan's
// features, the generator's hint and verse numbers, consistent in both languages.
// Whole journeys (sign-up to checkout, portal and back; a sermon and its two downloads) are long
// on a busy machine: they get their own budget.
test.describe.configure({ timeout: 180_000 });

for (const lang of ['en', 'es'] as const) {
  test(`one price, a trial offer that follows the account, each billing page under its own banner (${lang})`, async ({ page }) => {
    await pricesAndTrialOffer(page, lang);
  });

  test(`"Sermons" leads to a new sermon and the history, "Profile" is in the navigation (${lang})`, async ({ page }) => {
    await navigationToSermonsAndProfile(page, lang, false);
  });

  test(`the reset e-mail is in the language of the page it was asked from (${lang})`, async ({ page, baseURL }) => {
    await resetMailInPageLanguage(page, lang, baseURL);
  });

  test(`the hint reads a chapter alone as a passage, and its verses are numbered everywhere it is shown (${lang})`, async ({ page }, testInfo) => {
    await hintAndVerseNumbers(page, testInfo, lang);
  });
}

test('the desktop navigation fits one row from 1024 px, signed in, in Spanish', async ({ page }) => {
  await createAccount(page, { language: 'es', subscribed: true });
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/es/about');
  const links = page.getByRole('navigation').locator('ul').filter({ visible: true }).getByRole('link');
  await expect(links).toHaveCount(6);
  const tops = await links.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});
