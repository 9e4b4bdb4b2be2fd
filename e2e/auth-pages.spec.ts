import enAccount from '../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../src/client/i18n/locales/es/account.json' with { type: 'json' };
import enAuth from '../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import { PASSWORD_SPECIAL_CHARACTERS } from '../src/shared/password-rules.ts';
import { LOCAL_PAGES_TEXT } from '../src/server/billing/local-pages-text.ts';
import { createSignedOutAccount, setUserFlags, TEST_PASSWORD } from '#tests/support/accounts.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { pauseClock } from '#tests/support/page-clock.ts';
import type { Page } from '@playwright/test';
import { apiUrls } from '../tests/support/api-client.ts';

const auth = { en: enAuth, es: esAuth };
const account = { en: enAccount, es: esAccount };
type Lang = keyof typeof auth;

const RULES = ['min_length', 'uppercase', 'lowercase', 'digit', 'special'] as const;

/** A fresh account, signed out; `subscribed` sets the flag billing would set. */
async function newAccount(page: Page, options: { language: Lang; subscribed?: boolean }) {
  const created = await createSignedOutAccount(page, { language: options.language });
  if (options.subscribed) setUserFlags(created.email, { is_subscribed: true });
  return created;
}

/** The sign-in form's controls, found the way a user finds them. */
function loginForm(page: Page, lang: Lang) {
  const form = page.getByTestId('login-form');
  return {
    form,
    email: form.getByLabel(auth[lang].fields.email),
    password: form.getByLabel(auth[lang].fields.password),
    submit: form.getByRole('button', { name: auth[lang].login.submit }),
  };
}

function signupForm(page: Page, lang: Lang) {
  const form = page.getByTestId('signup-form');
  return {
    form,
    email: form.getByLabel(auth[lang].fields.email),
    password: form.getByLabel(auth[lang].fields.password, { exact: true }),
    confirm: form.getByLabel(auth[lang].fields.confirmPassword),
    submit: form.getByRole('button', { name: auth[lang].signup.submit }),
  };
}

/** The met/unmet state of every live password rule, in the order the form lists them. */
async function expectRules(page: Page, met: ReadonlyArray<(typeof RULES)[number]>) {
  for (const rule of RULES) {
    await expect(page.getByTestId('password-rules').locator(`li[data-rule="${rule}"]`), `rule ${rule}`).toHaveAttribute('data-met', String(met.includes(rule)));
  }
}

test('the sign-in and sign-up pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/en/login');
  await expect(loginForm(page, 'en').submit).toBeVisible();
  await expectAccessible(page);

  await page.goto('/es/signup');
  await expect(signupForm(page, 'es').submit).toBeVisible();
  await expectAccessible(page);
});

for (const lang of ['en', 'es'] as const) {
  const t = auth[lang];

  test(`sign-up: the password rules follow the typing, a mismatch is caught, then the checkout opens (${lang})`, async ({ page }) => {
    const email = uniqueEmail('signup');
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(apiUrls.auth['sign-up'].email.$path())) signUps.push(request.method());
    });
    await page.goto(`/${lang}/signup`);
    const form = signupForm(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signup.heading);
    await expect(page.getByTestId('password-rules').locator('li')).toContainText(
      RULES.map((rule) => t.passwordRules[rule].replace('{{characters}}', PASSWORD_SPECIAL_CHARACTERS)),
    );

    await form.email.fill(email);
    await expectRules(page, []);
    await expect(form.submit).toBeDisabled();

    // Typed one key at a time: each rule flips as soon as it is met.
    await form.password.pressSequentially('g');
    await expectRules(page, ['lowercase']);
    await expect(form.submit).toBeDisabled();
    await form.password.pressSequentially('R');
    await expectRules(page, ['lowercase', 'uppercase']);
    await form.password.pressSequentially('4');
    await expectRules(page, ['lowercase', 'uppercase', 'digit']);
    await form.password.pressSequentially('!');
    await expectRules(page, ['lowercase', 'uppercase', 'digit', 'special']);
    await expect(form.submit).toBeDisabled();
    await form.password.pressSequentially('acia');
    await expectRules(page, RULES);
    await expect(form.submit).toBeEnabled();

    // Deleting a character un-meets the length rule again.
    await form.password.press('Backspace');
    await expectRules(page, ['lowercase', 'uppercase', 'digit', 'special']);
    await expect(form.submit).toBeDisabled();
    await form.password.pressSequentially('s');
    await expect(form.submit).toBeEnabled();
    await expect(form.password).toHaveValue('gR4!acis');

    await form.confirm.fill('gR4!acix');
    await expect(page.getByTestId('signup-confirm-error')).toHaveText(t.validation.passwords_mismatch);
    await form.submit.click();
    await expect(form.confirm).toBeFocused();
    await expect(page.getByTestId('signup-confirm-error')).toHaveText(t.validation.passwords_mismatch);
    expect(signUps, 'no sign-up request with a mismatched confirmation').toEqual([]);

    await form.confirm.fill('gR4!acis');
    await expect(page.getByTestId('signup-confirm-error')).toHaveCount(0);
    await form.submit.click();
    await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=/);
    await expect(page.getByRole('button', { name: LOCAL_PAGES_TEXT[lang].startTrial })).toBeVisible();
    expect(signUps).toEqual(['POST']);
    // The account exists, signed in, in the page's language.
    const me = await page.request.get(apiUrls.me.$path());
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, language: lang, is_subscribed: false, is_admin: false });
  });

  test(`sign-up with an address already registered says so and offers the sign-in (${lang})`, async ({ page }) => {
    const { email } = await newAccount(page, { language: lang });
    await page.goto(`/${lang}/signup`);
    const form = signupForm(page, lang);
    await form.email.fill(email.toUpperCase());
    await form.password.fill(TEST_PASSWORD);
    await form.confirm.fill(TEST_PASSWORD);
    await form.submit.click();

    const error = page.getByTestId('signup-error');
    await expect(error).toContainText(t.signup.errors.already_registered);
    await expect(page).toHaveURL(`/${lang}/signup`);
    // Everything typed stays.
    await expect(form.email).toHaveValue(email.toUpperCase());
    await expect(form.password).toHaveValue(TEST_PASSWORD);
    await error.getByRole('link', { name: t.signup.signInInstead }).click();
    await expect(page).toHaveURL(`/${lang}/login`);
    await expect(loginForm(page, lang).submit).toBeVisible();
  });

  test(`sign-in: a wrong password is refused, the right one takes a new member to the plan (${lang})`, async ({ page }) => {
    const { email, password } = await newAccount(page, { language: lang });
    await page.goto(`/${lang}/login`);
    const form = loginForm(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.login.heading);

    await form.submit.click();
    await expect(page.getByTestId('login-email-error')).toHaveText(t.validation.email_required);
    await expect(page.getByTestId('login-password-error')).toHaveText(t.validation.password_required);
    await expect(form.email).toBeFocused();

    await form.email.fill(email);
    await form.password.fill('Fe&Esperanza8');
    await form.submit.click();
    await expect(page.getByTestId('login-error')).toHaveText(t.login.errors.invalid_credentials);
    await expect(page).toHaveURL(`/${lang}/login`);
    await expect(form.email).toHaveValue(email);
    await expect(form.password).toHaveValue('Fe&Esperanza8');

    await form.password.fill(password);
    await form.submit.click();
    await expect(page).toHaveURL(`/${lang}/subscribe`);
    await expect(page.getByTestId('plan-card')).toContainText(account[lang].subscribe.planName);
  });

  test(`sign-in: a subscriber's address typed with spaces and capitals still works, to the dashboard (${lang})`, async ({ page }) => {
    const { email, password } = await newAccount(page, { language: lang, subscribed: true });
    await page.goto(`/${lang}/login`);
    const form = loginForm(page, lang);
    await form.email.pressSequentially(`  ${email.toUpperCase()}  `);
    await form.password.fill(password);
    await form.submit.click();
    await expect(page).toHaveURL(`/${lang}/dashboard`);
    await expect(page.getByTestId('welcome-panel')).toContainText(email);
  });

  test(`a guarded page remembers where the visitor was going and returns there after sign-in (${lang})`, async ({ page }) => {
    const { email, password } = await newAccount(page, { language: lang, subscribed: true });
    await page.goto(`/${lang}/profile`);
    await expect(page).toHaveURL(`/${lang}/login?from=${encodeURIComponent(`/${lang}/profile`)}`);
    const form = loginForm(page, lang);
    await form.email.fill(email);
    await form.password.fill(password);
    await form.submit.click();
    await expect(page).toHaveURL(`/${lang}/profile`);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
  });

  test(`sign-in retries a lost connection with a banner and then gets through (${lang})`, async ({ page }) => {
    const { email, password } = await newAccount(page, { language: lang, subscribed: true });
    let attempts = 0;
    await page.route('**/api/auth/sign-in/email', async (route) => {
      attempts += 1;
      if (attempts <= 2) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.clock.install();
    await page.goto(`/${lang}/login`);
    const form = loginForm(page, lang);
    await form.email.fill(email);
    await form.password.fill(password);
    await pauseClock(page);
    await form.submit.click();

    const banner = page.getByTestId('retry-banner');
    await expect(banner).toHaveText(t.login.retrying.replace('{{attempt}}', '1'));
    await expect(form.form.getByRole('button', { name: t.login.submitting })).toBeDisabled();
    expect(attempts).toBe(1);
    await page.clock.runFor(1000);
    await expect(banner).toHaveText(t.login.retrying.replace('{{attempt}}', '2'));
    expect(attempts).toBe(2);
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(`/${lang}/dashboard`);
    await expect(page.getByTestId('welcome-panel')).toContainText(email);
    expect(attempts).toBe(3);
  });

  test(`sign-up: the third attempt within two minutes blocks the form with a countdown that survives a reload (${lang})`, async ({ page }) => {
    // Every sign-up is answered "already registered", so no account is made.
    let requests = 0;
    await page.route('**/api/auth/sign-up/email', async (route) => {
      requests += 1;
      await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'User already exists', code: 'USER_ALREADY_EXISTS' }) });
    });
    await page.clock.install();
    await page.goto(`/${lang}/signup`);
    const form = signupForm(page, lang);
    await form.email.fill(uniqueEmail('throttle'));
    await form.password.fill(TEST_PASSWORD);
    await form.confirm.fill(TEST_PASSWORD);
    await pauseClock(page);
    const error = page.getByTestId('signup-error');
    const countdown = page.getByTestId('signup-blocked');
    const blockedFor = (seconds: number) => t.signup.blockedCountdown.replace('{{seconds}}', String(seconds));

    for (const attempt of [1, 2]) {
      await form.submit.click();
      await expect.poll(() => requests).toBe(attempt);
      await expect(error).toContainText(t.signup.errors.already_registered);
      // The button rests for 2 s after each submission.
      await expect(form.submit).toBeDisabled();
      await page.clock.runFor(2100);
      await expect(form.submit).toBeEnabled();
    }
    await expect(countdown).toHaveCount(0);

    await form.submit.click();
    await expect(error).toHaveText(t.signup.blockedNow);
    await expect(countdown).toHaveText(blockedFor(300));
    await expect(form.submit).toBeDisabled();
    expect(requests, 'the blocked attempt is not sent').toBe(2);

    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(blockedFor(299));
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(blockedFor(298));
    await expect(form.submit).toBeDisabled();

    // The block lives in the browser's storage: a reload does not lift it.
    await page.reload();
    await expect(countdown).toHaveText(blockedFor(298));
    await expect(error).toHaveCount(0);
    await form.email.fill(uniqueEmail('throttle'));
    await form.password.fill(TEST_PASSWORD);
    await form.confirm.fill(TEST_PASSWORD);
    await expect(form.submit).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText(blockedFor(297));
    expect(requests).toBe(2);
  });
}

test('sign-in gives up after four lost attempts and says the network failed', async ({ page }) => {
  const { email, password } = await newAccount(page, { language: 'en' });
  let attempts = 0;
  await page.route('**/api/auth/sign-in/email', async (route) => {
    attempts += 1;
    await route.abort('internetdisconnected');
  });
  await page.clock.install();
  await page.goto('/en/login');
  const form = loginForm(page, 'en');
  await form.email.fill(email);
  await form.password.fill(password);
  await pauseClock(page);
  await form.submit.click();

  const banner = page.getByTestId('retry-banner');
  // Retries after 1, 2 and 4 seconds.
  for (const [retry, delay] of [
    [1, 1000],
    [2, 2000],
    [3, 4000],
  ] as const) {
    await expect(banner).toHaveText(enAuth.login.retrying.replace('{{attempt}}', String(retry)));
    await expect(form.form.getByRole('button', { name: enAuth.login.submitting })).toBeDisabled();
    expect(attempts).toBe(retry);
    await page.clock.runFor(delay - 1);
    expect(attempts, `no retry before ${delay} ms`).toBe(retry);
    await page.clock.runFor(1);
  }
  await expect(page.getByTestId('login-error')).toHaveText(enAuth.login.errors.network);
  await expect(banner).toHaveCount(0);
  expect(attempts).toBe(4);
  await expect(page).toHaveURL('/en/login');
  await expect(form.email).toHaveValue(email);
  await expect(form.password).toHaveValue(password);
  await expect(form.submit).toBeEnabled();
});
