import { AUDIENCE_TYPES, LANGUAGE_STYLES, type AudienceType, type LanguageStyle } from '#shared/constants.ts';
import { THEME_MAX_LENGTH, type GenerateRequest } from '#shared/generation-schema.ts';
import { isLanguage, type Language } from '#shared/languages.ts';
import { looksLikeScriptureReference, toGenerationSubject } from '#shared/scripture.ts';
import { isOneOf } from '#shared/one-of.ts';

/** What the generator form holds; the selects may still be empty. */
export interface GeneratorFields {
  theme: string;
  audienceType: AudienceType | '';
  language: Language | '';
  languageStyle: LanguageStyle | '';
}

export type GeneratorFieldName = keyof GeneratorFields;
export type GeneratorFieldErrors = Partial<Record<GeneratorFieldName, 'required' | 'tooLong'>>;

/** How the text will be read (SPEC §5 digits:digits rule), for the hint under the field. */
export function subjectKind(theme: string): 'empty' | 'scripture' | 'theme' {
  const trimmed = theme.trim();
  if (trimmed === '') return 'empty';
  return looksLikeScriptureReference(trimmed) ? 'scripture' : 'theme';
}

export function validateGeneratorFields(fields: GeneratorFields): GeneratorFieldErrors {
  const errors: GeneratorFieldErrors = {};
  const theme = fields.theme.trim();
  if (theme === '') errors.theme = 'required';
  else if (theme.length > THEME_MAX_LENGTH) errors.theme = 'tooLong';
  if (!isOneOf(AUDIENCE_TYPES, fields.audienceType)) errors.audienceType = 'required';
  if (!isLanguage(fields.language)) errors.language = 'required';
  if (!isOneOf(LANGUAGE_STYLES, fields.languageStyle)) errors.languageStyle = 'required';
  return errors;
}

/** The request body, or the field errors that stop it from being sent. */
export function buildGenerateRequest(fields: GeneratorFields): { ok: true; request: GenerateRequest } | { ok: false; errors: GeneratorFieldErrors } {
  const errors = validateGeneratorFields(fields);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { title, scripture } = toGenerationSubject(fields.theme);
  return {
    ok: true,
    request: {
      title,
      scripture,
      audienceType: fields.audienceType as AudienceType,
      language: fields.language as Language,
      languageStyle: fields.languageStyle as LanguageStyle,
    },
  };
}

/** The server's 400 field codes (generation-schema.ts), mapped onto the form's fields. */
export function fieldErrorsFromServer(fields: unknown): GeneratorFieldErrors {
  if (!fields || typeof fields !== 'object') return {};
  const errors: GeneratorFieldErrors = {};
  for (const [name, code] of Object.entries(fields as Record<string, unknown>)) {
    if (name === 'title' || name === 'scripture') errors.theme = code === 'theme_too_long' ? 'tooLong' : 'required';
    else if (name === 'audienceType' || name === 'language' || name === 'languageStyle') errors[name] = 'required';
  }
  return errors;
}
