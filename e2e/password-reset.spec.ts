import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import enAuth from '../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import { createSignedOutAccount, setUserFlags } from '#tests/support/accounts.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { expect, expectAccessible, sentMail, test } from '#tests/support/fixtures.ts';
import { pauseClock } from '#tests/support/page-clock.ts';
import type { SunkMail } from '#tests/support/smtp-sink.ts';
import { apiUrls } from '../tests/support/api-client.ts';

const auth = { en: enAuth, es: esAuth };
const account = { en: enAccount, es: esAccount };
type Lang = keyof typeof auth;

// The reset e-mail's subject, in the account's language.
const SUBJECT = { en: 'Reset your password', es: 'Restablezca su contraseña' };

/** A fresh account, signed out; `subscribed` sets the flag billing would set. */
async function newAccount(page: Page, options: { language: Lang; subscribed?: boolean }) {
  const created = await createSignedOutAccount(page, { language: options.language });
  if (options.subscribed) setUserFlags(created.email, { is_subscribed: true });
  return created;
}

/** Waits until exactly `count` mails went to `email`, and returns them. */
async function waitForMailsTo(email: string, count: number): Promise<SunkMail[]> {
  const mailsTo = () => sentMail().filter((mail) => mail.to.includes(email));
  await expect.poll(() => mailsTo().length, { message: `${count} e-mail(s) to ${email}` }).toBe(count);
  return mailsTo();
}

/** Waits for the one reset e-mail sent to `email` and returns the link it carries. */
async function resetLinkSentTo(email: string, lang: Lang, baseURL: string): Promise<string> {
  const [mail] = await waitForMailsTo(email, 1);
  expect(mail!.subject).toBe(SUBJECT[lang]);
  const link = /https?:\/\/\S+/.exec(mail!.text)?.[0] ?? '';
  expect(link).toMatch(new RegExp(`^${baseURL.replace(/[.]/g, '\\.')}/${lang}/reset-password\\?token=[\\w-]+$`));
  expect(mail!.html).toContain(link);
  return link;
}

/** Asks for a reset e-mail the way the forgot-password form does, without the form. */
async function requestReset(page: Page, email: string) {
  const response = await page.request.post(apiUrls.auth['request-password-reset'].$path(), { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Makes the reset links of this account out of date (tokens are stored hashed; the row's value is the user id). */
function expireResetLinksOf(email: string) {
  const db = new DatabaseSync(process.env.E2E_DB_FILE ?? '');
  let changed: number | bigint;
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    changed = db.prepare(`update verifications set expires_at = '2000-01-01T00:00:00.000Z' where value = (select id from users where email = ?)`).run(email).changes;
  } finally {
    db.close();
  }
  expect(Number(changed), `reset links of ${email}`).toBe(1);
}

function forgotForm(page: Page, lang: Lang) {
  const form = page.getByTestId('forgot-form');
  return { form, email: form.getByLabel(auth[lang].fields.email), submit: form.getByRole('button', { name: auth[lang].forgot.submit }) };
}

function resetForm(page: Page, lang: Lang) {
  const form = page.getByTestId('reset-form');
  return {
    form,
    password: page.locator('#reset-password'),
    confirm: page.locator('#reset-confirm'),
    submit: form.getByRole('button', { name: auth[lang].reset.submit }),
  };
}

function loginForm(page: Page, lang: Lang) {
  const form = page.getByTestId('login-form');
  return {
    email: form.getByLabel(auth[lang].fields.email),
    password: form.getByLabel(auth[lang].fields.password),
    submit: form.getByRole('button', { name: auth[lang].login.submit }),
  };
}

for (const lang of ['en', 'es'] as const) {
  const t = auth[lang];

  test(`forgot password → e-mail → new password → sign in with it, not with the old one (${lang})`, async ({ page, browser, baseURL, extraHTTPHeaders }) => {
    const { email, password: oldPassword } = await newAccount(page, { language: lang, subscribed: true });
    const newPassword = `Gozo&${lang}-2026`;
    // The same account is signed in on another device: the reset must end that session too.
    const otherDevice = await browser.newContext({ baseURL, extraHTTPHeaders });
    expect((await otherDevice.request.post(apiUrls.auth['sign-in'].email.$path(), { data: { email, password: oldPassword } })).status()).toBe(200);
    expect((await otherDevice.request.get(apiUrls.me.$path())).status()).toBe(200);

    await page.goto(`/${lang}/login`);
    await page.getByRole('link', { name: t.login.forgotPassword }).click();
    await expect(page).toHaveURL(`/${lang}/forgot-password`);
    const forgot = forgotForm(page, lang);
    await forgot.email.fill(email);
    await forgot.submit.click();
    await expect(page.getByTestId('forgot-success')).toContainText(t.forgot.successHeading);
    await expect(page.getByTestId('forgot-success')).toContainText(t.forgot.successText.replace('{{email}}', email));

    const link = await resetLinkSentTo(email, lang, baseURL);
    await page.clock.install();
    await page.goto(link);
    const reset = resetForm(page, lang);
    await expect(reset.form).toBeVisible();
    await expect(page.getByText(t.reset.intro)).toBeVisible();
    await expect(page.getByPlaceholder(t.reset.placeholder)).toHaveAttribute('id', 'reset-password');

    // Show / hide switches the field between hidden and plain text.
    await reset.password.fill(newPassword);
    const toggle = page.locator('button[aria-controls="reset-password"]');
    await expect(reset.password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName(t.passwordToggle.show);
    await toggle.click();
    await expect(reset.password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName(t.passwordToggle.hide);
    await expect(reset.password).toHaveValue(newPassword);
    await toggle.click();
    await expect(reset.password).toHaveAttribute('type', 'password');
    await expect(reset.confirm).toHaveAttribute('type', 'password');

    await reset.confirm.fill(newPassword);
    await pauseClock(page);
    await reset.submit.click();
    const success = page.getByTestId('reset-success');
    await expect(success).toContainText(t.reset.successHeading);
    await expect(success).toContainText(t.reset.successText);
    await expect(success).toContainText(t.reset.redirecting);

    // After 3 seconds, on to the dashboard, whose guard asks for a sign-in: the reset signed everyone out.
    await page.clock.runFor(2900);
    await expect(success).toBeVisible();
    await expect(page).toHaveURL(link);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(`/${lang}/login?from=${encodeURIComponent(`/${lang}/dashboard`)}`);
    await page.clock.resume();
    expect((await page.request.get(apiUrls.me.$path())).status()).toBe(401);
    expect((await otherDevice.request.get(apiUrls.me.$path())).status()).toBe(401);
    await otherDevice.close();

    const login = loginForm(page, lang);
    await login.email.fill(email);
    await login.password.fill(oldPassword);
    await login.submit.click();
    await expect(page.getByTestId('login-error')).toHaveText(t.login.errors.invalid_credentials);
    await login.password.fill(newPassword);
    await login.submit.click();
    await expect(page).toHaveURL(`/${lang}/dashboard`);
    await expect(page.getByTestId('welcome-panel')).toContainText(account[lang].dashboard.welcome.replace('{{email}}', email));

    // The link worked once.
    await page.goto(link);
    await expect(page.getByTestId('reset-invalid')).toContainText(t.reset.invalid);
    await expect(page.getByTestId('reset-form')).toHaveCount(0);
  });

  test(`the reset form checks the new password, and a link that expires meanwhile is refused (${lang})`, async ({ page, baseURL }) => {
    const { email, password } = await newAccount(page, { language: lang });
    await requestReset(page, email);
    const link = await resetLinkSentTo(email, lang, baseURL);
    await page.goto(link);
    const reset = resetForm(page, lang);
    await expect(reset.form).toBeVisible();
    await expectAccessible(page);

    // The sign-up rules, listed live; the button waits for all five (issue 26: `abcdefg` was accepted).
    const rules = reset.form.getByTestId('password-rules').locator('li');
    await expect(rules).toHaveCount(5);
    await expect(reset.submit).toBeDisabled();
    await reset.password.fill('abcdefg');
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(1);
    await expect(reset.form.locator('li[data-rule="lowercase"]')).toHaveAttribute('data-met', 'true');
    await expect(reset.submit).toBeDisabled();
    await reset.password.fill('Nueva&Clave1');
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(5);

    await reset.confirm.fill('Nueva&Clave2');
    await reset.submit.click();
    await expect(page.getByTestId('reset-password-error')).toHaveCount(0);
    await expect(page.getByTestId('reset-confirm-error')).toHaveText(t.validation.passwords_mismatch);
    await expect(reset.confirm).toBeFocused();

    // The hour runs out while the form is open: the server refuses, the page says the link expired.
    expireResetLinksOf(email);
    await reset.confirm.fill('Nueva&Clave1');
    await reset.submit.click();
    const invalid = page.getByTestId('reset-invalid');
    await expect(invalid).toContainText(t.reset.invalid);
    await expect(invalid).toContainText(t.reset.expired);
    await page.reload();
    await expect(invalid).toContainText(t.reset.invalid);
    await expect(page.getByTestId('reset-form')).toHaveCount(0);

    // The password did not change.
    expect((await page.request.post(apiUrls.auth['sign-in'].email.$path(), { data: { email, password } })).status()).toBe(200);
  });

  test(`forgot password: mistakes are explained, and an unknown address gets the same answer but no e-mail (${lang})`, async ({ page }) => {
    const unknown = uniqueEmail('nobody');
    await page.goto(`/${lang}/forgot-password`);
    const forgot = forgotForm(page, lang);
    await forgot.submit.click();
    await expect(page.getByTestId('forgot-email-error')).toHaveText(t.validation.email_required);
    await expect(forgot.email).toBeFocused();
    await forgot.email.fill('pastor@iglesia');
    await forgot.submit.click();
    await expect(page.getByTestId('forgot-email-error')).toHaveText(t.validation.invalid_email);

    await forgot.email.fill(unknown.toUpperCase());
    await forgot.submit.click();
    const success = page.getByTestId('forgot-success');
    await expect(success).toContainText(t.forgot.successHeading);
    await expect(success).toContainText(t.forgot.successText.replace('{{email}}', unknown));
    await expect(success).toContainText(t.forgot.spamNote);

    // A reset asked for afterwards, for a real account, arrives; by then nothing went to the unknown address.
    const { email: known } = await newAccount(page, { language: lang });
    await requestReset(page, known);
    await waitForMailsTo(known, 1);
    await waitForMailsTo(unknown, 0);

    await success.getByRole('link', { name: t.forgot.backToLogin }).click();
    await expect(page).toHaveURL(`/${lang}/login`);
  });

  test(`a made-up link and a link without a token cannot be used, and a new one can be requested (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/reset-password?token=made-up-token-123`);
    const invalid = page.getByTestId('reset-invalid');
    await expect(invalid.getByRole('heading')).toHaveText(t.reset.invalidHeading);
    await expect(invalid).toContainText(t.reset.invalid);
    await expect(page.getByTestId('reset-form')).toHaveCount(0);
    await invalid.getByRole('button', { name: t.reset.requestNewLink }).click();
    await expect(page).toHaveURL(`/${lang}/forgot-password`);
    await expect(forgotForm(page, lang).form).toBeVisible();

    await page.goto(`/${lang}/reset-password`);
    await expect(invalid).toContainText(t.reset.invalid);
    await expect(invalid).toContainText(t.reset.noSession);
    await expect(page.getByTestId('reset-form')).toHaveCount(0);
  });
}

test('a link opened after it expired is refused', async ({ page, baseURL }) => {
  const { email } = await newAccount(page, { language: 'en' });
  await requestReset(page, email);
  const link = await resetLinkSentTo(email, 'en', baseURL);
  expireResetLinksOf(email);
  await page.goto(link);
  await expect(page.getByTestId('reset-invalid')).toContainText(enAuth.reset.invalid);
  await expect(page.getByTestId('reset-form')).toHaveCount(0);
});

test('the reset e-mail is in the language of the page it was asked from, whatever the account (issue 26)', async ({ page, baseURL }) => {
  const { email: spanish } = await newAccount(page, { language: 'es' });
  const { email: english } = await newAccount(page, { language: 'en' });
  for (const [email, pageLang] of [
    [spanish, 'en'],
    [english, 'es'],
  ] as const) {
    await page.goto(`/${pageLang}/forgot-password`);
    const forgot = forgotForm(page, pageLang);
    await forgot.email.fill(email);
    await forgot.submit.click();
    await expect(page.getByTestId('forgot-success')).toContainText(auth[pageLang].forgot.successHeading);
  }
  // Subject, words and link all in the page's language: the link opens the reset page in it.
  await resetLinkSentTo(spanish, 'en', baseURL);
  const link = await resetLinkSentTo(english, 'es', baseURL);
  await page.goto(link);
  await expect(page.getByTestId('reset-form')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the bare /reset-password link is the Spanish page', async ({ page }) => {
  await page.goto('/reset-password?token=x');
  await expect(page).toHaveURL('/es/reset-password?token=x');
  const invalid = page.getByTestId('reset-invalid');
  await expect(invalid).toContainText(esAuth.reset.invalid);
  await expect(invalid.getByRole('button', { name: esAuth.reset.requestNewLink })).toBeVisible();
});

test('the forgot-password page and its confirmation have no serious accessibility problems', async ({ page }) => {
  await page.goto('/es/forgot-password');
  await expect(forgotForm(page, 'es').submit).toBeVisible();
  await expectAccessible(page);
  await forgotForm(page, 'es').email.fill(uniqueEmail('nobody'));
  await forgotForm(page, 'es').submit.click();
  await expect(page.getByTestId('forgot-success')).toContainText(esAuth.forgot.successHeading);
  await expectAccessible(page);
});
