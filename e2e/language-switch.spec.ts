import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { createAccount } from '#tests/support/accounts.ts';
import { expect, test } from '#tests/support/fixtures.ts';

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

for (const language of ['en', 'es'] as const) {
  test(`Tab meets the header's controls in the order they are seen, the language switch last (${language})`, async ({ page }) => {
    await page.goto(`/${language}/about`);
    // The header is whole once the page's code has loaded and the session is known ("Sign In"
    // comes with it): Tab pressed before then meets a spinner, and a fast run used up its steps there.
    const header = page.locator('header');
    await expect(header.getByTestId('language-switcher')).toBeVisible();
    await expect(header.getByRole('link', { name: nav[language].signIn, exact: true })).toBeVisible();
    const seen: Array<{ x: number; testId: string | null; text: string }> = [];
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.closest('header')) return null;
        return { x: element.getBoundingClientRect().left, testId: element.getAttribute('data-testid'), text: element.textContent?.trim() ?? '' };
      });
      if (!focused) {
        if (seen.length > 0) break;
        continue; // a skip link before the header
      }
      seen.push(focused);
    }
    const xs = seen.map((item) => item.x);
    expect(xs, seen.map((item) => item.testId ?? item.text).join(' → ')).toEqual([...xs].sort((a, b) => a - b));
    const switchAt = seen.findIndex((item) => item.testId === 'language-switcher');
    expect(switchAt).toBeGreaterThan(0);
    // On a desktop every navigation link comes before it; on a phone, only the menu button after it.
    const after = seen.slice(switchAt + 1).map((item) => item.testId);
    expect(after.every((testId) => testId === 'menu-toggle')).toBe(true);
  });
}
