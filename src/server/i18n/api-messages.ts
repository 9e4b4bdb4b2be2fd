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
    forbidden_origin: 'This request came from another site and was refused.',
    invalid_email_or_password: 'Incorrect email or password.',
    email_not_verified: 'Please confirm your email address.',
    user_already_exists: 'This email is already registered. Please sign in instead.',
    weak_password: 'The password does not meet the requirements.',
    invalid_email: 'Please enter a valid email address',
    invalid_token: 'The link has expired. Request a new one.',
    too_many_attempts: 'Too many attempts. Please try again later.',
    session_expired: 'Session expired. Please sign in again.',
    no_active_session: 'No active session',
    reset_link_sent: 'If an account exists for this address, we sent a link to reset the password.',
    forbidden: 'You cannot do this for another account.',
    checkout_failed: 'Error generating checkout URL',
    already_subscribed: 'You already have an active subscription.',
    portal_failed: 'The billing portal could not be opened. Please try again.',
    no_subscription: 'There is no subscription to manage yet.',
    cancel_failed: 'Error unsubscribing. Please try again.',
    invalid_signature: 'Invalid webhook signature.',
    unknown_provider: 'This payment provider is not configured.',
  },
  es: {
    not_found: 'No encontrado.',
    invalid_json: 'El cuerpo de la solicitud debe ser JSON válido.',
    invalid_request: 'Revise los campos señalados.',
    payload_too_large: 'La solicitud es demasiado grande.',
    rate_limited: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.',
    internal_error: 'Error del servidor. Inténtelo de nuevo.',
    unsupported_media_type: 'El cuerpo de la solicitud debe ser JSON.',
    forbidden_origin: 'Esta solicitud vino de otro sitio y fue rechazada.',
    invalid_email_or_password: 'Correo electrónico o contraseña incorrectos.',
    email_not_verified: 'Por favor, confirme su correo electrónico.',
    user_already_exists: 'Este correo ya está registrado. Por favor, inicie sesión.',
    weak_password: 'La contraseña no cumple los requisitos.',
    invalid_email: 'Por favor, introduzca un correo electrónico válido',
    invalid_token: 'El enlace ha caducado. Solicite uno nuevo.',
    too_many_attempts: 'Demasiados intentos. Por favor, inténtelo más tarde.',
    session_expired: 'La sesión ha caducado. Por favor, inicie sesión de nuevo.',
    no_active_session: 'No hay sesión activa',
    reset_link_sent: 'Si existe una cuenta con este correo, le enviamos un enlace para restablecer la contraseña.',
    forbidden: 'No puede hacer esto para otra cuenta.',
    checkout_failed: 'Error al generar la URL de pago',
    already_subscribed: 'Usted ya tiene una suscripción activa.',
    portal_failed: 'No se pudo abrir el portal de facturación. Inténtelo de nuevo.',
    no_subscription: 'Todavía no hay una suscripción que administrar.',
    cancel_failed: 'Error al cancelar la suscripción. Por favor, inténtelo de nuevo.',
    invalid_signature: 'Firma de webhook no válida.',
    unknown_provider: 'Este proveedor de pagos no está configurado.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiMessageKey = keyof (typeof MESSAGES)['en'];

export function apiMessage(language: Language, key: ApiMessageKey): string {
  return MESSAGES[language][key];
}
