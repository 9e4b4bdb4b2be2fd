/** The catalogs of each language, one per part of the site (src/client/i18n/locales/<language>/<namespace>.json). */
export const NAMESPACES = ['common', 'home', 'about', 'contact', 'auth', 'account', 'sermons', 'display', 'preach'] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the signed-in pages show (layout, account, generator, history, sermon, preaching), in the
 * page's language. Not the sign-in forms' catalog: of the signed-in pages only the profile's
 * password change shows it, and that page loads it too (router.tsx), so the working pages start
 * with one request less (decision 0054).
 */
export const SIGNED_IN_NAMESPACES = ['common', 'account', 'sermons', 'display', 'preach'] as const satisfies readonly Namespace[];

/**
 * The signed-in pages' own catalogs (the public pages show common and auth too): shipped as one
 * module per language, src/client/i18n/signed-in-<language>.ts.
 */
export const SIGNED_IN_ONLY_NAMESPACES = ['account', 'display', 'preach', 'sermons'] as const satisfies readonly Namespace[];
