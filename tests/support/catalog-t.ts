import i18next from 'i18next';
import { resources } from '#client/i18n/resources.ts';
import type { Language } from '#shared/languages.ts';

/**
 * The display catalog's `t` in one language, as the browser's i18next reads it (same options as
 * src/client/i18n/i18n.ts), for unit tests of code that is handed a `t`: the words checked are the
 * catalog's own.
 */
export function displayT(language: Language) {
  const instance = i18next.createInstance();
  void instance.init({ lng: language, resources, fallbackLng: false, interpolation: { escapeValue: false }, returnNull: false, initAsync: false });
  return instance.getFixedT(language, 'display');
}
