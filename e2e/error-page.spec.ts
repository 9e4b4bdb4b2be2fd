import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { expect, test } from '#tests/support/fixtures.ts';

// A page whose code cannot load (a stale tab after a deploy, a dropped connection) is a thrown
// route error: the router's error page must show, and the site around it must keep working.
for (const [lang, common] of [['en', enCommon], ['es', esCommon]] as const) {
  test(`a route that throws shows the error page (${lang})`, async ({ page }) => {
    await page.route('**/assets/about-page-*.js', (route) => route.abort('failed'));
    await page.goto(`/${lang}`);
    await page.getByRole('navigation').getByRole('link', { name: common.nav.about, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.errorPage.title);
    await expect(page.getByTestId('error-detail')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: common.errorPage.reload })).toBeVisible();

    await page.unroute('**/assets/about-page-*.js');
    await page.getByRole('navigation').getByRole('link', { name: common.nav.contact, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/contact$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(common.errorPage.title);
  });
}
