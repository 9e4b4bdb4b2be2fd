import type { Language } from '#shared/languages.ts';

export const LOCAL_PAGES_TEXT = {
  en: {
    brand: 'Apostolic Sermon Studio',
    // Each page names itself: the portal is no checkout (issue 26).
    testMode: {
      checkout: 'Test mode — no money moves. This checkout belongs to a server running without a payment provider.',
      portal: 'Test mode — no money moves. This billing portal belongs to a server running without a payment provider.',
    },
    checkoutTitle: 'Start your subscription',
    plan: 'Monthly Plan',
    perMonth: 'per month',
    trial: '7-day free trial',
    trialNote: 'Nothing is charged today. After the trial the plan renews monthly; cancel anytime.',
    account: 'Account',
    startTrial: 'Start free trial',
    back: 'Back',
    portalTitle: 'Billing portal',
    status: 'Status',
    statuses: {
      trialing: 'Free trial',
      active: 'Active',
      past_due: 'Payment overdue',
      canceled: 'Cancelled',
      unpaid: 'Unpaid',
      incomplete: 'Incomplete',
      incomplete_expired: 'Expired',
      paused: 'Paused',
      expired: 'Expired',
      none: 'No subscription',
    } as Record<string, string>,
    trialEnds: 'Trial ends',
    periodEnds: 'Current period ends',
    cancel: 'Cancel subscription',
    resume: 'Resume subscription',
    subscribe: 'Start a subscription',
    returnToApp: 'Return to your profile',
    expired: 'This page has expired or was already used. Go back to the app and open it again.',
    signIn: 'Your session has ended. Sign in to the app and open this page again.',
    noTrial: 'Your free trial was used with your first subscription: this one starts today, billed monthly; cancel anytime.',
    subscribeNow: 'Subscribe',
    periodOver: 'This subscription has ended. You can start a new one.',
    confirmTitle: 'Cancel your subscription?',
    confirmBody: 'Preparing new sermons, editing and the preaching view end right away. Your saved sermons stay in your account: you can still read, copy, print and download them as PDF or Word.',
    confirmYes: 'Yes, cancel my subscription',
    keep: 'Keep my subscription',
    locale: 'en-US',
  },
  es: {
    brand: 'Estudio de Sermones Apostólicos',
    testMode: {
      checkout: 'Modo de prueba: no se mueve dinero. Esta página de pago pertenece a un servidor que funciona sin proveedor de pagos.',
      portal: 'Modo de prueba: no se mueve dinero. Este portal de facturación pertenece a un servidor que funciona sin proveedor de pagos.',
    },
    checkoutTitle: 'Comience su suscripción',
    plan: 'Plan mensual',
    perMonth: 'al mes',
    trial: 'Prueba gratis de 7 días',
    trialNote: 'Hoy no se cobra nada. Después de la prueba el plan se renueva cada mes; cancele cuando quiera.',
    account: 'Cuenta',
    startTrial: 'Comenzar prueba gratis',
    back: 'Volver',
    portalTitle: 'Portal de facturación',
    status: 'Estado',
    statuses: {
      trialing: 'Prueba gratis',
      active: 'Activa',
      past_due: 'Pago atrasado',
      canceled: 'Cancelada',
      unpaid: 'Sin pagar',
      incomplete: 'Incompleta',
      incomplete_expired: 'Vencida',
      paused: 'En pausa',
      expired: 'Vencida',
      none: 'Sin suscripción',
    } as Record<string, string>,
    trialEnds: 'La prueba termina',
    periodEnds: 'El período actual termina',
    cancel: 'Cancelar suscripción',
    resume: 'Reanudar suscripción',
    subscribe: 'Comenzar una suscripción',
    returnToApp: 'Volver a su perfil',
    expired: 'Esta página caducó o ya se usó. Vuelva a la aplicación y ábrala de nuevo.',
    signIn: 'Su sesión terminó. Inicie sesión en la aplicación y abra esta página de nuevo.',
    noTrial: 'Su prueba gratis se usó con su primera suscripción: esta comienza hoy, con cobro mensual; cancele cuando quiera.',
    subscribeNow: 'Suscribirse',
    periodOver: 'Esta suscripción terminó. Puede comenzar una nueva.',
    confirmTitle: '¿Cancelar su suscripción?',
    confirmBody: 'La preparación de sermones nuevos, la edición y la vista para predicar terminan de inmediato. Sus sermones guardados permanecen en su cuenta: podrá seguir leyéndolos, copiándolos, imprimiéndolos y descargándolos en PDF o Word.',
    confirmYes: 'Sí, cancelar mi suscripción',
    keep: 'Mantener mi suscripción',
    locale: 'es-ES',
  },
} satisfies Record<Language, unknown>;

export const LOCAL_PAGES_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#0f172a;line-height:1.5}
.banner{background:#fef3c7;border-bottom:2px solid #d97706;color:#78350f;padding:.75rem 1rem;text-align:center;font-weight:600}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 4px 12px rgba(15,23,42,.08)}
h1{font-family:Georgia,serif;color:#1e1b4b;margin:0 0 1rem}.brand{color:#3730a3;font-weight:700;margin:0 0 .5rem}
.price{font-family:Georgia,serif;font-size:2.5rem;font-weight:700;color:#1e1b4b}.muted{color:#475569}
.pill{display:inline-block;background:#fbbf24;color:#1e1b4b;border-radius:999px;padding:.2rem .75rem;font-weight:600;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600;color:#334155}dd{margin:0}
button{font:inherit;border:0;border-radius:.5rem;padding:.75rem 1.25rem;font-weight:600;cursor:pointer;width:100%;margin-top:1rem}
.primary{background:#3730a3;color:#fff}.primary:hover{background:#312e81}.danger{background:#b91c1c;color:#fff}.danger:hover{background:#991b1b}
a{color:#3730a3}.back{display:inline-block;margin-top:1rem}
dialog.confirm{position:static;display:block;width:auto;max-width:100%;margin:0;padding:1rem;border:2px solid #b91c1c;border-radius:.75rem;background:#fff;color:inherit}
dialog.confirm h2{margin-top:0;font-family:Georgia,serif;color:#1e1b4b}
.keep{display:block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#3730a3;color:#fff;font-weight:600;text-align:center;text-decoration:none}.keep:hover{background:#312e81}
a:focus-visible,button:focus-visible{outline:3px solid #d97706;outline-offset:2px}
`;
