import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageOfPath } from '#shared/languages.ts';
import { NAMESPACES, resources } from './resources.ts';

/** Starts i18next in the language of the current URL; the router keeps it in step afterwards. */
export function initI18n(pathname: string) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: languageOfPath(pathname) ?? DEFAULT_LANGUAGE,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}
