import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
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
