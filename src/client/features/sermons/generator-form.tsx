import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUDIENCE_TYPES, LANGUAGE_STYLES, THEME_MAX_LENGTH } from '#shared/constants.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import type { SermonDisplayState } from '#shared/sermon-navigation.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { sermonChanged } from '#client/lib/server-state/sermon-queries.ts';
import { logError } from '#client/lib/error-log.ts';
import { fieldErrorsFromServer, subjectKind, type GeneratorFieldErrors, type GeneratorFields } from './generation-request.ts';
import { GenerateSermonError } from './api/generate-sermon-error.ts';
import { loadGenerationCode, type GenerationCode } from './generation-code.ts';
import { generatorErrorMessage } from './generator-error-message.ts';
import { ChoiceField } from './choice-field.tsx';
import { SermonPreview } from './sermon-preview.tsx';
import { inputClass, primaryButtonClass } from '#client/components/ui/form-styles.ts';
import { useCountdown } from './use-countdown.ts';
import { useSermonGeneration } from './use-sermon-generation.ts';
import { isOneOf } from '#shared/one-of.ts';

type FormState = Omit<GeneratorFields, 'language'> & {
  /** null: follow the page language until the user picks one. */
  language: Language | '' | null;
};

const INITIAL: FormState = { theme: '', audienceType: 'general', language: null, languageStyle: 'standard' };

/** The generator's code, asked for as the pastor first goes into the form; a failure shows on sending. */
function warmGenerationCode() {
  loadGenerationCode().catch(() => {});
}

/** product §2 generator form: theme or verse, audience, language, style; streams the sermon as it is written. */
export function GeneratorForm() {
  const { t } = useTranslation('sermons');
  const pageLanguage = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(INITIAL);
  const [fieldErrors, setFieldErrors] = useState<GeneratorFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const themeRef = useRef<HTMLTextAreaElement>(null);
  // Between a send and its check (the check's code may still be on its way): a second send waits.
  const checking = useRef(false);
  const countdown = useCountdown();
  const { generating, partial, generate } = useSermonGeneration();

  const fields: GeneratorFields = { ...form, language: form.language ?? pageLanguage };
  const kind = subjectKind(fields.theme);
  const themeLength = fields.theme.trim().length;

  // Each choice's values arrive validated (the theme is free text, the choices one of their lists).
  const update = (name: keyof FormState, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const fieldError = (name: keyof GeneratorFieldErrors) => {
    const code = fieldErrors[name];
    return code ? t(`generator.validation.${name}.${code}` as 'generator.validation.theme.required', { max: THEME_MAX_LENGTH }) : undefined;
  };

  /** The three selects (audience, language, style): one component, each with its own list. */
  const choices = [
    { id: 'generator-audience', name: 'audienceType', label: t('generator.audience'), options: AUDIENCE_TYPES.map((audience) => ({ value: audience, label: t(`generator.audiences.${audience}`) })) },
    { id: 'generator-language', name: 'language', label: t('generator.language'), options: LANGUAGES.map((language) => ({ value: language, label: t(`generator.languages.${language}`), lang: language })) },
    { id: 'generator-style', name: 'languageStyle', label: t('generator.style'), options: LANGUAGE_STYLES.map((style) => ({ value: style, label: t(`generator.styles.${style}`) })) },
  ] as const;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating || checking.current) return;
    setFormError(null);
    // The form's check comes with the generator's code, asked for as the pastor came into the form.
    let code: GenerationCode;
    checking.current = true;
    try {
      code = await loadGenerationCode();
    } catch (error) {
      logError(error, { source: 'sermon-generator', status: null });
      setFormError(t('generator.errors.failed'));
      return;
    } finally {
      checking.current = false;
    }
    const built = code.buildGenerateRequest(fields);
    if (!built.ok) {
      setFieldErrors(built.errors);
      if (built.errors.theme) themeRef.current?.focus();
      return;
    }
    setFieldErrors({});
    countdown.start();
    const outcome = await generate(built.request, pageLanguage);
    if (outcome.ok) {
      // A new sermon: the history shows it when it is next in view.
      sermonChanged(queryClient, outcome.sermon);
      navigate(`/${pageLanguage}/sermon-display`, { state: { sermon: outcome.sermon } satisfies SermonDisplayState });
      return;
    }
    // product §4: on an error the countdown goes back to 30; everything typed stays in the form.
    countdown.reset();
    if ('aborted' in outcome) return;
    if (outcome.error instanceof GenerateSermonError) setFieldErrors(fieldErrorsFromServer(outcome.error.fields));
    setFormError(generatorErrorMessage(outcome.error, { noSession: t('generator.errors.noSession'), failed: t('generator.errors.failed') }));
  }

  return (
    <form noValidate onSubmit={submit} onFocus={warmGenerationCode} className="mt-6 space-y-5" data-testid="generator-form" aria-busy={generating}>
      {formError && (
        <ErrorBox testId="generator-error">{formError}</ErrorBox>
      )}
      <FormField
        id="generator-theme"
        label={t('generator.theme')}
        error={fieldError('theme')}
        hint={
          <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <span data-testid="generator-theme-kind" data-kind={kind}>
              {kind === 'scripture' || kind === 'passage' ? t(`generator.readAs.${kind}`, { text: fields.theme.trim() }) : t(`generator.readAs.${kind}`)}
            </span>
            <span className={themeLength > THEME_MAX_LENGTH ? 'font-semibold text-red-700' : ''}>{t('generator.counter', { count: themeLength, max: THEME_MAX_LENGTH })}</span>
          </span>
        }
      >
        {(aria) => (
          <textarea
            {...aria}
            ref={themeRef}
            name="theme"
            rows={3}
            required
            data-testid="generator-theme"
            placeholder={t('generator.themePlaceholder')}
            value={form.theme}
            onChange={(event) => update('theme', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        {choices.map((choice) => (
          <ChoiceField
            key={choice.name}
            id={choice.id}
            name={choice.name}
            label={choice.label}
            error={fieldError(choice.name)}
            value={fields[choice.name]}
            options={choice.options}
            // The select offers only these values: anything else is no choice at all.
            onChange={(value) => update(choice.name, isOneOf(choice.options.map((option) => option.value), value) ? value : '')}
          />
        ))}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" disabled={generating} data-testid="generator-submit" className={`${primaryButtonClass} sm:w-auto`}>
          {generating && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
          {generating ? t('generator.generating') : t('generator.submit')}
        </button>
        {generating && (
          <p className="flex items-baseline gap-2 text-slate-700" role="timer" aria-live="off">
            <span data-testid="generator-countdown" className="font-serif text-3xl font-bold text-brand-800 tabular-nums">
              {countdown.seconds}
            </span>
            <span className="text-sm">{countdown.seconds > 0 ? t('generator.countdownLabel') : t('generator.stillWorking')}</span>
          </p>
        )}
      </div>
      {generating && partial && <SermonPreview partial={partial} />}
    </form>
  );
}
