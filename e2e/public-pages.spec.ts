import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import enContact from '../src/client/i18n/locales/en/contact.json' with { type: 'json' };
import esContact from '../src/client/i18n/locales/es/contact.json' with { type: 'json' };
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';

const catalogs = { en: { common: enCommon, contact: enContact }, es: { common: esCommon, contact: esContact } };
const pages = [
  { path: '', title: (c: typeof enCommon) => c.titles.home },
  { path: '/about', title: (c: typeof enCommon) => c.titles.about },
  { path: '/contact', title: (c: typeof enCommon) => c.titles.contact },
];

for (const lang of ['en', 'es'] as const) {
  const { common } = catalogs[lang];
  for (const { path, title } of pages) {
    test(`/${lang}${path} is complete in ${lang === 'en' ? 'English' : 'Spanish'} and accessible`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${title(common)} · ${common.brand}`);

      const nav = page.getByRole('navigation', { name: common.nav.label });
      for (const label of [common.nav.home, common.nav.about, common.nav.contact, common.nav.signIn]) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      // Signed-in items are not shown to a visitor.
      await expect(nav.getByRole('link', { name: common.nav.dashboard })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: common.brand })).toBeVisible();

      const footer = page.getByTestId('site-footer');
      await expect(footer.getByTestId('support-email')).toHaveText('support@sermon-studio.test');
      await expect(footer.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@sermon-studio.test');
      for (const heading of [common.footer.doctrinalHeading, common.footer.noticeHeading, common.footer.creditsHeading]) {
        await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
      }

      const other = lang === 'en' ? 'es' : 'en';
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`/${other}${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`/en${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      await expectAccessible(page);
    });
  }
}

test('the contact page shows its form in Spanish', async ({ page }) => {
  await page.goto('/es/contact');
  await expect(page.getByRole('heading', { level: 1, name: esContact.heading })).toBeVisible();
  await expect(page.getByLabel(esContact.name)).toBeVisible();
  await expect(page.getByLabel(esContact.email)).toBeVisible();
  await expect(page.getByLabel(esContact.message)).toBeVisible();
  await expect(page.getByRole('button', { name: esContact.submit })).toBeVisible();
});

test('unknown paths and languages land on /en', async ({ page }) => {
  for (const url of ['/fr/about', '/nothing/here', '/', '/en/not-a-page', '/es/no-existe']) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});
