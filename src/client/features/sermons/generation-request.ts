import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import { looksLikeLoneReference, looksLikeScriptureReference } from '#shared/scripture.ts';

/** What the generator form holds; the selects may still be empty. */
export interface GeneratorFields {
  theme: string;
  audienceType: AudienceType | '';
  language: Language | '';
  languageStyle: LanguageStyle | '';
}

export type GeneratorFieldName = keyof GeneratorFields;
export type GeneratorFieldErrors = Partial<Record<GeneratorFieldName, 'required' | 'tooLong'>>;

/**
 * How the text will be read, for the hint under the field: by the digits:digits rule (product §5) a
 * reference; a book and a number alone ("Psalm 23") goes as a theme but is preached as that passage
 * when the Bible has it (the server's isLoneReference), so the hint says both; anything else a theme.
 */
export function subjectKind(theme: string): 'empty' | 'scripture' | 'passage' | 'theme' {
  const trimmed = theme.trim();
  if (trimmed === '') return 'empty';
  if (looksLikeScriptureReference(trimmed)) return 'scripture';
  return looksLikeLoneReference(trimmed) ? 'passage' : 'theme';
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
