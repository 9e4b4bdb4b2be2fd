import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const nav = { en: enCommon.nav, es: esCommon.nav };

for (const path of ['', '/about', '/contact']) {
  for (const [from, to] of [['en', 'es'], ['es', 'en']] as const) {
    test(`switching ${from} → ${to} on /${from}${path} keeps the page`, async ({ page }) => {
      await page.goto(`/${from}${path}?ref=newsletter`);
      await page.getByTestId('language-switcher').click();
      await expect(page).toHaveURL(new RegExp(`/${to}${path}\\?ref=newsletter$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page.getByRole('link', { name: nav[to].about, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: nav[from].about, exact: true })).toHaveCount(0);
    });
  }
}

for (const path of ['/login', '/signup', '/forgot-password']) {
  test(`switching language on ${path} keeps the page`, async ({ page }) => {
    await page.goto(`/es${path}`);
    await page.getByTestId('language-switcher').click();
    await expect(page).toHaveURL(new RegExp(`/en${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('switching language on signed-in pages keeps the page and the session', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  for (const path of ['/dashboard', '/profile']) {
    await page.goto(`/en${path}`);
    await page.getByTestId('language-switcher').click();
    await expect(page).toHaveURL(new RegExp(`/es${path}$`));
    await expect(page.getByTestId('sign-out').filter({ visible: true })).toHaveText(esCommon.nav.signOut);
  }
});
