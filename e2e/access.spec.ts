import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { SIGN_OUT_PENDING_KEY } from '../src/client/lib/auth/pending-sign-out.ts';
import { planPrice } from '../src/shared/plan-price.ts';
import { createAccount, createSignedOutAccount } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { apiUrls } from '../tests/support/api-client.ts';

const account = { en: enAccount, es: esAccount };
const common = { en: enCommon, es: esCommon };

for (const lang of ['en', 'es'] as const) {
  test(`signed out, every guarded page sends to login and remembers the origin (${lang})`, async ({ page }) => {
    for (const path of ['dashboard', 'profile', 'subscribe']) {
      await page.goto(`/${lang}/${path}?tab=x`);
      await expect(page).toHaveURL(`/${lang}/login?from=${encodeURIComponent(`/${lang}/${path}?tab=x`)}`);
    }
  });

  test(`signed in without a subscription, subscriber pages send to subscribe (${lang})`, async ({ page }) => {
    const { email } = await createAccount(page, { language: lang });
    for (const path of ['dashboard', 'profile']) {
      await page.goto(`/${lang}/${path}`);
      await expect(page).toHaveURL(`/${lang}/subscribe`);
    }
    await expect(page.getByTestId('plan-card')).toContainText(account[lang].subscribe.planName);
    await expect(page.getByTestId('plan-price')).toHaveText(planPrice(lang));
    await expect(page.getByTestId('plan-note')).toHaveText(account[lang].subscribe.note);
    await expect(page.getByText(account[lang].subscribe.signedInAs.replace('{{email}}', email))).toBeVisible();
    await expectAccessible(page);
  });

  test(`an admin reaches the dashboard and profile without subscribing (${lang})`, async ({ page }) => {
    const { email } = await createAccount(page, { language: lang, admin: true });
    await page.goto(`/${lang}/dashboard`);
    await expect(page.getByTestId('welcome-panel')).toContainText(email);
    await expect(page.getByTestId('welcome-panel')).toContainText(account[lang].dashboard.adminBadge);
    await expect(page.getByTestId('dashboard-disclaimer')).toContainText(account[lang].dashboard.disclaimer);
    await expectAccessible(page);

    await page.getByRole('link', { name: account[lang].dashboard.profileLink }).click();
    await expect(page).toHaveURL(`/${lang}/profile`);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByTestId('subscription-status')).toContainText(account[lang].profile.inactive);
    await expect(page.getByTestId('subscription-status')).toContainText(account[lang].profile.admin);
    await expect(page.getByTestId('profile-support')).toContainText('support@sermon-studio.test');
    await expectAccessible(page);

    // The subscribe page sends someone with access on to the dashboard.
    await page.goto(`/${lang}/subscribe`);
    await expect(page).toHaveURL(`/${lang}/dashboard`);
  });

  test(`a subscriber sees an active subscription, and the nav for signed-in users (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    await page.goto(`/${lang}/profile`);
    await expect(page.getByTestId('subscription-status')).toHaveText(account[lang].profile.active);
    const nav = page.getByRole('navigation', { name: common[lang].nav.label });
    await expect(nav.getByRole('link', { name: common[lang].nav.dashboard }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: common[lang].nav.signIn })).toHaveCount(0);
    await expect(page.getByTestId('sign-out').filter({ visible: true })).toHaveText(common[lang].nav.signOut);
  });
}

test('sign out clears storage, ends the session and goes home', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  await page.goto('/es/dashboard');
  await page.evaluate(() => sessionStorage.setItem('draft', 'x'));
  await page.getByTestId('sign-out').filter({ visible: true }).click();
  await expect(page).toHaveURL('/es');
  await expect(page.getByRole('link', { name: esCommon.nav.signIn }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('draft'))).toBeNull();
  expect((await page.request.get(apiUrls.me.$path())).status()).toBe(401);
  await page.goto('/es/dashboard');
  await expect(page).toHaveURL(/\/es\/login\?from=/);
});

test('force sign-out gets the user out while the server does not answer', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  await page.goto('/en/dashboard');
  let hung = false;
  await page.route('**/api/session/sign-out', async (route) => {
    if (!hung) {
      hung = true;
      return; // never answered: the normal sign-out hangs
    }
    await route.continue();
  });
  await page.getByTestId('sign-out').filter({ visible: true }).click();
  await expect(page.getByTestId('sign-out').filter({ visible: true })).toHaveText(enCommon.nav.signingOut);
  await page.getByTestId('force-logout').filter({ visible: true }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('link', { name: enCommon.nav.signIn }).first()).toBeVisible();
  await expect.poll(async () => (await page.request.get(apiUrls.me.$path())).status()).toBe(401);
});

// The forced sign-out's beacon cannot be held back from a test (the browser sends a keepalive
// request itself once the page has gone), so this starts from what it leaves: a sign-out owed.
test('a sign-out the server has not heard yet shows the member out, and ends the session once it answers', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  await page.goto('/en/dashboard');
  let serverDown = true;
  await page.route('**/api/session/sign-out', (route) => (serverDown ? route.abort('connectionrefused') : route.continue()));
  await page.evaluate((key) => localStorage.setItem(key, '1'), SIGN_OUT_PENDING_KEY);
  await page.goto('/en');
  await expect(page.getByRole('link', { name: enCommon.nav.signIn }).first()).toBeVisible();
  // The session is still alive on the server; no page shows it.
  expect((await page.request.get(apiUrls.me.$path())).status()).toBe(200);
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/login\?from=/);
  serverDown = false;
  await page.goto('/en');
  await expect(page.getByRole('link', { name: enCommon.nav.signIn }).first()).toBeVisible();
  await expect.poll(async () => (await page.request.get(apiUrls.me.$path())).status()).toBe(401);
  expect(await page.evaluate((key) => localStorage.getItem(key), SIGN_OUT_PENDING_KEY)).toBeNull();
});

test('signing out in one tab signs out the others', async ({ page, context }) => {
  await createAccount(page, { subscribed: true });
  await page.goto('/en/dashboard');
  const other = await context.newPage();
  await other.goto('/en/about');
  await expect(other.getByTestId('sign-out').filter({ visible: true })).toBeVisible();
  await page.getByTestId('sign-out').filter({ visible: true }).click();
  await expect(other.getByRole('link', { name: enCommon.nav.signIn }).first()).toBeVisible();
});

test('sign out everywhere ends the sessions of other browsers too', async ({ page, browser, baseURL }) => {
  const { email, password } = await createSignedOutAccount(page, { subscribed: true });
  const laptop = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.250.1' } });
  const phone = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.250.2' } });
  for (const device of [laptop, phone]) expect((await device.request.post(apiUrls.auth['sign-in'].email.$path(), { data: { email, password } })).status()).toBe(200);
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/en/profile');
  await laptopPage.getByRole('button', { name: enAccount.profile.signOutEverywhere }).click();
  await expect(laptopPage).toHaveURL('/en');
  expect((await phone.request.get(apiUrls.me.$path())).status()).toBe(401);
  await laptop.close();
  await phone.close();
});
