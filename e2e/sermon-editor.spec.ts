import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import en from '../src/client/i18n/locales/en/display.json' with { type: 'json' };
import es from '../src/client/i18n/locales/es/display.json' with { type: 'json' };
import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { opensOfflineFromTheDevice } from '#tests/support/sermon-on-the-device.ts';
import { expectSaved, startEditing as startEditingAt, storedSermon } from '#tests/support/sermon-editing.ts';
import { bibleText } from '#tests/support/workspace.ts';
import { measurePdfFill } from '#tests/support/pdf-text.ts';
import { apiUrls } from '../tests/support/api-client.ts';

const catalogs = { en, es } as const;
const verses = { en: { start: 'Acts 2:38', other: 'Romans 6:4' }, es: { start: 'Hechos 2:38', other: 'Romanos 6:4' } } as const;

const saved = (page: Page, lang: 'en' | 'es') => expectSaved(page, lang);
const stored = storedSermon;
const startEditing = (page: Page, lang: 'en' | 'es') => startEditingAt(page, lang, verses[lang].start);

for (const lang of ['en', 'es'] as const) {
  const t = catalogs[lang];

  test(`a pastor edits every kind of section, it saves itself, and a reload finds every word (${lang})`, async ({ page }) => {
    const id = await startEditing(page, lang);
    await expectAccessible(page);

    await page.getByTestId('edit-title').fill(`My edited title ${lang}`);
    await page.getByTestId('edit-introduction').fill('My own introduction.\nA second line.');
    await page.getByTestId('edit-notes').fill('Private: greet the visitors.');
    await page.getByTestId('edit-point-heading').first().fill('My first point');
    await expect(page.getByTestId('save-status')).toHaveText(new RegExp(`${t.save.pending}|${t.save.saving}|${t.save.saved}`));
    await saved(page, lang);

    // A passage that does not exist: an inline error, and the old passage stays.
    const oldText = await bibleText(page, verses[lang].start, lang);
    const reference = page.getByTestId('edit-main-passage-reference');
    await reference.fill('Hezekiah 4:1');
    await reference.press('Enter');
    await expect(page.getByTestId('edit-main-passage-error')).toHaveText(t.editor.passage.notFound.replace('{{reference}}', 'Hezekiah 4:1'));
    await expect(page.getByTestId('edit-main-passage-text')).toContainText(oldText);
    await expectAccessible(page);
    // A real one: its verified text appears.
    await reference.fill(verses[lang].other);
    await reference.press('Enter');
    await expect(page.getByTestId('edit-main-passage-text')).toContainText(await bibleText(page, verses[lang].other, lang));
    await expect(page.getByTestId('edit-main-passage-error')).toHaveCount(0);

    // Points: add one, move it up by keyboard, remove the second.
    await page.getByTestId('point-add').click();
    await expect(page.getByTestId('edit-point')).toHaveCount(4);
    await expect(page.getByTestId('edit-point-heading').nth(3)).toBeFocused();
    await page.getByTestId('edit-point-heading').nth(3).fill('A new point');
    await page.getByTestId('point-up').nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('edit-point-heading').nth(2)).toHaveValue('A new point');
    await expect(page.getByTestId('point-up').nth(2)).toBeFocused();
    await page.getByTestId('point-remove').nth(1).click();
    await expect(page.getByTestId('edit-point')).toHaveCount(3);
    await saved(page, lang);

    const server = await stored(page, id);
    expect(server.document.title).toBe(`My edited title ${lang}`);
    expect(server.document.points.map((point) => point.heading)).toEqual(['My first point', 'A new point', expect.any(String)]);

    await page.reload();
    await expect(page.getByTestId('edit-title')).toHaveValue(`My edited title ${lang}`);
    await expect(page.getByTestId('edit-introduction')).toHaveValue('My own introduction.\nA second line.');
    await expect(page.getByTestId('edit-notes')).toHaveValue('Private: greet the visitors.');
    await expect(page.getByTestId('edit-point-heading').nth(1)).toHaveValue('A new point');
    await expect(page.getByTestId('edit-main-passage-text')).toContainText(await bibleText(page, verses[lang].other, lang));

    // Done: the reading view shows the edits, the notes stay private.
    await page.getByTestId('edit-toggle').click();
    await expect(page.getByTestId('sermon-title')).toHaveText(`My edited title ${lang}`);
    await expect(page.getByTestId('section-introduction')).toContainText('My own introduction.');
    await expect(page.getByText('Private: greet the visitors.')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('an edit made offline is kept on the device, survives a closed tab and reaches the server', async ({ page, context }) => {
  const id = await startEditing(page, 'en');
  await context.setOffline(true);
  await page.getByTestId('edit-conclusion').fill('Written with no connection.');
  await expect(page.getByTestId('save-status')).toHaveText(en.save.offline, { timeout: 10_000 });
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(`/en/sermon-display?id=${id}&edit=1`);
  await expect(again.getByTestId('edit-conclusion')).toHaveValue('Written with no connection.');
  await saved(again, 'en');
  expect((await stored(again, id)).document).toMatchObject({ conclusion: 'Written with no connection.' });
});

test('back online, an offline edit is sent without a reload', async ({ page, context }) => {
  const id = await startEditing(page, 'es');
  await context.setOffline(true);
  await page.getByTestId('edit-notes').fill('Notas sin conexión.');
  await expect(page.getByTestId('save-status')).toHaveText(es.save.offline, { timeout: 10_000 });

  // Leaving with unsaved changes asks first, in the app's own dialog; staying keeps the page and its words.
  await page.getByRole('navigation').getByRole('link').first().click();
  const asking = page.getByRole('dialog', { name: es.save.leaveTitle });
  await expect(asking).toContainText(es.save.leaveWarning);
  await asking.getByRole('button', { name: es.save.leaveNo }).click();
  await expect(asking).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/es/sermon-display\\?id=${id}`));
  await expect(page.getByTestId('edit-notes')).toHaveValue('Notas sin conexión.');

  await context.setOffline(false);
  await saved(page, 'es');
  expect((await stored(page, id)).document.notes).toBe('Notas sin conexión.');
});

// Both languages: the conflict panel and the restore confirmation have text of their own.
for (const lang of ['en', 'es'] as const) {
  test(`two tabs never lose text silently: the stale one shows both versions and the pastor chooses (${lang})`, async ({ page, context }) => {
    const id = await startEditing(page, lang);
    const other = await context.newPage();
    await other.goto(`/${lang}/sermon-display?id=${id}&edit=1`);
    await expect(other.getByTestId('sermon-editor')).toBeVisible();

    await page.getByTestId('edit-introduction').fill('Written in the first tab.');
    await saved(page, lang);
    await other.getByTestId('edit-introduction').fill('Written in the second tab.');
    const panel = other.getByTestId('conflict-panel');
    await expect(panel).toBeVisible({ timeout: 10_000 });
    await expect(other.getByTestId('save-status')).toHaveText(catalogs[lang].save.conflict);
    await expect(other.getByTestId('conflict-mine')).toContainText('Written in the second tab.');
    await expect(other.getByTestId('conflict-theirs')).toContainText('Written in the first tab.');
    // What differs is said in words, then marked in each text: only the introduction's changed word.
    const introduction = catalogs[lang].conflict.sections.introduction;
    await expect(other.getByTestId('conflict-sections')).toHaveText(catalogs[lang].conflict.differences.replace('{{sections}}', introduction));
    await expect(other.getByTestId('conflict-mine').getByTestId('conflict-difference').filter({ hasText: /\S/ })).toHaveText(['second']);
    await expect(other.getByTestId('conflict-theirs').getByTestId('conflict-difference').filter({ hasText: /\S/ })).toHaveText(['first']);
    expect((await stored(page, id)).document.introduction).toBe('Written in the first tab.');
    await expectAccessible(other);

    // Merge by hand: theirs stays in view while the pastor writes both.
    await other.getByTestId('conflict-merge').click();
    await expect(other.getByTestId('other-version')).toContainText('Written in the first tab.');
    await other.getByTestId('edit-introduction').fill('Written in the first tab.\nWritten in the second tab.');
    await saved(other, lang);
    expect((await stored(page, id)).document.introduction).toBe('Written in the first tab.\nWritten in the second tab.');

    // The first tab, now stale, keeps the other version when asked.
    await page.getByTestId('edit-title').fill('First tab title');
    await page.getByTestId('conflict-keep-theirs').click();
    await saved(page, lang);
    await expect(page.getByTestId('edit-introduction')).toHaveValue('Written in the first tab.\nWritten in the second tab.');
  });

  test(`restore the generated version, after a confirmation (${lang})`, async ({ page }) => {
    const id = await startEditing(page, lang);
    const generatedTitle = (await stored(page, id)).document.title;
    await page.getByTestId('edit-title').fill('Un título mío');
    await saved(page, lang);

    const t = catalogs[lang];
    await page.getByTestId('edit-notes').fill('Saludar a los visitantes.');
    await page.getByTestId('edit-point-heading').first().fill('Mi primer punto');
    await saved(page, lang);
    const editedRevision = (await stored(page, id)).revision;
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.type());
      void dialog.dismiss();
    });

    // Asked in the app's own dialog; keeping the edits changes nothing.
    await page.getByTestId('restore-button').click();
    const asking = page.getByRole('dialog', { name: t.actions.restoreTitle });
    await expect(asking).toContainText(t.actions.restoreConfirm);
    await expectAccessible(page);
    await asking.getByRole('button', { name: t.actions.restoreNo }).click();
    await expect(page.getByTestId('edit-title')).toHaveValue('Un título mío');
    await expect(page.getByTestId('restore-button')).toBeFocused();

    // Restored: everything generated comes back, the private notes stay, and Undo is offered.
    await page.getByTestId('restore-button').click();
    await page.getByRole('dialog', { name: t.actions.restoreTitle }).getByRole('button', { name: t.actions.restoreYes }).click();
    await expect(page.getByTestId('edit-title')).toHaveValue(generatedTitle);
    await expect(page.getByTestId('edit-notes')).toHaveValue('Saludar a los visitantes.');
    await expect(page.getByTestId('restored')).toContainText(t.actions.restored);
    await expect(page.getByTestId('restored-undo')).toBeFocused();
    await saved(page, lang);
    let server = await stored(page, id);
    expect(server.document.title).toBe(generatedTitle);
    expect(server.document.notes).toBe('Saludar a los visitantes.');
    expect(server.revision).toBe(editedRevision + 1);

    // Undo brings the edited sermon back, as a new revision.
    await page.getByTestId('restored-undo').click();
    await expect(page.getByTestId('edit-title')).toHaveValue('Un título mío');
    await expect(page.getByTestId('edit-point-heading').first()).toHaveValue('Mi primer punto');
    await expect(page.getByTestId('restore-undone')).toHaveText(t.actions.undone);
    await saved(page, lang);
    server = await stored(page, id);
    expect(server.document.title).toBe('Un título mío');
    expect(server.document.notes).toBe('Saludar a los visitantes.');
    expect(server.revision).toBe(editedRevision + 2);
    expect(browserDialogs).toEqual([]);
  });

  test(`a removed point can be put back, words and place (${lang})`, async ({ page }) => {
    const id = await startEditing(page, lang);
    const t = catalogs[lang];
    await page.getByTestId('edit-point-heading').nth(1).fill('El punto del medio');
    await page.getByTestId('edit-point-explanation').nth(1).fill('Una explicación que costó escribir.');
    await saved(page, lang);

    await page.getByTestId('point-remove').nth(1).click();
    await expect(page.getByTestId('edit-point')).toHaveCount(2);
    const notice = page.getByTestId('point-removed');
    await expect(notice).toContainText(t.editor.point.removed.replace('{{number}}', '2').replace('{{heading}}', 'El punto del medio'));
    await expect(page.getByTestId('point-removed-undo')).toBeFocused();
    await expectAccessible(page);
    await saved(page, lang);
    expect((await stored(page, id)).document.points).toHaveLength(2);

    await page.keyboard.press('Enter');
    await expect(page.getByTestId('edit-point')).toHaveCount(3);
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('edit-point-heading').nth(1)).toHaveValue('El punto del medio');
    await expect(page.getByTestId('edit-point-heading').nth(1)).toBeFocused();
    await expect(page.getByTestId('edit-point-explanation').nth(1)).toHaveValue('Una explicación que costó escribir.');
    await saved(page, lang);
    expect((await stored(page, id)).document.points[1]).toMatchObject({ heading: 'El punto del medio', explanation: 'Una explicación que costó escribir.' });
  });
}

test('the Word file holds the edited sermon in order, named like the PDF, notes only when asked', async ({ page }, testInfo) => {
  const id = await startEditing(page, 'en');
  await page.getByTestId('edit-title').fill('Born Again: Today');
  await page.getByTestId('edit-notes').fill('Only for me.');
  await saved(page, 'en');

  const word = async () => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('word-button').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Born_Again__Today.docx');
    const file = testInfo.outputPath(`sermon-${Date.now()}.docx`);
    await download.saveAs(file);
    return strFromU8(unzipSync(new Uint8Array(fs.readFileSync(file)))['word/document.xml']!);
  };
  const xml = await word();
  const document = (await stored(page, id)).document;
  // Each part is looked for after the one before it: a heading ("Repent") may also stand in the verse read above it.
  const parts = ['Born Again: Today', 'Acts 2:38', 'Introduction', 'Main Points', 'Point 1', document.points[0]!.heading, 'Point 2', 'Point 3', 'Conclusion'];
  let from = 0;
  const missing = parts.filter((part) => {
    const at = xml.indexOf(part, from);
    if (at >= 0) from = at + part.length;
    return at < 0;
  });
  expect(missing, 'parts not found in this order').toEqual([]);
  expect(xml).not.toContain('Only for me.');

  await page.getByTestId('include-notes').check();
  expect(await word()).toContain('Only for me.');
});

test('printing shows the sermon alone: no navigation, no buttons, no form', async ({ page }) => {
  await startEditing(page, 'en');
  await page.getByTestId('edit-toggle').click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sermon-title')).toBeVisible();
  await expect(page.getByTestId('point-card')).toHaveCount(3);
  for (const hidden of [page.getByRole('navigation'), page.getByTestId('site-footer'), page.getByTestId('pdf-button'), page.getByTestId('word-button'), page.getByTestId('edit-toggle'), page.getByTestId('save-status')]) {
    await expect(hidden.first()).toBeHidden();
  }
  // Printing from the editor prints the sermon, not the form.
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('edit-toggle').click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sermon-editor')).toBeHidden();
  await expect(page.getByTestId('print-sermon').getByTestId('sermon-title')).toBeVisible();
  await expect(page.getByTestId('preach-link')).toBeHidden();
  await expect(page.getByTestId('sermon-provenance')).toBeHidden();
  for (const format of ['Letter', 'A4'] as const) {
    // No paper wasted: sections break across pages, so every page but the last carries text down to
    // its margin (a card kept whole was pushed on and left two-thirds of a page blank).
    const fills = await measurePdfFill(await page.pdf({ format }));
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills.slice(0, -1)) expect(fill, `text height per ${format} page: ${fills.map((f) => f.toFixed(2)).join(', ')}`).toBeGreaterThan(0.7);
  }
});

for (const lang of ['en', 'es'] as const) {
  test(`signing out with changes the server does not have yet asks first, and staying keeps them (${lang})`, async ({ page, context }) => {
    const c = { en: enCommon, es: esCommon }[lang].signOutWarning;
    const id = await startEditing(page, lang);
    await context.setOffline(true);
    await page.getByTestId('edit-title').fill(`Unsent title ${lang}`);
    await expect(page.getByTestId('save-status')).toHaveText(catalogs[lang].save.offline, { timeout: 10_000 });
    await page.close();
    await context.setOffline(false);

    // Another page of the app (the editor itself would send the edit once back online).
    const next = await context.newPage();
    await next.goto(`/${lang}/dashboard`);
    await next.getByTestId('sign-out').filter({ visible: true }).click();
    const warning = next.getByRole('dialog', { name: c.title });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveText([`Unsent title ${lang}`]);
    await expect(warning.getByRole('button', { name: c.stay })).toBeFocused();
    await expectAccessible(next);

    // Escape (or "stay") keeps the session and the words.
    await next.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    expect((await next.request.get(apiUrls.me.$path())).status()).toBe(200);
    expect(await next.evaluate((key) => localStorage.getItem(key), `sermon-draft:${id}`)).toContain(`Unsent title ${lang}`);

    // Asked again, the pastor chooses to sign out: the words are erased with everything else.
    await next.getByTestId('sign-out').filter({ visible: true }).click();
    await next.getByRole('dialog', { name: c.title }).getByRole('button', { name: c.signOut }).click();
    await expect(next).toHaveURL(`/${lang}`);
    expect(await next.evaluate((key) => localStorage.getItem(key), `sermon-draft:${id}`)).toBeNull();
    expect((await next.request.get(apiUrls.me.$path())).status()).toBe(401);
  });
}

test('a save the server asks to wait for (too many saves this minute) goes again by itself', async ({ page }) => {
  const id = await startEditing(page, 'en');
  let refused = 0;
  await page.route('**/api/sermons/*', async (route) => {
    if (route.request().method() !== 'PUT' || refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 429, headers: { 'Retry-After': '5' }, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests. Please try again later.' }) });
  });
  await page.getByTestId('edit-title').fill('Sent after the pause');
  await expect.poll(() => refused, { timeout: 10_000 }).toBe(1);
  await expect(page.getByTestId('save-status')).toHaveText(en.save.pending);
  // No keystroke after the refusal: the edit still reaches the server, about 5 s later.
  await expect(page.getByTestId('save-status')).toHaveText(en.save.saved, { timeout: 20_000 });
  expect((await stored(page, id)).document.title).toBe('Sent after the pause');
});

test('signing out from the editor with an edit not yet sent asks once, in the app’s own words, and leaves', async ({ page }) => {
  const c = enCommon.signOutWarning;
  await startEditing(page, 'en');
  // The server does not get the edit (its saves fail as a lost connection would).
  await page.route('**/api/sermons/*', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue()));
  await page.getByTestId('edit-title').fill('Never sent');
  await expect(page.getByTestId('save-status')).toHaveText(en.save.offline, { timeout: 10_000 });
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByTestId('sign-out').filter({ visible: true }).click();
  await page.getByRole('dialog', { name: c.title }).getByRole('button', { name: c.signOut }).click();
  await expect(page).toHaveURL('/en');
  // No second, browser-worded "leave this page?" after the app's own question.
  expect(browserDialogs).toEqual([]);
  expect((await page.request.get(apiUrls.me.$path())).status()).toBe(401);
});

for (const lang of ['en', 'es'] as const) {
  test(`with no network at all, the sermon page and its editor open on the copy kept on the device, and the edit reaches the server once back (${lang})`, async ({ page, context }) => {
    await opensOfflineFromTheDevice(page, context, lang);
  });
}
