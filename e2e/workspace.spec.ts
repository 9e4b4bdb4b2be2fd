import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import enDisplay from '../src/client/i18n/locales/en/display.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import esDisplay from '../src/client/i18n/locales/es/display.json' with { type: 'json' };
import { createAccount } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';
import { expectShowsBibleText, generateSermon, pdfText } from '#tests/support/workspace.ts';

const words = {
  en: { verse: 'Acts 2:38', theme: 'The power of prayer', point: 'Point', intro: 'Introduction', main: 'Main Points', conclusion: 'Conclusion', copy: 'Copy', pdf: 'Download PDF', account: enAccount, display: enDisplay },
  es: { verse: 'Hechos 2:38', theme: 'La gracia de Dios', point: 'Punto', intro: 'Introducción', main: 'Puntos principales', conclusion: 'Conclusión', copy: 'Copiar', pdf: 'Descargar PDF', account: esAccount, display: esDisplay },
} as const;

for (const lang of ['en', 'es'] as const) {
  const w = words[lang];

  test(`a pastor prepares a sermon from a verse, copies it, downloads the PDF, and a reload keeps it (${lang})`, async ({ page, context, baseURL }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await createAccount(page, { language: lang, subscribed: true });
    await page.goto(`/${lang}/sermons`);
    await expectAccessible(page);
    await generateSermon(page, w.verse, { audience: 'evangelistic', style: 'standard' });

    // The display: every section, real verse text, 'Point N' cards.
    const title = (await page.getByTestId('sermon-title').textContent())!.trim();
    await expect(page.getByTestId('main-scripture')).toContainText(w.verse);
    await expectShowsBibleText(page.getByTestId('main-scripture-text'), w.verse, lang);
    await expect(page.getByTestId('section-introduction')).toContainText(w.intro);
    await expect(page.getByTestId('point-card')).toHaveCount(3);
    for (const n of [1, 2, 3]) await expect(page.getByTestId('point-card').nth(n - 1)).toContainText(`${w.point} ${n}`);
    await expect(page.getByTestId('section-illustrations')).toBeVisible();
    await expect(page.getByTestId('section-conclusion')).toContainText(w.conclusion);
    // Acts 2:38 is in the preaching library, and the page says where the outline came from.
    await expect(page.getByTestId('sermon-provenance')).toHaveText(w.display.provenance.library);
    await expectAccessible(page);

    // Copy: the whole sermon as text with the localized headings; the indicator shows for 2 s.
    await page.getByTestId('copy-button').click();
    await expect(page.getByTestId('copied-indicator')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const part of [title, w.verse, w.intro, w.main, w.conclusion]) expect(copied).toContain(part);
    expect(copied.indexOf(w.intro)).toBeLessThan(copied.indexOf(w.main));
    await expect(page.getByTestId('copied-indicator')).toBeHidden({ timeout: 3500 });

    // PDF: file name from the title, text in order with accents intact.
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('pdf-button').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${title.replace(/[^\p{L}\p{N}]/gu, '_')}.pdf`);
    const file = testInfo.outputPath('sermon.pdf');
    await download.saveAs(file);
    const text = await pdfText(file);
    const order = [title.slice(0, 12), w.verse, w.intro, `${w.point} 1`, `${w.point} 2`, `${w.point} 3`, w.conclusion].map((part) => text.indexOf(part));
    expect(order.every((index) => index >= 0), `${order} in\n${text.slice(0, 400)}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    if (lang === 'es') expect(text).toMatch(/Introducción|Conclusión/);

    // A reload keeps the sermon (the address names it).
    await page.reload();
    await expect(page.getByTestId('sermon-title')).toHaveText(title);
  });

  test(`the history lists a saved sermon with its date, View opens it, and delete asks first (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    const longDate = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long' });
    const dayBefore = longDate.format(new Date());
    const { title } = await saveSermon(page, { title: '', scripture: w.verse, language: lang });
    const dayAfter = longDate.format(new Date());

    // The history lists it with a long-form date (the day it was saved on, should midnight pass
    // while saving); View opens it; delete empties the history.
    await page.goto(`/${lang}/dashboard`);
    const row = page.getByTestId('history-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    // A long date is words, digits, commas and spaces: nothing a pattern reads as a special character.
    await expect(row).toContainText(new RegExp(`${dayBefore}|${dayAfter}`));
    await row.getByRole('button', { name: w.account.history.view }).click();
    await expect(page.getByTestId('sermon-title')).toHaveText(title);
    await page.goto(`/${lang}/dashboard`);
    // Delete asks first, in the app's own dialog; keeping it changes nothing.
    const deleteButton = page.getByTestId('history-row').filter({ hasText: title }).getByRole('button', { name: w.account.history.delete });
    await deleteButton.click();
    const asking = page.getByRole('dialog', { name: w.account.history.deleteTitle });
    await expect(asking).toContainText(title);
    await expectAccessible(page);
    await asking.getByRole('button', { name: w.account.history.deleteNo }).click();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await page.getByRole('dialog', { name: w.account.history.deleteTitle }).getByRole('button', { name: w.account.history.deleteYes }).click();
    await expect(page.getByTestId('history-empty')).toHaveText(w.account.history.empty);
    await expect(page.getByTestId('history-deleted')).toHaveText(w.account.history.deleted.replace('{{title}}', title));
    await expect(page.getByRole('heading', { name: w.account.history.historyTitle })).toBeFocused();
    await expectAccessible(page);
  });

  test(`a sermon from a theme, from the dashboard's New Sermon (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    await page.goto(`/${lang}/dashboard`);
    await page.getByTestId('new-sermon').click();
    await expect(page.getByTestId('generator-theme')).toBeInViewport();
    await generateSermon(page, w.theme, { audience: 'youth', style: 'simple' });
    await expect(page.getByTestId('point-card')).toHaveCount(3);
  });
}

test("another user's sermon id shows nothing of it", async ({ page, browser, baseURL }) => {
  await createAccount(page, { subscribed: true });
  await page.goto('/en/sermons');
  await generateSermon(page, 'John 3:16');
  const id = new URL(page.url()).searchParams.get('id')!;
  const title = (await page.getByTestId('sermon-title').textContent())!;

  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.19.200.7' } });
  const otherPage = await other.newPage();
  await createAccount(otherPage, { subscribed: true });
  await otherPage.goto(`/en/sermon-display?id=${id}`);
  await expect(otherPage.getByTestId('display-not-found')).toBeVisible();
  await expect(otherPage.getByText(title)).toHaveCount(0);
  await other.close();
});

test('the generator shows the server error in the red box and keeps what was typed', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  await page.route('**/api/sermons/generate', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Failed to generate sermon' }) }));
  await page.goto('/en/sermons');
  await page.getByTestId('generator-theme').fill('Faith');
  await page.getByTestId('generator-submit').click();
  await expect(page.getByTestId('generator-error')).toHaveText('Failed to generate sermon');
  await expect(page.getByTestId('generator-theme')).toHaveValue('Faith');
  await expect(page.getByTestId('generator-submit')).toBeEnabled();
});

test('signed out, the generator offers sign-in and sign-up; without a subscription it sends to subscribe', async ({ page }) => {
  await page.goto('/es/sermons');
  const prompt = page.getByTestId('generator-signin-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link').first()).toBeVisible();
  await createAccount(page, { language: 'es' });
  await page.goto('/es/sermons');
  await expect(page).toHaveURL('/es/subscribe');
});
