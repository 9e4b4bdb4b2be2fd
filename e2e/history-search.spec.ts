import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import { createAccount } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';

// product §2 (Dashboard): the Sermon History is searched by words, language and audience, and the
// search is in the address (bookmarked, kept by a reload).
const catalogs = { en: enAccount, es: esAccount } as const;

for (const lang of ['en', 'es'] as const) {
  test(`a pastor searches the history by words, language and audience, and the address keeps the search (${lang})`, async ({ page }) => {
    const history = catalogs[lang].history;
    await createAccount(page, { language: lang, subscribed: true });
    const storm = await saveSermon(page, { title: 'Faith in the storm', scripture: 'Mark 4:39', audienceType: 'youth', language: 'en' });
    const grace = await saveSermon(page, { title: 'La gracia de Dios', scripture: 'Efesios 2:8', language: 'es' });
    const birth = await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3', language: 'en' });
    const rows = page.getByTestId('history-row');
    const search = page.getByRole('search');

    await page.goto(`/${lang}/dashboard`);
    await expect(rows).toHaveCount(3);
    await expectAccessible(page);

    // Words: typed, sent when typing pauses, written into the address.
    await search.getByLabel(history.searchLabel).fill('efesios');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(grace.title);
    await expect(page).toHaveURL(/[?&]q=efesios/);

    // A reload (or a bookmark) shows the same search.
    await page.reload();
    await expect(search.getByLabel(history.searchLabel)).toHaveValue('efesios');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(grace.title);

    // No match: said so, not "no sermons yet".
    await search.getByLabel(history.searchLabel).fill('zzzz');
    await expect(page.getByTestId('history-empty')).toHaveText(history.noMatches);

    // Filters: language, then audience; cleared words show the filtered history. The language is
    // picked before the cleared words' typing pause ends, on a CPU slowed down as a busy machine's
    // is: the pause must not put back the address it knew and lose the filter (it did, in CI).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await search.getByLabel(history.searchLabel).fill('');
    await search.getByLabel(history.filterLanguage).selectOption('en');
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/language=en/);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(rows.filter({ hasText: storm.title })).toHaveCount(1);
    await expect(rows.filter({ hasText: birth.title })).toHaveCount(1);
    await search.getByLabel(history.filterAudience).selectOption('youth');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(storm.title);
    await expect(page).toHaveURL(/language=en/);
    await expect(page).toHaveURL(/audienceType=youth/);
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expectAccessible(page);

    // A bookmarked address opens straight onto its results.
    await page.goto(`/${lang}/dashboard?q=birth&language=en`);
    await expect(search.getByLabel(history.filterLanguage)).toHaveValue('en');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(birth.title);
  });
}
