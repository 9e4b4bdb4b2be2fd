import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import enPreach from '../src/client/i18n/locales/en/preach.json' with { type: 'json' };
import esPreach from '../src/client/i18n/locales/es/preach.json' with { type: 'json' };
import { createAccount } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';

// product §2 on a phone: the history search and the preaching view, by touch.
const catalogs = { en: enAccount, es: esAccount } as const;

for (const lang of ['en', 'es'] as const) {
  test(`on a phone: the history search, and preaching by swipe (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    const sermon = await saveSermon(page, { title: lang === 'en' ? 'The new birth' : 'La gracia de Dios', language: lang });
    await page.goto(`/${lang}/dashboard?q=${encodeURIComponent(sermon.title.split(' ').at(-1)!)}`);
    await expect(page.getByRole('search').getByLabel(catalogs[lang].history.searchLabel)).toBeVisible();
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByTestId('history-preach').click();
    const section = page.getByTestId('preach-section');
    await expect(section).toHaveAttribute('data-section', 'opening');
    await expectAccessible(page);

    const view = page.getByTestId('preach-view');
    const swipe = async (fromX: number, toX: number) => {
      const at = (x: number) => [{ identifier: 1, clientX: x, clientY: 400 }];
      await view.dispatchEvent('touchstart', { touches: at(fromX), changedTouches: at(fromX), targetTouches: at(fromX) });
      await view.dispatchEvent('touchend', { touches: [], changedTouches: at(toX), targetTouches: [] });
    };
    await swipe(300, 60);
    await expect(section).toHaveAttribute('data-section', 'introduction');
    await swipe(60, 300);
    await expect(section).toHaveAttribute('data-section', 'opening');
    // A short move is a tap or a scroll, not a page turn.
    await swipe(200, 180);
    await expect(section).toHaveAttribute('data-section', 'opening');

    // The toolbar folds to one slim row (the timer stays) and leaves the screen to the sermon.
    const preach = { en: enPreach, es: esPreach }[lang];
    const toolbar = page.getByRole('banner');
    const viewport = page.viewportSize()!;
    await page.getByRole('button', { name: preach.controls }).tap();
    await expect(page.getByRole('button', { name: preach.controls })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('preach-timer')).toBeVisible();
    expect((await toolbar.boundingBox())!.height).toBeLessThan(viewport.height / 12);
    await expectAccessible(page);
    await page.getByRole('button', { name: preach.controls }).tap();
    await expect(page.getByTestId('preach-controls')).toBeVisible();
  });
}
