import { createAccount } from '#tests/support/accounts.ts';
import { expect, test } from '#tests/support/fixtures.ts';
import * as wording from '#tests/support/locale-wording.ts';

// Issue 26 item 9, on the desktop: prices, trial wording, e-mails, navigation, the plan's
// features, the generator's hint and verse numbers, consistent in both languages.
for (const lang of ['en', 'es'] as const) {
  test(`one price, and the trial offered to a visitor and to a member who never subscribed (${lang})`, async ({ page }) => {
    await wording.priceAndTrialBeforeSubscribing(page, lang);
  });

  test(`the trial follows the account: checkout and portal each under its own banner, then no trial once it is spent (${lang})`, async ({ page }) => {
    await wording.trialFollowsTheAccount(page, lang);
  });

  test(`"Sermons" leads to a new sermon and the history, "Profile" is in the navigation (${lang})`, async ({ page }) => {
    await wording.navigationToSermonsAndProfile(page, lang, false);
  });

  test(`the reset e-mail is in the language of the page it was asked from (${lang})`, async ({ page, baseURL }) => {
    await wording.resetMailInPageLanguage(page, lang, baseURL);
  });

  test(`the hint reads a chapter alone as a passage, and the sermon page numbers its verses (${lang})`, async ({ page }) => {
    await wording.hintAndChapterPreached(page, lang);
  });

  test(`a chapter's verses are numbered in the PDF and the Word file (${lang})`, async ({ page }, testInfo) => {
    await wording.verseNumbersInTheFiles(page, testInfo, lang);
  });

  test(`a chapter's verses are numbered in the editor and the preaching view (${lang})`, async ({ page }) => {
    await wording.verseNumbersInEditorAndPreaching(page, lang);
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
