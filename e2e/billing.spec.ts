import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import esAuth from '../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import { LOCAL_PAGES_TEXT } from '../src/server/billing/local-pages-text.ts';
import { planPrice } from '../src/shared/plan-price.ts';
import { createAccount, TEST_PASSWORD } from '#tests/support/accounts.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';

/** Through the local provider's hosted checkout, as a subscriber would. */
async function subscribeThroughCheckout(page: Page, lang: 'en' | 'es') {
  await page.goto(`/${lang}/subscribe`);
  await page.getByTestId('subscribe-now').click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=/);
  await page.getByRole('button', { name: lang === 'en' ? 'Start free trial' : 'Comenzar prueba gratis' }).click();
  await expect(page).toHaveURL(`/${lang}/dashboard`);
}

function auditRows(email: string) {
  const db = new DatabaseSync(process.env.E2E_DB_FILE ?? '');
  try {
    return db.prepare('select a.action, a.old_status, a.new_status, a.metadata from subscription_audit a join users u on u.id = a.user_id where u.email = ?').all(email) as Array<{
      action: string;
      old_status: number;
      new_status: number;
      metadata: string;
    }>;
  } finally {
    db.close();
  }
}

test('sign up (es) → hosted checkout → Start free trial → verified → dashboard; profile active; portal', async ({ page }) => {
  const email = uniqueEmail('trial');
  await page.goto('/es/signup');
  await page.getByLabel(esAuth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(esAuth.fields.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(esAuth.fields.confirmPassword, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: esAuth.signup.submit }).click();

  await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=/);
  await expect(page.getByTestId('test-mode')).toContainText('Modo de prueba: no se mueve dinero.');
  await expect(page.getByTestId('local-trial-note')).toHaveText(LOCAL_PAGES_TEXT.es.trialNote);
  await expect(page.getByTestId('local-price')).toHaveText(planPrice('es'));
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Comenzar prueba gratis' }).click();

  // Back on subscribe with checkout=success, the status is polled and the user moves on.
  await expect(page).toHaveURL('/es/dashboard');
  await expect(page.getByTestId('welcome-panel')).toContainText(email);
  await expect(page.getByTestId('danger-zone')).toBeVisible();

  await page.goto('/es/profile');
  await expect(page.getByTestId('subscription-status')).toHaveText(esAccount.profile.active);
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/billing\/local\/portal\?lang=/);
  await expect(page.getByTestId('local-status')).toHaveText('Prueba gratis');
  await page.getByRole('link', { name: 'Volver a su perfil' }).click();
  await expect(page).toHaveURL('/es/profile');
});

/** The app's cancel question (an in-page dialog, not the browser's): answered yes. */
async function confirmCancel(page: Page, account: typeof enAccount) {
  const dialog = page.getByRole('dialog', { name: account.danger.confirmTitle });
  await expect(dialog).toContainText(account.danger.confirm);
  await dialog.getByRole('button', { name: account.danger.confirmYes }).click();
}

test('cancel from the profile (en): confirm, subscribe page (no saved sermons), guards redirect, one audit row', async ({ page }) => {
  const { email } = await createAccount(page, { language: 'en' });
  await subscribeThroughCheckout(page, 'en');
  await page.goto('/en/profile');
  await page.getByTestId('profile-cancel').click();
  await confirmCancel(page, enAccount);
  // Without a saved sermon there is nothing to read: the dashboard sends on to the plan (decision 0024).
  await expect(page).toHaveURL('/en/subscribe');
  await expect(page.getByTestId('plan-card')).toBeVisible();
  // Its trial was spent on the first subscription: the plan says so and offers none.
  await expect(page.getByTestId('plan-trial-terms')).toHaveText(enAccount.subscribe.trialUsed);
  await expect(page.getByTestId('plan-trial')).toHaveCount(0);
  // Coming back, the checkout offers no second trial.
  await page.getByTestId('subscribe-now').click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=en$/);
  await expect(page.getByTestId('local-trial-note')).toHaveText(LOCAL_PAGES_TEXT.en.noTrial);
  await expect(page.getByRole('button', { name: LOCAL_PAGES_TEXT.en.subscribeNow, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: LOCAL_PAGES_TEXT.en.startTrial })).toHaveCount(0);
  await page.goBack();

  for (const path of ['/en/dashboard', '/en/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL('/en/subscribe');
  }
  const rows = auditRows(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ action: 'unsubscribe', old_status: 1, new_status: 0 });
  expect(JSON.parse(rows[0]!.metadata)).toMatchObject({ source: 'user_initiated' });
});

test('cancel from the dashboard Danger Zone (es): confirmation, then subscribe (no saved sermons)', async ({ page }) => {
  const { email } = await createAccount(page, { language: 'es' });
  await subscribeThroughCheckout(page, 'es');

  // Keeping the subscription changes nothing.
  await page.getByTestId('dashboard-cancel').click();
  await page.getByRole('dialog', { name: esAccount.danger.confirmTitle }).getByRole('button', { name: esAccount.danger.confirmNo }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('dashboard-cancel')).toHaveText(esAccount.danger.cancel);
  expect(auditRows(email)).toHaveLength(0);

  await page.getByTestId('dashboard-cancel').click();
  await confirmCancel(page, esAccount);
  await expect(page).toHaveURL('/es/subscribe');
  await expect(page.getByTestId('plan-trial-terms')).toHaveText(esAccount.subscribe.trialUsed);
  await expect(page.getByTestId('plan-trial')).toHaveCount(0);
  expect(auditRows(email)).toHaveLength(1);
});

test('a failed cancel says so and keeps the subscription (en)', async ({ page }) => {
  await createAccount(page, { language: 'en' });
  await subscribeThroughCheckout(page, 'en');
  await page.route('**/api/billing/cancel', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Provider unreachable' }) }));
  await page.getByTestId('dashboard-cancel').click();
  await confirmCancel(page, enAccount);
  await expect(page.getByTestId('dashboard-cancel-error')).toHaveText(enAccount.danger.errorPrefix.replace('{{message}}', 'Provider unreachable'));
  await expect(page.getByTestId('dashboard-cancel')).toHaveText(enAccount.danger.cancel);

  await page.goto('/en/profile');
  await page.getByTestId('profile-cancel').click();
  await confirmCancel(page, enAccount);
  await expect(page.getByTestId('profile-error')).toHaveText(enAccount.profile.cancelError);
  await expect(page).toHaveURL('/en/profile');
});

test('when activation never arrives, polling stops after 5 attempts with the support message', async ({ page }) => {
  await createAccount(page, { language: 'en' });
  // The page's clock stands still from its first moment: only the test moves it, 2 s per look.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/en/subscribe?checkout=success');
  const status = page.getByTestId('subscribe-status');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await expect(status).toContainText(enAccount.subscribe.verifying.replace('{{attempt}}', String(attempt)).replace('{{total}}', '5'));
    // The clock moves on only once this look has its answer (the region is no longer busy): a
    // look still on its way when the interval fires is not sent twice, and the test would wait
    // for a look that never starts.
    await expect(status).toHaveAttribute('aria-busy', 'false');
    await page.clock.runFor(2000);
  }
  // The fifth check is the last: when it also finds no access, the message replaces the spinner.
  await expect(page.getByTestId('verify-failed')).toContainText('Could not verify subscription. Please contact support.');
  await expect(page.getByTestId('subscribe-now')).toBeVisible();
});

test("'Error generating checkout URL' when the checkout gives no address (es)", async ({ page }) => {
  await createAccount(page, { language: 'es' });
  await page.route('**/api/billing/checkout', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await page.goto('/es/subscribe');
  await page.getByTestId('subscribe-now').click();
  await expect(page.getByTestId('checkout-error')).toHaveText(esAccount.subscribe.checkoutError);
  await expect(page).toHaveURL('/es/subscribe');
});
