import { generateRequestSchema, type GenerateRequest } from '#shared/generation-schema.ts';
import { toGenerationSubject } from '#shared/scripture.ts';
import { fieldErrorsFromServer, type GeneratorFieldErrors, type GeneratorFields } from './generation-request.ts';

/** The form checked with the server's own schema (generation-schema.ts). */
function checkFields(fields: GeneratorFields) {
  return generateRequestSchema.safeParse({ ...toGenerationSubject(fields.theme), audienceType: fields.audienceType, language: fields.language, languageStyle: fields.languageStyle });
}

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): GeneratorFieldErrors {
  // The first issue of each field is the one to tell: the same rule as the server's `fields`.
  const codes: Record<string, string> = {};
  for (const issue of issues) codes[String(issue.path[0] ?? 'title')] ??= issue.message;
  return fieldErrorsFromServer(codes);
}

/** The request body, or the field errors that stop it from being sent. */
export function buildGenerateRequest(fields: GeneratorFields): { ok: true; request: GenerateRequest } | { ok: false; errors: GeneratorFieldErrors } {
  const parsed = checkFields(fields);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, errors: errorsOf(parsed.error.issues) };
}
