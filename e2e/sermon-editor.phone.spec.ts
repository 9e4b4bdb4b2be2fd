import en from '../src/client/i18n/locales/en/display.json' with { type: 'json' };
import es from '../src/client/i18n/locales/es/display.json' with { type: 'json' };
import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { createAccount } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';

test('on a phone: edit a sermon, move a point by tapping, and it saves', async ({ page }) => {
  await createAccount(page, { language: 'es', subscribed: true });
  const { id } = await saveSermon(page, { title: '', scripture: 'Juan 3:16', language: 'es' });
  await page.goto(`/es/sermon-display?id=${id}`);
  await page.getByTestId('edit-toggle').tap();
  await expect(page.getByTestId('sermon-editor')).toBeVisible();
  const second = await page.getByTestId('edit-point-heading').nth(1).inputValue();
  await page.getByTestId('point-up').nth(1).tap();
  await expect(page.getByTestId('edit-point-heading').first()).toHaveValue(second);
  await page.getByTestId('edit-notes').fill('Notas para el púlpito.');
  await expect(page.getByTestId('save-status')).toHaveText(es.save.saved, { timeout: 10_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

for (const lang of ['en', 'es'] as const) {
  test(`on a phone: signing out with an edit not yet sent asks first (${lang})`, async ({ page, context }) => {
    const warning = { en: enCommon, es: esCommon }[lang].signOutWarning;
    await createAccount(page, { language: lang, subscribed: true });
    const { id } = await saveSermon(page, { title: '', scripture: lang === 'en' ? 'John 3:16' : 'Juan 3:16', language: lang });
    await page.goto(`/${lang}/sermon-display?id=${id}`);
    await page.getByTestId('edit-toggle').tap();
    await context.setOffline(true);
    await page.getByTestId('edit-title').fill(`Sin enviar ${lang}`);
    await expect(page.getByTestId('save-status')).toHaveText({ en, es }[lang].save.offline, { timeout: 10_000 });
    await page.close();
    await context.setOffline(false);

    const next = await context.newPage();
    await next.goto(`/${lang}/dashboard`);
    await next.getByTestId('menu-toggle').tap();
    await next.getByTestId('sign-out').filter({ visible: true }).tap();
    const dialog = next.getByRole('dialog', { name: warning.title });
    await expect(dialog.getByRole('listitem')).toHaveText([`Sin enviar ${lang}`]);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(next.viewportSize()!.width);
    await expectAccessible(next);
    await dialog.getByRole('button', { name: warning.stay }).tap();
    await expect(dialog).toBeHidden();
  });
}
