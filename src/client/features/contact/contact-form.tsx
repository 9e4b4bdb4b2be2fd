import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, contactFieldErrors, contactFieldErrorsSchema, contactMessageSchema, type ContactFieldErrors } from '#shared/contact-schema.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { sendContactMessage } from './send-contact-message.ts';

type Fields = { name: string; email: string; message: string; website: string };
const EMPTY: Fields = { name: '', email: '', message: '', website: '' };

export function ContactForm({ onSent }: { onSent: (sent: { name: string; email: string }) => void }) {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const update = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (name !== 'website') setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const fieldError = (name: 'name' | 'email' | 'message') => {
    const code = errors[name];
    if (!code) return undefined;
    return t(`errors.${name}.${code}` as 'errors.name.required', {
      max: name === 'name' ? CONTACT_LIMITS.nameMax : CONTACT_LIMITS.messageMax,
      min: CONTACT_LIMITS.messageMin,
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = contactMessageSchema.safeParse({ ...fields, language });
    if (!parsed.success) {
      setErrors(contactFieldErrors(parsed.error));
      return;
    }
    setSending(true);
    try {
      await sendContactMessage({ ...fields, language });
      onSent({ name: parsed.data.name, email: parsed.data.email });
      setFields(EMPTY);
    } catch (error) {
      // Whatever went wrong, everything the visitor typed stays in the form.
      const refused = error instanceof ApiRequestError ? contactFieldErrorsSchema.safeParse(error.body.fields) : null;
      if (refused?.success) setErrors(refused.data);
      if (error instanceof NetworkError) setFormError(t('errors.network'));
      else if (error instanceof ApiRequestError) setFormError(error.message);
      else {
        logError(error, { source: 'contact-form' });
        setFormError(t('errors.generic'));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="contact-form" aria-busy={sending}>
      {formError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" data-testid="contact-form-error">
          {formError}
        </div>
      )}
      <FormField id="contact-name" label={t('name')} error={fieldError('name')}>
        {(aria) => <input {...aria} name="name" type="text" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax + 20} value={fields.name} onChange={update('name')} className={inputClass} />}
      </FormField>
      <FormField id="contact-email" label={t('email')} error={fieldError('email')}>
        {(aria) => <input {...aria} name="email" type="email" inputMode="email" autoComplete="email" value={fields.email} onChange={update('email')} className={inputClass} />}
      </FormField>
      <FormField
        id="contact-message"
        label={t('message')}
        error={fieldError('message')}
        hint={t('messageHint', { count: fields.message.length, max: CONTACT_LIMITS.messageMax })}
      >
        {(aria) => <textarea {...aria} name="message" rows={7} value={fields.message} onChange={update('message')} className={inputClass} />}
      </FormField>
      {/* Honeypot: off-screen and out of the tab order for people; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={update('website')} />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {sending && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
