import i18next from 'i18next';
import type { Language } from '#shared/languages.ts';
import { NAMESPACES, resources } from '#client/i18n/resources.ts';
import { type SermonLabels, sermonLabels } from './sermon-labels.ts';

/** The real catalogs, through i18next's fixed-language `t`, as the page does it. */
export async function labelsFor(language: Language): Promise<SermonLabels> {
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: 'en', fallbackLng: false, ns: [...NAMESPACES], defaultNS: 'common', interpolation: { escapeValue: false } });
  return sermonLabels(instance.getFixedT(language, 'display'));
}
