import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';

test('the phone menu opens and closes by touch and takes the user to a page', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByTestId('mobile-menu');
  const toggle = page.getByTestId('menu-toggle');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName(enCommon.nav.openMenu);

  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(enCommon.nav.closeMenu);
  await menu.getByRole('link', { name: enCommon.nav.contact }).tap();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(menu).toBeHidden();
});

test('the phone menu works by keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/es/about');
  const toggle = page.getByTestId('menu-toggle');
  const menu = page.getByTestId('mobile-menu');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: esCommon.nav.home })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press(' ');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: esCommon.nav.contact }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/contact$/);
});

for (const path of ['/en', '/es/about', '/es/contact']) {
  test(`${path} fits a phone screen and is accessible`, async ({ page }) => {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}
