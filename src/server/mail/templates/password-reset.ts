import type { Language } from '#shared/languages.ts';
import { escapeHtml } from '../escape-html.ts';
import type { MailMessage } from '../mailer.ts';

const TEXT = {
  en: {
    subject: 'Reset your password',
    greeting: 'Hello,',
    body: 'We received a request to reset the password of your Apostolic Sermon Studio account. Open this link to choose a new one:',
    button: 'Choose a new password',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    greeting: 'Hola:',
    body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Estudio de Sermones Apostólicos. Abra este enlace para elegir una nueva:',
    button: 'Elegir una nueva contraseña',
    expiry: 'El enlace funciona una sola vez y caduca en una hora.',
    ignore: 'Si usted no lo solicitó, puede ignorar este correo: su contraseña no cambia.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The password-reset e-mail, in the account's language, with the link to the reset page. */
export function passwordResetMail(to: string, link: string, language: Language): MailMessage {
  const t = TEXT[language];
  const text = [t.greeting, '', t.body, link, '', t.expiry, t.ignore].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1e1b4b">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#3730a3;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
