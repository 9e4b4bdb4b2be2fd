import { test } from '#tests/support/fixtures.ts';
import * as wording from '#tests/support/locale-wording.ts';

// Issue 26 item 9, on a phone (the navigation through its menu): the same checks as the desktop's.
for (const lang of ['en', 'es'] as const) {
  test(`on a phone: one price, and the trial offered to a visitor and to a member who never subscribed (${lang})`, async ({ page }) => {
    await wording.priceAndTrialBeforeSubscribing(page, lang);
  });

  test(`on a phone: the trial follows the account: checkout and portal each under its own banner, then no trial once it is spent (${lang})`, async ({ page }) => {
    await wording.trialFollowsTheAccount(page, lang);
  });

  test(`on a phone: the menu's "Sermons" leads to a new sermon and the history, its "Profile" to the profile (${lang})`, async ({ page }) => {
    await wording.navigationToSermonsAndProfile(page, lang, true);
  });

  test(`on a phone: the reset e-mail is in the language of the page it was asked from (${lang})`, async ({ page, baseURL }) => {
    await wording.resetMailInPageLanguage(page, lang, baseURL);
  });

  test(`on a phone: a chapter alone is read as a passage, and the sermon page numbers its verses (${lang})`, async ({ page }) => {
    await wording.hintAndChapterPreached(page, lang);
  });

  test(`on a phone: a chapter's verses are numbered in the PDF and the Word file (${lang})`, async ({ page }, testInfo) => {
    await wording.verseNumbersInTheFiles(page, testInfo, lang);
  });

  test(`on a phone: a chapter's verses are numbered in the editor and the preaching view (${lang})`, async ({ page }) => {
    await wording.verseNumbersInEditorAndPreaching(page, lang);
  });
}
