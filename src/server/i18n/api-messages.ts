import type { Language } from '#shared/languages.ts';

// Error texts the API returns in `{ "error": "…" }`, in the language of the request.
const MESSAGES = {
  en: {
    not_found: 'Not found.',
    invalid_json: 'The request body must be valid JSON.',
    invalid_request: 'Please check the highlighted fields.',
    payload_too_large: 'The request is too large.',
    rate_limited: 'Too many requests. Please try again later.',
    internal_error: 'Server error. Please try again.',
    unsupported_media_type: 'The request body must be JSON.',
  },
  es: {
    not_found: 'No encontrado.',
    invalid_json: 'El cuerpo de la solicitud debe ser JSON válido.',
    invalid_request: 'Revise los campos señalados.',
    payload_too_large: 'La solicitud es demasiado grande.',
    rate_limited: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.',
    internal_error: 'Error del servidor. Inténtelo de nuevo.',
    unsupported_media_type: 'El cuerpo de la solicitud debe ser JSON.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiMessageKey = keyof (typeof MESSAGES)['en'];

export function apiMessage(language: Language, key: ApiMessageKey): string {
  return MESSAGES[language][key];
}
