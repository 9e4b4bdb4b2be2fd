import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, switchLanguageInPath } from '#shared/languages.ts';

interface PageMetaProps {
  /** The page's own title; the brand is appended. */
  title: string;
  /** Public pages advertise their other-language version to search engines. */
  alternates?: boolean;
}

export function PageMeta({ title, alternates = false }: PageMetaProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
  if (!alternates) return null;
  const origin = window.location.origin;
  // React 19 hoists <link> elements into <head>.
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={origin + switchLanguageInPath({ pathname: location.pathname }, language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + switchLanguageInPath({ pathname: location.pathname }, 'en')} />
    </>
  );
}
