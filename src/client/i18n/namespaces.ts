/** The catalogs of each language, one per part of the site (src/client/i18n/locales/<language>/<namespace>.json). */
export const NAMESPACES = ['common', 'home', 'about', 'contact', 'auth', 'account', 'sermons', 'display', 'preach'] as const;

export type Namespace = (typeof NAMESPACES)[number];
