// Issue 16, finding 13: a contact name with CR/LF showed forged "Bcc:"/"X-Injected:" lines in the
// notification's text body.
import { expect, it } from 'vitest';
import { contactNotification } from './contact-notification.ts';

it('keeps the name on one line in the text body, the HTML and the subject', () => {
  const mail = contactNotification(
    { name: 'Ana\r\nBcc: victim@example.org\nX-Injected: yes\u2028Z', email: 'ana@example.org', message: 'Hola,\nuna pregunta.', language: 'es', website: '' },
    'support@example.org',
  );
  const lines = mail.text.split('\n');
  expect(lines.some((line) => /^(Bcc|X-Injected):/i.test(line))).toBe(false);
  expect(lines).toContain('Nombre: Ana Bcc: victim@example.org X-Injected: yes Z');
  expect(mail.subject).toBe('Nuevo mensaje de contacto de Ana Bcc: victim@example.org X-Injected: yes Z');
  expect(mail.subject).not.toMatch(/[\r\n]/);
  // The message itself keeps its lines.
  expect(mail.text).toContain('Hola,\nuna pregunta.');
});
