import type { Page } from '@playwright/test';
import enAuth from '../../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '../../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import { PASSWORD_SPECIAL_CHARACTERS } from '../../src/shared/password-rules.ts';
import { createAccount, TEST_PASSWORD } from './accounts.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { apiUrls } from './api-client.ts';

// Issue 26 item 5, for the desktop and phone specs: one password policy, shown and enforced on
// the sign-up, reset and change forms alike, in both languages.

const authText = { en: enAuth, es: esAuth } as const;
const RULES = ['min_length', 'uppercase', 'lowercase', 'digit', 'special'] as const;

/** The live list under a new-password field: the five rules, worded as on sign-up, and which are met. */
async function expectRuleList(page: Page, scope: string, lang: 'en' | 'es', met: readonly string[]) {
  const items = page.getByTestId(scope).getByTestId('password-rules').locator('li');
  await expect(items).toContainText(RULES.map((rule) => authText[lang].passwordRules[rule].replace('{{characters}}', PASSWORD_SPECIAL_CHARACTERS)));
  for (const rule of RULES) await expect(items.and(page.locator(`[data-rule="${rule}"]`))).toHaveAttribute('data-met', String(met.includes(rule)));
}

/** A password field's show/hide button turns it to plain text and back. */
async function expectShowHide(page: Page, fieldId: string, lang: 'en' | 'es') {
  const t = authText[lang];
  const field = page.locator(`#${fieldId}`);
  const toggle = page.locator(`button[aria-controls="${fieldId}"]`);
  await expect(field).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAccessibleName(t.passwordToggle.show);
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAccessibleName(t.passwordToggle.hide);
  await toggle.click();
  await expect(field).toHaveAttribute('type', 'password');
}

/** The sign-up form: the rules listed, show/hide on both password fields. */
export async function signupShowsRulesAndShowHide(page: Page, lang: 'en' | 'es') {
  await page.goto(`/${lang}/signup`);
  await expectRuleList(page, 'signup-form', lang, []);
  await page.locator('#signup-password').fill('abcdefg');
  await expectRuleList(page, 'signup-form', lang, ['lowercase']);
  await expectShowHide(page, 'signup-password', lang);
  await expect(page.locator('#signup-password')).toHaveValue('abcdefg');
  await expectShowHide(page, 'signup-confirm', lang);
  await expectAccessible(page);
}

/**
 * The profile's change form: the rules of sign-up listed live and the button waiting for them, a
 * wrong current password refused, then the change; the new password signs in, the old one not.
 */
export async function changePasswordOnTheProfile(page: Page, lang: 'en' | 'es') {
  const t = authText[lang];
  const { email } = await createAccount(page, { language: lang, subscribed: true });
  await page.goto(`/${lang}/profile`);
  await expect(page.getByRole('heading', { name: t.change.heading, exact: true })).toBeVisible();
  const submit = page.getByTestId('change-password-submit');
  await expect(submit).toHaveText(t.change.submit);
  await expectRuleList(page, 'change-password-form', lang, []);
  await expect(submit).toBeDisabled();

  // `abcdefg`, accepted by the old reset form, keeps the button disabled here too.
  await page.locator('#change-password-new').fill('abcdefg');
  await expectRuleList(page, 'change-password-form', lang, ['lowercase']);
  await expect(submit).toBeDisabled();
  await expectShowHide(page, 'change-current', lang);
  await expectShowHide(page, 'change-password-new', lang);
  await expectShowHide(page, 'change-confirm', lang);

  const newPassword = `Nueva&Clave${lang}7`;
  await page.locator('#change-password-new').fill(newPassword);
  await expectRuleList(page, 'change-password-form', lang, RULES);
  await page.locator('#change-confirm').fill(newPassword);
  await page.locator('#change-current').fill('Not&The1Password');
  await submit.click();
  await expect(page.getByTestId('change-password-error')).toHaveText(t.change.errors.wrong_current);
  await expect(page.locator('#change-current')).toBeFocused();
  await expectAccessible(page);

  await page.locator('#change-current').fill(TEST_PASSWORD);
  await submit.click();
  await expect(page.getByTestId('change-password-done')).toHaveText(t.change.done);
  await expect(page.getByTestId('change-password-error')).toHaveCount(0);
  // Still signed in here; the new password is the one that works.
  expect((await page.request.get(apiUrls.me.$path())).status()).toBe(200);
  expect((await page.request.post(apiUrls.auth['sign-in'].email.$path(), { data: { email, password: TEST_PASSWORD } })).status()).toBe(401);
  expect((await page.request.post(apiUrls.auth['sign-in'].email.$path(), { data: { email, password: newPassword } })).status()).toBe(200);
}
