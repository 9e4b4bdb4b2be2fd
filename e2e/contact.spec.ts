import enContact from '../src/client/i18n/locales/en/contact.json' with { type: 'json' };
import esContact from '../src/client/i18n/locales/es/contact.json' with { type: 'json' };
import { expect, sentMail, test } from '#tests/support/fixtures.ts';

test('a visitor sends a message and it reaches the support inbox', async ({ page }) => {
  const name = `Pastor Samuel ${Date.now()}`;
  await page.goto('/en/contact');
  await page.getByLabel(enContact.name).fill(name);
  await page.getByLabel(enContact.email).fill('Samuel@Example.org');
  await page.getByLabel(enContact.message).fill('How do I download a sermon as PDF?\nThank you and God bless.');
  await page.getByRole('button', { name: enContact.submit }).click();

  await expect(page.getByTestId('contact-success')).toContainText(enContact.successHeading);
  await expect(page.getByTestId('contact-success')).toContainText('samuel@example.org');

  await expect.poll(() => sentMail().find((mail) => mail.subject === `New contact message from ${name}`)).toBeTruthy();
  const mail = sentMail().find((m) => m.subject === `New contact message from ${name}`)!;
  expect(mail.to).toEqual(['support@sermon-studio.test']);
  expect(mail.replyTo).toContain('samuel@example.org');
  expect(mail.text).toContain('How do I download a sermon as PDF?');
});

test('the Spanish form explains each mistake in Spanish and then sends', async ({ page }) => {
  const name = `Hermana Lucía ${Date.now()}`;
  await page.goto('/es/contact');
  await page.getByRole('button', { name: esContact.submit }).click();
  await expect(page.getByTestId('contact-name-error')).toHaveText(esContact.errors.name.required);
  await expect(page.getByTestId('contact-email-error')).toHaveText(esContact.errors.email.required);
  await expect(page.getByTestId('contact-message-error')).toHaveText(esContact.errors.message.required);

  await page.getByLabel(esContact.name).fill(name);
  await page.getByLabel(esContact.email).fill('lucia@ejemplo');
  await page.getByLabel(esContact.message).fill('Hola');
  await page.getByRole('button', { name: esContact.submit }).click();
  await expect(page.getByTestId('contact-email-error')).toHaveText(esContact.errors.email.invalid_email);
  await expect(page.getByTestId('contact-message-error')).toHaveText('El mensaje debe tener al menos 10 caracteres.');
  await expect(page.getByTestId('contact-name-error')).toHaveCount(0);

  await page.getByLabel(esContact.email).fill('lucia@ejemplo.org');
  await page.getByLabel(esContact.message).fill('¿Puedo predicar los sermones en español? ¡Gracias!');
  await page.getByRole('button', { name: esContact.submit }).click();
  await expect(page.getByTestId('contact-success')).toContainText(esContact.successHeading);
  await expect.poll(() => sentMail().find((mail) => mail.subject === `Nuevo mensaje de contacto de ${name}`)?.text ?? '').toContain('¿Puedo predicar los sermones en español? ¡Gracias!');
});

test('a server failure shows the error and keeps everything typed', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Server error. Please try again.' }) }));
  await page.goto('/en/contact');
  await page.getByLabel(enContact.name).fill('Brother Tim');
  await page.getByLabel(enContact.email).fill('tim@example.org');
  await page.getByLabel(enContact.message).fill('A long message that I do not want to type again.');
  await page.getByRole('button', { name: enContact.submit }).click();
  await expect(page.getByTestId('contact-form-error')).toHaveText('Server error. Please try again.');
  await expect(page.getByLabel(enContact.name)).toHaveValue('Brother Tim');
  await expect(page.getByLabel(enContact.email)).toHaveValue('tim@example.org');
  await expect(page.getByLabel(enContact.message)).toHaveValue('A long message that I do not want to type again.');
});

test('a lost connection says so in Spanish and keeps everything typed', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/es/contact');
  await page.getByLabel(esContact.name).fill('Hermano Pablo');
  await page.getByLabel(esContact.email).fill('pablo@ejemplo.org');
  await page.getByLabel(esContact.message).fill('Mensaje que no quiero volver a escribir.');
  await page.getByRole('button', { name: esContact.submit }).click();
  await expect(page.getByTestId('contact-form-error')).toHaveText(esContact.errors.network);
  await expect(page.getByLabel(esContact.message)).toHaveValue('Mensaje que no quiero volver a escribir.');
});
