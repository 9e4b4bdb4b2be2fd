import { expect, type Page } from '@playwright/test';
import accountEn from '../../src/client/i18n/locales/en/account.json' with { type: 'json' };
import accountEs from '../../src/client/i18n/locales/es/account.json' with { type: 'json' };
import authEn from '../../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import authEs from '../../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import sermonsEn from '../../src/client/i18n/locales/en/sermons.json' with { type: 'json' };
import sermonsEs from '../../src/client/i18n/locales/es/sermons.json' with { type: 'json' };
import { setUserFlags } from './accounts.ts';
import { expectAccessible } from './fixtures.ts';
import { saveSermon } from './saved-sermons.ts';
import { uniqueEmail } from './unique-email.ts';

const catalogs = { en: { account: accountEn, auth: authEn, sermons: sermonsEn }, es: { account: accountEs, auth: authEs, sermons: sermonsEs } } as const;
const PASSWORD = 'gR4!acis-Name';

/** The horizontal overflow of the page: 0 when nothing sticks out past the viewport. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A name given at sign-up greets the member on the dashboard; the profile changes it and clears it
 * (then the e-mail greets, breaking only at its @ and dots on a phone).
 */
export async function nameFromSignUpToProfile(page: Page, lang: 'en' | 'es') {
  const t = catalogs[lang];
  const email = uniqueEmail('a-rather-long-pastor.name');
  await page.goto(`/${lang}/signup`);
  const form = page.getByTestId('signup-form');
  await form.getByLabel(t.auth.fields.name).fill('  Pastor   Daniel Ruiz ');
  await form.getByLabel(t.auth.fields.email).fill(email);
  await form.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(t.auth.fields.confirmPassword).fill(PASSWORD);
  await form.getByRole('button', { name: t.auth.signup.submit }).click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=/);
  setUserFlags(email, { is_subscribed: true });

  await page.goto(`/${lang}/dashboard`);
  const welcome = page.getByTestId('welcome-heading');
  await expect(welcome).toHaveText(t.account.dashboard.welcomeName.replace('{{name}}', 'Pastor Daniel Ruiz'));
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`/${lang}/profile`);
  const name = page.getByTestId('profile-name');
  await expect(name).toHaveValue('Pastor Daniel Ruiz');
  await name.fill('Hna. Marta Gómez');
  await page.getByTestId('profile-name-save').click();
  await expect(page.getByTestId('profile-name-status')).toHaveText(t.account.profile.nameSaved);
  await expectAccessible(page);
  await page.goto(`/${lang}/dashboard`);
  await expect(welcome).toHaveText(t.account.dashboard.welcomeName.replace('{{name}}', 'Hna. Marta Gómez'));

  await page.goto(`/${lang}/profile`);
  await name.fill('');
  await page.getByTestId('profile-name-save').click();
  await expect(page.getByTestId('profile-name-status')).toHaveText(t.account.profile.nameSaved);
  await page.goto(`/${lang}/dashboard`);
  await expect(welcome).toHaveText(t.account.dashboard.welcome.replace('{{email}}', email));
  expect(await overflow(page)).toBeLessThanOrEqual(0);
}

/** Two sermons with the same title and passage are told apart by audience, style, language and time. */
export async function historyRowsTellSermonsApart(page: Page, lang: 'en' | 'es') {
  const t = catalogs[lang];
  const title = `Born Again ${Date.now()}`;
  await saveSermon(page, { title, scripture: 'John 3:3', audienceType: 'youth', languageStyle: 'simple', language: 'en' });
  await saveSermon(page, { title, scripture: 'John 3:3', audienceType: 'womens', languageStyle: 'theological', language: 'es' });
  await page.goto(`/${lang}/dashboard`);
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  const detail = (audience: string, style: string, language: 'en' | 'es') =>
    t.account.history.details
      .replace('{{audience}}', t.sermons.generator.audiences[audience as keyof typeof t.sermons.generator.audiences])
      .replace('{{style}}', t.sermons.generator.styles[style as keyof typeof t.sermons.generator.styles])
      .replace('{{language}}', t.sermons.generator.languages[language]);
  // Newest first.
  await expect(rows.nth(0).getByTestId('history-details')).toHaveText(detail('womens', 'theological', 'es'));
  await expect(rows.nth(1).getByTestId('history-details')).toHaveText(detail('youth', 'simple', 'en'));
  const time = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { timeStyle: 'short' });
  const saved = await rows.nth(0).locator('time').getAttribute('datetime');
  await expect(rows.nth(0).getByTestId('history-saved')).toContainText(time.format(new Date(saved!)));
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}
