import type { Language } from '#shared/languages.ts';
import type { ContactMessage } from '#shared/contact-schema.ts';
import { escapeHtml } from '../escape-html.ts';
import type { MailMessage } from '../mailer.ts';

const TEXT = {
  en: {
    subject: (name: string) => `New contact message from ${name}`,
    intro: 'Someone wrote through the contact form.',
    name: 'Name',
    email: 'E-mail',
    language: 'Language',
    message: 'Message',
    reply: 'Reply to this e-mail to answer them.',
  },
  es: {
    subject: (name: string) => `Nuevo mensaje de contacto de ${name}`,
    intro: 'Alguien escribió a través del formulario de contacto.',
    name: 'Nombre',
    email: 'Correo electrónico',
    language: 'Idioma',
    message: 'Mensaje',
    reply: 'Responda a este correo para contestarle.',
  },
} satisfies Record<Language, unknown>;

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  en: { en: 'English', es: 'Spanish' },
  es: { en: 'inglés', es: 'español' },
};

/**
 * The name on one line: a CR or LF in it would start lines of its own in the text body, where a
 * forged "Bcc:" or "X-Injected:" looks like a header to the reader (the real headers are safe).
 */
function singleLine(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The notification the support address receives, in the language the visitor wrote in. */
export function contactNotification(original: ContactMessage, supportEmail: string): MailMessage {
  const message = { ...original, name: singleLine(original.name) };
  const t = TEXT[message.language];
  const language = LANGUAGE_NAMES[message.language][message.language];
  const text = [
    t.intro,
    '',
    `${t.name}: ${message.name}`,
    `${t.email}: ${message.email}`,
    `${t.language}: ${language}`,
    '',
    `${t.message}:`,
    message.message,
    '',
    t.reply,
  ].join('\n');
  const html = `<!doctype html><html lang="${message.language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.intro)}</p>
<table cellpadding="4">
<tr><th align="left">${escapeHtml(t.name)}</th><td>${escapeHtml(message.name)}</td></tr>
<tr><th align="left">${escapeHtml(t.email)}</th><td>${escapeHtml(message.email)}</td></tr>
<tr><th align="left">${escapeHtml(t.language)}</th><td>${escapeHtml(language)}</td></tr>
</table>
<p><strong>${escapeHtml(t.message)}:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="color:#666">${escapeHtml(t.reply)}</p>
</body></html>`;
  return { to: supportEmail, subject: t.subject(message.name), text, html, replyTo: message.email };
}
