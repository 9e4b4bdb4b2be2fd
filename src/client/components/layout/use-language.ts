import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.ts';

/** The language of the current route (its first segment). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** A path inside the current language: localPath('about') → '/es/about'. */
export function useLocalPath(): (path?: string) => string {
  const lang = useLanguage();
  return (path = '') => `/${lang}${path ? `/${path.replace(/^\//, '')}` : ''}`;
}
