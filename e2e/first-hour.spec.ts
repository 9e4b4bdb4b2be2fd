// Issue 26: a newcomer's first hour. `npm start` leaves PUBLIC_URL unset; opened at
// http://127.0.0.1:3000 the checkout sent the browser to localhost, where its session cookie does
// not exist ("Your session has ended"). Here a server started as `npm start` starts it (development,
// no PUBLIC_URL) is followed through the README's first screen at both local addresses: create an
// account, start the test-mode trial, write a first sermon; and a reset link is mailed at the
// address the visitor uses.
import fs from 'node:fs';
import path from 'node:path';
import enAuth from '../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import { LOCAL_PAGES_TEXT } from '../src/server/billing/local-pages-text.ts';
import { startServer, type ServerProcess } from '#tests/support/server-process.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { TEST_PASSWORD } from '#tests/support/accounts.ts';
import { expect, test } from '#tests/support/fixtures.ts';
import { generateSermon } from '#tests/support/workspace.ts';

const auth = { en: enAuth, es: esAuth };
let server: ServerProcess;

test.beforeAll(async () => {
  // As `npm start` runs it: development, nothing configured. TEST unset, so better-auth's own
  // origin check runs as it does for a newcomer.
  server = await startServer({ env: { NODE_ENV: 'development', PUBLIC_URL: '', SUPPORT_EMAIL: '', SESSION_SECRET: '', TEST: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const addresses = [
  { name: '127.0.0.1', lang: 'en' as const, origin: () => `http://127.0.0.1:${server.port}` },
  { name: 'localhost', lang: 'es' as const, origin: () => `http://localhost:${server.port}` },
];

for (const { name, lang, origin } of addresses) {
  test(`at ${name} without PUBLIC_URL: sign up, test-mode trial, first sermon, all at that address (${lang})`, async ({ page }) => {
    const at = origin();
    const email = uniqueEmail(`first-${name}`);
    await page.goto(`${at}/${lang}/signup`);
    const form = page.getByTestId('signup-form');
    await form.getByLabel(auth[lang].fields.email, { exact: true }).fill(email);
    await form.getByLabel(auth[lang].fields.password, { exact: true }).fill(TEST_PASSWORD);
    await form.getByLabel(auth[lang].fields.confirmPassword, { exact: true }).fill(TEST_PASSWORD);
    await form.getByRole('button', { name: auth[lang].signup.submit }).click();

    // The test-mode checkout is at the address the app was opened at, and knows the visitor.
    await expect(page).toHaveURL(`${at}/billing/local/checkout?lang=${lang}`);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: LOCAL_PAGES_TEXT[lang].startTrial }).click();

    await expect(page).toHaveURL(`${at}/${lang}/dashboard`);
    await expect(page.getByTestId('welcome-panel')).toContainText(email);
    await generateSermon(page, lang === 'en' ? 'John 3:16' : 'Juan 3:16');
    expect(new URL(page.url()).origin).toBe(at);
  });
}

test('a reset link is mailed at the address it was asked from (127.0.0.1)', async ({ page }) => {
  const at = `http://127.0.0.1:${server.port}`;
  const email = uniqueEmail('first-reset');
  expect((await page.request.post(`${at}/api/auth/sign-up/email`, { data: { email, password: TEST_PASSWORD, language: 'en' }, headers: { Origin: at } })).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto(`${at}/en/forgot-password`);
  await page.getByLabel(enAuth.fields.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: enAuth.forgot.submit }).click();
  await expect.poll(() => mailedResetLink(email), { timeout: 10_000 }).toMatch(new RegExp(`^${at.replace(/\./g, '\\.')}/en/reset-password\\?token=`));
  await page.goto(mailedResetLink(email) ?? '');
  await expect(page.getByTestId('reset-form')).toBeVisible();
});

/** The reset link in the newest outbox message to `to` (the .eml is quoted-printable). */
function mailedResetLink(to: string): string | undefined {
  const outbox = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const files = fs.readdirSync(outbox).sort().reverse();
  for (const file of files) {
    const text = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!text.includes(to)) continue;
    return /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>&]+/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))?.[0];
  }
  return undefined;
}
