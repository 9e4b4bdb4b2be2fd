// Self-hosting (issue 16): a production server whose PUBLIC_URL names another address than the one
// in the browser. The sign-up and sign-in pages say where the app is configured, in the page's
// language, instead of "An error occurred during signup".
import { expect, test } from '@playwright/test';
import { GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { startServer, type ServerProcess } from '../../support/server-process.ts';

// http, so the page loads at 127.0.0.1 (an https PUBLIC_URL makes the CSP upgrade every request).
const PUBLIC_URL = 'http://sermons.example.org:8080';
let server: ServerProcess;

test.beforeAll(async () => {
  // TEST unset: better-auth's own origin check runs, as in a real deployment.
  server = await startServer({ env: { PUBLIC_URL, TEST: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the sign-up page names the configured address (English)', async ({ page }) => {
  await page.goto(`${server.url}/en/signup`);
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Email address').fill(uniqueEmail('wrong-address'));
  await form.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await form.getByLabel('Confirm password').fill(GOOD_PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('signup-error')).toHaveText(`This app is configured for ${PUBLIC_URL}; open it there.`);
});

test('the sign-in page names the configured address (Spanish)', async ({ page }) => {
  await page.goto(`${server.url}/es/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(uniqueEmail('wrong-address'));
  await form.getByLabel('Contraseña', { exact: true }).fill(GOOD_PASSWORD);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(`Esta aplicación está configurada para ${PUBLIC_URL}; ábrala allí.`);
});
